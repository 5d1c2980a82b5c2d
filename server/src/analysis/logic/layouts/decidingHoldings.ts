/**
 * What the failing layouts of a claim have in common, where one holding decides: the layouts
 * are grouped by a hidden seat's cards in one suit; when no group mixes failing and holding
 * layouts, that seat's holding in that suit alone decides the claim. It is then worded as
 * players do ("♠Q x x"): the suit's unseen cards are named from the top down only as far as
 * needed to keep the failing holdings apart from the holding ones, the rest written `x`.
 */
import { Card, SUITS, Suit, rankOf, suitOf } from '../../../bridge/cards';
import { Seat } from '../../../bridge/seats';
import { LayoutSet } from './enumerateLayouts';
import { LayoutsSpec } from './layoutTypes';

/** One holding that decides: `seat`'s cards in `suit`; the claim fails exactly on `failing` (patterns such as `Qxx`, `xxxx`, or `` for a void). */
export interface DecidingHolding {
  seat: Seat;
  suit: Suit;
  failing: string[];
}

/** The holdings that decide a claim, one per suit at most; empty when it holds everywhere, fails everywhere, or no single holding decides. */
export function decidingHoldings(spec: LayoutsSpec, set: LayoutSet, holds: readonly boolean[]): DecidingHolding[] {
  if (holds.every(Boolean) || !holds.some(Boolean)) return [];
  const found: DecidingHolding[] = [];
  for (const suit of SUITS) {
    const unseen = set.pool.filter((card) => suitOf(card) === suit);
    const candidates = spec.hidden.flatMap((seat) => {
      const holdings = set.layouts.map((layout) => suitHolding(spec, set, layout, seat, suit));
      const failing = failingPatterns(unseen, holdings, holds);
      return failing ? [{ seat, suit, failing }] : [];
    });
    // Fewer patterns first, then one that names a card ("♠K x" reads better than the other hand's "no ♠"); else the first hidden seat.
    candidates.sort((a, b) => a.failing.length - b.failing.length || Number(namesNoCard(a.failing)) - Number(namesNoCard(b.failing)));
    if (candidates[0]) found.push(candidates[0]);
  }
  return found;
}

const namesNoCard = (patterns: readonly string[]) => patterns.every((pattern) => /^x*$/.test(pattern));

/** `seat`'s cards of `suit` in a layout (the first hidden seat holds `layout`, the second the rest). */
function suitHolding(spec: LayoutsSpec, set: LayoutSet, layout: readonly Card[], seat: Seat, suit: Suit): Card[] {
  const mine = seat === spec.hidden[0] ? layout : set.pool.filter((card) => !layout.includes(card));
  return mine.filter((card) => suitOf(card) === suit);
}

/**
 * The failing holdings as patterns, naming the fewest top cards of `unseen` that keep failing and
 * holding layouts apart; undefined when even the exact holding does not decide.
 */
export function failingPatterns(unseen: readonly Card[], holdings: readonly Card[][], holds: readonly boolean[]): string[] | undefined {
  for (let named = 0; named <= unseen.length; named++) {
    const top = new Set(unseen.slice(0, named));
    const pattern = (holding: readonly Card[]) => holding.map((card) => (top.has(card) ? rankOf(card) : 'x')).join('');
    const outcome = new Map<string, boolean>();
    let mixed = false;
    holdings.forEach((holding, index) => {
      const key = pattern(holding);
      const seen = outcome.get(key);
      if (seen !== undefined && seen !== holds[index]) mixed = true;
      outcome.set(key, holds[index]);
    });
    if (!mixed) return [...outcome].filter(([, held]) => !held).map(([key]) => key).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  }
  return undefined;
}
