/**
 * The one replay of a play section's tricks, with each hand as four 13-bit masks (bit = rank): it
 * derives leaders (`^L` included) and winners, checks every card (held, follows suit, `^R` where
 * the rules allow it, cards after `+`), records each failure to follow suit and tells whether
 * anyone failed to follow while able — what decides whether the Laws engine has anything to rule on.
 */
import { CARD_CODES_BY_INDEX, beatsIndex, fillHandMasks, lowestRankIn, suitIndexOf, trumpIndex } from '../../bridge/cardIndex';
import { SEATS } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import type { FollowRevoke, PlayContext } from './playTypes';
import { DASH_TOKEN, PLUS_TOKEN, PlayRecords } from './playRecords';

const NO_REVOKES: readonly FollowRevoke[] = Object.freeze([]);
/** The hands during a replay (one play is read at a time). */
const REPLAY_MASKS = new Int32Array(16);

/** The slot of `seat`'s card in trick `trick` (0-based), or -1 when the record has none. */
export function slotOf(records: PlayRecords, trick: number, seat: number): number {
  const slot = trick * 4 + ((seat - records.firstColumn + 4) & 3);
  return slot < records.count ? slot : -1;
}

/** Masks of the cards held (a copy the replay may change): index seat × 4 + suit, bit = rank; `known` says which seats' hands are known. */
function handMasks(context: PlayContext): { masks: Int32Array; known: boolean[] } {
  const hands = context.hands;
  if (!hands || !context.masks) return { masks: REPLAY_MASKS, known: fillHandMasks(REPLAY_MASKS, hands) };
  // The deal's own masks, read once with the deal.
  REPLAY_MASKS.set(context.masks);
  return { masks: REPLAY_MASKS, known: SEATS.map((seat) => hands[seat] !== undefined) };
}

/**
 * Derives leaders and winners trick by trick and checks each card against the hands; also counts
 * the tricks with a known card (`recorded`) and tells whether one has no winner (`incomplete`).
 * `plus` and `marks` say whether the records hold a `+` and a `^R`/`^L` mark (without them, their checks are skipped).
 */
export function replayTricks(records: PlayRecords, context: PlayContext, sink: ProblemSink, source: string, plus = true, marks = true) {
  const { masks, known } = handMasks(context);
  const tricksWon = { NS: 0, EW: 0 };
  const revokes: FollowRevoke[] = [];
  const trump = trumpIndex(context.trump);
  let failedToFollow = false, marked = false, notHeld = 0, recorded = 0, incomplete = false;
  let leader = context.openingLeader ? SEATS.indexOf(context.openingLeader) : -1;
  for (let trick = 0; trick * 4 < records.count; trick++) {
    const first = trick * 4, last = Math.min(records.count, first + 4);
    if (plus) checkCardsAfterPlus(records, first, last, leader, sink, source);
    if (marks) {
      const markedSlot = firstLeadMarked(records, first, last, sink);
      if (markedSlot >= 0) {
        if (leader >= 0 && records.seat(markedSlot) === leader) sink.add('pbn.lead.bad-mark', 'error', records.leadMark(markedSlot), records.end(markedSlot), { seat: SEATS[leader] });
        leader = records.seat(markedSlot);
      }
      for (let slot = first; slot < last; slot++) if (records.revokeMark(slot) >= 0 || records.leadMark(slot) >= 0) marked = true;
    }
    if (leader >= 0 && !failedToFollow) failedToFollow = someoneFailedToFollow(records, trick, leader, masks);
    const leaderSlot = leader >= 0 ? slotOf(records, trick, leader) : -1;
    const led = leaderSlot >= 0 ? records.card(leaderSlot) : -1;
    let knownCard = false;
    for (let slot = first; slot < last; slot++) {
      const card = records.card(slot);
      if (card < 0) continue;
      knownCard = true;
      const seat = records.seat(slot);
      const bit = 1 << (card % 13), at = seat * 4 + suitIndexOf(card);
      if (known[seat] && (masks[at] & bit) === 0) {
        sink.add('pbn.card.not-in-hand', 'error', records.start(slot), records.end(slot), { seat: SEATS[seat], card: CARD_CODES_BY_INDEX[card], trick: trick + 1 });
        notHeld++;
        continue;
      }
      if (leader >= 0 && known[seat]) checkFollow(records, slot, trick, seat === leader, led, masks, revokes, sink);
      if (known[seat]) masks[at] &= ~bit;
    }
    let winner = -1;
    if (leader >= 0 && last - first === 4) winner = trickWinner(records, trick, leader, trump);
    records.setTrick(trick, leader, winner, winner >= 0);
    if (winner >= 0) { if ((winner & 1) === 0) tricksWon.NS++; else tricksWon.EW++; } else incomplete = true;
    if (knownCard) recorded++;
    leader = winner;
  }
  return { tricksWon, revokes: revokes.length ? revokes : NO_REVOKES, failedToFollow, marked, notHeld, recorded, incomplete };
}

/**
 * True when, with `leader` leading trick `trick`, a later player's known card is not of the suit
 * of the first card in playing order while his cards not yet played (`masks`, before the trick)
 * hold that suit. This is what the Laws engine's revoke search and leader hint both start from.
 */
