/**
 * The card-by-card reading of an AnalysePlay trace: `trace[k]` is declarer's side's double-dummy
 * total after the k-th card, so a card of declarer's side after which the total drops cost
 * declarer tricks, and a defender's card after which it rises cost the defence tricks. Each card
 * is found again by its trick and seat, so features can mark the record's own card.
 */
import { Card, winningCard } from '../../bridge/cards';
import { Seat, Side, seatAfter, sideOf } from '../../bridge/seats';
import { PlayTrace } from '../dds/types';
import { DdQuestion } from '../worker/protocol';

/** What double dummy says about one played card. */
export interface CardCost {
  trick: number;
  seat: Seat;
  card: Card;
  /** Declarer's side's DD total before and after the card. */
  before: number;
  after: number;
  /** Tricks the card cost its own side (0 when it kept the value). */
  cost: number;
  /** True for a card of declarer's side. */
  declarerSide: boolean;
}

/** Key of a card by its trick and seat: `7:E`. */
export const cardKey = (trick: number, seat: Seat) => `${trick}:${seat}`;

/** Every analysed card of a play question's trace, by `cardKey`. */
export function playCosts(question: Extract<DdQuestion, { kind: 'play' }>, trace: PlayTrace): Map<string, CardCost> {
  const costs = new Map<string, CardCost>();
  const side: Side = sideOf(question.declarer);
  let leader = question.leader ?? seatAfter(question.declarer);
  // The trace says nothing about who won each trick, so winners are followed from the cards themselves.
  const tricks: Card[][] = [];
  question.played.forEach((card, index) => {
    if (index % 4 === 0) tricks.push([]);
    tricks[tricks.length - 1].push(card);
  });
  for (const [number, cards] of tricks.entries()) {
    cards.forEach((card, position) => {
      const index = number * 4 + position;
      const seat = seatAfter(leader, position);
      const before = trace.trace[index];
      const after = trace.trace[index + 1];
      if (before === undefined || after === undefined) return;
      const declarerSide = sideOf(seat) === side;
      const cost = Math.max(0, declarerSide ? before - after : after - before);
      costs.set(cardKey(number + 1, seat), { trick: number + 1, seat, card, before, after, cost, declarerSide });
    });
    if (cards.length === 4) leader = seatAfter(leader, cards.indexOf(winningCard(cards, question.trump)));
  }
  return costs;
}

