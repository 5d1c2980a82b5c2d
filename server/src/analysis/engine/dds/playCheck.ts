/**
 * Follows a played card sequence through the hands before DDS analyses it: each card must be in
 * the hand of the seat whose turn it is (the leader of each trick is the winner of the last).
 * Following suit is not required: recorded play may hold a revoke, and DDS solves on from it.
 */
import { Card, Strain, parseCard, winningCard } from '../../../bridge/cards';
import { SEATS, Seat, seatAfter } from '../../../bridge/seats';
import { DdError } from '../../logic/ddError';
import { KnownHands } from '../../../shapes/ddTypes';

/** The played cards in our form; throws `dd.card-not-held` / `dd.play-too-long` / `dd.bad-card`. */
export function checkedPlay(hands: KnownHands, trump: Strain, leader: Seat, played: readonly Card[]): Card[] {
  const max = SEATS.reduce((sum, seat) => sum + hands[seat].length, 0);
  if (played.length > max) throw new DdError('dd.play-too-long', { count: played.length, max });
  const remaining = new Map(SEATS.map((seat) => [seat, new Set(hands[seat])]));
  const cards: Card[] = [];
  let toPlay = leader;
  let trickLeader = leader;
  played.forEach((text, index) => {
    const card = parseCard(text);
    if (!card) throw new DdError('dd.bad-card', { card: text });
    const hand = remaining.get(toPlay) as Set<Card>;
    if (!hand.delete(card)) throw new DdError('dd.card-not-held', { card, seat: toPlay, index: index + 1 });
    cards.push(card);
    if (cards.length % 4 === 0) {
      const trick = cards.slice(-4);
      trickLeader = seatAfter(trickLeader, trick.indexOf(winningCard(trick, trump)));
      toPlay = trickLeader;
    } else {
      toPlay = seatAfter(toPlay);
    }
  });
  return cards;
}
