/**
 * The engine's side of a claim-layouts question: each layout of a range dealt into the claim
 * position and asked from there (the side on lead as recorded) whether the claimer's side still
 * takes the tricks it claimed: one zero-window search a layout (`DdsEngine.reaches`), three to
 * four times cheaper than the exact count on a 12-trick position. Exact counts only where the
 * answer needs them, for the range's worst layout: a layout is counted only when a second
 * zero-window search says it takes fewer than the fewest so far.
 * Runs in the worker; a range is one request, so a long question yields between ranges.
 */
import { seatAfter, sideOf } from '../../../bridge/seats';
import { DdsEngine } from '../dds/engine';
import { enumerateLayouts, layoutHands } from '../../logic/layouts/enumerateLayouts';
import { LayoutRangeAnswer, LayoutsAnswer, LayoutsSpec } from '../../logic/layouts/layoutTypes';
import { joinRanges, layoutRangeBounds, rangesNeeded } from '../../logic/layouts/sampleStop';
import { startSolvingClock } from './threadClock';

/** Each layout's verdict for `from` to `to` (exclusive) of the spec's list, and the fewest tricks `spec.side` takes on one of them. */
export function solveLayoutRange(engine: DdsEngine, spec: LayoutsSpec, from: number, to: number): LayoutRangeAnswer {
  const spent = startSolvingClock();
  const set = enumerateLayouts(spec);
  const { position } = spec;
  const seatToPlay = seatAfter(position.leader, position.currentTrick?.length ?? 0);
  const remaining = position.hands[seatToPlay].length;
  const ours = sideOf(seatToPlay) === spec.side;
  // The side to play is the one DDS counts for: the claimer's side takes at least `n` when it does, else when the other side takes at most remaining - n.
  const takes = (hands: typeof position.hands, tricks: number) => {
    const at = { ...position, hands };
    return ours ? engine.reaches(at, tricks) : !engine.reaches(at, remaining - tricks + 1);
  };
  const exact = (hands: typeof position.hands) => {
    const tricks = engine.mostTricks({ ...position, hands });
    return ours ? tricks : remaining - tricks;
  };
  let worst = Infinity;
  const holds = set.layouts.slice(from, to).map((layout) => {
    const hands = layoutHands(spec, set, layout);
    if (worst <= spec.target) {
      // Some layout already fails (or takes just the target): the worst is among the failing, and a failing one is counted only when it takes fewer than the fewest so far.
      if (takes(hands, spec.target)) return true;
      if (worst < spec.target && takes(hands, worst)) return false;
      worst = exact(hands);
      return false;
    }
    // Every layout so far holds with more to spare: one that does not reach the fewest so far is counted.
    if (Number.isFinite(worst) && takes(hands, worst)) return true;
    worst = exact(hands);
    return worst >= spec.target;
  });
  return { holds, worst, ms: spent() };
}

/**
 * The whole answer in one go (a caller that owns an engine in its own thread): the ranges in
 * order, a sample stopping where the client's would; no range is begun once `budgetMs` is spent.
 */
export function solveLayouts(engine: DdsEngine, spec: LayoutsSpec, budgetMs = Infinity): LayoutsAnswer {
  const { total, sample, solved } = layoutCount(spec);
  const bounds = layoutRangeBounds(solved, sample);
  const parts: LayoutRangeAnswer[] = [];
  let spent = 0;
  for (const [from, to] of bounds) {
    const part = solveLayoutRange(engine, spec, from, to);
    parts.push(part);
    spent += part.ms;
    if (rangesNeeded(parts, bounds.length, sample) !== undefined) return joinRanges(total, sample, parts);
    if (spent >= budgetMs) return joinRanges(total, sample, parts, true);
  }
  return joinRanges(total, sample, parts);
}

/** How many layouts a spec solves at most (the list's length: all of them, or the sample). */
export function layoutCount(spec: LayoutsSpec): { total: number; sample: boolean; solved: number } {
  const set = enumerateLayouts(spec);
  return { total: set.total, sample: set.sample, solved: set.layouts.length };
}
