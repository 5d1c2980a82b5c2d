/**
 * Cards as small integers for the hot paths: index = suit × 13 + rank, suits in the order of
 * `SUITS` (♠ ♥ ♦ ♣) and ranks in the order of `RANKS` (A = 0 … 2 = 12), so that a hand is four
 * 13-bit masks and "the lowest card of a suit" is the highest set bit. Card tokens are read from
 * their character codes through lookup tables, never through a regular expression.
 */
import { Card, RANKS, SUITS, Strain, Suit } from './cards';
import { SEATS, Seat } from './seats';

/** A card as a number 0..51 (♠A = 0, ♠K = 1, … ♣2 = 51); -1 for no card. */
export type CardIndex = number;

/** The card code of each index. */
export const CARD_CODES_BY_INDEX: readonly Card[] = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank));

/** Suit index (0..3) by character code, either case; -1 for anything else. */
const SUIT_BY_CODE = new Int8Array(128).fill(-1);
/** Rank index (0..12) by character code, either case; -1 for anything else. */
const RANK_BY_CODE = new Int8Array(128).fill(-1);
for (const [index, suit] of SUITS.entries()) {
  SUIT_BY_CODE[suit.charCodeAt(0)] = index;
  SUIT_BY_CODE[suit.toLowerCase().charCodeAt(0)] = index;
}
for (let index = 0; index < RANKS.length; index++) {
  RANK_BY_CODE[RANKS.charCodeAt(index)] = index;
  RANK_BY_CODE[RANKS[index].toLowerCase().charCodeAt(0)] = index;
}

const INDEX_BY_CODE = new Map<string, CardIndex>(CARD_CODES_BY_INDEX.map((code, index) => [code, index]));

/** The index of a card code (`SA`, upper case as the model stores it); -1 when it is not one. */
export function indexOfCard(card: Card): CardIndex {
  return INDEX_BY_CODE.get(card) ?? -1;
}

/** The card written at `text[start, end)` (two characters, suit then rank, either case); -1 when it is not a card. */
export function cardIndexAt(text: string, start: number, end: number): CardIndex {
  if (end - start !== 2) return -1;
  const suitCode = text.charCodeAt(start), rankCode = text.charCodeAt(start + 1);
  if (suitCode >= 128 || rankCode >= 128) return -1;
  const suit = SUIT_BY_CODE[suitCode], rank = RANK_BY_CODE[rankCode];
  return suit < 0 || rank < 0 ? -1 : suit * 13 + rank;
}

/** The rank index (0 = ace … 12 = two) of a rank character of `text` at `at`, either case; -1 when it is not a rank. */
export function rankIndexAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code < 128 ? RANK_BY_CODE[code] : -1;
}

/** The suit index of a card index. */
export function suitIndexOf(card: CardIndex): number {
  return (card / 13) | 0;
}

/** The suit letter of a suit index. */
export function suitAt(suitIndex: number): Suit {
  return SUITS[suitIndex];
}

/** The suit index of a trump strain; -1 for no trump (or no contract). */
export function trumpIndex(strain: Strain | undefined): number {
  return strain === undefined || strain === 'NT' ? -1 : SUITS.indexOf(strain);
}

/** True when `card` wins over `best`, the trick's best card so far: higher in its suit, or a trump on a plain card. */
export function beatsIndex(card: CardIndex, best: CardIndex, trump: number): boolean {
  const suit = suitIndexOf(card);
  return suit === suitIndexOf(best) ? card % 13 < best % 13 : suit === trump;
}

/** Fills `masks` (seat × 4 + suit, bit = rank; cleared first) with the hands given; returns which seats' hands are known. */
export function fillHandMasks(masks: Int32Array, hands: Partial<Record<Seat, readonly Card[] | undefined>> | undefined): boolean[] {
  masks.fill(0);
  const known = [false, false, false, false];
  for (let seat = 0; seat < 4; seat++) {
    const hand = hands?.[SEATS[seat]];
    if (!hand) continue;
    known[seat] = true;
    for (const card of hand) {
      const index = indexOfCard(card);
      if (index >= 0) masks[seat * 4 + suitIndexOf(index)] |= 1 << (index % 13);
    }
  }
  return known;
}

/** The lowest-ranking card held in a suit's 13-bit mask (bit = rank index), as a rank index; -1 for an empty mask. */
export function lowestRankIn(mask: number): number {
  return mask === 0 ? -1 : 31 - Math.clz32(mask);
}

/** How many cards a mask holds. */
export function countOf(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}
