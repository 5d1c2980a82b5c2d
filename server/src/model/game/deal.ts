/**
 * The Deal tag: `"<first>:<hand> <hand> <hand> <hand>"`, hands clockwise from `<first>`, each
 * `S.H.D.C`, `-` for an unknown hand. Parses into four hands and reports bad ranks, duplicate
 * cards, unequal or oversized hands and layout faults with the offset of the culprit.
 */
import { CARD_CODES_BY_INDEX, rankIndexAt } from '../../bridge/cardIndex';
import { Card, RANKS, SUITS, Suit } from '../../bridge/cards';
import { SEATS, Seat, parseSeat, seatAfter } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { largest, smallest } from '../../arrays';

/** Who holds each card while a deal is read (one deal at a time). */
const OWNERS = new Int8Array(52);

/** A parsed deal: the hands by seat (undefined when unknown) and their size. */
export interface DealInfo {
  hands: Record<Seat, Card[] | undefined>;
  /** Cards per known hand (13 for a full deal, fewer for an end position). */
  handSize: number;
  /** Offset (in the game) of each hand's text, for diagnostics. */
  handOffsets: Partial<Record<Seat, number>>;
  complete: boolean;
  /** The hands as 13-bit masks (bit = rank, ace 0): index seat (N E S W) × 4 + suit (♠ ♥ ♦ ♣). */
  masks: number[];
}

/** Parses a Deal value whose text starts at `offset` in the game. Returns undefined when unusable. */
export function parseDeal(value: string, offset: number, sink: ProblemSink): DealInfo | undefined {
  return fullDeal(value, offset) ?? readDeal(value, offset, sink);
}

/**
 * The common case read in one pass over the characters: four hands of 13 cards, nothing wrong.
 * Undefined for anything else, which `readDeal` then reads and reports.
 */
function fullDeal(value: string, offset: number): DealInfo | undefined {
  const first = seatIndexOf(value.charCodeAt(0));
  if (first < 0 || value.charCodeAt(1) !== 58) return undefined;
  const owner = OWNERS.fill(-1);
  const masks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const byIndex: Card[][] = [[], [], [], []];
  const offsets = [0, 0, 0, 0];
  let at = 2;
  for (let step = 0; step < 4; step++) {
    if (step > 0 && value.charCodeAt(at++) !== 32) return undefined;
    const seatIndex = (first + step) & 3;
    offsets[seatIndex] = offset + at;
    const cards = byIndex[seatIndex];
    for (let suit = 0; suit < 4; suit++) {
      if (suit > 0 && value.charCodeAt(at++) !== 46) return undefined;
      for (; at < value.length; at++) {
        const rank = rankIndexAt(value, at);
        if (rank < 0) break;
        const index = suit * 13 + rank;
        if (owner[index] >= 0) return undefined;
        owner[index] = seatIndex;
        masks[seatIndex * 4 + suit] |= 1 << rank;
        cards.push(CARD_CODES_BY_INDEX[index]);
      }
    }
    if (cards.length !== 13) return undefined;
  }
  if (at !== value.length) return undefined;
  const hands: Record<Seat, Card[] | undefined> = { N: byIndex[0], E: byIndex[1], S: byIndex[2], W: byIndex[3] };
  return { hands, handSize: 13, handOffsets: { N: offsets[0], E: offsets[1], S: offsets[2], W: offsets[3] }, complete: true, masks };
}

/** The seat index (N E S W) of a seat letter's code, either case; -1 for anything else (`readDeal` reads the rest). */
function seatIndexOf(code: number): number {
  switch (code | 32) {
    case 110: return 0; // n
    case 101: return 1; // e
    case 115: return 2; // s
    case 119: return 3; // w
    default: return -1;
  }
}

function readDeal(value: string, offset: number, sink: ProblemSink): DealInfo | undefined {
  const first = parseSeat(value[0] ?? '');
  if (!first || value[1] !== ':') {
    sink.add('pbn.deal.syntax', 'error', offset, offset + Math.min(2, value.length), { value });
    return undefined;
  }
  const handTexts = value.slice(2).split(' ');
  if (handTexts.length !== 4) {
    sink.add('pbn.deal.syntax', 'error', offset, offset + value.length, { value });
    return undefined;
  }
  const hands = { N: undefined, E: undefined, S: undefined, W: undefined } as Record<Seat, Card[] | undefined>;
  const handOffsets: Partial<Record<Seat, number>> = {};
  const owner = OWNERS.fill(-1);
  const masks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let position = offset + 2;
  let ok = true;
  // Hands with nothing between the spaces: one finding naming them (not one "malformed" per hand).
  const empty: Seat[] = [];
  for (let index = 0; index < 4; index++) {
    const handText = handTexts[index];
    const seat = seatAfter(first, index);
    handOffsets[seat] = position;
    if (handText === '') {
      empty.push(seat);
      ok = false;
    } else if (handText !== '-') {
      const hand = parseHand(handText, position, seat, owner, masks, sink);
      if (hand) hands[seat] = hand; else ok = false;
    }
    position += handText.length + 1;
  }
  if (empty.length) {
    const at = handOffsets[empty[0]]!;
    sink.add('pbn.deal.empty-hand', 'error', Math.max(at - 1, offset), Math.min(handOffsets[empty[empty.length - 1]]! + 1, offset + value.length), { seats: empty.join(''), count: empty.length });
  }
  if (!ok) return undefined;
  return checkSizes(hands, handOffsets, offset, value, sink, masks);
}

