/**
 * An AdjustedScore in points for the scoring formulas: for one direction (NS or EW) the part
 * that applies to it becomes either a field result (each outcome scored by Law 77 of the board's
 * edition and vulnerability, weighted) or an artificial score. A passed-out outcome scores 0.
 */
import { Vulnerability, isVulnerable } from '../../bridge/contract';
import { Side, sideOf } from '../../bridge/seats';
import { duplicateScore } from '../../laws/scoring';
import { Edition } from '../../shapes/laws';
import { ArtificialForm } from '../artificial';
import { FieldResult } from '../field';
import { AdjustedOutcome, AdjustedScore, partFor } from './notation';

/** What one direction receives: scored outcomes, or an artificial score. */
export type DirectionAward = { kind: 'scored'; result: FieldResult } | { kind: 'artificial'; form: ArtificialForm };

/** The score of one outcome from `view`'s side (positive when that side gains). */
export function outcomeScore(outcome: AdjustedOutcome, vulnerability: Vulnerability, edition: Edition, view: Side): number {
  if (!outcome.contract || !outcome.declarer || outcome.tricks === undefined) return 0;
  const declaringSide = sideOf(outcome.declarer);
  const score = duplicateScore(outcome.contract, isVulnerable(vulnerability, declaringSide), outcome.tricks, edition);
  return declaringSide === view ? score : -score;
}

/** What the adjusted score gives `view` (NS or EW); undefined when no part applies. */
export function awardFor(score: AdjustedScore, view: Side, vulnerability: Vulnerability, edition: Edition): DirectionAward | undefined {
  const part = partFor(score, view);
  if (!part) return undefined;
  if (part.body.kind === 'artificial') return { kind: 'artificial', form: part.body.form };
  const outcomes = part.body.outcomes.map((outcome) => ({
    score: outcomeScore(outcome, vulnerability, edition, view),
    weight: outcome.percent === undefined ? 1 : outcome.percent / 100,
  }));
  return { kind: 'scored', result: { outcomes } };
}
