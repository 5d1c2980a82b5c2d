/**
 * Deterministic PBN boards with `[Irregularities]` events, for the differential check of the
 * Laws engine: random deals and contracts, a play that follows suit except at a planned revoke,
 * sometimes a lead out of turn (marked `^L` or not), sometimes a claim, and one to three events
 * drawn from the tag's vocabulary with cards taken from the play (so that many of them fit the
 * record and reach the engine) and now and then a malformed one (so that the reader's checks
 * run too). Nothing here is meant to be a correct ruling: the boards only have to be varied.
 */
import { Card, RANKS, SUITS, rankOf, rankValue, suitOf, winningCard } from '../server/src/bridge/cards';
import { Contract, STRAINS_ASCENDING, Vulnerability, isVulnerable } from '../server/src/bridge/contract';
import { SEATS, Seat, partnerOf, seatAfter, sideOf } from '../server/src/bridge/seats';
import { duplicateScore } from '../server/src/laws/scoring';
import { seededRandom } from './benchBoards';

const VULNERABILITIES: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All'];
const EDITIONS = ['1975', '1987', '1997', '2007', '2017'];

type Random = () => number;

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

function handText(hand: readonly Card[]): string {
  return SUITS.map((suit) => hand.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => rankValue(b) - rankValue(a)).join('')).join('.');
}

/** One card as played: trick number, seat, card. */
interface Played {
  trick: number;
  seat: Seat;
  card: Card;
}

/** The play of a board: rows in fixed columns and every card played. */
interface GeneratedPlay {
  rows: string[];
  played: Played[];
  declarerTricks: number;
  tricks: number;
}

/** Plays the board: follows suit except at `revoke`, lets `outOfTurn` lead trick `outOfTurnTrick`. */
function play(hands: Record<Seat, Card[]>, declarer: Seat, contract: Contract, random: Random): GeneratedPlay {
  const remaining = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const openingLeader = seatAfter(declarer);
  const revokeTrick = random() < 0.4 ? 1 + Math.floor(random() * 12) : 0;
  const revokeSeat = pick(random, SEATS);
  const outOfTurnTrick = random() < 0.4 ? 1 + Math.floor(random() * 10) : 0;
  const outOfTurnMarked = random() < 0.5;
  const stopAfter = random() < 0.4 ? 2 + Math.floor(random() * 10) : 13;
  const rows: string[] = [];
  const played: Played[] = [];
  let leader = openingLeader;
  let declarerTricks = 0;
  for (let trick = 1; trick <= stopAfter; trick++) {
    const outOfTurn = trick === outOfTurnTrick;
    if (outOfTurn) leader = seatAfter(leader, 1 + Math.floor(random() * 3));
    const cards: Card[] = [];
    const bySeat = new Map<Seat, string>();
    for (let turn = 0; turn < 4; turn++) {
      const seat = seatAfter(leader, turn);
      const hand = remaining[seat];
      const following = cards.length ? hand.filter((card) => suitOf(card) === suitOf(cards[0])) : [];
      const others = hand.filter((card) => !following.includes(card));
      const revokes = trick === revokeTrick && seat === revokeSeat && following.length > 0 && others.length > 0;
      const choices = revokes ? others : following.length ? following : hand;
      const card = pick(random, choices);
      hand.splice(hand.indexOf(card), 1);
      cards.push(card);
      played.push({ trick, seat, card });
      const mark = revokes && random() < 0.4 ? '^R ' : outOfTurn && turn === 0 && outOfTurnMarked ? '^L ' : '';
      bySeat.set(seat, mark + card);
    }
    const winner = seatAfter(leader, cards.indexOf(winningCard(cards, contract.strain)));
    if (sideOf(winner) === sideOf(declarer)) declarerTricks++;
    leader = winner;
    rows.push(SEATS.map((_, column) => bySeat.get(seatAfter(openingLeader, column))!).join(' '));
  }
  if (stopAfter < 13) rows.push('*');
  return { rows, played, declarerTricks, tricks: stopAfter };
}

const LEAD_CHOICES = ['Accepted', 'Rejected', 'MustAccept', 'ProperLead', 'WrongHand', 'DeclarerSpreads'];
const PENALTY_CHOICES = ['Major', 'Minor'];
const RESTRICTION_CHOICES = ['Require', 'Forbid', 'None'];
const PREMATURE_CHOICES = ['Highest', 'Lowest', 'Play:S', 'NotPlay:H', 'None', 'Play:D'];
const REVOKE_CHOICES = ['Established', 'Corrected', 'NextBoard', 'AfterRound', 'AsIfEstablished'];
const CLAIM_CHOICES = ['Agreed', 'Disputed', 'PlayedOn'];
const MALFORMED = ['1 X Revoke SA Established', '2 N Reneged HA Corrected', '14 E PenaltyCard D2 Major', '3 W LeadRestriction SA Require', '1 N Claim'];

