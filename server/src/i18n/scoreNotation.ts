/**
 * Scores and results as people read them, in English and Dutch: `4♠ −1`, `3NT =`, `NS +420` /
 * `NZ −100`, seat letters (N E S W / N O Z W), and plain numbers with a true minus sign. Messages,
 * hovers and the CLI's traveller all write through these.
 */
import { SUIT_SYMBOLS, Suit } from '../bridge/cards';
import { Contract } from '../bridge/contract';
import { Seat, Side } from '../bridge/seats';
import { formatDecimal } from '../scoring/rounding';
import { sideName } from './bridgeTerms';
import { Language, Localized } from './localize';

const SEAT_LETTERS: Localized<Record<Seat, string>> = {
  en: { N: 'N', E: 'E', S: 'S', W: 'W' },
  nl: { N: 'N', E: 'O', S: 'Z', W: 'W' },
};

/** `S` / `Z`. */
export function seatLetter(seat: Seat, language: Language): string {
  return SEAT_LETTERS[language][seat];
}

/** `4♠`, `3NT`, `5♥X`. */
export function contractText(contract: Contract): string {
  const strain = contract.strain === 'NT' ? 'NT' : SUIT_SYMBOLS[contract.strain as Suit];
  return `${contract.level}${strain}${contract.risk}`;
}

/** `4♠ −1`, `3NT =`, `6♥ +1` for a contract and the declaring side's tricks. */
export function contractResultText(contract: Contract, tricks: number): string {
  const difference = tricks - (contract.level + 6);
  return `${contractText(contract)} ${difference === 0 ? '=' : signed(difference)}`;
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
