/**
 * Reading the `[Irregularities]` events that bear on a revoke: the `Revoke` event of a trick and
 * seat (its choice says Corrected, NextBoard, AfterRound…), penalty cards on the table, and a
 * disputed claim. Event words compare case-insensitively.
 */
import { Card } from '../../bridge/cards';
import { Seat } from '../../bridge/seats';
import { IrregularityEvent, PlayedBoard } from '../../shapes/laws';

/** The choice of the `Revoke` event recorded for a trick and seat, lower case; undefined when none. */
export function revokeChoice(board: PlayedBoard, trick: number, seat: Seat): string | undefined {
  const event = board.events.find((candidate) => isEvent(candidate, 'revoke') && candidate.trick === trick && candidate.seat === seat);
  return event?.choice.toLowerCase();
}

/** Cards `seat` had as penalty cards on the table by trick `trick` (events of that trick or earlier). */
export function penaltyCardsOf(board: PlayedBoard, seat: Seat, trick: number): Card[] {
  return board.events
    .filter((event) => isEvent(event, 'penaltycard') && event.seat === seat && (event.trick ?? 0) <= trick)
    .map((event) => event.card.toUpperCase());
}

/** True when the board records a claim that was disputed (so it established nothing). */
export function claimWasDisputed(board: PlayedBoard): boolean {
  return board.events.some((event) => isEvent(event, 'claim') && event.choice.toLowerCase() === 'disputed');
}

/** True when an event has the given event word. */
function isEvent(event: IrregularityEvent, word: string): boolean {
  return event.event.toLowerCase() === word;
}
