/**
 * Spots a trick that only makes sense with a different leader: with the leader the record derives
 * (previous winner, no `^L`) some player fails to follow suit, while with exactly one of the other
 * seats leading nobody does. That is most likely an accepted lead out of turn that was not marked;
 * the hint proposes `^L` before that seat's card. Only the first such trick is reported, since
 * every later leader depends on it.
 */
import { Card, suitOf } from '../../bridge/cards';
import { Seat, seatAfter } from '../../bridge/seats';
import { PlayedBoard, PlayedTrick } from '../../shapes/laws';
import { heldMaskBefore } from '../replay';
import { playOf } from './playState';

/** A proposed `^L`: the trick and the seat whose card probably led it. */
export interface LeaderHint {
  trick: number;
  derivedLeader: Seat;
  seat: Seat;
  card: Card;
}

/** The first trick that fits another leader and not the derived one; undefined when none. */
export function findLeaderHint(board: PlayedBoard): LeaderHint | undefined {
  for (const trick of board.tricks) {
    const known = trick.cards.filter((played) => played.card);
    if (known.length !== 4) return undefined;
    if (trick.cards.some((played) => played.leadMarked || played.revokeMarked)) continue;
    if (!hasRevokeWithLeader(board, trick, trick.leader)) continue;
    const candidates = [1, 2, 3].map((steps) => seatAfter(trick.leader, steps)).filter((seat) => !hasRevokeWithLeader(board, trick, seat));
    if (candidates.length !== 1) return undefined;
    const seat = candidates[0];
    return { trick: trick.number, derivedLeader: trick.leader, seat, card: playOf(trick, seat)!.card! };
  }
  return undefined;
}

/** True when, with `leader` leading the trick, someone fails to follow suit while able to. */
function hasRevokeWithLeader(board: PlayedBoard, trick: PlayedTrick, leader: Seat): boolean {
  const suitLed = suitOf(playOf(trick, leader)!.card!);
  return [1, 2, 3].some((steps) => {
    const seat = seatAfter(leader, steps);
    const card = playOf(trick, seat)!.card!;
    return suitOf(card) !== suitLed && heldMaskBefore(board, seat, trick.number, suitLed) !== 0;
  });
}
