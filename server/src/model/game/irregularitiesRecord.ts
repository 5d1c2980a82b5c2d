/**
 * Checks the well-formed `[Irregularities]` events against the deal and the play record: the
 * trick must be recorded (a claim may name the first trick not played), the seat must still hold
 * the card at that trick, penalty cards, lead restrictions and premature plays belong to defenders
 * (Law 48), and the event must agree with the record (an accepted lead is marked `^L`, a rejected
 * one did not lead the trick unless the next seat played to it — Law 60 or 53B, which the engine
 * rules on — a corrected revoke card is not the one recorded, a spread hand comes with
 * `[Declarer "^X"]`, a claim needs a record that stops early). Also proposes `^L` where a trick
 * only fits another leader. Facts written beside the play (annotations.md §3a) must agree with
 * it, and a revoke event the play shows no revoke for is never passed over in silence.
 */
import { Card, suitOf } from '../../bridge/cards';
import { partnerOf, Seat, seatAfter, sideOf } from '../../bridge/seats';
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
    if (event.trick !== undefined && CARD_EVENTS.has(event.event) && model.deal?.complete && event.card !== '-') {
      const hand = model.deal.hands[event.seat] ?? [];
      const playedEarlier = play.tricks.filter((trick) => trick.number < event.trick!).map((trick) => trick.cards.find((card) => card.seat === event.seat)?.card);
      if (!hand.includes(event.card) || playedEarlier.includes(event.card)) {
        sink.add('pbn.irregularities.card-not-held', 'error', cardField.start, cardField.end, { event: entry.text, seat: event.seat, card: event.card, trick: event.trick });
        continue;
      }
    }
    const reason = contradiction(model, entry, recorded);
    if (reason) sink.add('pbn.irregularities.contradicts-play', 'warning', entry.start, entry.end, { event: entry.text, reason });
    checkFactsAgainstPlay(model, entry, sink);
  }
}

/** Facts written beside a play record must say what the record says (annotations.md §3a): an error naming both. */
function checkFactsAgainstPlay(model: GameModel, entry: ParsedIrregularity, sink: ProblemSink): void {
  const event = entry.event!;
  const facts = event.facts;
  if (!facts || event.trick === undefined || event.event !== 'Revoke') return;
  const play = model.play!;
  const trick = play.tricks[event.trick - 1];
  const word = (name: string) => entry.fields.slice(5).find((field) => field.text.toLowerCase().startsWith(`${name}=`));
  const report = (name: string, fact: string, record: string, args: Record<string, string | number>) => {
    const field = word(name)!;
    sink.add('pbn.irregularities.fact-contradicts-play', 'error', field.start, field.end, { event: entry.text, fact, record, trick: event.trick!, ...args });
  };
  const lead = trick?.leader ? trick.cards.find((card) => card.seat === trick.leader)?.card : undefined;
  if (facts.led !== undefined && lead !== undefined && suitOf(lead) !== facts.led) report('led', `led=${facts.led}`, 'led', { suit: suitOf(lead) });
  if (facts.won !== undefined && trick?.winner !== undefined && trick.winner !== facts.won) report('won', `won=${facts.won}`, 'won', { seat: trick.winner });
  // Tricks after the revoke trick are counted only when all are recorded (after a claim the Result decides them).
  if (facts.later !== undefined && !play.endedEarly && play.tricks.length === 13 && play.tricks.every((candidate) => candidate.winner !== undefined)) {
    const side = sideOf(event.seat);
    const later = play.tricks.filter((candidate) => candidate.number > event.trick! && sideOf(candidate.winner!) === side).length;
    if (later !== facts.later) report('later', `later=${facts.later}`, 'later', { count: later, side });
  }
}

/**
 * Never silence (issue 30): a `Revoke` event the play record shows no revoke for gets a finding
 * that says why — the seat led the trick, followed suit, or played nothing recorded there.
 * Called once the rulings are known; an event a ruling answers is left alone.
 */
export function reportUnruledRevokeEvents(model: GameModel, sink: ProblemSink): void {
  const play = model.play;
  if (!play || play.broken || !model.irregularities) return;
  for (const entry of model.irregularities.entries) {
    const event = entry.event;
    if (!event || event.event !== 'Revoke' || event.trick === undefined) continue;
    if (!['established', 'nextboard', 'afterround'].includes(event.choice.toLowerCase())) continue;
    if (model.rulings.some((ruling) => ruling.kind === 'revoke' && ruling.trick === event.trick && ruling.seat === event.seat)) continue;
    const trick = play.tricks[event.trick - 1];
    const own = trick?.cards.find((card) => card.seat === event.seat);
    if (!trick?.leader || !own?.card) {
      // A card written `-` (PBN: not known) is named as such, with the card to record: the seat's own, or the earlier one that hides who led.
      const hiddenLeader = !trick?.leader && play.tricks.slice(0, event.trick - 1).some((earlier) => !earlier.winner && earlier.cards.some((card) => card.text === '-'));
      const reason = hiddenLeader ? 'unknown-leader' : own?.text === '-' ? 'unknown-card' : 'not-recorded';
      sink.add('pbn.irregularities.no-revoke-in-play', 'warning', entry.start, entry.end, { event: entry.text, trick: event.trick, seat: event.seat, reason });
      continue;
    }
    // A card the seat did not play there is already reported (card-not-held, card-not-played).
    if (event.card !== '-' && event.card !== own.card) continue;
    // A failure to follow that an earlier `-` may explain is reported where the card stands (pbn.revoke.unknown-card).
    if (model.problems.some((problem) => problem.code === 'pbn.revoke.unknown-card' && problem.start === own.start)) continue;
    const leadRecord = trick.cards.find((card) => card.seat === trick.leader);
    const lead = leadRecord?.card;
    const reason = trick.leader === event.seat ? 'led' : leadRecord?.text === '-' ? 'unknown-lead' : lead && suitOf(own.card) === suitOf(lead) ? 'followed' : 'void';
    sink.add('pbn.irregularities.no-revoke-in-play', 'warning', entry.start, entry.end,
      { event: entry.text, trick: event.trick, seat: event.seat, card: own.card, reason, ...(lead ? { suit: suitOf(lead) } : {}) });
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
    if (own && ownCard !== undefined && event.card !== '-' && ownCard !== event.card) return 'card-not-played';
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
