/**
 * Law 64A, the automatic transfer for one established revoke, counted the way the edition says:
 * by side in 1975; by the player who won the revoke trick from 1987 (64A1 when the offender won
 * it himself, dummy's win is not declarer's; 64A2 otherwise), with the 1987/1997 extra trick when
 * the offender later wins a trick with a card of the suit led to the revoke trick.
 */
import { suitOf } from '../../bridge/cards';
import { sideOf } from '../../bridge/seats';
import { EditionRules } from '../editions';
import { AssessedRevoke, BoardContext, offendingSideOf } from './context';
import { tricksWonBySideFrom } from './tricks';

/** The transfer Law 64A gives for one revoke, before the board-wide cap. */
export interface AutomaticTransfer {
  article: string;
  transfer: number;
  extraTrick: boolean;
}

/** Applies Law 64A of the edition to one established revoke. */
export function automaticTransfer(rules: EditionRules, revoke: AssessedRevoke, context: BoardContext): AutomaticTransfer {
  const offendingSide = offendingSideOf(revoke);
  const revokeTrickWinner = context.tally.winners.get(revoke.trick);
  const wonFromRevokeTrick = tricksWonBySideFrom(context.tally, offendingSide, revoke.trick);
  const wonAfterRevokeTrick = tricksWonBySideFrom(context.tally, offendingSide, revoke.trick + 1);
  const laterTrickBonus = wonAfterRevokeTrick >= 1 ? 1 : 0;
  if (rules.transferFormula === 'bySide') {
    const sideWonRevokeTrick = revokeTrickWinner !== undefined && sideOf(revokeTrickWinner) === offendingSide ? 1 : 0;
    return { article: rules.transferArticles.offenderWon, transfer: sideWonRevokeTrick + laterTrickBonus, extraTrick: false };
  }
  if (revokeTrickWinner === revoke.seat) {
    return { article: rules.transferArticles.offenderWon, transfer: 1 + laterTrickBonus, extraTrick: false };
  }
  const base = wonFromRevokeTrick >= 1 ? 1 : 0;
  const extraTrick = rules.extraTrickForLaterWinWithLegalCard && wonLaterWithSuitLed(revoke, context);
  const transfer = Math.min(base + (extraTrick ? 1 : 0), wonFromRevokeTrick);
  return { article: rules.transferArticles.offenderDidNotWin, transfer, extraTrick: extraTrick && transfer > base };
}

/** True when the offender himself won a later trick with a card of the suit led to the revoke trick. */
function wonLaterWithSuitLed(revoke: AssessedRevoke, context: BoardContext): boolean {
  return context.board.tricks.some((trick) => {
    if (trick.number <= revoke.trick || context.tally.winners.get(trick.number) !== revoke.seat) return false;
    const offenderCard = trick.cards.find((played) => played.seat === revoke.seat)?.card;
    return offenderCard !== undefined && suitOf(offenderCard) === revoke.suitLed;
  });
}
