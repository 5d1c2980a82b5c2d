/**
 * The diagnostics of a board fix leaves alone because a ruling is recorded in a way it cannot
 * reconcile: an unreadable, second, contradicted or stale ruling line, a Director's Result, and a
 * derived Score a ruling changed.
 */
import { Args, NoData, dataOfType, entry } from './entry';

/** The entries of this family, by code. */
export const RULING_LINE_DIAGNOSTICS = {
  'pbn.ruling.line-unreadable': entry({
    severity: ['warning'],
    traits: { keptInLin: true, blocksFix: 'line-unreadable', ruling: 'given' },
    data: dataOfType<NoData>(),
    en: () => 'This comment looks like a ruling line but does not read as one; fix leaves the board alone until it is corrected or removed (the line records the table result the rectified Result is computed from).',
    nl: () => 'Dit commentaar lijkt een uitspraakregel maar is er niet als een te lezen; fix laat het spel ongemoeid tot de regel verbeterd of verwijderd is (de regel legt het tafelresultaat vast waaruit het rechtgezette resultaat wordt berekend).',
  }),
  'pbn.ruling.line-several': entry({
    severity: ['warning'],
    traits: { keptInLin: true, blocksFix: 'line-several', ruling: 'given' },
    data: dataOfType<NoData>(),
    en: () => 'A second ruling line: a board has one; remove one of them (fix leaves the board alone until then).',
    nl: () => 'Een tweede uitspraakregel: een spel heeft er één; verwijder er een (tot dan laat fix het spel ongemoeid).',
  }),
  'pbn.ruling.line-mismatch': entry({
    severity: ['warning'],
    traits: { keptInLin: true, blocksFix: 'line-mismatch', ruling: 'given' },
    data: dataOfType<{ replacement?: string }>(),
    fixes: ['confirmRuling'],
    en: (a: Args<'side' | 'table' | 'line' | 'result'>) => `The ruling line says the table result was ${a.side} ${a.table} and the rectified result ${a.line}, but Result is "${a.result}": one of them was changed by hand. Fix leaves the board alone; correct the Result or the line.`,
    nl: (a) => `De uitspraakregel zegt dat het tafelresultaat ${a.side === 'NS' ? 'NZ' : 'OW'} ${a.table} was en het rechtgezette resultaat ${a.line}, maar Result is "${a.result}": een van beide is met de hand gewijzigd. Fix laat het spel ongemoeid; verbeter Result of de regel.`,
  }),
  'pbn.ruling.line-stale': entry({
    severity: ['warning'],
    traits: { keptInLin: true, ruling: 'given' },
    data: dataOfType<NoData>(),
    fixes: ['applyRulings'],
    en: (a: Args<'recorded' | 'edition' | 'expected' | 'value'>) => `The ruling line records ${a.recorded}; under the Laws ${a.edition} the ruling is now different (Result "${a.expected}" instead of "${a.value}"). The next fix replaces it.`,
    nl: (a) => `De uitspraakregel legt ${a.recorded} vast; volgens de Spelregels ${a.edition} is de uitspraak nu anders (Result "${a.expected}" in plaats van "${a.value}"). De volgende fix vervangt de regel.`,
  }),
  'pbn.result.director-set': entry({
    severity: ['warning'],
    traits: { blocksFix: 'director-result' },
    data: dataOfType<{ replacement?: string }>(),
    fixes: ['confirmRuling'],
    en: (a: Args<'value' | 'expected', 'score'>) => `Result "${a.value}" is marked '^': a result set by a Director. The ruling gives "${a.expected}"${a.score ? ` (Score ${a.score})` : ''}; fix leaves it as it is, the quick-fix replaces it if that is what you want.`,
    nl: (a) => `Result "${a.value}" is gemarkeerd met '^': een resultaat dat een wedstrijdleider vaststelde. De uitspraak geeft "${a.expected}"${a.score ? ` (Score ${a.score})` : ''}; fix laat het staan, de snelle oplossing vervangt het als u dat wilt.`,
  }),
  'pbn.score.derived-stale': entry({
    severity: ['info'],
    en: (a: Args<'tag'>) => `A ruling changed this board's Score; ${a.tag} compares it with other tables and may be stale: recompute it in the scoring program.`,
    nl: (a) => `Een uitspraak heeft de Score van dit spel gewijzigd; ${a.tag} vergelijkt die met andere tafels en is mogelijk verouderd: laat het rekenprogramma hem opnieuw berekenen.`,
  }),
};
