/**
 * Writes an AdjustedScore value in its one canonical form (the grammar of notation.ts), so that
 * parsing what was written gives the same score back, and builds values from results: the
 * function a ruling uses to propose the adjusted score its rectified result implies.
 */
import { Contract, formatContract } from '../../bridge/contract';
import { Seat } from '../../bridge/seats';
import { formatDecimal } from '../../rounding';
import { AdjustedBody, AdjustedOutcome, AdjustedPart, AdjustedScore } from './notation';

/** `4S=`, `3NTX-2`, `6H+1` for a contract and the declaring side's tricks. */
export function formatContractResult(contract: Contract, tricks: number): string {
  const difference = tricks - (contract.level + 6);
  return `${formatContract(contract)}${difference === 0 ? '=' : difference > 0 ? `+${difference}` : `${difference}`}`;
}

/** One outcome: `60% 4S= S`, `4S-1 S`, `Pass`. */
export function formatOutcome(outcome: AdjustedOutcome): string {
  const weight = outcome.percent === undefined ? '' : `${formatDecimal(outcome.percent)}% `;
  if (!outcome.contract || !outcome.declarer || outcome.tricks === undefined) return `${weight}Pass`;
  return `${weight}${formatContractResult(outcome.contract, outcome.tricks)} ${outcome.declarer}`;
}

function formatBody(body: AdjustedBody): string {
  if (body.kind === 'assigned') return body.outcomes.map(formatOutcome).join('; ');
  const form = body.form;
  if (form.kind === 'percent') return `A${formatDecimal(form.percent)}`;
  return form.kind === 'plus' ? 'A+' : form.kind === 'average' ? 'A=' : 'A-';
}

function formatPart(part: AdjustedPart): string {
  return part.side ? `${part.side} ${formatBody(part.body)}` : formatBody(part.body);
}

/** The canonical text of an AdjustedScore value. */
export function formatAdjustedScore(score: AdjustedScore): string {
  return score.parts.map(formatPart).join(' | ');
}

/** One result as an outcome (offsets 0: a value being built, not read). */
export function outcomeOf(contract: Contract | undefined, declarer: Seat | undefined, tricks: number | undefined, percent?: number): AdjustedOutcome {
  return contract && declarer && tricks !== undefined ? { percent, contract, declarer, tricks, start: 0, end: 0 } : { percent, start: 0, end: 0 };
}

/** The AdjustedScore value that assigns one result to both sides, e.g. a ruling's rectified result: `4S-1 S`. */
export function adjustedScoreFromResult(contract: Contract | undefined, declarer: Seat | undefined, tricks: number | undefined): string {
  return formatAdjustedScore({ parts: [{ body: { kind: 'assigned', outcomes: [outcomeOf(contract, declarer, tricks)] }, start: 0, end: 0 }] });
}

/** A weighted AdjustedScore value for both sides from `[percent, contract, declarer, tricks]` rows. */
export function weightedAdjustedScore(rows: ReadonlyArray<readonly [number, Contract | undefined, Seat | undefined, number | undefined]>): string {
  const outcomes = rows.map(([percent, contract, declarer, tricks]) => outcomeOf(contract, declarer, tricks, percent));
  return formatAdjustedScore({ parts: [{ body: { kind: 'assigned', outcomes }, start: 0, end: 0 }] });
}
