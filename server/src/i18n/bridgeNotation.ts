/**
 * Bridge notation as players read it, in English and Dutch — never the file's notation: cards
 * with suit symbols and the ten as `10` (`♠10`; Dutch ranks H V B for king, queen and jack), seat
 * letters N E S W (Dutch N O Z W), contracts `4♠`, `3NT×` (Dutch `3SA×`), results `4♠ −1`,
 * `4♠ =`, `4♠ +1`, scores with their side and sign `NS +650`, `NZ −100`, and the board header
 * "Board 7 · 4♠ by South · NS vulnerable · Dealer North". The file keeps PBN's own notation.
 */
import { RANKS, SUIT_SYMBOLS, Strain, Suit } from '../bridge/cards';
import { Contract, Vulnerability } from '../bridge/contract';
import { Seat, Side } from '../bridge/seats';
import { seatName, sideName } from './bridgeTerms';
import { Language, Localized } from './localize';

const RANK_WORDS: Localized<Record<string, string>> = {
  en: { T: '10' },
  nl: { K: 'H', Q: 'V', J: 'B', T: '10' },
};

/** `10`, `Q` / `V`. */
export function rankText(rank: string, language: Language): string {
  return RANK_WORDS[language][rank] ?? rank;
}

/** `♠10`, `♥Q` / `♥V`; text that is not a card comes back quoted. */
export function cardText(card: string, language: Language): string {
  const symbol = SUIT_SYMBOLS[card[0] as Suit];
  if (!symbol || card.length !== 2 || !RANKS.includes(card[1])) return `“${card}”`;
  return symbol + rankText(card[1], language);
}

const SEAT_LETTERS: Localized<Record<Seat, string>> = {
  en: { N: 'N', E: 'E', S: 'S', W: 'W' },
  nl: { N: 'N', E: 'O', S: 'Z', W: 'W' },
};

/** `S` / `Z`. */
export function seatLetter(seat: Seat, language: Language): string {
  return SEAT_LETTERS[language][seat];
}

/** "1 trick", "9 tricks" / "1 slag", "9 slagen". */
export function tricksText(count: number, language: Language): string {
  return language === 'nl' ? `${count} ${count === 1 ? 'slag' : 'slagen'}` : `${count} ${count === 1 ? 'trick' : 'tricks'}`;
}

/** A strain as people write it: `♠`, `NT` (Dutch `SA`). */
export function strainText(strain: Strain, language: Language = 'en'): string {
  return strain === 'NT' ? (language === 'nl' ? 'SA' : 'NT') : SUIT_SYMBOLS[strain as Suit];
}

/** `4♠`, `3NT×`, `7♥××`; Dutch `3SA`. A contract of an end position (level 0) is its strain alone. */
export function contractText(contract: Contract, language: Language = 'en'): string {
  const strain = strainText(contract.strain, language);
  const risk = contract.risk === 'XX' ? '××' : contract.risk === 'X' ? '×' : '';
  return `${contract.level || ''}${strain}${risk}`;
}

/** A difference as a sign and a number with a true minus: `+1`, `−2`, `=` for none. */
function overtricks(difference: number): string {
  return difference === 0 ? '=' : difference > 0 ? `+${difference}` : `−${-difference}`;
}

/** `4♠ −1`, `3NT =`, `6♥ +1`: a contract and the declaring side's tricks. */
export function resultText(contract: Contract, tricks: number, language: Language = 'en'): string {
  return `${contractText(contract, language)} ${overtricks(tricks - (contract.level + 6))}`;
}

/** `4♠ by South, −1` / `4♠ door Zuid, −1`. */
export function resultByDeclarer(contract: Contract, declarer: Seat, tricks: number, language: Language): string {
  return `${contractText(contract, language)} ${language === 'nl' ? 'door' : 'by'} ${seatName(declarer, language)}, ${overtricks(tricks - (contract.level + 6))}`;
}

/** `NS +650`, `NZ −100`, `NS 0`. */
export function scoreText(side: Side, points: number, language: Language): string {
  return `${sideName(side, language)} ${points === 0 ? '0' : points > 0 ? `+${points}` : `−${-points}`}`;
}

const VULNERABLE: Localized<Record<Vulnerability, string>> = {
  en: { None: 'nobody vulnerable', NS: 'NS vulnerable', EW: 'EW vulnerable', All: 'all vulnerable' },
  nl: { None: 'niemand kwetsbaar', NS: 'NZ kwetsbaar', EW: 'OW kwetsbaar', All: 'allen kwetsbaar' },
};

/** "NS vulnerable" / "NZ kwetsbaar". */
export function vulnerabilityText(vulnerability: Vulnerability, language: Language): string {
  return VULNERABLE[language][vulnerability];
}

/** What a board header shows. */
export interface BoardHeading {
  board?: string;
  gameIndex: number;
  contract?: Contract;
  passedOut?: boolean;
  declarer?: Seat;
  vulnerability?: Vulnerability;
  dealer?: Seat;
}

/** "Board 7 · 4♠ by South · NS vulnerable · Dealer North" / "Spel 7 · 4♠ door Zuid · NZ kwetsbaar · Gever Noord". */
export function boardHeading(heading: BoardHeading, language: Language): string {
  const nl = language === 'nl';
  const parts = [heading.board && heading.board !== '?' ? `${nl ? 'Spel' : 'Board'} ${heading.board}` : `${nl ? 'Partij' : 'Game'} ${heading.gameIndex}`];
  if (heading.passedOut) parts.push(nl ? 'rondgepast' : 'passed out');
  else if (heading.contract) parts.push(`${contractText(heading.contract, language)}${heading.declarer ? ` ${nl ? 'door' : 'by'} ${seatName(heading.declarer, language)}` : ''}`);
  if (heading.vulnerability) parts.push(vulnerabilityText(heading.vulnerability, language));
  if (heading.dealer) parts.push(`${nl ? 'Gever' : 'Dealer'} ${seatName(heading.dealer, language)}`);
  return parts.join(' · ');
}
