/**
 * One board of a dealing program's file (.dlm, .dup, .bri, .dge) as every reader gives it: its
 * number and who holds each of the 52 cards, with the problems a reader found on the way. Also
 * the check every format shares (four hands of 13 distinct cards), the board's dealer and
 * vulnerability (the usual cycle: these files hold only the deal) and its PBN Deal value.
 */
import { Vulnerability } from '../bridge/contract';
import { RANKS, SUITS } from '../bridge/cards';
import { SEATS, Seat } from '../bridge/seats';
import { DealFileProblem } from '../shapes/dealFileProblems';
import { dealerOfBoard, vulnerabilityOfBoard } from '../lin/reader/identity';

/** A board read: who holds each card, indexed suit (♠ ♥ ♦ ♣) × 13 + rank (ace 0); -1 for nobody. */
export interface DealFileBoard {
  number: number;
  owners: Int8Array;
}

/** A board with nobody holding any card yet. */
export function emptyBoard(number: number): DealFileBoard {
  return { number, owners: new Int8Array(52).fill(-1) };
}

/** The card index of a suit (0–3, ♠ first) and a rank (0–12, ace first). */
export function cardIndex(suit: number, rank: number): number {
  return suit * 13 + rank;
}

/**
 * Gives `card` to `seat` (0–3, N E S W); a card given twice keeps its first holder and is
 * noted in `twice`, so the board's check names it.
 */
export function giveCard(board: DealFileBoard, card: number, seat: number, twice: number[]): void {
  if (board.owners[card] >= 0) twice.push(card);
  else board.owners[card] = seat;
}

/**
 * The problem of a board that is not four hands of 13 distinct cards, or undefined: cards
 * given twice or to nobody first, then a hand of the wrong size.
 */
export function boardProblem(board: DealFileBoard, twice: readonly number[]): DealFileProblem | undefined {
  const missing: number[] = [];
  const counts = [0, 0, 0, 0];
  board.owners.forEach((owner, card) => (owner < 0 ? missing.push(card) : counts[owner]++));
  if (twice.length > 0 || missing.length > 0) return { kind: 'cards', board: board.number, twice: [...twice], missing };
  const seat = counts.findIndex((count) => count !== 13);
  return seat < 0 ? undefined : { kind: 'hand-size', board: board.number, seat: SEATS[seat], cards: counts[seat] };
}

/** The dealer of a board: these files do not say, the board number does. */
export function boardDealer(board: DealFileBoard): Seat {
  return dealerOfBoard(board.number);
}

/** The vulnerability of a board, from its number in the usual 16-board cycle. */
export function boardVulnerability(board: DealFileBoard): Vulnerability {
  return vulnerabilityOfBoard(board.number);
}

/** The board's PBN Deal value from North: `N:AK2.… …`, each hand ♠.♥.♦.♣ from the ace down. */
export function pbnDealValue(board: DealFileBoard): string {
  const hands = SEATS.map((_, seat) => SUITS.map((_, suit) => {
    let ranks = '';
    for (let rank = 0; rank < 13; rank++) if (board.owners[cardIndex(suit, rank)] === seat) ranks += RANKS[rank];
    return ranks;
  }).join('.'));
  return `N:${hands.join(' ')}`;
}