function parseHand(text: string, offset: number, seat: Seat, owner: Int8Array, masks: number[], sink: ProblemSink): Card[] | undefined {
  const suits = text.split('.');
  if (suits.length !== 4) {
    sink.add('pbn.deal.syntax', 'error', offset, offset + text.length, { value: text });
    return undefined;
  }
  const cards: Card[] = [];
  const seatIndex = SEATS.indexOf(seat);
  let position = offset;
  let ok = true;
  for (let suitIndex = 0; suitIndex < suits.length; suitIndex++) {
    const ranks = suits[suitIndex];
    for (let i = 0; i < ranks.length; i++) {
      const at = position + i;
      const rank = rankIndexAt(ranks, i) >= 0 ? rankIndexAt(ranks, i) : unusualRank(ranks[i]);
      if (rank < 0) {
        sink.add('pbn.deal.bad-rank', 'error', at, at + 1, { rank: ranks[i] });
        ok = false;
        continue;
      }
      const index = suitIndex * 13 + rank;
      const holder = owner[index];
      if (holder >= 0) {
        sink.add('pbn.deal.duplicate-card', 'error', at, at + 1, { card: CARD_CODES_BY_INDEX[index], seat, other: SEATS[holder] });
        ok = false;
        continue;
      }
      owner[index] = seatIndex;
      masks[seatIndex * 4 + suitIndex] |= 1 << rank;
      cards.push(CARD_CODES_BY_INDEX[index]);
    }
    position += ranks.length + 1;
  }
  return ok ? cards : undefined;
}

/** The rank index of a character outside the card table whose upper case is a rank (beyond ASCII); -1 when it is not a rank. */
function unusualRank(rank: string): number {
  const upper = rank.toUpperCase();
  return upper.length === 1 ? RANKS.indexOf(upper) : -1;
}

function checkSizes(hands: Record<Seat, Card[] | undefined>, handOffsets: Partial<Record<Seat, number>>, offset: number, value: string, sink: ProblemSink, masks: number[]): DealInfo | undefined {
  // The common case, a full deal: four hands of 13.
  if (hands.N?.length === 13 && hands.E?.length === 13 && hands.S?.length === 13 && hands.W?.length === 13) return { hands, handSize: 13, handOffsets, complete: true, masks };
  blankHandsAsUnknown(hands, handOffsets, offset, value, sink);
  const known = SEATS.filter((seat) => hands[seat]);
  if (known.length === 0) {
    sink.add('pbn.deal.empty', 'error', offset, offset + value.length);
    return undefined;
  }
  const sizes = known.map((seat) => hands[seat]!.length);
  const usual = sizes.slice().sort((a, b) => sizes.filter((size) => size === b).length - sizes.filter((size) => size === a).length)[0];
  const expected = Math.min(usual, 13);
  const odd = known.find((seat) => hands[seat]!.length > 13) ?? known.find((seat) => hands[seat]!.length !== expected);
  if (odd) {
    const start = handOffsets[odd]!;
    const length = handLength(value, start - offset);
    sink.add('pbn.deal.hand-size', 'error', start, start + length, { seat: odd, count: hands[odd]!.length, expected, hand: value.slice(start - offset, start - offset + length) });
    return undefined;
  }
  const largest = expected;
  if (largest === 0) {
    // Every hand `...`: a deal without cards, as the reference verifier reads it (Bridge Solver writes it so).
    if (known.length === 4) sink.add('pbn.deal.blank', 'warning', offset, offset + value.length);
    else sink.add('pbn.deal.empty', 'error', offset, offset + value.length);
    return undefined;
  }
  return { hands, handSize: largest, handOffsets, complete: known.length === 4 && largest === 13, masks };
}

/**
 * Hands written `...` (no card) beside hands that hold cards are unknown hands written the wrong
 * way (`N:KQJ.T3.AQT84.AQ5 ... ... ...`): one finding names them and suggests `-`, and they are
 * read as unknown, so the real hand is not blamed for its 13 cards.
 */
function blankHandsAsUnknown(hands: Record<Seat, Card[] | undefined>, handOffsets: Partial<Record<Seat, number>>, offset: number, value: string, sink: ProblemSink): void {
  const blank = SEATS.filter((seat) => hands[seat]?.length === 0);
  if (!blank.length || !SEATS.some((seat) => (hands[seat]?.length ?? 0) > 0)) return;
  const starts = blank.map((seat) => handOffsets[seat]!);
  const first = smallest(starts), last = largest(starts);
  const order = blank.slice().sort((a, b) => handOffsets[a]! - handOffsets[b]!);
  sink.add('pbn.deal.blank-hand', 'error', first, last + handLength(value, last - offset), { seats: order.join(''), count: order.length });
  for (const seat of blank) hands[seat] = undefined;
}

function handLength(value: string, from: number): number {
  const end = value.indexOf(' ', from);
  return (end < 0 ? value.length : end) - from;
}
