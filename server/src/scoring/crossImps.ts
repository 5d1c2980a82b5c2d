/**
 * IMPs against other results rather than a datum: a teams board IMPs one table against the other
 * table; cross-IMP scoring IMPs a result against every other table and averages (the sum divided
 * by the number of other tables). Weighted results are IMPed outcome by outcome against each
 * outcome of the other result, and weighted (so a 60/40 mix scores 0.6 × one + 0.4 × the other).
 */
import { FieldResult } from './field';
import { IMP_BAND_LOWER_BOUNDS, impsFor } from './imps';
import { ScoreField } from './scoreField';

/** The expected IMPs `result` wins against one table with `other`. */
export function impsAgainst(result: FieldResult, other: FieldResult): number {
  let imps = 0;
  for (const mine of result.outcomes) {
    for (const theirs of other.outcomes) imps += mine.weight * theirs.weight * impsFor(mine.score - theirs.score);
  }
  return imps;
}

/** Cross-IMPs of each result: the mean of its IMPs against every other table (0 when alone). */
export function crossImps(results: readonly FieldResult[]): number[] {
  const tables = results.reduce((total, result) => total + (result.count ?? 1), 0);
  const field = new ScoreField(results);
  return results.map((result) => {
    if (tables <= 1) return 0;
    // A result against itself wins 0 IMPs (each pair of outcomes counts both ways), so its own
    // copy adds nothing and only the divisor leaves it out.
    const total = result.outcomes.reduce((sum, mine) => sum + mine.weight * fieldImps(field, mine.score), 0);
    return total / (tables - 1);
  });
}

/** The IMPs `score` wins against the whole field: per band, the tables it beats by that much less those that beat it by that much. */
function fieldImps(field: ScoreField, score: number): number {
  let imps = 0;
  for (const bound of IMP_BAND_LOWER_BOUNDS) imps += field.weightAtMost(score - bound) - field.weightAtLeast(score + bound);
  return imps;
}
