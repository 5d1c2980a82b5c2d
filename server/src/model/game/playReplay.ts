/**
 * The one replay of a play section's tricks, with each hand as four 13-bit masks (bit = rank): it
 * derives leaders (`^L` included) and winners, checks every card (held, follows suit, `^R` where
 * the rules allow it, cards after `+`), records each failure to follow suit and tells whether
 * anyone failed to follow while able — what decides whether the Laws engine has anything to rule on.
 */
import { CARD_CODES_BY_INDEX, beatsIndex, fillHandMasks, suitIndexOf, trumpIndex } from '../../bridge/cardIndex';
import { SUITS } from '../../bridge/cards';
import { SEATS } from '../../bridge/seats';
import { suitHolding } from '../../bridge/unknownCards';
import { ProblemSink } from '../../syntax/problems';
import type { FollowRevoke, PlayContext } from './playTypes';
import { DASH_TOKEN, PLUS_TOKEN, PlayRecords } from './playRecords';

const NO_REVOKES: readonly FollowRevoke[] = Object.freeze([]);
/** The hands during a replay (one play is read at a time). */
const REPLAY_MASKS = new Int32Array(16);
/** The known cards each seat plays anywhere in the record, seat × 4 + suit (what its `-` cards cannot be). */
const SHOWN_MASKS = new Int32Array(16);
/** More combinations of `-` cards than this in one trick leave its winner unknown. */
const MOST_UNKNOWN_COMBINATIONS = 4096;

/** The `-` cards a replay has met so far: how many per seat, and in which tricks (1-based); and each seat's in the whole record, -1 when it does not hold all thirteen of its cards. */
interface UnknownCards {
  count: Int32Array;
  tricks: number[][];
  inAll: Int32Array;
}

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
  const shown = shownCards(records, known);
  // A `-` before a known card (in playing order) was played; `-` cards at the end of the record (a claim) were not.
  const lastKnownTrick = lastTrickWithKnownCard(records);
  // Most records have no `-`: they share one empty account and allocate nothing per trick or card for it.
  const unknown: UnknownCards = hasDash(records) ? { count: new Int32Array(4), tricks: [[], [], [], []], inAll: unknownInAll(records) } : NO_UNKNOWN_CARDS;
  const cards = { shown, unknown };
  let failedToFollow = false, marked = false, notHeld = 0, recorded = 0, incomplete = false;
  let unknownWinner = -1;
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
      if (leader >= 0 && known[seat]) checkFollow(records, slot, trick, seat === leader, led, masks, cards, revokes, sink);
      if (known[seat]) masks[at] &= ~bit;
    }
    let winner = -1;
    if (leader >= 0 && last - first === 4) winner = trickWinner(records, trick, leader, trump);
    const dashes = unknown === NO_UNKNOWN_CARDS ? NO_SLOTS : dashSlots(records, first, last);
    if (winner < 0 && leader >= 0 && last - first === 4 && knownCard && dashes.length > 0 && (trick < lastKnownTrick || records.card(slotOf(records, trick, (leader + 3) & 3)) >= 0)) {
      winner = winnerDespiteUnknowns(records, trick, leader, trump, masks, known);
      if (winner < 0 && unknownWinner < 0) unknownWinner = trick;
    }
    records.setTrick(trick, leader, winner, winner >= 0 && dashes.length === 0);
    if (winner >= 0) { if ((winner & 1) === 0) tricksWon.NS++; else tricksWon.EW++; } else incomplete = true;
    if (knownCard) recorded++;
    for (const slot of dashes) {
      unknown.count[records.seat(slot)]++;
      unknown.tricks[records.seat(slot)].push(trick + 1);
    }
    leader = winner;
  }
  if (unknownWinner >= 0) reportUnknownWinner(records, unknownWinner, sink);
  return { tricksWon, revokes: revokes.length ? revokes : NO_REVOKES, failedToFollow, marked, notHeld, recorded, incomplete };
}

/** The account of a record without `-` cards (never written to: nothing is counted in it). */
const NO_UNKNOWN_CARDS: UnknownCards = Object.freeze({ count: new Int32Array(4), tricks: [[], [], [], []], inAll: new Int32Array(4) });
/** No slots. */
const NO_SLOTS: readonly number[] = Object.freeze([]);

/** Whether the record writes any card as `-`. */
function hasDash(records: PlayRecords): boolean {
  for (let slot = 0; slot < records.count; slot++) if (records.kind(slot) === DASH_TOKEN) return true;
  return false;
}

/** The known cards each seat plays anywhere in the record (seats whose hand is unknown left empty). */
function shownCards(records: PlayRecords, known: readonly boolean[]): Int32Array {
  SHOWN_MASKS.fill(0);
  for (let slot = 0; slot < records.count; slot++) {
    const card = records.card(slot), seat = records.seat(slot);
    if (card >= 0 && known[seat]) SHOWN_MASKS[seat * 4 + suitIndexOf(card)] |= 1 << (card % 13);
  }
  return SHOWN_MASKS;
}

/** Each seat's `-` cards in the record, or -1 when the record does not hold thirteen cards of the seat. */
function unknownInAll(records: PlayRecords): Int32Array {
  const dashes = new Int32Array(4), cards = new Int32Array(4);
  for (let slot = 0; slot < records.count; slot++) {
    const seat = records.seat(slot), kind = records.kind(slot);
    if (kind === DASH_TOKEN) dashes[seat]++;
    if (kind === DASH_TOKEN || records.card(slot) >= 0) cards[seat]++;
  }
  for (let seat = 0; seat < 4; seat++) if (cards[seat] !== 13) dashes[seat] = -1;
  return dashes;
}

