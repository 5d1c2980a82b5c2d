/**
 * A board's results as the scoring formulas see them, from one direction's point of view (NS or
 * EW): each result is a score, or a weighted mix of scores (an assigned adjusted score under Law
 * 12C1(c)), and may stand for several tables that had the same result (a traveller's
 * Multiplicity). Every formula in this folder reads these and nothing else.
 */

/** One possible score of a result and its weight (a fraction; the weights of a result sum to 1). */
export interface WeightedScore {
  score: number;
  weight: number;
}

/** One result on a board from one direction's view. */
export interface FieldResult {
  /** A single outcome of weight 1 for a table result; several for a weighted adjusted score. */
  outcomes: readonly WeightedScore[];
  /** How many tables had this result (default 1). */
  count?: number;
}

/** A table result of `score` points (for `count` tables). */
export function tableResult(score: number, count = 1): FieldResult {
  return { outcomes: [{ score, weight: 1 }], count };
}

/** A weighted result: `[percent, score]` pairs, the percentages summing to 100. */
export function weightedResult(parts: ReadonlyArray<readonly [number, number]>): FieldResult {
  return { outcomes: parts.map(([percent, score]) => ({ score, weight: percent / 100 })) };
}

/** The number of tables a list of results stands for. */
export function tableCount(results: readonly FieldResult[]): number {
  return results.reduce((total, result) => total + (result.count ?? 1), 0);
}

/** The expected score of a result (its weighted mean). */
export function expectedScore(result: FieldResult): number {
  return result.outcomes.reduce((total, outcome) => total + outcome.weight * outcome.score, 0);
}
