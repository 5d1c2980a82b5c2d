/**
 * Deterministic PBN boards with planned irregularities, for the tests that must hold on every
 * kind of board (the fix property, the differential check of the reader): random deals and
 * contracts, a play that follows suit except where a revoke is planned (some marked `^R`, some
 * not, some boards with two), plays that stop early in a claim (at a trick's end or in the middle
 * of one), a few `[Laws]` tags of other editions and a few Results a Director set (`^`). The
 * Result written is the table result, the Score the one Law 77 gives it.
 */
import { Card, RANKS, SUITS, rankOf, rankValue, suitOf, winningCard } from '../server/src/bridge/cards';
import { Contract, STRAINS_ASCENDING, Vulnerability, isVulnerable } from '../server/src/bridge/contract';
import { SEATS, Seat, seatAfter, sideOf } from '../server/src/bridge/seats';
import { duplicateScore } from '../server/src/laws/scoring';
import { seededRandom } from './benchBoards';

const VULNERABILITY_CYCLE: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None', 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];

function shuffledDeck(random: () => number): Card[] {
  const deck = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank));
  for (let index = deck.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [deck[index], deck[other]] = [deck[other], deck[index]];
  }
  return deck;
}

function handText(hand: readonly Card[]): string {
  return SUITS.map((suit) => hand.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => rankValue(b) - rankValue(a)).join('')).join('.');
}

/** A planned revoke: at `trick`, `seat` fails to follow if he can. */
interface PlannedRevoke {
  trick: number;
  seat: Seat;
  marked: boolean;
}

/** One board as PBN text (CR LF line ends). */
export function irregularBoard(board: number, random: () => number): string {
  const dealer = SEATS[(board - 1) % 4];
  const vulnerability = VULNERABILITY_CYCLE[(board - 1) % 16];
  const deck = shuffledDeck(random);
  const hands: Record<Seat, Card[]> = { N: deck.slice(0, 13), E: deck.slice(13, 26), S: deck.slice(26, 39), W: deck.slice(39, 52) };
  const declarer = SEATS[Math.floor(random() * 4)];
  const contract: Contract = { level: 1 + Math.floor(random() * 6), strain: STRAINS_ASCENDING[Math.floor(random() * 5)], risk: random() < 0.2 ? 'X' : '' };
  const revokes: PlannedRevoke[] = [];
  const revokeCount = random() < 0.75 ? (random() < 0.25 ? 2 : 1) : 0;
  for (let count = 0; count < revokeCount; count++) revokes.push({ trick: 1 + Math.floor(random() * 13), seat: SEATS[Math.floor(random() * 4)], marked: random() < 0.3 });
  const stopAfter = random() < 0.45 ? 3 + Math.floor(random() * 9) : 13;
  const midTrick = stopAfter < 13 && random() < 0.3 ? 1 + Math.floor(random() * 3) : 0;
  const remaining = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const openingLeader = seatAfter(declarer);
  const rows: string[] = [];
  let leader = openingLeader;
  let declarerTricks = 0;
  for (let trick = 1; trick <= stopAfter + (midTrick ? 1 : 0); trick++) {
    const bySeat = new Map<Seat, string>();
    const played: Card[] = [];
    const cardsThisTrick = trick > stopAfter ? midTrick : 4;
    for (let turn = 0; turn < cardsThisTrick; turn++) {
      const seat = seatAfter(leader, turn);
      const hand = remaining[seat];
      const following = played.length ? hand.filter((card) => suitOf(card) === suitOf(played[0])) : [];
      const revoke = revokes.find((planned) => planned.trick === trick && planned.seat === seat);
      const others = hand.filter((card) => !following.includes(card));
      const choices = revoke && following.length && others.length ? others : following.length ? following : hand;
      const card = choices[Math.floor(random() * choices.length)];
      hand.splice(hand.indexOf(card), 1);
      played.push(card);
      bySeat.set(seat, (revoke?.marked && choices === others ? '^R ' : '') + card);
    }
    if (played.length === 4) {
      const winner = seatAfter(leader, played.indexOf(winningCard(played, contract.strain)));
      if (sideOf(winner) === sideOf(declarer)) declarerTricks++;
      leader = winner;
    }
    rows.push(SEATS.map((_, column) => bySeat.get(seatAfter(openingLeader, column)) ?? '-').join(' '));
  }
  if (stopAfter < 13) rows.push('*');
  const tableTricks = stopAfter < 13 ? Math.min(13, declarerTricks + Math.floor(random() * (14 - stopAfter))) : declarerTricks;
  const directorSet = random() < 0.05;
  const result = directorSet ? `^${Math.max(0, tableTricks - 1)}` : String(tableTricks);
  const score = duplicateScore(contract, isVulnerable(vulnerability, sideOf(declarer)), directorSet ? Math.max(0, tableTricks - 1) : tableTricks, '2017');
  const laws = random() < 0.15 ? [`[Laws "${['1975', '1987', '1997', '2007'][Math.floor(random() * 4)]}"]`] : [];
  const bid = `${contract.level}${contract.strain}`;
  const auction: string[] = [];
  for (let seat = dealer; seat !== declarer; seat = seatAfter(seat)) auction.push('Pass');
  auction.push(bid, ...(contract.risk ? ['X'] : []), 'Pass', 'Pass', 'Pass');
  const dealText = `${dealer}:` + [0, 1, 2, 3].map((step) => handText(hands[seatAfter(dealer, step)])).join(' ');
  return [
    '[Event "Generated"]', '[Site "Test"]', '[Date "2024.03.01"]', `[Board "${board}"]`,
    '[West "W"]', '[North "N"]', '[East "E"]', '[South "S"]', `[Dealer "${dealer}"]`, `[Vulnerable "${vulnerability}"]`,
    `[Deal "${dealText}"]`, '[Scoring "MP"]', `[Declarer "${declarer}"]`, `[Contract "${bid}${contract.risk}"]`,
    `[Result "${result}"]`, `[Score "${sideOf(declarer)} ${score}"]`, ...laws,
    `[Auction "${dealer}"]`, auction.join(' '), `[Play "${openingLeader}"]`, ...rows,
  ].join('\r\n');
}

/** `count` boards from `seed`, each as its own PBN text. */
export function irregularBoards(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => irregularBoard(index + 1, random));
}

/** A whole file of `count` such boards. */
export function irregularFile(count: number, seed: number): string {
  return `% PBN 2.1\r\n${irregularBoards(count, seed).join('\r\n\r\n')}\r\n`;
}
