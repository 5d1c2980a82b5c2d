/**
 * How the worker client asks a claim-layouts question: as requests of `LAYOUT_CHUNK` layouts
 * each, all queued at once at the caller's priority, so between two of them the workers take
 * anything more urgent, several workers share one claim, and a cancel drops the ranges not yet
 * solved. The ranges' answers, each cached on its own, are put together in order; one failing
 * range fails the question and cancels the rest.
 */
import { setMaxListeners } from 'node:events';
import { DdQuestion } from '../../logic/protocol';
import { layoutCount } from './solveLayouts';
import { LAYOUT_CHUNK, LayoutsAnswer, LayoutsSpec } from '../../logic/layouts/layoutTypes';

type RangeQuestion = Extract<DdQuestion, { kind: 'layout-range' }>;

/** The range questions of a spec, `chunk` layouts each. */
export function layoutRanges(spec: LayoutsSpec, chunk = LAYOUT_CHUNK): RangeQuestion[] {
  const { solved } = layoutCount(spec);
  const ranges: RangeQuestion[] = [];
  for (let from = 0; from < solved; from += chunk) ranges.push({ kind: 'layout-range', spec, from, to: Math.min(solved, from + chunk) });
  return ranges;
}

/** Asks every range of `spec` with `askRange` (given a signal that ends the rest when one fails) and puts the answer together. */
export async function askLayoutsInRanges(spec: LayoutsSpec, askRange: (range: RangeQuestion, signal: AbortSignal) => Promise<number[]>, signal?: AbortSignal): Promise<LayoutsAnswer> {
  const { total, sample } = layoutCount(spec);
  const ranges = new AbortController();
  // Every range listens to this one signal: a claim of 5,000 layouts has 25.
  setMaxListeners(0, ranges.signal);
  const onAbort = () => ranges.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const parts = await Promise.all(layoutRanges(spec).map((range) => askRange(range, ranges.signal).catch((error: unknown) => {
      ranges.abort();
      throw error;
    })));
    return { total, sample, tricks: parts.flat() };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
