/**
 * The `[AdjustedScore]` tag: the adjusted score of a board, in one value other programs skip as
 * an unknown tag. Grammar (spaces as shown; `|` separates the two sides' parts):
 *
 *     value    = body | "NS " body " | EW " body | "EW " body " | NS " body
 *     body     = artificial | outcome | weighted
 *     artificial = "A+" | "A=" | "A-" | "A" percent      average plus / average / average minus / explicit %
 *     weighted = percent "% " outcome { "; " percent "% " outcome }     the percentages sum to 100
 *     outcome  = level strain [ "X" | "XX" ] result " " declarer | "Pass"
 *     result   = "=" | "+" n | "-" n                       tricks over or under the contract
 *
 * A value without sides applies to both (the scores balance); per-side parts give split scores.
 * Examples: `4S-1 S`, `60% 4S= S; 40% 4S-1 S`, `NS A+ | EW A-`, `NS 4H= N | EW 4H+1 N`.
 * These types hold a parsed value with the offsets of each part, for diagnostics.
 */
import { Contract } from '../../bridge/contract';
import { Seat, Side } from '../../bridge/seats';
import { MessageArgs } from '../../syntax/problems';
import { ArtificialForm } from '../artificial';
import { CodeIn } from '../../i18n/diagnostics/registry';

/** One result an assigned adjusted score is made of. */
export interface AdjustedOutcome {
  /** Its weight in percent; undefined for the lone outcome of an unweighted score. */
  percent?: number;
  /** The contract; undefined for a passed-out board (`Pass`). */
  contract?: Contract;
  declarer?: Seat;
  /** Tricks taken by the declaring side. */
  tricks?: number;
  start: number;
  end: number;
}

/** What one part awards: assigned results or an artificial score. */
export type AdjustedBody =
  | { kind: 'assigned'; outcomes: AdjustedOutcome[] }
  | { kind: 'artificial'; form: ArtificialForm };

/** One part of the value: for one side, or (without a side) for both. */
export interface AdjustedPart {
  side?: Side;
  body: AdjustedBody;
  start: number;
  end: number;
}

/** A parsed AdjustedScore value: one part for both sides, or one part per side. */
export interface AdjustedScore {
  parts: AdjustedPart[];
}

/** A problem in the value, with its offsets and message arguments. */
export interface NotationProblem {
  code: CodeIn<'pbn.adjusted.'>;
  start: number;
  end: number;
  args: MessageArgs;
}

/** The part that applies to `side` (a part without a side applies to both). */
export function partFor(score: AdjustedScore, side: Side): AdjustedPart | undefined {
  return score.parts.find((part) => part.side === side) ?? score.parts.find((part) => part.side === undefined);
}

/** True when the value gives the two sides different parts (split scores). */
export function isSplit(score: AdjustedScore): boolean {
  return score.parts.length === 2;
}

/** True when some part weights several outcomes (Law 12C1(c)). */
export function isWeighted(score: AdjustedScore): boolean {
  return score.parts.some((part) => part.body.kind === 'assigned' && part.body.outcomes.length > 1);
}
