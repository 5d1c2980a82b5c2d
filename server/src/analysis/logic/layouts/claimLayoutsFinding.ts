/**
 * What the layouts say about a claim: on how many of the layouts the claimer could not see the
 * claimer's side still takes the tricks it claimed (double dummy from the claim on), the worst
 * layout for it, and the holdings that decide where one does. An aid for the Director: whether
 * a line is "normal" and how the claim statement reads (Law 70B-E) stay his to judge.
 */
import { sideOf } from '../../../bridge/seats';
import { GameModel } from '../../../model/game/gameModel';
import { claimerOfRemaining } from '../answers/claim';
import { ClaimQuestion } from '../questions/claimQuestion';
import { DecidingHolding, decidingHoldings } from './decidingHoldings';
import { enumerateLayouts } from './enumerateLayouts';
import { LayoutsAnswer, LayoutsSpec } from './layoutTypes';
import { ShareInterval, wilsonInterval } from './sampleStop';

/** The claim over the unseen layouts. */
export interface ClaimLayoutsFinding {
  /** Layouts in all, layouts solved (all, or the sample), and whether a sample was solved. */
  total: number;
  solved: number;
  sample: boolean;
  /** Of a sample, the 95% interval of the share of all layouts on which the claim holds. */
  interval?: ShareInterval;
  /** The claim's time budget ran out: `solved` are the layouts solved so far (a random part of the list). */
  partial?: boolean;
  /** Still solving: `solved` are the layouts solved so far (the editor's first answer). */
  soFar?: boolean;
  /** Solved layouts on which the claimer's side takes at least what it claimed. */
  holding: number;
  /** Of the remaining tricks: claimed by the claimer's side, and what it takes on its worst layout. */
  claimed: number;
  remaining: number;
  worstClaimer: number;
  /** Declarer's side's total on the claimer's worst layout. */
  worst: number;
  /** The holdings that decide, when one does. */
  decidedBy: DecidingHolding[];
}

const findings = new WeakMap<LayoutsAnswer, ClaimLayoutsFinding>();

/** The finding of a claim's layouts answer (cached per answer). */
export function claimLayoutsFinding(model: GameModel, claim: ClaimQuestion, spec: LayoutsSpec, answer: LayoutsAnswer): ClaimLayoutsFinding {
  let finding = findings.get(answer);
  if (!finding) {
    finding = build(model, claim, spec, answer);
    findings.set(answer, finding);
  }
  return finding;
}

function build(model: GameModel, claim: ClaimQuestion, spec: LayoutsSpec, answer: LayoutsAnswer): ClaimLayoutsFinding {
  const claimed = claimerOfRemaining(model, claim, claim.recorded);
  const remaining = claim.at.remaining;
  const { holds } = answer;
  const worstClaimer = holds.length ? answer.worst : claimed;
  const declarerSide = sideOf(model.declarer!);
  const worst = claim.at.won[declarerSide] + (claim.claimerSide === declarerSide ? worstClaimer : remaining - worstClaimer);
  const holding = holds.filter(Boolean).length;
  // decidingHoldings reads the first `holds.length` layouts of the list: those solved.
  const set = enumerateLayouts(spec);
  return {
    total: answer.total, solved: holds.length, sample: answer.sample,
    ...(answer.sample ? { interval: wilsonInterval(holding, holds.length) } : {}),
    ...(answer.partial ? { partial: true } : {}), ...(answer.soFar ? { soFar: true } : {}),
    holding, claimed, remaining, worstClaimer, worst,
    decidedBy: decidingHoldings(spec, { ...set, layouts: set.layouts.slice(0, holds.length) }, holds),
  };
}
