/**
 * The diagnostics of Declarer, Contract, Result and Score: values that do not read, that the
 * auction or the play contradicts, and the Score Law 77 gives; most carry the `replacement` their
 * quick-fix writes.
 */
import { Args, dataOfType, entry } from './entry';
import { contractWords, expectedNl, expectedScore, seat, tricks } from './readerWords';

/** The entries of this family, by code. */
export const CONTRACT_DIAGNOSTICS = {
  'pbn.declarer.bad': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'expected'>) => `Declarer "${a.value}" is not valid; expected ${a.expected}.`,
    nl: (a) => `Declarer "${a.value}" is ongeldig; verwacht ${expectedNl(a)}.`,
  }),
  'pbn.declarer.mismatch': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'recorded' | 'derived'>) => `Declarer "${a.recorded}" does not match the auction, which makes ${a.derived || 'no declarer'}.`,
    nl: (a) => `Declarer "${a.recorded}" klopt niet met het bieden, dat ${a.derived || 'geen leider'} oplevert.`,
  }),
  'pbn.contract.bad-strain': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Contract "${a.value}" has no valid denomination; use S, H, D, C or NT.`,
    nl: (a) => `Contract "${a.value}" heeft geen geldige denominatie; gebruik S, H, D, C of NT.`,
  }),
  'pbn.contract.nonstandard': entry({
    severity: ['warning'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'value' | 'expected'>) => `Contract "${a.value}" is not standard PBN; write "${a.expected}".`,
    nl: (a) => `Contract "${a.value}" is geen standaard-PBN; schrijf "${a.expected}".`,
  }),
  'pbn.contract.empty': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<never, 'derived'>) => `Contract is empty, but ${a.derived ? `the auction ends in ${contractWords(a, 'en')}: write [Contract "${a.derived}"]` : 'the cards are played: a played board has a contract'}.`,
    nl: (a) => `Contract is leeg, maar ${a.derived ? `het bieden eindigt in ${contractWords(a, 'nl')}: schrijf [Contract "${a.derived}"]` : 'er zijn kaarten gespeeld: een gespeeld spel heeft een contract'}.`,
  }),
  'pbn.declarer.empty': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<never, 'derived'>) => `Declarer is empty (a passed-out board), but ${a.derived ? `the auction makes ${seat(a, 'derived', 'en')} declarer: write [Declarer "${a.derived}"]` : 'the cards are played: a played board has a declarer'}.`,
    nl: (a) => `Declarer is leeg (een weggepast spel), maar ${a.derived ? `het bieden maakt ${seat(a, 'derived', 'nl')} leider: schrijf [Declarer "${a.derived}"]` : 'er zijn kaarten gespeeld: een gespeeld spel heeft een leider'}.`,
  }),
  'pbn.contract.mismatch': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'recorded' | 'derived'>) => `Contract "${a.recorded}" does not match the auction, which ends in ${a.derived}.`,
    nl: (a) => `Contract "${a.recorded}" klopt niet met het bieden, dat eindigt in ${a.derived}.`,
  }),
  'pbn.contract.risk-mismatch': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'recorded' | 'derived'>) => `Contract "${a.recorded}" has the wrong risk: the auction ends in ${a.derived}.`,
    nl: (a) => `Contract "${a.recorded}" heeft het verkeerde doublet: het bieden eindigt in ${a.derived}.`,
  }),
  'pbn.result.passed-out': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    en: (a: Args<'value'>) => `Result "${a.value}" is given, but the board was passed out (Contract "Pass" or Declarer ""); write [Result ""].`,
    nl: (a) => `Result "${a.value}" is ingevuld, maar het spel is rondgepast (Contract "Pass" of Declarer ""); schrijf [Result ""].`,
  }),
  'pbn.result.no-declarer': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Result "${a.value}" counts the declarer's tricks, but there is no Declarer tag; add Declarer, or write the tricks per side ("NS ${a.value}").`,
    nl: (a) => `Result "${a.value}" telt de slagen van de leider, maar er is geen Declarer-tag; voeg Declarer toe, of schrijf de slagen per partij ("NS ${a.value}").`,
  }),
  'pbn.result.syntax': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Result "${a.value}" is not valid; write the tricks as "9", "NS 9", "EW 4" or "NS 9 EW 4".`,
    nl: (a) => `Result "${a.value}" is ongeldig; schrijf de slagen als "9", "NS 9", "EW 4" of "NS 9 EW 4".`,
  }),
  'pbn.result.caret-required': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'value' | 'declaringSide' | 'won' | 'defenders'>) => `Result "${a.value}" contradicts the play, in which ${a.declaringSide} won ${tricks(a.won, 'en')} and the defenders ${a.defenders}; a result that differs from the tricks won needs '^'.`,
    nl: (a) => `Result "${a.value}" spreekt het spelverloop tegen, waarin ${a.declaringSide === 'NS' ? 'NZ' : 'OW'} ${tricks(a.won, 'nl')} maakte en de tegenpartij ${a.defenders}; een resultaat dat afwijkt van de gemaakte slagen krijgt '^'.`,
  }),
  'pbn.result.caret-forbidden': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'value' | 'declaringSide' | 'won' | 'defenders'>) => `Result "${a.value}" is marked '^' (differs from the play) but agrees with the tricks won (${a.declaringSide} ${a.won}, defenders ${a.defenders}); remove '^'.`,
    nl: (a) => `Result "${a.value}" is gemarkeerd met '^' (wijkt af van het spelverloop) maar klopt met de gemaakte slagen (${a.declaringSide === 'NS' ? 'NZ' : 'OW'} ${a.won}, tegenpartij ${a.defenders}); verwijder '^'.`,
  }),
  'pbn.score.syntax': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Score "${a.value}" is not valid; write "620", "NS 620", "EW -100" or "NS 620 EW -620".`,
    nl: (a) => `Score "${a.value}" is ongeldig; schrijf "620", "NS 620", "EW -100" of "NS 620 EW -620".`,
  }),
  'pbn.score.mismatch': entry({
    severity: ['error'],
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'value' | 'edition' | 'expected'>) => `Score "${a.value}" does not match Contract, Vulnerable and Result: Law 77 (Laws ${a.edition}) gives ${expectedScore(a, 'en')} (write "${a.expected}").`,
    nl: (a) => `Score "${a.value}" klopt niet met Contract, Vulnerable en Result: artikel 77 (Spelregels ${a.edition}) geeft ${expectedScore(a, 'nl')} (schrijf "${a.expected}").`,
  }),
};
