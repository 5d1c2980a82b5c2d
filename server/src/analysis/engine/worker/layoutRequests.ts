/**
 * How the worker client asks a claim-layouts question: as requests of a range of layouts each,
 * at the caller's priority, so between two of them the workers take anything more urgent,
 * several workers share one claim, and a cancel drops the ranges not yet solved. A full list's
 * ranges are all queued at once (without a budget); a sample's one at a time, and no more
 * once the ranges answered from the first say enough (sampleStop.ts), nor once the claim's
 * budget of solving time is spent (then it answers with what it has). The ranges' answers, each
 * cached on its own, are put together in order; one failing range fails the question and
 * cancels the rest. A caller that wants it is told the answer so far after each range that adds
 * to it (`soFar`: the editor shows a claim after its first range instead of after all of them).
 */
import { setMaxListeners } from 'node:events';
import { DdQuestion } from '../../logic/protocol';
import { layoutCount } from './solveLayouts';
import { LayoutRangeAnswer, LayoutsAnswer, LayoutsSpec } from '../../logic/layouts/layoutTypes';
import { answeredFromFirst, joinRanges, layoutRangeBounds, rangesNeeded } from '../../logic/layouts/sampleStop';

type RangeQuestion = Extract<DdQuestion, { kind: 'layout-range' }>;

/**
 * Ranges of a sample (or of a claim with a budget) asked at a time: one, so nothing is solved in
 * vain once it says enough (two solved up to 200 layouts a claim in vain); the other workers
 * take other claims' ranges meanwhile, so a lone claim runs on one worker.
 */
const SAMPLE_AHEAD = 1;

/** The range questions of a spec (`chunk` layouts each; by default 200, or 100 for a sample). */
export function layoutRanges(spec: LayoutsSpec, chunk?: number): RangeQuestion[] {
  const { solved, sample } = layoutCount(spec);
  return layoutRangeBounds(solved, sample, chunk).map(([from, to]) => ({ kind: 'layout-range', spec, from, to }));
}

/**
 * Asks the ranges of `spec` with `askRange` (given a signal that ends the rest when one fails) and
 * puts the answer together. Once the ranges answered have taken `budgetMs` of solving (queueing
 * does not count), no more are asked: the answer is what the ranges from the first say, `partial`.
 */
export async function askLayoutsInRanges(spec: LayoutsSpec, askRange: (range: RangeQuestion, signal: AbortSignal) => Promise<LayoutRangeAnswer>, signal?: AbortSignal, budgetMs = Infinity,
  onProgress?: (soFar: LayoutsAnswer) => void): Promise<LayoutsAnswer> {
  const { total, sample } = layoutCount(spec);
  const ranges = layoutRanges(spec);
  const controller = new AbortController();
  // Every range listens to this one signal: a claim of 5,000 layouts has 25.
  setMaxListeners(0, controller.signal);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const parts: Array<LayoutRangeAnswer | undefined> = [];
  try {
    return await new Promise<LayoutsAnswer>((resolve, reject) => {
      let asked = 0;
      let answered = 0;
      let spent = 0;
      let settled = false;
      let told = 0;
      const firstMissing = () => { let index = 0; while (parts[index]) index++; return index; };
      const askMore = () => {
        while (!settled && (spent < budgetMs || asked === 0) && asked < ranges.length && ((!sample && budgetMs === Infinity) || asked < firstMissing() + SAMPLE_AHEAD)) {
          const index = asked++;
          askRange(ranges[index], controller.signal).then((part) => {
            parts[index] = part;
            answered++;
            spent += part.ms;
            if (settled) return;
            const needed = rangesNeeded(parts, ranges.length, sample);
            if (needed !== undefined) {
              settled = true;
              resolve(joinRanges(total, sample, parts.slice(0, needed) as LayoutRangeAnswer[]));
            } else if (spent < budgetMs) {
              tell();
              askMore();
            } else if (answered === asked) {
              // Out of budget and nothing more on the way: what the ranges from the first say.
              settled = true;
              resolve(joinRanges(total, sample, answeredFromFirst(parts), true));
            }
          }, (error: unknown) => {
            if (settled) return;
            settled = true;
            controller.abort();
            reject(error);
          });
        }
      };
      // The answer so far, when the ranges from the first have grown since it was last told (a part of the list: a sample).
      const tell = () => {
        const solved = answeredFromFirst(parts);
        if (!onProgress || solved.length <= told) return;
        told = solved.length;
        onProgress({ ...joinRanges(total, sample, solved), sample: true, soFar: true });
      };
      askMore();
    });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