/** The last trick (0-based) with a known card; -1 when none has one. */
function lastTrickWithKnownCard(records: PlayRecords): number {
  for (let slot = records.count - 1; slot >= 0; slot--) if (records.card(slot) >= 0) return Math.floor(slot / 4);
  return -1;
}

/** The slots of a trick written `-`. */
function dashSlots(records: PlayRecords, first: number, last: number): number[] {
  const slots: number[] = [];
  for (let slot = first; slot < last; slot++) if (records.kind(slot) === DASH_TOKEN) slots.push(slot);
  return slots;
}

/**
 * The winner of a trick with `-` cards when every card they could be gives the same one: a `-`
 * of a known hand is one of its cards not yet played that the record never shows it playing.
 * -1 when the answer depends on them (or a hand is unknown).
 */
function winnerDespiteUnknowns(records: PlayRecords, trick: number, leader: number, trump: number, masks: Int32Array, known: readonly boolean[]): number {
  const options: number[][] = [];
  let combinations = 1;
  for (let step = 0; step < 4; step++) {
    const seat = (leader + step) & 3;
    const slot = slotOf(records, trick, seat);
    const card = records.card(slot);
    if (card >= 0) { options.push([card]); continue; }
    if (records.kind(slot) !== DASH_TOKEN || !known[seat]) return -1;
    const possible: number[] = [];
    for (let suit = 0; suit < 4; suit++) {
      const free = masks[seat * 4 + suit] & ~SHOWN_MASKS[seat * 4 + suit];
      for (let rank = 0; rank < 13; rank++) if (free & (1 << rank)) possible.push(suit * 13 + rank);
    }
    combinations *= possible.length;
    if (possible.length === 0 || combinations > MOST_UNKNOWN_COMBINATIONS) return -1;
    options.push(possible);
  }
  let winner = -2;
  const visit = (step: number, best: number, bestSeat: number): boolean => {
    if (step === 4) {
      if (winner === -2) winner = bestSeat;
      return winner === bestSeat;
    }
    const seat = (leader + step) & 3;
    return options[step].every((card) => (best < 0 || beatsIndex(card, best, trump) ? visit(step + 1, card, seat) : visit(step + 1, best, bestSeat)));
  };
  return visit(0, -1, -1) && winner >= 0 ? winner : -1;
}

/** Who won trick `trick` (0-based) depends on its `-` cards: the tricks after it, up to the last with a known card, cannot be read. */
function reportUnknownWinner(records: PlayRecords, trick: number, sink: ProblemSink): void {
  const lastShown = lastTrickWithKnownCard(records);
  if (lastShown <= trick) return;
  const dashes = dashSlots(records, trick * 4, trick * 4 + 4);
  const seats = dashes.map((slot) => SEATS[records.seat(slot)]).join('');
  sink.add('pbn.play.unknown-winner', 'warning', records.start(dashes[0]), records.end(dashes[dashes.length - 1]), { trick: trick + 1, seats, first: trick + 2, last: lastShown + 1 });
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

/**
 * The follow-suit check of one card (its seat's hand is known and the trick has a leader). With `-`
 * cards of the seat before the trick it is a revoke only when he certainly still held the suit led
 * (bridge/unknownCards.ts); when a `-` may have been his last card of it, a finding says which
 * trick's card to record.
 */
function checkFollow(records: PlayRecords, slot: number, trick: number, isLead: boolean, led: number, masks: Int32Array, cards: { shown: Int32Array; unknown: UnknownCards }, revokes: FollowRevoke[], sink: ProblemSink): void {
  if (!isLead && led < 0) return;
  const card = records.card(slot);
  const mark = records.revokeMark(slot);
  const ledSuit = isLead ? -1 : suitIndexOf(led);
  if (ledSuit < 0 || suitIndexOf(card) === ledSuit) {
    if (mark >= 0) sink.add('pbn.revoke.bad-mark', 'error', mark, records.end(slot), { card: CARD_CODES_BY_INDEX[card], reason: ledSuit >= 0 ? 'follows' : 'lead' });
    return;
  }
  const seat = records.seat(slot);
  const before = cards.unknown.count[seat], inAll = cards.unknown.inAll[seat];
  const holding = suitHolding(masks[seat * 4 + ledSuit], cards.shown[seat * 4 + ledSuit], before, inAll < 0 ? undefined : inAll - before);
  if (holding.kind === 'unknown') {
    sink.add('pbn.revoke.unknown-card', 'warning', records.start(slot), records.end(slot), {
      seat: SEATS[seat], card: CARD_CODES_BY_INDEX[card], trick: trick + 1, suit: SUITS[ledSuit], tricks: cards.unknown.tricks[seat].join(', '),
    });
    return;
  }
  if (holding.kind === 'held') {
    const held = ledSuit * 13 + holding.lowest;
    records.setHeld(slot, held);
    revokes.push({ trick: trick + 1, seat: SEATS[seat], card: CARD_CODES_BY_INDEX[card], held: CARD_CODES_BY_INDEX[held], start: records.start(slot), end: records.end(slot), marked: mark >= 0 });
  } else if (mark >= 0) {
    sink.add('pbn.revoke.bad-mark', 'error', mark, records.end(slot), { card: CARD_CODES_BY_INDEX[card], reason: 'void' });
  }
}

