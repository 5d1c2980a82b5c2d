/**
 * Checks the well-formed `[Irregularities]` events against the deal and the play record: the
 * trick must be recorded (a claim may name the first trick not played), the seat must still hold
 * the card at that trick, penalty cards, lead restrictions and premature plays belong to defenders
 * (Law 48), and the event must agree with the record (an accepted lead is marked `^L`, a rejected
 * one did not lead the trick unless the next seat played to it — Law 60 or 53B, which the engine
 * rules on — a corrected revoke card is not the one recorded, a spread hand comes with
 * `[Declarer "^X"]`, a claim needs a record that stops early). Also proposes `^L` where a trick
 * only fits another leader.
 */
import { Card } from '../../bridge/cards';
import { partnerOf, Seat, seatAfter } from '../../bridge/seats';
import { findLeaderHint } from '../../laws/irregularities';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel, IrregularitiesModel, ParsedIrregularity } from './gameModel';
import { playedBoardOf } from './rulings';

const CARD_EVENTS = new Set(['Revoke', 'LeadOutOfTurn', 'PenaltyCard', 'PrematurePlay']);
const DEFENDER_EVENTS = new Set(['PenaltyCard', 'PrematurePlay', 'LeadRestriction']);

/** Reports events the deal or the play contradict, and the `^L` hint. */
export function checkAgainstRecord(model: GameModel, irregularities: IrregularitiesModel, sink: ProblemSink): void {
  const play = model.play;
  if (!play) return;
  const recorded = play.tricks.filter((trick) => trick.cards.some((card) => card.card)).length;
  for (const entry of irregularities.entries) {
    const event = entry.event;
    if (!event) continue;
    const [trickField, seatField, , cardField] = entry.fields;
    const limit = event.event === 'Claim' ? recorded + 1 : recorded;
    if (event.trick !== undefined && event.trick > limit) {
      sink.add('pbn.irregularities.trick-beyond-record', 'error', trickField.start, trickField.end, { event: entry.text, trick: event.trick, recorded });
      continue;
    }
    if (model.declarer && DEFENDER_EVENTS.has(event.event) && (event.seat === model.declarer || event.seat === partnerOf(model.declarer))) {
      sink.add('pbn.irregularities.not-a-defender', 'error', seatField.start, seatField.end, { event: entry.text, seat: event.seat, name: event.event });
      continue;
    }
    if (event.trick !== undefined && CARD_EVENTS.has(event.event) && model.deal?.complete) {
      const hand = model.deal.hands[event.seat] ?? [];
      const playedEarlier = play.tricks.filter((trick) => trick.number < event.trick!).map((trick) => trick.cards.find((card) => card.seat === event.seat)?.card);
      if (!hand.includes(event.card) || playedEarlier.includes(event.card)) {
        sink.add('pbn.irregularities.card-not-held', 'error', cardField.start, cardField.end, { event: entry.text, seat: event.seat, card: event.card, trick: event.trick });
        continue;
      }
    }
    const reason = contradiction(model, entry, recorded);
    if (reason) sink.add('pbn.irregularities.contradicts-play', 'warning', entry.start, entry.end, { event: entry.text, reason });
  }
}

/** Why the record contradicts an event; undefined when it does not. */
function contradiction(model: GameModel, entry: ParsedIrregularity, recorded: number): string | undefined {
  const event = entry.event!;
  const choice = event.choice.toLowerCase();
  // 2017 68D2(b): after a doubted claim all four may agree to play on; the record then runs to the end.
  if (event.event === 'Claim') return model.play!.endedEarly || choice === 'playedon' ? undefined : 'claim-complete-play';
  if (event.trick === undefined) return undefined;
  const trick = model.play!.tricks[event.trick - 1];
  const own = trick?.cards.find((card) => card.seat === event.seat);
  const ownCard: Card | undefined = own?.card;
  if (event.event === 'LeadOutOfTurn') {
    if (choice === 'accepted') return ownCard !== event.card ? 'card-not-played' : own?.leadMark ? undefined : 'accepted-not-marked';
    if (choice === 'declarerspreads') return !model.declarerSwapped ? 'spread-needs-swap' : event.trick !== 1 ? 'spread-not-opening-lead' : undefined;
    // MustAccept (54C) and ProperLead (53C/53B) are facts the engine checks; a led card the next seat played to is Law 60 (or 53B), which the engine rules on.
    if (choice === 'mustaccept' || choice === 'properlead') return undefined;
    const playedTo = trick?.cards.some((card) => card.seat === seatAfter(event.seat) && card.card !== undefined);
    if (trick?.leader === event.seat && ownCard === event.card && !playedTo) return 'rejected-but-led';
  }
  if (event.event === 'Revoke') {
    if (['corrected', 'asifestablished'].includes(choice)) return ownCard === event.card ? 'corrected-card-in-play' : undefined;
    if (own && ownCard !== undefined && ownCard !== event.card) return 'card-not-played';
  }
  if (event.event === 'PrematurePlay' && recorded < event.trick) return 'card-not-played';
  return undefined;
}

/** The hint with a quick-fix payload when a trick only fits another leader. */
export function reportLeaderHint(model: GameModel, sink: ProblemSink): void {
  // The hint starts from a trick where someone did not follow suit while able (see play.ts).
  if (!model.play?.failedToFollow) return;
  const board = playedBoardOf(model);
  if (!board) return;
  const hint = findLeaderHint(board);
  if (!hint) return;
  const record = model.play!.tricks[hint.trick - 1]?.cards.find((card) => card.seat === hint.seat);
  if (!record) return;
  const seat: Seat = hint.seat;
  sink.add('pbn.lead.out-of-turn-unmarked', 'hint', record.start, record.end,
    { trick: hint.trick, seat, card: hint.card, leader: hint.derivedLeader },
    { insert: '^L ', trick: hint.trick, seat, card: hint.card });
}
