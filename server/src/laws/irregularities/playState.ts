/**
 * Questions about the recorded play that every irregularity rule asks: which trick has a given
 * number, which card a seat played to it and in which position, what a seat still held before a
 * trick, who should have led it, and who declarer's partner (dummy) is. Only known cards count.
 */
import { Card, rankOf, rankValue, Suit, suitOf } from '../../bridge/cards';
import { partnerOf, Seat, seatAfter } from '../../bridge/seats';
import { cardsHeldBefore } from '../replay';
import { PlayedBoard, PlayedCard, PlayedTrick } from '../../shapes/laws';

/** The trick with a given number, when recorded. */
export function trickNumbered(board: PlayedBoard, number: number): PlayedTrick | undefined {
  return board.tricks.find((trick) => trick.number === number);
}

/** The card a seat played to a trick, when recorded. */
export function playOf(trick: PlayedTrick | undefined, seat: Seat): PlayedCard | undefined {
  return trick?.cards.find((played) => played.seat === seat);
}

/** The position (0 = lead) of a seat's card in a trick; -1 when it has none. */
export function positionOf(trick: PlayedTrick | undefined, seat: Seat): number {
  return trick ? trick.cards.findIndex((played) => played.seat === seat) : -1;
}

/** The cards a seat still held when trick `number` began (from the board's replay), in the order of its hand. */
export function heldBefore(board: PlayedBoard, seat: Seat, number: number): Card[] {
  return cardsHeldBefore(board, seat, number);
}

/** The cards of one suit in a list. */
export function cardsOfSuit(cards: readonly Card[], suit: Suit): Card[] {
  return cards.filter((card) => suitOf(card) === suit);
}

/** The highest card of a non-empty list. */
export function highestOf(cards: readonly Card[]): Card {
  return cards.reduce((best, card) => (rankValue(rankOf(card)) > rankValue(rankOf(best)) ? card : best));
}

/** The lowest card of a non-empty list. */
export function lowestOf(cards: readonly Card[]): Card {
  return cards.reduce((best, card) => (rankValue(rankOf(card)) < rankValue(rankOf(best)) ? card : best));
}

/** True for an honour (ace, king, queen, jack, ten). */
export function isHonour(card: Card): boolean {
  return rankValue(rankOf(card)) >= 10;
}

/** The suit led to a trick, when known. */
export function suitLedOf(trick: PlayedTrick | undefined): Suit | undefined {
  const lead = trick?.cards[0]?.card;
  return lead ? suitOf(lead) : undefined;
}

/** Dummy: the partner of the seat that played the hand. */
export function dummySeat(board: PlayedBoard): Seat {
  return partnerOf(board.declarer);
}

/** True for declarer and dummy. */
export function isDeclaringSeat(board: PlayedBoard, seat: Seat): boolean {
  return seat === board.declarer || seat === dummySeat(board);
}

/** The seat that should have led trick `number`: declarer's left-hand opponent, else the winner of the trick before. */
export function properLeaderOf(board: PlayedBoard, number: number): Seat | undefined {
  if (number === 1) return seatAfter(board.declarer);
  return trickNumbered(board, number - 1)?.winner;
}
