/**
 * Law 64C in numbers: for an established revoke, declarer's side's total "without the revoke"
 * (the tricks it had won before the revoke trick, plus what it takes double dummy from the
 * position before the revoke card when the offender plays the legal card best for his own side)
 * against its total after the Law 64A transfer. When the non-offenders would have done better
 * without the revoke, the transfer did not restore equity: the Director may adjust (Law 12).
 */
import { Card } from '../../bridge/cards';
import { Side, otherSide, sideOf } from '../../bridge/seats';
import { RevokeRuling } from '../../laws/types';
import { GameModel } from '../../model/game';
import { SolvedPosition } from '../dds/types';
import { EquityQuestion } from '../questions/equityQuestions';

/** What double dummy says about the equity of one revoke. */
export interface EquityFinding {
  ruling: RevokeRuling;
  /** Declarer's side's total tricks without the revoke (double dummy) and after the transfer. */
  withoutRevoke: number;
  afterTransfer: number;
  nonOffenders: Side;
  /** The non-offenders' own totals, the same two numbers from their side. */
  nonOffendersWithout: number;
  nonOffendersAfter: number;
  /** True when the non-offenders would have taken more without the revoke than the transfer gives them. */
  damaged: boolean;
  /** The legal cards best for the offender's side. */
  bestCards: Card[];
}

/** The equity finding of one revoke, or undefined without a rectified result. */
export function equityFinding(model: GameModel, equity: EquityQuestion, solved: SolvedPosition): EquityFinding | undefined {
  const afterTransfer = model.outcome?.expectedTricks;
  if (afterTransfer === undefined || !model.declarer) return undefined;
  const declarerSide = sideOf(model.declarer);
  const offenders = sideOf(equity.ruling.seat);
  const future = solved.side === declarerSide ? solved.tricks : solved.remainingTricks - solved.tricks;
  const withoutRevoke = equity.before.won[declarerSide] + future;
  const nonOffenders = otherSide(offenders);
  const own = (declarerTricks: number) => (nonOffenders === declarerSide ? declarerTricks : 13 - declarerTricks);
  return {
    ruling: equity.ruling, withoutRevoke, afterTransfer, nonOffenders,
    nonOffendersWithout: own(withoutRevoke), nonOffendersAfter: own(afterTransfer),
    damaged: own(withoutRevoke) > own(afterTransfer),
    bestCards: solved.cards.filter((card) => card.tricks === solved.tricks).map((card) => card.card),
  };
}
