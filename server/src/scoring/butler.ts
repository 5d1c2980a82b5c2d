/**
 * Butler scoring: every score is IMPed against a datum, the mean of the board's scores with the
 * most extreme ones dropped (how many at each end is a regulation; the `Butler-2` scoring in the
 * files we read drops one at each end: two in all) and rounded to a multiple of 10, halves away
 * from zero. Weighted results count in the datum with their expected score and are IMPed
 * outcome by outcome, then weighted.
 */
import { impsFor } from './imps';
import { FieldResult, expectedScore } from './field';
import { roundHalfAwayFromZero } from '../rounding';

/** How the datum is formed. */
export interface DatumOptions {
  /** Scores dropped at each end (the highest and the lowest) before the mean; kept when too few remain. */
  dropEachEnd: number;
  /** The datum is rounded to a multiple of this (10). */
  roundTo: number;
}

/** The usual datum: nothing dropped, rounded to 10. */
export const PLAIN_DATUM: DatumOptions = { dropEachEnd: 0, roundTo: 10 };

/** The datum of a board's results (undefined without results). */
export function butlerDatum(results: readonly FieldResult[], options: DatumOptions = PLAIN_DATUM): number | undefined {
  const scores: number[] = [];
  for (const result of results) for (let copy = 0; copy < (result.count ?? 1); copy++) scores.push(expectedScore(result));
  if (scores.length === 0) return undefined;
  scores.sort((a, b) => a - b);
  const drop = scores.length - 2 * options.dropEachEnd >= 1 ? options.dropEachEnd : 0;
  const kept = scores.slice(drop, scores.length - drop);
  const mean = kept.reduce((total, score) => total + score, 0) / kept.length;
  return roundHalfAwayFromZero(mean, options.roundTo);
}

/** The IMPs of a result against a datum (weighted outcome by outcome). */
export function impsAgainstDatum(result: FieldResult, datum: number): number {
  return result.outcomes.reduce((total, outcome) => total + outcome.weight * impsFor(outcome.score - datum), 0);
}
