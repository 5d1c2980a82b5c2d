/**
 * Test helper: a random full deal from a seed (a small linear congruential generator shuffles the
 * pack), so tests that need a deal DDS must work at get one that is the same on every run.
 */
import { Card, RANKS, SUITS } from '../../../server/src/bridge/cards';
import { Seat } from '../../../server/src/bridge/seats';

/** The deal of `seed`: 13 cards a hand. */
export function randomDeal(seed: number): Record<Seat, Card[]> {
  const pack = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank));
  let state = seed >>> 0;
  for (let i = pack.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return { N: pack.slice(0, 13), E: pack.slice(13, 26), S: pack.slice(26, 39), W: pack.slice(39) };
}

/** An end position of `size` cards a hand: the first cards of each hand of the deal of `seed`. */
export function randomEnding(seed: number, size: number): Record<Seat, Card[]> {
  const deal = randomDeal(seed);
  return { N: deal.N.slice(0, size), E: deal.E.slice(0, size), S: deal.S.slice(0, size), W: deal.W.slice(0, size) };
}
