/**
 * Finds every failure to follow suit when able, from the deal and the cards already played:
 * marked `^R` or not, by any of the four players, dummy included. A failure counts only when the
 * player certainly still held a card of the suit led, i.e. held more of it than the unknown
 * cards (`-`) he played earlier could account for.
 */
import { Card, rankOf, rankValue, Suit, suitOf } from '../../bridge/cards';
import { Seat, SEATS } from '../../bridge/seats';
import { ObligationBreach, PlayedBoard } from '../types';
import { suitLedTo } from './tricks';

/** A revoke as found in the play, before any ruling. */
export interface FoundRevoke {
  trick: number;
  seat: Seat;
  card: Card;
  suitLed: Suit;
  /** The lowest card of the suit led the offender still held. */
  held: Card;
  /** The record marks the card `^R`. */
  marked: boolean;
  /** Set when the revoke is a breached obligation (Law 61A) rather than a failure to follow suit. */
  breach?: ObligationBreach;
  /** The card not played was faced on the table (a penalty card): Law 64B3. */
  facedCard?: boolean;
}

/** All revokes in the recorded play, in playing order. */
export function findRevokes(board: PlayedBoard): FoundRevoke[] {
  const played = new Map<Seat, Set<Card>>(SEATS.map((seat) => [seat, new Set<Card>()]));
  const unknownPlays = new Map<Seat, number>(SEATS.map((seat) => [seat, 0]));
  const revokes: FoundRevoke[] = [];
  for (const trick of board.tricks) {
    const suitLed = suitLedTo(trick);
    for (const [position, playedCard] of trick.cards.entries()) {
      const { seat, card } = playedCard;
      if (position === 0 || card === undefined || suitLed === undefined || suitOf(card) === suitLed) continue;
      const stillHeld = board.hands[seat].filter((candidate) => suitOf(candidate) === suitLed && !played.get(seat)!.has(candidate));
      if (stillHeld.length > unknownPlays.get(seat)!) {
        revokes.push({ trick: trick.number, seat, card, suitLed, held: lowestCard(stillHeld), marked: playedCard.revokeMarked });
      }
    }
    for (const { seat, card } of trick.cards) {
      if (card === undefined) unknownPlays.set(seat, unknownPlays.get(seat)! + 1);
      else played.get(seat)!.add(card);
    }
  }
  return revokes;
}

/** The lowest-ranking card of a non-empty list of one suit. */
function lowestCard(cards: Card[]): Card {
  return cards.reduce((lowest, card) => (rankValue(rankOf(card)) < rankValue(rankOf(lowest)) ? card : lowest));
}
