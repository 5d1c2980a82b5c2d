/**
 * Where the play stands after the first cards of a recorded play: the cards each seat still
 * holds, the cards already in the current trick and who led it, and the tricks each side has
 * won. The equity and claim questions start from such a point; nothing here calls the engine.
 */
import { Card, Strain, winningCard } from '../../../bridge/cards';
import { SEATS, Seat, Side, seatAfter, sideOf } from '../../../bridge/seats';
import { KnownHands, Position } from '../../../shapes/ddTypes';

/** The play after some cards: the position to solve and what is already won. */
export interface PlayPoint {
  position: Position;
  /** Tricks each side won in the completed tricks. */
  won: Record<Side, number>;
  /** The 1-based number of the trick being played (or to be led). */
  trick: number;
  /** Tricks still to be decided, the current one included. */
  remaining: number;
}

/**
 * The point after the first `count` of `played` (cards in playing order from `leader`), or
 * undefined when a card is not in the hand of the seat whose turn it is, or no card is left.
 */
export function playPointAfter(hands: KnownHands, trump: Strain, leader: Seat, played: readonly Card[], count: number): PlayPoint | undefined {
  const held = new Map(SEATS.map((seat) => [seat, new Set(hands[seat])]));
  const won: Record<Side, number> = { NS: 0, EW: 0 };
  let trickLeader = leader;
  let trick: Card[] = [];
  for (let index = 0; index < count; index++) {
    const card = played[index];
    if (!held.get(seatAfter(trickLeader, trick.length))!.delete(card)) return undefined;
    trick.push(card);
    if (trick.length < 4) continue;
    trickLeader = seatAfter(trickLeader, trick.indexOf(winningCard(trick, trump)));
    won[sideOf(trickLeader)]++;
    trick = [];
  }
  const handSize = hands.N.length;
  const completed = Math.floor(count / 4);
  if (completed >= handSize) return undefined;
  const remainingHands = Object.fromEntries(SEATS.map((seat) => [seat, [...held.get(seat)!]])) as Record<Seat, Card[]>;
  return {
    position: { hands: remainingHands, trump, leader: trickLeader, currentTrick: trick },
    won, trick: completed + 1, remaining: handSize - completed,
  };
}