function someoneFailedToFollow(records: PlayRecords, trick: number, leader: number, masks: Int32Array): boolean {
  let ledSuit = -2;
  for (let step = 0; step < 4; step++) {
    const seat = (leader + step) & 3;
    const slot = slotOf(records, trick, seat);
    if (slot < 0) continue;
    const card = records.card(slot);
    if (ledSuit === -2) { ledSuit = card >= 0 ? suitIndexOf(card) : -1; continue; }
    if (ledSuit < 0 || card < 0 || suitIndexOf(card) === ledSuit) continue;
    if (masks[seat * 4 + ledSuit] !== 0) return true;
  }
  return false;
}

/** The seat whose card wins a trick of four known cards, or -1 when a card is unknown. */
function trickWinner(records: PlayRecords, trick: number, leader: number, trump: number): number {
  let best = -1, bestSeat = -1;
  for (let step = 0; step < 4; step++) {
    const seat = (leader + step) & 3;
    const card = records.card(slotOf(records, trick, seat));
    if (card < 0) return -1;
    if (best < 0 || beatsIndex(card, best, trump)) { best = card; bestSeat = seat; }
  }
  return bestSeat;
}

/** The first card of a trick marked `^L`; every further mark in the trick is reported as a double. */
function firstLeadMarked(records: PlayRecords, first: number, last: number, sink: ProblemSink): number {
  let found = -1;
  for (let slot = first; slot < last; slot++) {
    const mark = records.leadMark(slot);
    if (mark < 0) continue;
    if (found < 0) found = slot;
    else sink.add('pbn.irregularity.double', 'error', mark, mark + 2, { text: '^L' });
  }
  return found;
}

/**
 * Cards after `+` (PBN §3.6): only cards of the same trick that were played before the card
 * still to come may follow it (`S3 C3 + SA` when North led SA); anything later is an error.
 */
function checkCardsAfterPlus(records: PlayRecords, first: number, last: number, leader: number, sink: ProblemSink, source: string): void {
  let plus = -1;
  for (let slot = first; slot < last && plus < 0; slot++) if (records.kind(slot) === PLUS_TOKEN) plus = slot;
  for (let slot = first; slot < last; slot++) {
    if (!records.afterPlus(slot) || records.card(slot) < 0 || slot === plus) continue;
    const position = (seat: number) => (leader < 0 ? 0 : (seat - leader + 4) & 3);
    const playedBefore = plus >= 0 && (leader < 0 || position(records.seat(slot)) < position(records.seat(plus)));
    if (playedBefore) continue;
    sink.add('pbn.play.after-plus', 'error', records.start(slot), records.end(slot), { text: source.slice(records.start(slot), records.end(slot)) });
    records.dropCard(slot);
  }
}

/** Trailing tricks of only `-` (a claim or concession written as empty rows) become one information. */
export function reportUnrecordedTricks(records: PlayRecords, sink: ProblemSink): void {
  const trickCount = Math.ceil(records.count / 4);
  let first = trickCount;
  const allDashes = (trick: number) => {
    if (trick * 4 + 4 > records.count) return false;
    for (let slot = trick * 4; slot < trick * 4 + 4; slot++) if (records.kind(slot) !== DASH_TOKEN) return false;
    return true;
  };
  while (first > 0 && allDashes(first - 1)) first--;
  if (first === trickCount || first === 0) return;
  sink.add('pbn.play.unrecorded-tricks', 'info', records.start(first * 4), records.end(trickCount * 4 - 1), { first: first + 1, last: trickCount });
}

/** The follow-suit check of one card (its seat's hand is known and the trick has a leader). */
function checkFollow(records: PlayRecords, slot: number, trick: number, isLead: boolean, led: number, masks: Int32Array, revokes: FollowRevoke[], sink: ProblemSink): void {
  if (!isLead && led < 0) return;
  const card = records.card(slot);
  const mark = records.revokeMark(slot);
  const ledSuit = isLead ? -1 : suitIndexOf(led);
  if (ledSuit < 0 || suitIndexOf(card) === ledSuit) {
    if (mark >= 0) sink.add('pbn.revoke.bad-mark', 'error', mark, records.end(slot), { card: CARD_CODES_BY_INDEX[card], reason: ledSuit >= 0 ? 'follows' : 'lead' });
    return;
  }
  const seat = records.seat(slot);
  const lowest = lowestRankIn(masks[seat * 4 + ledSuit]);
  if (lowest >= 0) {
    const held = ledSuit * 13 + lowest;
    records.setHeld(slot, held);
    revokes.push({ trick: trick + 1, seat: SEATS[seat], card: CARD_CODES_BY_INDEX[card], held: CARD_CODES_BY_INDEX[held], start: records.start(slot), end: records.end(slot), marked: mark >= 0 });
  } else if (mark >= 0) {
    sink.add('pbn.revoke.bad-mark', 'error', mark, records.end(slot), { card: CARD_CODES_BY_INDEX[card], reason: 'void' });
  }
}

