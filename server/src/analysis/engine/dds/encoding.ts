/**
 * DDS's numbering of our model's values: hands N E S W = 0..3 (as our `SEATS`), strains
 * S H D C NT = 0..4 (DDS's own order, not bidding order), ranks 2..14, and a holding as a bit
 * mask with bit `rank` set for each card (A2 = 1<<14 | 1<<2).
 */
import { Card, RANKS, SUITS, Strain, Suit, rankOf, rankValue, suitOf } from '../../../bridge/cards';
import { SEATS, Seat } from '../../../bridge/seats';

/** Strains in DDS's order: index 4 is no trump. */
export const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

/** DDS hand number of a seat (N 0, E 1, S 2, W 3). */
export function handIndex(seat: Seat): number {
  return SEATS.indexOf(seat);
}

/** The seat of a DDS hand number. */
export function seatOfHand(index: number): Seat {
  return SEATS[index];
}

/** DDS number of a strain (S 0, H 1, D 2, C 3, NT 4). */
export function strainIndex(strain: Strain): number {
  return DDS_STRAINS.indexOf(strain);
}

/** DDS suit number of a card (S 0 .. C 3). */
export function suitIndex(card: Card): number {
  return SUITS.indexOf(suitOf(card));
}

/** DDS rank of a card: 2 for a deuce .. 14 for an ace. */
export function cardRank(card: Card): number {
  return rankValue(rankOf(card));
}

/** The card of a DDS suit number and rank. */
export function cardOf(suit: number, rank: number): Card {
  return SUITS[suit] + RANKS[14 - rank];
}

/** A hand as four holdings (S, H, D, C), each a bit mask of ranks. */
export function holdings(cards: readonly Card[]): number[] {
  const masks = [0, 0, 0, 0];
  for (const card of cards) masks[suitIndex(card)] |= 1 << cardRank(card);
  return masks;
}

/** The cards of a holding mask in suit `suit`, highest first. */
export function cardsOfHolding(suit: number, mask: number): Card[] {
  const cards: Card[] = [];
  for (let rank = 14; rank >= 2; rank--) if (mask & (1 << rank)) cards.push(cardOf(suit, rank));
  return cards;
}

/** The suit letter of a DDS suit number. */
export function suitLetter(suit: number): Suit {
  return SUITS[suit];
}
