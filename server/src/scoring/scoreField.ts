/**
 * A board's field of scores, sorted once, so that a result is compared with every other table in
 * a few binary searches instead of one comparison per table: the weight of the field below, at,
 * at most or at least a score. Each outcome of each result counts with its weight times the
 * result's table count. Matchpoints and cross-IMPs read it, which keeps them linear in the tables
 * up to a logarithm (a 30,000-row traveller was quadratic before).
 */
import { FieldResult } from './field';

/** The field's scores, sorted and merged, with the cumulative weight up to each. */
export class ScoreField {
  /** The distinct scores, ascending. */
  private readonly scores: number[];
  /** `below[i]`: the weight of every score before `scores[i]`; one more entry, the total, at the end. */
  private readonly below: number[];

  constructor(results: readonly FieldResult[]) {
    const outcomes: Array<{ score: number; weight: number }> = [];
    for (const result of results) for (const outcome of result.outcomes) outcomes.push({ score: outcome.score, weight: outcome.weight * (result.count ?? 1) });
    outcomes.sort((a, b) => a.score - b.score);
    this.scores = [];
    const weights: number[] = [];
    for (const outcome of outcomes) {
      if (this.scores.length > 0 && this.scores[this.scores.length - 1] === outcome.score) weights[weights.length - 1] += outcome.weight;
      else { this.scores.push(outcome.score); weights.push(outcome.weight); }
    }
    this.below = [0];
    for (const weight of weights) this.below.push(this.below[this.below.length - 1] + weight);
  }

  /** The number of distinct scores before the first one at or above `score` (`strict`: above). */
  private rank(score: number, strict: boolean): number {
    let low = 0, high = this.scores.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (strict ? this.scores[middle] <= score : this.scores[middle] < score) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The weight of the scores lower than `score`. */
  weightBelow(score: number): number {
    return this.below[this.rank(score, false)];
  }

  /** The weight of the scores equal to `score`. */
  weightAt(score: number): number {
    return this.below[this.rank(score, true)] - this.below[this.rank(score, false)];
  }

  /** The weight of the scores at most `score`. */
  weightAtMost(score: number): number {
    return this.below[this.rank(score, true)];
  }

  /** The weight of the scores at least `score`. */
  weightAtLeast(score: number): number {
    return this.below[this.below.length - 1] - this.below[this.rank(score, false)];
  }
}
