/**
 * Test helper: builds a `PlayedBoard` from readable trick strings. Each trick is written as
 * `'W:HA H2 H3 H4'` — the leader, then the cards clockwise from him; `^R` / `^L` before a card mark
 * it, `-` is an unknown card. Hands are the cards each seat played, plus `holds` (cards a seat
 * keeps for the unplayed tricks), plus the rest of the deck dealt so that nobody gets a suit he
 * showed out of — so the only revokes are the ones the trick strings show.
 */
import { Card, parseCard, Suit, SUITS, RANKS, suitOf, winningCard } from '../../../server/src/bridge/cards';
import { Contract, parseContract, Vulnerability } from '../../../server/src/bridge/contract';
import { parseSeat, Seat, SEATS, seatAfter } from '../../../server/src/bridge/seats';
import { IrregularityEvent, PlayedBoard, PlayedCard, PlayedTrick } from '../../../server/src/shapes/laws';

/** What a test says about a board. */
export interface BoardSpec {
  declarer: Seat;
  contract: string;
  vulnerability?: Vulnerability;
  tricks: readonly string[];
  holds?: Partial<Record<Seat, readonly string[]>>;
  events?: readonly string[];
  endedEarly?: boolean;
}

/** Builds the board a test describes. */
export function board(spec: BoardSpec): PlayedBoard {
  const contract = parseContract(spec.contract) as Contract;
  const tricks = spec.tricks.map((text, index) => parseTrick(text, index + 1, contract));
  return {
    declarer: spec.declarer,
    contract,
    vulnerability: spec.vulnerability ?? 'None',
    hands: dealHands(tricks, spec.holds ?? {}),
    tricks,
    endedEarly: spec.endedEarly ?? tricks.length < 13,
    events: (spec.events ?? []).map(parseEvent),
  };
}

/** `'2 E Revoke S2 NextBoard'` → an event. */
function parseEvent(text: string): IrregularityEvent {
  const [trick, seat, event, card, choice] = text.split(' ');
  return { trick: trick === '-' ? undefined : Number(trick), seat: parseSeat(seat) as Seat, event, card, choice };
}

/** Parses one trick string; the winner comes from the bridge primitives, not from the engine. */
function parseTrick(text: string, number: number, contract: Contract): PlayedTrick {
  const [leaderText, cardsText] = text.split(':');
  const leader = parseSeat(leaderText) as Seat;
  const cards: PlayedCard[] = cardsText.trim().split(/\s+/).map((token, position) => {
    const revokeMarked = token.includes('^R');
    const leadMarked = token.includes('^L');
    const bare = token.replace('^R', '').replace('^L', '');
    const card = bare === '-' ? undefined : parseCard(bare);
    if (bare !== '-' && !card) throw new Error(`bad card ${token}`);
    return { seat: seatAfter(leader, position), card, revokeMarked, leadMarked };
  });
  const known = cards.map((played) => played.card);
  let winner: Seat | undefined;
  if (known.length === 4 && known.every((card) => card !== undefined)) {
    const best = winningCard(known as Card[], contract.strain);
    winner = cards.find((played) => played.card === best)?.seat;
  }
  return { number, leader, cards, winner };
}

/** The four hands: played cards, `holds`, then the rest of the deck without suits a seat showed out of. */
function dealHands(tricks: PlayedTrick[], holds: Partial<Record<Seat, readonly string[]>>): Record<Seat, Card[]> {
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const shownOut: Record<Seat, Set<Suit>> = { N: new Set(), E: new Set(), S: new Set(), W: new Set() };
  const used = new Set<Card>();
  const take = (seat: Seat, card: Card) => {
    if (used.has(card)) throw new Error(`card ${card} used twice`);
    used.add(card);
    hands[seat].push(card);
  };
  for (const trick of tricks) {
    const lead = trick.cards[0]?.card;
    for (const { seat, card } of trick.cards) {
      if (card === undefined) continue;
      take(seat, card);
      if (lead && suitOf(card) !== suitOf(lead)) shownOut[seat].add(suitOf(lead));
    }
  }
  for (const seat of SEATS) for (const card of holds[seat] ?? []) take(seat, card);
  let rest = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank)).filter((card) => !used.has(card));
  while (rest.length > 0) {
    const options = rest.map((card) => ({ card, seats: SEATS.filter((seat) => hands[seat].length < 13 && !shownOut[seat].has(suitOf(card))) }));
    options.sort((a, b) => a.seats.length - b.seats.length);
    const { card, seats } = options[0];
    if (seats.length === 0) throw new Error(`cannot deal ${card}`);
    const seat = seats.reduce((best, candidate) => (hands[candidate].length < hands[best].length ? candidate : best));
    hands[seat].push(card);
    rest = rest.filter((other) => other !== card);
  }
  return hands;
}
