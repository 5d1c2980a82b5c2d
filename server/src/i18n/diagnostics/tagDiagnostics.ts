/**
 * The diagnostics of tag pairs and their values: syntax, duplicates, names PBN does not define,
 * values out of their vocabulary, dates, seats, vulnerability and the edition of the Laws.
 */
import { Args, dataOfType, entry } from './entry';
import { expectedNl, seat } from './readerWords';

/** The entries of this family, by code. */
export const TAG_DIAGNOSTICS = {
  'pbn.tag.syntax': entry({
    severity: ['error'],
    en: (a: Args<'found'>) => `Malformed tag pair: expected [Name "value"], found ${a.found}.`,
    nl: (a) => `Onjuist tagpaar: verwacht [Naam "waarde"], gevonden ${a.found}.`,
  }),
  'pbn.tag.unquoted': entry({
    severity: ['error'],
    en: (a: Args<'tag' | 'value'>) => `The value of tag ${a.tag} must be quoted: "${a.value}".`,
    nl: (a) => `De waarde van tag ${a.tag} moet tussen aanhalingstekens: "${a.value}".`,
  }),
  'pbn.tag.missing-value': entry({
    severity: ['error'],
    en: (a: Args<'tag'>) => `Tag ${a.tag} has no value; write [${a.tag} "…"] ("?" if unknown, "" if not applicable).`,
    nl: (a) => `Tag ${a.tag} heeft geen waarde; schrijf [${a.tag} "…"] ("?" als onbekend, "" als niet van toepassing).`,
  }),
  'pbn.tag.duplicate': entry({
    severity: ['warning'],
    en: (a: Args<'tag'>) => `Tag ${a.tag} appears already in this game; this occurrence is ignored.`,
    nl: (a) => `Tag ${a.tag} komt al voor in dit spel; deze wordt genegeerd.`,
  }),
  'pbn.tag.new-name': entry({
    severity: ['warning'],
    traits: { foldPerFile: { by: 'tag', counts: 'games' } },
    // `replacement`: the known tag the name most likely misspells (model/game/tagSpelling.ts), which the quick-fix writes.
    data: dataOfType<{ tag: string; replacement?: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'tag', 'meant'>) => a.meant === undefined
      ? `Tag ${a.tag} is not defined by PBN 2.1; other programs will skip it.`
      : `Tag ${a.tag} is not defined by PBN 2.1: did you mean ${a.meant}? Read as written, other programs and this one skip it.`,
    nl: (a) => a.meant === undefined
      ? `Tag ${a.tag} is niet gedefinieerd in PBN 2.1; andere programma's slaan hem over.`
      : `Tag ${a.tag} is niet gedefinieerd in PBN 2.1: bedoelt u ${a.meant}? Zo geschreven slaan andere programma's en dit programma hem over.`,
  }),
  'pbn.tag.producer': entry({
    severity: ['info'],
    traits: { foldPerFile: { by: 'tag', counts: 'games' } },
    data: dataOfType<{ tag: string }>(),
    en: (a: Args<'tag' | 'producers' | 'producersNl'>) => `Tag ${a.tag} is not PBN 2.1 but one that ${a.producers} write; other programs skip it.`,
    nl: (a) => `Tag ${a.tag} hoort niet bij PBN 2.1, maar ${a.producersNl} schrijven hem; andere programma's slaan hem over.`,
  }),
  'pbn.tag.new-value': entry({
    severity: ['info'],
    en: (a: Args<'value' | 'tag' | 'expected'>) => `Value "${a.value}" of tag ${a.tag} is not one PBN defines (${a.expected}).`,
    nl: (a) => `Waarde "${a.value}" van tag ${a.tag} is geen door PBN gedefinieerde waarde (${a.expected}).`,
  }),
  'pbn.tag.bad-value': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'tag' | 'expected'>) => `Value "${a.value}" of tag ${a.tag} is not valid; expected ${a.expected}.`,
    nl: (a) => `Waarde "${a.value}" van tag ${a.tag} is ongeldig; verwacht ${expectedNl(a)}.`,
  }),
  'pbn.tag.bad-number': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'tag' | 'expected'>) => `Value "${a.value}" of tag ${a.tag} is not a valid number; expected ${a.expected}.`,
    nl: (a) => `Waarde "${a.value}" van tag ${a.tag} is geen geldig getal; verwacht ${expectedNl(a)}.`,
  }),
  'pbn.tag.inheritance': entry({
    severity: ['error'],
    en: (a: Args<'tag'>) => `Tag ${a.tag} describes one deal and may not inherit its value with '#'.`,
    nl: (a) => `Tag ${a.tag} beschrijft één spel en mag zijn waarde niet met '#' erven.`,
  }),
  'pbn.date.nonstandard': entry({
    severity: ['warning'],
    traits: { foldPerFile: { by: 'code', counts: 'dates' } },
    data: dataOfType<{ year?: number }>(),
    en: (a: Args<'value', 'year'>) => `Date "${a.value}" is not in the PBN form YYYY.MM.DD (use ? for unknown digits)${a.year === undefined ? '' : `; read as the year ${a.year}`}.`,
    nl: (a) => `Datum "${a.value}" staat niet in de PBN-vorm JJJJ.MM.DD (gebruik ? voor onbekende cijfers)${a.year === undefined ? '' : `; gelezen als het jaar ${a.year}`}.`,
  }),
  'pbn.text.outside-section': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `Unexpected text "${a.text}" outside a tag pair or section.`,
    nl: (a) => `Onverwachte tekst "${a.text}" buiten een tagpaar of sectie.`,
  }),
  'pbn.side.bad': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'tag' | 'expected'>) => `"${a.value}" is not a seat; ${a.tag} must be ${a.expected}.`,
    nl: (a) => `"${a.value}" is geen windrichting; ${a.tag} moet ${expectedNl(a)} zijn.`,
  }),
  'pbn.vulnerable.rubber-mismatch': entry({
    severity: ['error'],
    en: (a: Args<'recorded' | 'implied'>) => `Vulnerable says ${a.recorded} but ScoreRubberHistory makes it ${a.implied} (a side that has won a game of the rubber is vulnerable).`,
    nl: (a) => `Vulnerable zegt ${a.recorded}, maar volgens ScoreRubberHistory is het ${a.implied} (een partij die een manche van de robber heeft gewonnen is kwetsbaar).`,
  }),
  'pbn.vulnerable.bad': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Vulnerable "${a.value}" is not valid; use None, NS, EW or All.`,
    nl: (a) => `Vulnerable "${a.value}" is ongeldig; gebruik None, NS, EW of All.`,
  }),
  'pbn.laws.bad-edition': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'valid'>) => `Laws "${a.value}" is not an edition of the Laws; valid values: ${a.valid}.`,
    nl: (a) => `Laws "${a.value}" is geen uitgave van de Spelregels; geldige waarden: ${a.valid}.`,
  }),
};
