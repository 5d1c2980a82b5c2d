/**
 * What the ruling steps share about one board: the board, its trick tally, and every revoke found
 * with its establishment, so that an exception can look at the other revokes (64B2, B7, B8), and
 * the corrected revokes only the Irregularities tag names (64B2 counts them as earlier revokes).
 */
import { partnerOf, Seat, Side, sideOf } from '../../bridge/seats';
import { PlayedBoard } from '../../shapes/laws';
import { Establishment } from './established';
import { FoundRevoke } from './findRevokes';
import { TrickTally } from './tricks';

/** A found revoke together with whether it was established. */
export type AssessedRevoke = FoundRevoke & Establishment;

/** The facts every ruling step reads. */
export interface BoardContext {
  board: PlayedBoard;
  tally: TrickTally;
  revokes: AssessedRevoke[];
  /** Revokes corrected in time that the play does not show (the Irregularities tag names them; never established). */
  corrected: AssessedRevoke[];
}

/** The side the offender belongs to. */
export function offendingSideOf(revoke: FoundRevoke): Side {
  return sideOf(revoke.seat);
}

/** The dummy of a board. */
export function dummyOf(board: PlayedBoard): Seat {
  return partnerOf(board.declarer);
}
