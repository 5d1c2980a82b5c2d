/**
 * When a sample of layouts says enough: the layouts of a sample are solved in a random order, a
 * range at a time, and the sample stops at the end of the first range after which the answer the
 * claim needs is known — whether it fails on some layout (a failing one seen; a sample never
 * proves that none fails) and the share of holding layouts to within ±3 points, the accuracy
 * issue 33 asks of a sampled share (the 95% Wilson score interval at most 6 points wide). A
 * claim that holds (or fails) on every layout so far stops after the first range (61 layouts
 * would do); a claim holding on half of them after about 1,064 (±2 points took 2,400); never
 * beyond the spec's limit. The ranges are looked at in list order, so the same spec stops at the
 * same layout however the work was shared. Checking after every range makes the interval a little
 * optimistic (a sequential test); the ranges are 100 layouts long, which keeps that small.
 */
import { LAYOUT_CHUNK, LayoutRangeAnswer, LayoutsAnswer, SAMPLE_CHUNK } from './layoutTypes';

/** The normal quantile of a two-sided 95% interval. */
const Z95 = 1.959964;
/** The sample stops once its interval is at most this wide on each side (issue 33: "the share within ±3 points"). */
export const SAMPLE_HALF_WIDTH = 0.03;

/** A share's interval, both ends as shares of 1. */
export interface ShareInterval {
  low: number;
  high: number;
}

/** The 95% Wilson score interval of `holding` successes in `solved` draws. */
export function wilsonInterval(holding: number, solved: number): ShareInterval {
  if (solved <= 0) return { low: 0, high: 1 };
  const share = holding / solved;
  const zz = Z95 * Z95;
  const centre = (share + zz / (2 * solved)) / (1 + zz / solved);
  const spread = (Z95 / (1 + zz / solved)) * Math.sqrt((share * (1 - share)) / solved + zz / (4 * solved * solved));
  return { low: Math.max(0, centre - spread), high: Math.min(1, centre + spread) };
}

/** Whether a sample with `holding` of `solved` layouts holding says enough. */
export function sampleSaysEnough(holding: number, solved: number): boolean {
  const { low, high } = wilsonInterval(holding, solved);
  return solved > 0 && (high - low) / 2 <= SAMPLE_HALF_WIDTH;
}

/** The ranges `[from, to)` a list of `count` layouts is solved in. */
export function layoutRangeBounds(count: number, sample: boolean, chunk = sample ? SAMPLE_CHUNK : LAYOUT_CHUNK): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let from = 0; from < count; from += chunk) ranges.push([from, Math.min(count, from + chunk)]);
  return ranges;
}

/**
 * How many of the `count` ranges (in list order) make the answer, from those solved so far
 * (`undefined` where not yet): all of them for a full list; for a sample the shortest run of
 * ranges from the first after which it says enough (all, if it never does). Undefined while that
 * is not known yet.
 */
export function rangesNeeded(parts: ReadonlyArray<LayoutRangeAnswer | undefined>, count: number, sample: boolean): number | undefined {
  let holding = 0;
  let solved = 0;
  for (let index = 0; index < count; index++) {
    const part = parts[index];
    if (!part) return undefined;
    if (!sample) continue;
    solved += part.holds.length;
    holding += part.holds.filter(Boolean).length;
    if (sampleSaysEnough(holding, solved)) return index + 1;
  }
  return count;
}

/** The answer put together from the first ranges' answers; `partial` when the budget ended it early (what is solved is then a random part of the list: a sample). */
export function joinRanges(total: number, sample: boolean, parts: readonly LayoutRangeAnswer[], partial = false): LayoutsAnswer {
  const holds = parts.flatMap((part) => part.holds);
  const worst = parts.reduce((least, part) => Math.min(least, part.worst), Infinity);
  return { total, sample: sample || partial, holds, worst: Number.isFinite(worst) ? worst : 0, ...(partial ? { partial } : {}) };
}

/** The answered ranges from the first up to the first one missing. */
export function answeredFromFirst(parts: ReadonlyArray<LayoutRangeAnswer | undefined>): LayoutRangeAnswer[] {
  const answered: LayoutRangeAnswer[] = [];
  for (const part of parts) {
    if (!part) break;
    answered.push(part);
  }
  return answered;
}
