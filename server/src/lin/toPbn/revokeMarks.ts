/**
 * The revokes a LIN play shows, for the `^R` marks of a written conversion. PBN records a revoke
 * that was not noticed in time as `^R` before the card (§3.9), and the reference verifier rejects
 * an unmarked one ("Revoke"); LIN has no such mark, so the card is marked where the record shows
 * it: not the lead, not of the suit led, played by the hand that held it while that hand still
 * held a card of the suit led. Whether it was established and what it costs stays the checker's
 * ruling. A hand the deal does not give is never judged.
 */
import { Card, suitOf } from '../../bridge/cards';
import { Seat } from '../../bridge/seats';
import { LinBoard } from '../reader/board';
import { LinCard } from '../reader/play';

/** The cards of a board's play that are revokes by the record. */
export function revokeCards(board: LinBoard): Set<LinCard> {
  const revokes = new Set<LinCard>();
  const hands = board.deal?.hands;
  if (!hands) return revokes;
  const left = new Map<Seat, Set<Card>>();
  for (const seat of ['N', 'E', 'S', 'W'] as Seat[]) if (hands[seat]) left.set(seat, new Set(hands[seat]));
  for (const trick of board.tricks) {
    const led = trick.cards[0] ? suitOf(trick.cards[0].card) : undefined;
    trick.cards.forEach((played, position) => {
      const hand = played.seat ? left.get(played.seat) : undefined;
      if (!hand) return;
      const holdsLedSuit = led !== undefined && [...hand].some((card) => card !== played.card && suitOf(card) === led);
      if (position > 0 && hand.has(played.card) && suitOf(played.card) !== led && holdsLedSuit) revokes.add(played);
      hand.delete(played.card);
    });
  }
  return revokes;
}
