/**
 * The Deal tag: `"<first>:<hand> <hand> <hand> <hand>"`, hands clockwise from `<first>`, each
 * `S.H.D.C`, `-` for an unknown hand. Parses into four hands and reports bad ranks, duplicate
 * cards, unequal or oversized hands and layout faults with the offset of the culprit.
 */
import { Card, RANKS, SUITS, Suit, cardCode } from '../bridge/cards';
import { SEATS, Seat, parseSeat, seatAfter } from '../bridge/seats';
import { ProblemSink } from '../syntax/problems';

/** A parsed deal: the hands by seat (undefined when unknown) and their size. */
export interface DealInfo {
  hands: Record<Seat, Card[] | undefined>;
  /** Cards per known hand (13 for a full deal, fewer for an end position). */
  handSize: number;
  /** Offset (in the game) of each hand's text, for diagnostics. */
  handOffsets: Partial<Record<Seat, number>>;
  complete: boolean;
}

/** Parses a Deal value whose text starts at `offset` in the game. Returns undefined when unusable. */
export function parseDeal(value: string, offset: number, sink: ProblemSink): DealInfo | undefined {
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
  const owner = new Map<Card, Seat>();
  let position = offset + 2;
  let ok = true;
  handTexts.forEach((handText, index) => {
    const seat = seatAfter(first, index);
    handOffsets[seat] = position;
    if (handText !== '-') {
      const hand = parseHand(handText, position, seat, owner, sink);
      if (hand) hands[seat] = hand; else ok = false;
    }
    position += handText.length + 1;
  });
  if (!ok) return undefined;
  return checkSizes(hands, handOffsets, offset, value, sink);
}

function parseHand(text: string, offset: number, seat: Seat, owner: Map<Card, Seat>, sink: ProblemSink): Card[] | undefined {
  const suits = text.split('.');
  if (suits.length !== 4) {
    sink.add('pbn.deal.syntax', 'error', offset, offset + text.length, { value: text });
    return undefined;
  }
  const cards: Card[] = [];
  let position = offset;
  let ok = true;
  for (let suitIndex = 0; suitIndex < suits.length; suitIndex++) {
    const ranks = suits[suitIndex];
    for (let i = 0; i < ranks.length; i++) {
      const at = position + i;
      const card = cardCode(SUITS[suitIndex], ranks[i]) ?? unusualCard(SUITS[suitIndex], ranks[i]);
      if (card === undefined) {
        sink.add('pbn.deal.bad-rank', 'error', at, at + 1, { rank: ranks[i] });
        ok = false;
        continue;
      }
      const holder = owner.get(card);
      if (holder) {
        sink.add('pbn.deal.duplicate-card', 'error', at, at + 1, { card, seat, other: holder });
        ok = false;
        continue;
      }
      owner.set(card, seat);
      cards.push(card);
    }
    position += ranks.length + 1;
  }
  return ok ? cards : undefined;
}

/** A rank the card table does not list but whose upper case is a rank; undefined when it is not a rank. */
function unusualCard(suit: Suit, rank: string): Card | undefined {
  const upper = rank.toUpperCase();
  return RANKS.includes(upper) ? suit + upper : undefined;
}

function checkSizes(hands: Record<Seat, Card[] | undefined>, handOffsets: Partial<Record<Seat, number>>, offset: number, value: string, sink: ProblemSink): DealInfo | undefined {
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
    sink.add('pbn.deal.empty', 'error', offset, offset + value.length);
    return undefined;
  }
  return { hands, handSize: largest, handOffsets, complete: known.length === 4 && largest === 13 };
}

function handLength(value: string, from: number): number {
  const end = value.indexOf(' ', from);
  return (end < 0 ? value.length : end) - from;
}
