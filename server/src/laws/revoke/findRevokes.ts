/**
 * Finds every failure to follow suit when able, from the deal and the cards already played (the
 * board's replay): marked `^R` or not, by any of the four players, dummy included. A failure
 * counts only when the player certainly still held a card of the suit led (bridge/unknownCards.ts:
 * one the record shows him playing later, or more of it than his earlier `-` cards could account for).
 */
import { CARD_CODES_BY_INDEX } from '../../bridge/cardIndex';
import { suitHolding } from '../../bridge/unknownCards';
import { Card, Suit, SUITS, suitOf } from '../../bridge/cards';
import { Seat, SEATS } from '../../bridge/seats';
import { replayOf } from '../replay';
import { ObligationBreach, PlayedBoard } from '../../shapes/laws';
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
  const replay = replayOf(board);
  const revokes: FoundRevoke[] = [];
  for (const [position, trick] of board.tricks.entries()) {
    const suitLed = suitLedTo(trick);
    if (suitLed === undefined) continue;
    const suit = SUITS.indexOf(suitLed);
    for (let index = 1; index < trick.cards.length; index++) {
      const playedCard = trick.cards[index];
      const { seat, card } = playedCard;
      if (card === undefined || suitOf(card) === suitLed) continue;
      const seatIndex = SEATS.indexOf(seat);
      const before = replay.unknown[position * 4 + seatIndex], inAll = replay.unknownInAll[seatIndex];
      const holding = suitHolding(replay.held[(position * 4 + seatIndex) * 4 + suit], replay.shown[seatIndex * 4 + suit], before, inAll < 0 ? undefined : inAll - before);
      if (holding.kind === 'held') {
        revokes.push({ trick: trick.number, seat, card, suitLed, held: CARD_CODES_BY_INDEX[suit * 13 + holding.lowest], marked: playedCard.revokeMarked });
      }
    }
  }
  return revokes;
}
