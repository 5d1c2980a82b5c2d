/**
 * The LIN play: `pc` tags hold the cards in the order they were played, one per tag or several
 * packed (`pc|SAHK|`), and say nothing of who played them. The seat of a card is the hand it was
 * dealt to (so a lead out of turn keeps its player), else the player whose turn it is; every
 * four cards make a trick whose winner leads the next. `mc|n|` is a claim: declarer's side takes
 * n tricks in all, possibly in the middle of a trick; it must lie between what that side has
 * already won and that plus the tricks still to play.
 */
import { Card, Strain, parseCard, winningCard } from '../../bridge/cards';
import { Seat, seatAfter, sideOf } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { LinTag } from './tokens';

/** One card of the play with its document range. */
export interface LinCard {
  card: Card;
  start: number;
  end: number;
  tag: LinTag;
  /** Filled in by `followTricks`. */
  seat?: Seat;
}

/** A claim (`mc`). */
export interface LinClaim {
  /** Declarer's side's total tricks. */
  tricks: number;
  tag: LinTag;
  /** How many cards had been played when it was made. */
  afterCards: number;
}

/** One trick as played. */
export interface LinTrick {
  cards: LinCard[];
  leader: Seat;
  winner?: Seat;
}

/** Cards in one deal: the most a board can hold. */
export const MAX_CARDS = 52;

/** The cards of a `pc` tag (one or several packed); unreadable text is reported. */
export function readCards(tag: LinTag, sink: ProblemSink): LinCard[] {
  const cards: LinCard[] = [];
  const value = tag.value;
  let index = 0;
  while (index < value.length) {
    if (value[index] === ' ') { index++; continue; }
    const width = value[index + 1] === '1' && value[index + 2] === '0' ? 3 : 2;
    const text = width === 3 ? value[index] + 'T' : value.slice(index, index + 2);
    const card = parseCard(text);
    const start = tag.valueStart + index;
    if (!card) {
      sink.add('pbn.lin.card.bad', 'error', start, Math.min(tag.valueEnd, start + width), { text: value.slice(index, index + width) });
      return cards;
    }
    cards.push({ card, start, end: start + width, tag });
    index += width;
  }
  if (value.trim() === '') sink.add('pbn.lin.card.bad', 'error', tag.start, tag.end, { text: '' });
  return cards;
}

/** Groups the cards into tricks and gives every card its seat. */
export function followTricks(cards: readonly LinCard[], openingLeader: Seat, trump: Strain, hands: Record<Seat, Card[] | undefined> | undefined): LinTrick[] {
  const holders = new Map<Card, Seat>();
  for (const seat of ['N', 'E', 'S', 'W'] as Seat[]) for (const card of hands?.[seat] ?? []) holders.set(card, seat);
  const tricks: LinTrick[] = [];
  let leader = openingLeader;
  for (let first = 0; first < cards.length; first += 4) {
    const trickCards = cards.slice(first, first + 4);
    const bySeat = trickCards.map((card, step) => holders.get(card.card) ?? seatAfter(leader, step));
    // Two cards from one hand in a trick: the hands cannot place them, so go by rotation.
    const seats = new Set(bySeat).size === bySeat.length ? bySeat : trickCards.map((_, step) => seatAfter(leader, step));
    trickCards.forEach((card, step) => { card.seat = seats[step]; });
    const trick: LinTrick = { cards: trickCards, leader: seats[0] };
    if (trickCards.length === 4) {
      const winning = winningCard(trickCards.map((card) => card.card), trump);
      trick.winner = trickCards.find((card) => card.card === winning)!.seat;
      leader = trick.winner!;
    }
    tricks.push(trick);
  }
  return tricks;
}

/** Tricks won per side in the complete tricks among the first `cardCount` cards. */
export function tricksWonBefore(tricks: readonly LinTrick[], cardCount: number): { NS: number; EW: number; complete: number } {
  const won = { NS: 0, EW: 0, complete: 0 };
  for (let index = 0; index < Math.floor(cardCount / 4) && index < tricks.length; index++) {
    const winner = tricks[index].winner;
    if (!winner) continue;
    won[sideOf(winner)]++;
    won.complete++;
  }
  return won;
}

/** Checks a claim against the tricks already won and the tricks left. */
export function checkClaim(claim: LinClaim, tricks: readonly LinTrick[], declarer: Seat, sink: ProblemSink): void {
  const won = tricksWonBefore(tricks, claim.afterCards);
  const side = sideOf(declarer);
  const already = won[side];
  const left = 13 - won.complete;
  const { valueStart, valueEnd } = claim.tag;
  if (claim.tricks > already + left) {
    sink.add('pbn.lin.claim.too-many', 'error', valueStart, valueEnd, { claimed: claim.tricks, side, won: already, left, most: already + left });
  } else if (claim.tricks < already) {
    sink.add('pbn.lin.claim.too-few', 'error', valueStart, valueEnd, { claimed: claim.tricks, side, won: already });
  }
}
