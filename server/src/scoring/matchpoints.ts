/**
 * Matchpoints: each result earns 2 points for every other table's score it beats and 1 for every
 * score it ties, so the top on a board played at n tables is 2 × (n − 1) and the matchpoints of
 * a board add up to n × (n − 1). A weighted result is matchpointed outcome by outcome against the
 * rest of the field and the outcomes' matchpoints are weighted (Law 12C1(c) in 2007/2017); the
 * other results meet the weighted result the same way, so the board's total is unchanged.
 * Fractions are kept; only display rounds.
 */
import { FieldResult, tableCount } from './field';
import { ScoreField } from './scoreField';

/** The expected matchpoints `result` earns against one table with `other` (0 … 2). */
export function pairMatchpoints(result: FieldResult, other: FieldResult): number {
  let points = 0;
  for (const mine of result.outcomes) {
    for (const theirs of other.outcomes) {
      const weight = mine.weight * theirs.weight;
      if (mine.score > theirs.score) points += 2 * weight;
      else if (mine.score === theirs.score) points += weight;
    }
  }
  return points;
}

/** The matchpoints of each result against all the others (a result's own other tables included). */
export function matchpoints(results: readonly FieldResult[]): number[] {
  // Each outcome earns 2 for the field's weight below it and 1 for the weight at it, its own
  // result's tables included: against itself a result always earns 1 (each pair of outcomes is
  // counted both ways), so the copy of itself that is not another table is taken off once.
  const field = new ScoreField(results);
  return results.map((result) => result.outcomes.reduce((total, mine) => total + mine.weight * (2 * field.weightBelow(mine.score) + field.weightAt(mine.score)), 0) - 1);
}

/** The top on a board played at `tables` tables: 2 × (tables − 1). */
export function matchpointTop(tables: number): number {
  return Math.max(0, 2 * (tables - 1));
}

/** Matchpoints as a percentage of the top (50 when the board was played once: there is no top). */
export function matchpointPercentage(points: number, top: number): number {
  return top === 0 ? 50 : (100 * points) / top;
}

/**
 * The percentage some producers print instead: the result counted against the whole field,
 * itself included as a tie, (M + 1) / (top + 2). A lone result still gets 50 %.
 */
export function fieldPercentage(points: number, top: number): number {
  return (100 * (points + 1)) / (top + 2);
}

/** The matchpoints of each result and the top they are out of. */
export function scoreMatchpoints(results: readonly FieldResult[]): { points: number[]; top: number } {
  return { points: matchpoints(results), top: matchpointTop(tableCount(results)) };
}
