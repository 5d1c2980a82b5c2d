/**
 * The par of a board as people read it, in English and Dutch: "Par: 4♠ by N/S, NS +620",
 * "Par: 5♦× by E/W −2, NS +300", "Par: 4NT by W +1 or 5♣ by E, EW +430" / "Par: 4♠ door N/Z, NZ +620",
 * "Par: 3SA door O/W, OW +400" (the contract as everywhere else: `×`/`××`, Dutch `SA`). The words
 * are in i18n/ddViewTexts.ts.
 */
import { contractText } from '../../i18n/bridgeNotation';
import { sideName } from '../../i18n/bridgeTerms';
import { PAR_WORDS } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { ParContract, ParResult } from '../../shapes/ddTypes';

/** "4♠ by N/S", "5♦× by E/W −2", "4NT by W +1". */
export function parContractText(par: ParContract, language: Language): string {
  const words = PAR_WORDS[language];
  const result = par.overtricks > 0 ? ` +${par.overtricks}` : par.overtricks < 0 ? ` −${-par.overtricks}` : '';
  return `${contractText(par.contract, language)} ${words.by} ${par.declarers.map((seat) => words.seats[seat]).join('/')}${result}`;
}

/** "Par: 4♠ by N/S, NS +620"; "Par: passed out" when nobody can make anything. */
export function parText(par: ParResult, language: Language): string {
  if (par.contracts.length === 0) return `Par: ${PAR_WORDS[language].passedOut}`;
  const contracts = par.contracts.map((contract) => parContractText(contract, language)).join(` ${PAR_WORDS[language].or} `);
  return `Par: ${contracts}, ${sideName(par.score.side, language)} +${par.score.points}`;
}
