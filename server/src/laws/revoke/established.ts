/**
 * Law 63A in a play record: a revoke is established when the offender or his partner has a card
 * in the next trick (any play, a lead out of turn included), or when the record stops after the
 * revoke trick because of a claim or concession (unless the claim was disputed). A revoke with a
 * `Revoke … Corrected` event was put right in time and is not established; one corrected after an
 * illegal inquiry (`AsIfEstablished`, 1997 Law 63B; the caller drops it in other editions) counts as established.
 */
import { partnerOf } from '../../bridge/seats';
import { PlayedBoard } from '../../shapes/laws';
import { claimWasDisputed, revokeChoice } from './events';
import { FoundRevoke } from './findRevokes';
import { largest } from '../../arrays';

/** Whether and how a revoke became established. */
export interface Establishment {
  established: boolean;
  /** The trick whose play established it. */
  at?: number;
  by?: 'play' | 'claim' | 'inquiry';
}

/** Decides whether a revoke is established (Law 63A). */
export function isEstablished(board: PlayedBoard, revoke: FoundRevoke): Establishment {
  const choice = revokeChoice(board, revoke.trick, revoke.seat);
  if (choice === 'corrected') return { established: false };
  if (choice === 'asifestablished') return { established: true, by: 'inquiry' };
  const offendingSeats = [revoke.seat, partnerOf(revoke.seat)];
  const nextTrick = board.tricks.find((trick) => trick.number === revoke.trick + 1);
  const offendingSidePlayed = nextTrick?.cards.some((played) => played.card !== undefined && offendingSeats.includes(played.seat));
  if (offendingSidePlayed) return { established: true, at: revoke.trick + 1, by: 'play' };
  const tricksWithKnownCards = board.tricks.filter((trick) => trick.cards.some((played) => played.card !== undefined));
  const lastRecorded = largest(tricksWithKnownCards.map((trick) => trick.number), 0);
  const playStoppedAfterRevoke = lastRecorded <= revoke.trick + 1;
  if (board.endedEarly && playStoppedAfterRevoke && !claimWasDisputed(board)) return { established: true, by: 'claim' };
  return { established: false };
}
