/**
 * The layouts of a claim's unseen cards: the two hidden seats' unplayed cards dealt again in
 * their hand sizes, with a seat that showed out of a suit getting none of it. Cards the other
 * seat is void in are forced; the rest (the free cards) are split every way, so there are
 * C(free, places) layouts (numbered as combinations of the free cards in hand order). Up to the
 * limit all are listed; beyond, a seeded sample of distinct layouts (Floyd's method over the
 * layout numbers, each number unranked into its combination). Either list is in a seeded random
 * order, so that every first part of it is a sample too: a sample stops early (sampleStop.ts),
 * and a claim whose budget runs out answers with a fair part of the list.
 */
import { Card, Suit, sortCards, suitOf } from '../../../bridge/cards';
import { Seat } from '../../../bridge/seats';
import { KnownHands } from '../../../shapes/ddTypes';
import { LayoutsSpec } from './layoutTypes';
import { randomBelow, seededRandom } from './seededRandom';

/** The layouts of a spec: each as the first hidden seat's cards (the second holds the rest of `pool`). */
export interface LayoutSet {
  /** The hidden seats' unplayed cards, in hand order. */
  pool: Card[];
  /** Every layout, or the sample; each the first hidden seat's cards in hand order. */
  layouts: Card[][];
  /** How many layouts there are in all. */
  total: number;
  sample: boolean;
}

/** n choose k (exact for every split of a deal's 26 unseen cards). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) value = (value * (n - i + 1)) / i;
  return Math.round(value);
}

const memo: { key?: string; set?: LayoutSet } = {};

/** The layouts of `spec` (the last spec's are remembered: the worker's chunks of one claim share them). */
export function enumerateLayouts(spec: LayoutsSpec): LayoutSet {
  const key = JSON.stringify(spec);
  if (memo.key === key && memo.set) return memo.set;
  const set = listLayouts(spec);
  Object.assign(memo, { key, set });
  return set;
}

function listLayouts(spec: LayoutsSpec): LayoutSet {
  const [first, second] = spec.hidden;
  const { hands } = spec.position;
  const pool = sortCards([...hands[first], ...hands[second]]);
  const voidOf = (seat: Seat, suit: Suit) => spec.voids[seat]?.includes(suit) ?? false;
  const forced = pool.filter((card) => voidOf(second, suitOf(card)) && !voidOf(first, suitOf(card)));
  const free = pool.filter((card) => !voidOf(first, suitOf(card)) && !voidOf(second, suitOf(card)));
  const places = hands[first].length - forced.length;
  const total = binomial(free.length, places);
  const sample = total > spec.limit;
  const numbers = shuffled(sample ? sampleNumbers(total, spec.limit, spec.seed) : Array.from({ length: total }, (_, index) => index), spec.seed);
  const layouts = numbers.map((number) => sortCards([...forced, ...unrank(free, places, number)]));
  return { pool, layouts, total, sample };
}

/** `count` distinct numbers below `total`, ascending (Floyd's sampling, seeded). */
export function sampleNumbers(total: number, count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const chosen = new Set<number>();
  for (let upper = total - count; upper < total; upper++) {
    const pick = randomBelow(random, upper + 1);
    chosen.add(chosen.has(pick) ? upper : pick);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** `items` in a random order drawn from `seed` (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const order = [...items];
  for (let index = order.length - 1; index > 0; index--) {
    const other = randomBelow(random, index + 1);
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order;
}

/** The `number`-th combination of `places` of `items` in lexicographic order of positions. */
export function unrank<T>(items: readonly T[], places: number, number: number): T[] {
  const chosen: T[] = [];
  let left = places;
  let rest = number;
  for (let index = 0; index < items.length && left > 0; index++) {
    const withThis = binomial(items.length - index - 1, left - 1);
    if (rest < withThis) {
      chosen.push(items[index]);
      left--;
    } else rest -= withThis;
  }
  return chosen;
}

/** The four hands of one layout: the hidden seats dealt `firstCards` and the rest of the pool. */
export function layoutHands(spec: LayoutsSpec, set: LayoutSet, firstCards: readonly Card[]): KnownHands {
  const [first, second] = spec.hidden;
  const taken = new Set(firstCards);
  return { ...spec.position.hands, [first]: firstCards, [second]: set.pool.filter((card) => !taken.has(card)) };
}
