/**
 * The diagnostics of the file as text: characters, encoding, lines, comments and strings, the
 * blank line between games, the export layout, the limits on how many are listed, and the
 * internal error that stops a game being checked.
 */
import { Args, entry } from './entry';

/** The entries of this family, by code. */
export const TEXT_DIAGNOSTICS = {
  'pbn.character.bad': entry({
    severity: ['error'],
    en: (a: Args<'character'>) => `Character ${a.character} is not allowed here; PBN allows printing Latin-1 characters, and non-ASCII only inside strings and commentary.`,
    nl: (a) => `Teken ${a.character} is hier niet toegestaan; PBN kent afdrukbare Latin-1-tekens, en niet-ASCII alleen binnen strings en commentaar.`,
  }),
  'pbn.encoding.not-latin1': entry({
    severity: ['warning'],
    traits: { foldPerFile: { by: 'code', counts: 'places' } },
    en: (a: Args<'character'>) => `Character ${a.character} is not in Latin-1 (ISO 8859-1), the PBN character set; other programs may show it as '?'.`,
    nl: (a) => `Teken ${a.character} hoort niet bij Latin-1 (ISO 8859-1), de PBN-tekenset; andere programma's tonen het mogelijk als '?'.`,
  }),
  'pbn.encoding.damaged': entry({
    severity: ['warning'],
    en: () => 'This text holds U+FFFD, the replacement character: an earlier conversion could not read a character and put this mark in its place. The character is lost; type it again.',
    nl: () => 'Deze tekst bevat U+FFFD, het vervangingsteken: een eerdere omzetting kon een teken niet lezen en zette dit teken ervoor in de plaats. Het teken is verloren; typ het opnieuw.',
  }),
  'pbn.encoding.utf8': entry({
    severity: ['warning'],
    en: () => 'The file is encoded in UTF-8; the PBN standard uses Latin-1 (ISO 8859-1). It is read correctly, but other programs may not.',
    nl: () => 'Het bestand is in UTF-8 gecodeerd; de PBN-standaard gebruikt Latin-1 (ISO 8859-1). Het wordt goed gelezen, maar andere programma\'s kunnen dat niet.',
  }),
  'pbn.line.too-long': entry({
    severity: ['warning'],
    en: (a: Args<'length' | 'limit'>) => `Line is ${a.length} characters long; PBN allows at most ${a.limit} plus the line end.`,
    nl: (a) => `Regel is ${a.length} tekens lang; PBN staat er hoogstens ${a.limit} plus het regeleinde toe.`,
  }),
  'pbn.comment.unterminated': entry({
    severity: ['error'],
    en: () => "Comment opened with '{' is never closed with '}'.",
    nl: () => "Commentaar geopend met '{' wordt nergens gesloten met '}'.",
  }),
  'pbn.comment.swallows-tags': entry({
    severity: ['warning'],
    en: (a: Args<'count' | 'tag', 'nested'>) => `This comment runs over ${a.count} ${Number(a.count) === 1 ? 'line that reads' : 'lines that read'} as tags (the first [${a.tag}]), which are not read${a.nested ? `; it holds a second '{' (comments do not nest)` : ''}; is a '}' missing?`,
    nl: (a) => `Dit commentaar loopt over ${a.count} ${Number(a.count) === 1 ? 'regel die leest' : 'regels die lezen'} als tags (de eerste [${a.tag}]), die niet gelezen worden${a.nested ? `; er staat een tweede '{' in (commentaar nest niet)` : ''}; ontbreekt er een '}'?`,
  }),
  'pbn.comment.blank-line': entry({
    severity: ['hint'],
    en: () => 'A blank line inside a { } comment: PBN allows it, but the reference verifier and other programs take it for the end of the game; put a character on the line or remove it.',
    nl: () => 'Een lege regel binnen commentaar tussen { }: PBN staat het toe, maar het controleprogramma van PBN en andere programma\'s zien er het einde van het spel in; zet een teken op de regel of verwijder hem.',
  }),
  'pbn.string.unterminated': entry({
    severity: ['error'],
    en: () => 'String is not closed with \'"\' before the end of the line.',
    nl: () => 'String wordt niet gesloten met \'"\' voor het einde van de regel.',
  }),
  'pbn.game.missing-blank-line': entry({
    severity: ['warning'],
    en: () => 'A new game starts here, but the blank line that ends the previous game is missing; it is read as a game of its own. Add an empty line before it.',
    nl: () => 'Hier begint een nieuwe partij, maar de lege regel die de vorige afsluit ontbreekt; ze wordt als aparte partij gelezen. Voeg ervoor een lege regel in.',
  }),
  'pbn.line.cr-only': entry({
    severity: ['warning'],
    en: () => 'Lines end with a carriage return alone (an old Mac file); they are read as line ends, but PBN writes CR LF (LF alone is read too).',
    nl: () => 'Regels eindigen met alleen een carriage return (een oud Mac-bestand); ze worden als regeleinden gelezen, maar PBN schrijft CR LF (alleen LF wordt ook gelezen).',
  }),
  'pbn.diagnostics.more-in-game': entry({
    severity: ['info'],
    en: (a: Args<'count' | 'limit'>) => `…and ${a.count} more problems in this game (only the first ${a.limit} are listed).`,
    nl: (a) => `…en nog ${a.count} problemen in deze partij (alleen de eerste ${a.limit} staan in de lijst).`,
  }),
  'pbn.diagnostics.more-in-file': entry({
    severity: ['info'],
    en: (a: Args<'count' | 'limit'>) => `…and ${a.count} more problems in this file (only the first ${a.limit} are listed).`,
    nl: (a) => `…en nog ${a.count} problemen in dit bestand (alleen de eerste ${a.limit} staan in de lijst).`,
  }),
  'pbn.document.binary': entry({
    severity: ['error'],
    en: (a: Args<'percent'>) => `This is not a text file: ${a.percent}% of its first characters are control bytes or unreadable ones (binary data). It is not read as PBN; open a PBN or LIN file.`,
    nl: (a) => `Dit is geen tekstbestand: ${a.percent}% van de eerste tekens zijn stuurtekens of onleesbare tekens (binaire gegevens). Het wordt niet als PBN gelezen; open een PBN- of LIN-bestand.`,
  }),
  'pbn.document.too-large': entry({
    severity: ['warning'],
    en: (a: Args<'size' | 'limit'>) => `This file is too large for the editor (${a.size} MB; the limit is ${a.limit} MB), so it is not checked here; run pbn-director check on it.`,
    nl: (a) => `Dit bestand is te groot voor de editor (${a.size} MB; de grens is ${a.limit} MB) en wordt hier dus niet gecontroleerd; gebruik pbn-director check.`,
  }),
  'pbn.export.layout': entry({
    severity: ['warning'],
    en: (a: Args<'what'>) => a.what === 'tag' ? 'The file declares the export format (% EXPORT): each tag pair starts its own line.' : 'The file declares the export format (% EXPORT): four calls or cards per line, so this one starts a new line.',
    nl: (a) => a.what === 'tag' ? 'Het bestand is in exportformaat (% EXPORT): elk tagpaar begint op een eigen regel.' : 'Het bestand is in exportformaat (% EXPORT): vier biedingen of kaarten per regel, dus deze begint een nieuwe regel.',
  }),
  'pbn.internal-error': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'reason'>) => `This game could not be fully checked because of an internal error (${a.reason}); please report it.`,
    nl: (a) => `Dit spel kon door een interne fout niet volledig worden gecontroleerd (${a.reason}); meld dit alstublieft.`,
  }),
};
