/**
 * Law 64C in numbers, and its one decision. For an established revoke double dummy gives the
 * non-offenders' total with the offender's best legal card at the revoke point and their total
 * once the revoke trick is over: the difference is what the revoke itself cost them (0 when it
 * cost nothing), apart from anything either side misplayed later. The result "without the
 * revoke" is the rectified one with this revoke's transfer taken back and that damage given
 * instead; only when it is better for the non-offenders than the rectified result did the
 * transfer fall short, and only then may an adjusted score be suggested (Law 12). Every path that
 * warns, offers, marks or reports an adjusted score for a revoke asks `equityAdjustment`.
 */
import { Card } from '../../../bridge/cards';
import { Side, otherSide, sideOf } from '../../../bridge/seats';
import { RevokeRuling } from '../../../shapes/laws';
import { GameModel } from '../../../model/game/gameModel';
import { SolvedPosition } from '../../../shapes/ddTypes';
import { PlayPoint } from '../questions/playPoint';
import { EquityQuestion } from '../questions/equityQuestions';

/** What double dummy says about the equity of one revoke. */
export interface EquityFinding {
  ruling: RevokeRuling;
  nonOffenders: Side;
  /** The non-offenders' totals double dummy: with the offender's best legal card at the revoke, and after the revoke trick. */
  ddWithLegalCard: number;
  ddAfterRevokeTrick: number;
  /** Tricks the revoke cost the non-offenders double dummy (never below 0). */
  damage: number;
  /** Tricks this ruling transfers to the non-offenders (0 under a 64B exception). */
  transfer: number;
  /** Declarer's side's totals: without this revoke, and as rectified (after every transfer). */
  withoutRevoke: number;
  afterTransfer: number;
  /** The non-offenders' own totals, the same two numbers from their side. */
  nonOffendersWithout: number;
  nonOffendersAfter: number;
  /** True when the non-offenders would have taken more without the revoke than the rectification gives them. */
  damaged: boolean;
  /** The legal cards best for the offender's side. */
  bestCards: Card[];
}

/** True when a result without the revoke gives the non-offenders more than the rectified one: the only case Law 64C adjusts. */
export function transferFallsShort(nonOffendersWithout: number, nonOffendersAfter: number): boolean {
  return nonOffendersWithout > nonOffendersAfter;
}

/**
 * The one Law 64C decision: declarer's side's tricks of the adjusted result to suggest (the
 * result without the revoke), or undefined when the transfer already gives the non-offenders as
 * much: never a result worse for them than the rectified one.
 */
export function equityAdjustment(finding: EquityFinding): number | undefined {
  return transferFallsShort(finding.nonOffendersWithout, finding.nonOffendersAfter) ? finding.withoutRevoke : undefined;
}

/** The equity finding of one revoke from its two solved positions, or undefined without a rectified result. */
export function equityFinding(model: GameModel, equity: EquityQuestion, before: SolvedPosition, afterTrick: SolvedPosition): EquityFinding | undefined {
  const afterTransfer = model.outcome?.expectedTricks;
  if (afterTransfer === undefined || !model.declarer) return undefined;
  const declarerSide = sideOf(model.declarer);
  const nonOffenders = otherSide(sideOf(equity.ruling.seat));
  const own = (declarerTricks: number) => (nonOffenders === declarerSide ? declarerTricks : 13 - declarerTricks);
  const ddWithLegalCard = sideTotal(equity.before, before, nonOffenders);
  const ddAfterRevokeTrick = sideTotal(equity.afterTrick.point, afterTrick, nonOffenders);
  const damage = Math.max(0, ddWithLegalCard - ddAfterRevokeTrick);
  const transfer = equity.ruling.to === nonOffenders ? equity.ruling.transfer : -equity.ruling.transfer;
  const nonOffendersAfter = own(afterTransfer);
  const nonOffendersWithout = Math.min(13, Math.max(0, nonOffendersAfter - transfer + damage));
  return {
    ruling: equity.ruling, nonOffenders, ddWithLegalCard, ddAfterRevokeTrick, damage, transfer,
    withoutRevoke: own(nonOffendersWithout), afterTransfer, nonOffendersWithout, nonOffendersAfter,
    damaged: transferFallsShort(nonOffendersWithout, nonOffendersAfter),
    bestCards: before.cards.filter((card) => card.tricks === before.tricks).map((card) => card.card),
  };
}

/** `side`'s total double dummy from a point of play: the tricks it has won, plus what it takes from there. */
function sideTotal(point: PlayPoint, solved: SolvedPosition, side: Side): number {
  return point.won[side] + (solved.side === side ? solved.tricks : solved.remainingTricks - solved.tricks);
}
