/**
 * The card-by-card reading of an AnalysePlay trace: `trace[k]` is declarer's side's double-dummy
 * total after the k-th card, so a card of declarer's side after which the total drops cost
 * declarer tricks, and a defender's card after which it rises cost the defence tricks. A trick
 * with a revoke in it is read whole, from before its first card to after its last: DDS values
 * positions inside such a trick as if the revoke card had followed suit, so a card-by-card reading
 * would blame the next player for what the revoke gained. Each card is found again by its trick
 * and seat, so features can mark the record's own card.
 */
import { Card, suitOf, winningCard } from '../../../bridge/cards';
import { SEATS, Seat, Side, seatAfter, sideOf } from '../../../bridge/seats';
import { PlayTrace } from '../../../shapes/ddTypes';
import { DdQuestion } from '../protocol';

/** What double dummy says about one played card. */
export interface CardCost {
  trick: number;
  seat: Seat;
  card: Card;
  /** Declarer's side's DD total before and after the card (before and after its trick, in a trick with a revoke). */
  before: number;
  after: number;
  /** Tricks the card cost its own side (0 when it kept the value, and in a trick with a revoke). */
  cost: number;
  /** True for a card of declarer's side. */
  declarerSide: boolean;
  /** The card's trick holds a revoke, so `before` and `after` are the trick's. */
  revokeTrick?: boolean;
}

/** Key of a card by its trick and seat: `7:E`. */
export const cardKey = (trick: number, seat: Seat) => `${trick}:${seat}`;

/** Every analysed card of a play question's trace, by `cardKey`. */
export function playCosts(question: Extract<DdQuestion, { kind: 'play' }>, trace: PlayTrace): Map<string, CardCost> {
  const costs = new Map<string, CardCost>();
  const side: Side = sideOf(question.declarer);
  const held = new Map(SEATS.map((seat) => [seat, new Set(question.hands[seat] ?? [])]));
  let leader = question.leader ?? seatAfter(question.declarer);
  for (let start = 0; start < question.played.length; start += 4) {
    const cards = question.played.slice(start, start + 4);
    const trick = start / 4 + 1;
    const seats = cards.map((_, position) => seatAfter(leader, position));
    // A card of another suit than the one led, while its player still held that suit.
    const revoke = cards.some((card, position) => position > 0 && suitOf(card) !== suitOf(cards[0])
      && [...held.get(seats[position])!].some((other) => other !== card && suitOf(other) === suitOf(cards[0])));
    cards.forEach((card, position) => {
      held.get(seats[position])!.delete(card);
      const before = trace.trace[revoke ? start : start + position];
      const after = trace.trace[revoke ? start + cards.length : start + position + 1];
      if (before === undefined || after === undefined) return;
      const declarerSide = sideOf(seats[position]) === side;
      const cost = revoke ? 0 : Math.max(0, declarerSide ? before - after : after - before);
      costs.set(cardKey(trick, seats[position]), { trick, seat: seats[position], card, before, after, cost, declarerSide, ...(revoke ? { revokeTrick: true } : {}) });
    });
    if (cards.length === 4) leader = seatAfter(leader, cards.indexOf(winningCard(cards, question.trump)));
  }
  return costs;
}
