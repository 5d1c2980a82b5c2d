/**
 * Law 64B, the cases where an established revoke gets no automatic transfer. Each exception is a
 * test on the revoke and the board; the edition decides which exceptions exist and in which order
 * they are tried, and the first that matches decides.
 */
import { suitOf } from '../../bridge/cards';
import { otherSide } from '../../bridge/seats';
import { EditionRules, ExceptionRule } from '../editions';
import { RevokeException } from '../../shapes/laws';
import { AssessedRevoke, BoardContext, dummyOf, offendingSideOf } from './context';
import { penaltyCardsOf, revokeChoice } from './events';
import { tricksWonBySideFrom } from './tricks';

type ExceptionTest = (revoke: AssessedRevoke, context: BoardContext, rules: EditionRules) => boolean;

const EXCEPTION_TESTS: Record<RevokeException, ExceptionTest> = {
  /** B1: the offending side won neither the revoke trick nor any later trick. */
  B1: (revoke, context) => tricksWonBySideFrom(context.tally, offendingSideOf(revoke), revoke.trick) === 0,
  /** B2: the same player revoked earlier in the same suit (a corrected revoke the record names counts, unless the edition needs the first established). */
  B2: (revoke, context, rules) =>
    [...context.revokes, ...context.corrected].some(
      (earlier) =>
        earlier.trick < revoke.trick &&
        earlier.seat === revoke.seat &&
        earlier.suitLed === revoke.suitLed &&
        (earlier.established || !rules.sameSuitNeedsEarlierEstablished),
    ),
  /** B3: the card not played was faced: dummy's, or a penalty card on the table. */
  B3: (revoke, context) => {
    if (revoke.seat === dummyOf(context.board) || revoke.facedCard) return true;
    const penaltyCards = penaltyCardsOf(context.board, revoke.seat, revoke.trick);
    const heldOfSuitLed = context.board.hands[revoke.seat].filter((card) => suitOf(card) === revoke.suitLed);
    const stillInHand = heldOfSuitLed.filter((card) => !playedBefore(context, revoke, card) && !penaltyCards.includes(card));
    return penaltyCards.some((card) => suitOf(card) === revoke.suitLed) && stillInHand.length === 0;
  },
  /** B4: attention first drawn after a non-offender called on the next board. */
  B4: (revoke, context) => revokeChoice(context.board, revoke.trick, revoke.seat) === 'nextboard',
  /** B5: attention first drawn after the round ended. */
  B5: (revoke, context) => revokeChoice(context.board, revoke.trick, revoke.seat) === 'afterround',
  /** B6: the revoke was in trick 12 or later. */
  B6: (revoke) => revoke.trick >= 12,
  /** B7: both sides have established revokes on this board. */
  B7: (revoke, context) =>
    context.revokes.some((other) => other.established && offendingSideOf(other) === otherSide(offendingSideOf(revoke))),
  /** B8: the other side revoked in the same trick and that revoke was not established, so both are corrected (62C3). */
  B8: (revoke, context) =>
    context.revokes.some(
      (other) => other.trick === revoke.trick && !other.established && offendingSideOf(other) === otherSide(offendingSideOf(revoke)),
    ),
};

/** The first 64B exception of the edition that applies to an established revoke, if any. */
export function findException(rules: EditionRules, revoke: AssessedRevoke, context: BoardContext): ExceptionRule | undefined {
  return rules.exceptions.find((exception) => EXCEPTION_TESTS[exception.id](revoke, context, rules));
}

/** True when the offender played `card` in a trick before the revoke trick. */
function playedBefore(context: BoardContext, revoke: AssessedRevoke, card: string): boolean {
  return context.board.tricks.some(
    (trick) => trick.number < revoke.trick && trick.cards.some((played) => played.seat === revoke.seat && played.card === card),
  );
}