/** One event of the tag, mostly about a card of the play. */
function event(random: Random, generated: GeneratedPlay, declarer: Seat): string {
  const roll = random();
  const any = pick(random, generated.played);
  const defenders = [seatAfter(declarer), seatAfter(declarer, 3)];
  const defenderCard = pick(random, generated.played.filter((card) => defenders.includes(card.seat)));
  if (roll < 0.2) {
    const lead = pick(random, generated.played.filter((card, index) => index % 4 === 0));
    return `${lead.trick} ${lead.seat} LeadOutOfTurn ${lead.card} ${pick(random, LEAD_CHOICES)}`;
  }
  if (roll < 0.35) return `${defenderCard.trick} ${defenderCard.seat} PenaltyCard ${defenderCard.card} ${pick(random, PENALTY_CHOICES)}`;
  if (roll < 0.45) {
    const trick = Math.min(generated.tricks, defenderCard.trick + Math.floor(random() * 2));
    return `${trick} ${partnerOf(defenderCard.seat)} LeadRestriction ${suitOf(defenderCard.card)} ${pick(random, RESTRICTION_CHOICES)}`;
  }
  if (roll < 0.6) return `${defenderCard.trick} ${defenderCard.seat} PrematurePlay ${defenderCard.card} ${pick(random, PREMATURE_CHOICES)}`;
  if (roll < 0.8) return `${any.trick} ${any.seat} Revoke ${any.card} ${pick(random, REVOKE_CHOICES)}`;
  if (roll < 0.93) return `${random() < 0.5 ? generated.tricks + 1 : '-'} ${pick(random, SEATS)} Claim - ${pick(random, CLAIM_CHOICES)}`;
  return pick(random, MALFORMED);
}

/** One board as PBN text (CR LF line ends). */
export function eventBoard(board: number, random: Random): string {
  const dealer = SEATS[(board - 1) % 4];
  const vulnerability = pick(random, VULNERABILITIES);
  const deck = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank));
  for (let index = deck.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [deck[index], deck[other]] = [deck[other], deck[index]];
  }
  const hands: Record<Seat, Card[]> = { N: deck.slice(0, 13), E: deck.slice(13, 26), S: deck.slice(26, 39), W: deck.slice(39, 52) };
  const declarer = pick(random, SEATS);
  const contract: Contract = { level: 1 + Math.floor(random() * 6), strain: pick(random, STRAINS_ASCENDING), risk: random() < 0.2 ? 'X' : '' };
  const generated = play(hands, declarer, contract, random);
  const events = Array.from({ length: 1 + Math.floor(random() * 3) }, () => event(random, generated, declarer));
  const tableTricks = generated.tricks < 13 ? Math.min(13, generated.declarerTricks + Math.floor(random() * (14 - generated.tricks))) : generated.declarerTricks;
  const directorSet = random() < 0.1;
  const result = directorSet ? `^${Math.max(0, tableTricks - 1)}` : String(tableTricks);
  const score = duplicateScore(contract, isVulnerable(vulnerability, sideOf(declarer)), tableTricks, '2017');
  const laws = random() < 0.6 ? [`[Laws "${pick(random, EDITIONS)}"]`] : [];
  const bid = `${contract.level}${contract.strain}`;
  const auction: string[] = [];
  for (let seat = dealer; seat !== declarer; seat = seatAfter(seat)) auction.push('Pass');
  auction.push(bid, ...(contract.risk ? ['X'] : []), 'Pass', 'Pass', 'Pass');
  const dealText = `${dealer}:` + [0, 1, 2, 3].map((step) => handText(hands[seatAfter(dealer, step)])).join(' ');
  return [
    '[Event "Events"]', '[Site "Test"]', '[Date "2024.03.01"]', `[Board "${board}"]`,
    '[West "W"]', '[North "N"]', '[East "E"]', '[South "S"]', `[Dealer "${dealer}"]`, `[Vulnerable "${vulnerability}"]`,
    `[Deal "${dealText}"]`, '[Scoring "MP"]', `[Declarer "${declarer}"]`, `[Contract "${bid}${contract.risk}"]`,
    `[Result "${result}"]`, `[Score "${sideOf(declarer)} ${score}"]`, ...laws, `[Irregularities "${events.join('; ')}"]`,
    `[Auction "${dealer}"]`, auction.join(' '), `[Play "${seatAfter(declarer)}"]`, ...generated.rows,
  ].join('\r\n');
}

/** A whole file of `count` boards with events, from `seed`. */
export function eventFile(count: number, seed: number): string {
  const random = seededRandom(seed);
  const boards = Array.from({ length: count }, (_, index) => eventBoard(index + 1, random));
  return `% PBN 2.1\r\n${boards.join('\r\n\r\n')}\r\n`;
}
