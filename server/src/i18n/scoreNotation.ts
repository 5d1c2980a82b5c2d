/**
 * Scores and numbers of the travellers as people read them: `NS +420` / `NZ −100` with decimals
 * (`+5.4`), plain numbers with a true minus sign, and the results and seat letters of
 * bridgeNotation.ts. Messages, hovers and the CLI's traveller write through these.
 */
import { Contract } from '../bridge/contract';
import { Side } from '../bridge/seats';
import { formatDecimal } from '../rounding';
import { resultText } from './bridgeNotation';
import { sideName } from './bridgeTerms';
import { Language } from './localize';

export { seatLetter } from './bridgeNotation';

/** `4♠ −1`, `3NT =`, `6♥ +1` for a contract and the declaring side's tricks (bridgeNotation.ts). */
export function contractResultText(contract: Contract, tricks: number, language: Language = 'en'): string {
  return resultText(contract, tricks, language);
}

/** A number with its sign and a true minus: `+420`, `−100`, `0`, `+5.4`. */
export function signed(value: number, decimals = 2): string {
  const text = formatDecimal(Math.abs(value), decimals);
  if (text === '0') return '0';
  return value < 0 ? `−${text}` : `+${text}`;
}

/** A number with a true minus sign and no plus: `−90`, `4.8`. */
export function plain(value: number, decimals = 2): string {
  const text = formatDecimal(Math.abs(value), decimals);
  return value < 0 && text !== '0' ? `−${text}` : text;
}

/** `NS +420` / `NZ −100`. */
export function sideScoreText(side: Side, points: number, language: Language): string {
  return `${sideName(side, language)} ${signed(points)}`;
}
