/**
 * Test helper: hands written the PBN way, `S.H.D.C` per seat (`'AK.2..'`), as card arrays;
 * `'-'` for an unknown hand.
 */
import { Card, SUITS } from '../../../server/src/bridge/cards';
import { Seat } from '../../../server/src/bridge/seats';

/** `'AK.2..'` → `['SA', 'SK', 'H2']`. */
export function hand(text: string): Card[] {
  const suits = text.split('.');
  if (suits.length !== 4) throw new Error(`bad hand ${text}`);
  return suits.flatMap((ranks, index) => [...ranks].map((rank) => SUITS[index] + rank));
}

/** Four hands from their `S.H.D.C` texts. */
export function hands(texts: Record<Seat, string>): Record<Seat, Card[] | undefined> {
  return { N: cardsOrUnknown(texts.N), E: cardsOrUnknown(texts.E), S: cardsOrUnknown(texts.S), W: cardsOrUnknown(texts.W) };
}

function cardsOrUnknown(text: string): Card[] | undefined {
  return text === '-' ? undefined : hand(text);
}

/** All 13 ranks of a suit. */
export const ALL = 'AKQJT98765432';
