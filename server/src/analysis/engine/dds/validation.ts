/**
 * Checks what is handed to the solver before DDS sees it, so that every fault gets our own clear
 * message instead of a DDS return code: unknown hands, cards that are not cards or appear twice,
 * a full deal that is not 13-13-13-13, an end position whose hands do not fit the current trick.
 */
import { Card, parseCard } from '../../../bridge/cards';
import { SEATS, Seat, seatAfter } from '../../../bridge/seats';
import { DdError } from '../../logic/ddError';
import { DealHands, KnownHands, Position } from '../../../shapes/ddTypes';

/** The hands of a deal with every card in our upper-case form; throws for unknown or bad hands and duplicates. */
export function knownHands(hands: DealHands, extraCards: readonly Card[] = []): KnownHands {
  const unknown = SEATS.filter((seat) => !hands[seat]);
  if (unknown.length > 0) throw new DdError('dd.unknown-hand', { seats: unknown });
  const holder = new Map<Card, string>();
  const result = {} as Record<Seat, Card[]>;
  for (const seat of SEATS) {
    result[seat] = (hands[seat] as readonly Card[]).map((text) => {
      const card = parseCard(text);
      if (!card) throw new DdError('dd.bad-card', { card: text, seat });
      const other = holder.get(card);
      if (other) throw new DdError('dd.duplicate-card', { card, seats: [other, seat] });
      holder.set(card, seat);
      return card;
    });
  }
  for (const text of extraCards) {
    const card = parseCard(text);
    if (!card) throw new DdError('dd.bad-card', { card: text });
    const other = holder.get(card);
    if (other) throw new DdError('dd.duplicate-card', { card, seats: [other, 'trick'] });
    holder.set(card, 'trick');
  }
  return result;
}

/** A full deal: 13 known cards in each hand, no card twice. */
export function fullDeal(hands: DealHands): KnownHands {
  const known = knownHands(hands);
  const total = SEATS.reduce((sum, seat) => sum + known[seat].length, 0);
  const wrong = SEATS.find((seat) => known[seat].length !== 13);
  if (wrong) throw new DdError('dd.wrong-card-count', { seat: wrong, count: known[wrong].length, expected: 13, total });
  return known;
}

/** A full deal or an end position: equal hands of 1 to 13 cards. */
export function equalHands(hands: DealHands): KnownHands {
  const known = knownHands(hands);
  const sizes = SEATS.map((seat) => known[seat].length);
  // A hand of 13 or more means a full deal was meant: name the hand that is not 13.
  if (sizes.some((size) => size >= 13) && sizes.some((size) => size !== 13)) {
    const seat = SEATS[sizes.findIndex((size) => size !== 13)];
    throw new DdError('dd.wrong-card-count', { seat, count: known[seat].length, expected: 13, total: sizes.reduce((a, b) => a + b, 0) });
  }
  if (sizes.some((size) => size !== sizes[0])) throw new DdError('dd.unequal-hands', { counts: sizes });
  if (sizes[0] === 0) throw new DdError('dd.no-cards');
  return known;
}

/** A position: hands that fit the current trick (one card less for each seat that played to it). */
export function checkedPosition(position: Position): { hands: KnownHands; trick: Card[] } {
  const trickTexts = position.currentTrick ?? [];
  if (trickTexts.length > 3) throw new DdError('dd.trick-too-long', { count: trickTexts.length });
  const hands = knownHands(position.hands, trickTexts);
  const trick = trickTexts.map((text) => parseCard(text) as Card);
  const toPlay = seatAfter(position.leader, trick.length);
  const size = hands[toPlay].length;
  const fits = SEATS.every((seat, index) => {
    const played = (index - SEATS.indexOf(position.leader) + 4) % 4 < trick.length;
    return hands[seat].length === size - (played ? 1 : 0);
  });
  if (!fits || size > 13) throw new DdError('dd.unequal-hands', { counts: SEATS.map((seat) => hands[seat].length) });
  if (size === 0) throw new DdError('dd.no-cards');
  return { hands, trick };
}
