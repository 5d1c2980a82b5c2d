/**
 * The LIN deal, `md|<d><S hand>,<W hand>,<N hand>,<E hand>|`: the digit names the dealer (1 S,
 * 2 W, 3 N, 4 E), the hands always come in the order S, W, N, E, each a run of suit letters
 * (`S H D C`, either case) followed by their ranks (`T` or `10` for the ten). The fourth hand may
 * be left empty; it is then derived from the other three. Every card keeps the offset of its
 * rank so that the editor can point at it; faults (a bad character, a card dealt twice, a hand
 * that is not 13 cards) are reported on the characters concerned.
 */
import { Card, SUITS, Suit, cardCode, parseSuit } from '../../bridge/cards';
import { SEATS, Seat } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { LinTag } from './tokens';

/** The hand order of `md` values. */
export const LIN_HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

/** The dealer digits of `md` values. */
export const LIN_DEALER_DIGITS: Readonly<Record<string, Seat>> = { 1: 'S', 2: 'W', 3: 'N', 4: 'E' };

/** One dealt card and the document range of its rank. */
export interface DealtLinCard {
  card: Card;
  seat: Seat;
  start: number;
  end: number;
}

/** A read `md` value. */
export interface LinDeal {
  dealer?: Seat;
  /** The document range of the dealer digit. */
  dealerStart?: number;
  /** Every hand (undefined when unknown); only set when all given hands are sound. */
  hands?: Record<Seat, Card[] | undefined>;
  /** The dealt cards as written, with their ranges. */
  cards: DealtLinCard[];
  /** The hand derived from the other three, if one was. */
  derived?: Seat;
  tag: LinTag;
}

/** Reads an `md` tag. */
export function readLinDeal(tag: LinTag, sink: ProblemSink): LinDeal {
  const value = tag.value;
  const deal: LinDeal = { cards: [], tag };
  let position = 0;
  if (/^[0-9]/.test(value)) {
    deal.dealer = LIN_DEALER_DIGITS[value[0]];
    deal.dealerStart = tag.valueStart;
    if (!deal.dealer) sink.add('pbn.lin.deal.bad-dealer', 'error', tag.valueStart, tag.valueStart + 1, { digit: value[0] });
    position = 1;
  }
  const handTexts = value.slice(position).split(',');
  if (handTexts.length > 4) sink.add('pbn.lin.deal.too-many-hands', 'error', tag.valueStart, tag.valueEnd, { count: handTexts.length });
  const hands = { N: undefined, E: undefined, S: undefined, W: undefined } as Record<Seat, Card[] | undefined>;
  const holders = new Map<Card, Seat>();
  let sound = handTexts.length <= 4;
  let offset = tag.valueStart + position;
  const unreadable = new Set<number>();
  handTexts.slice(0, 4).forEach((text, index) => {
    const seat = LIN_HAND_ORDER[index];
    const cards = readHand(text, offset, seat, holders, deal, sink);
    if (cards === undefined) { sound = false; if (/[^SHDCshdc0-9AKQJTakqjt]/.test(text)) unreadable.add(index); } else if (cards.length > 0) hands[seat] = cards;
    offset += text.length + 1;
  });
  const sized = checkSizes(handTexts.slice(0, 4), unreadable, deal, tag, sink);
  if (!sound || !sized) return deal;
  const known = SEATS.filter((seat) => hands[seat]);
  if (known.length === 3) {
    const missing = SEATS.find((seat) => !hands[seat])!;
    hands[missing] = SUITS.flatMap((suit) => [...'AKQJT98765432'].map((rank) => cardCode(suit, rank)!)).filter((card) => !holders.has(card));
    deal.derived = missing;
  }
  if (known.length > 0) deal.hands = hands;
  return deal;
}

/** Reads one hand; undefined when it has a fault. */
function readHand(text: string, offset: number, seat: Seat, holders: Map<Card, Seat>, deal: LinDeal, sink: ProblemSink): Card[] | undefined {
  const cards: Card[] = [];
  let suit: Suit | undefined;
  let ok = true;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    const at = offset + index;
    const asSuit = parseSuit(character);
    if (asSuit) { suit = asSuit; continue; }
    const isTen = character === '1' && text[index + 1] === '0';
    const card = suit ? cardCode(suit, isTen ? 'T' : character) ?? cardCode(suit, character.toUpperCase()) : undefined;
    const width = isTen ? 2 : 1;
    if (!card) {
      sink.add('pbn.lin.deal.bad-card', 'error', at, at + 1, { character, seat });
      ok = false;
      continue;
    }
    if (isTen) index++;
    const holder = holders.get(card);
    if (holder) {
      sink.add('pbn.lin.deal.duplicate-card', 'error', at, at + width, { card, seat, other: holder });
      ok = false;
      continue;
    }
    holders.set(card, seat);
    cards.push(card);
    deal.cards.push({ card, seat, start: at, end: at + width });
  }
  return ok ? cards : undefined;
}

/** Every hand given must hold 13 cards (LIN has no end positions); counted from the card characters written, hands with unreadable characters skipped. */
function checkSizes(handTexts: readonly string[], unreadable: ReadonlySet<number>, deal: LinDeal, tag: LinTag, sink: ProblemSink): boolean {
  let ok = true;
  let offset = tag.valueStart + (deal.dealerStart !== undefined ? 1 : 0);
  handTexts.forEach((text, index) => {
    const count = text.replace(/10/g, 'T').replace(/[SHDC]/gi, '').length;
    if (count !== 0 && count !== 13 && !unreadable.has(index)) {
      const first = text.search(/[^SHDCshdc]/);
      sink.add('pbn.lin.deal.hand-size', 'error', offset + Math.max(first, 0), offset + text.length, { seat: LIN_HAND_ORDER[index], count });
      ok = false;
    }
    offset += text.length + 1;
  });
  return ok;
}
