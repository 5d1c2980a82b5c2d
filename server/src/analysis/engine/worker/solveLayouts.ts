/**
 * The engine's side of a claim-layouts question: each layout of a range dealt into the claim
 * position and solved from there (the side on lead as recorded), counted for the claimer's side.
 * Runs in the worker; a range is one request, so a long question yields between ranges.
 */
import { seatAfter, sideOf } from '../../../bridge/seats';
import { DdsEngine } from '../dds/engine';
import { enumerateLayouts, layoutHands } from '../../logic/layouts/enumerateLayouts';
import { LayoutsAnswer, LayoutsSpec } from '../../logic/layouts/layoutTypes';

/** `spec.side`'s tricks from the claim on, for layouts `from` to `to` (exclusive) of the spec's list. */
export function solveLayoutRange(engine: DdsEngine, spec: LayoutsSpec, from: number, to: number): number[] {
  const set = enumerateLayouts(spec);
  const { position } = spec;
  const seatToPlay = seatAfter(position.leader, position.currentTrick?.length ?? 0);
  const remaining = position.hands[seatToPlay].length;
  const ours = sideOf(seatToPlay) === spec.side;
  return set.layouts.slice(from, to).map((layout) => {
    const tricks = engine.mostTricks({ ...position, hands: layoutHands(spec, set, layout) });
    return ours ? tricks : remaining - tricks;
  });
}

/** The whole answer in one go (a caller that owns an engine in its own thread). */
export function solveLayouts(engine: DdsEngine, spec: LayoutsSpec): LayoutsAnswer {
  const set = enumerateLayouts(spec);
  return { total: set.total, sample: set.sample, tricks: solveLayoutRange(engine, spec, 0, set.layouts.length) };
}

/** How many layouts a spec solves (the list's length: all of them, or the sample). */
export function layoutCount(spec: LayoutsSpec): { total: number; sample: boolean; solved: number } {
  const set = enumerateLayouts(spec);
  return { total: set.total, sample: set.sample, solved: set.layouts.length };
}
