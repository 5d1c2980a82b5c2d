/**
 * Deterministic PBN boards for the benchmark: a seeded pseudo-random generator deals four hands,
 * writes a legal auction that ends in a contract, plays thirteen tricks in which every player
 * follows suit when able, and fills Result and Score from the project's own trick and scoring
 * rules, so a correct reader finds nothing to report.
 */
import { Card, RANKS, SUITS, rankValue, rankOf, suitOf, winningCard } from '../server/src/bridge/cards';
import { Contract, STRAINS_ASCENDING, Vulnerability, isVulnerable } from '../server/src/bridge/contract';
import { SEATS, Seat, seatAfter, sideOf } from '../server/src/bridge/seats';
import { duplicateScore } from '../server/src/laws/scoring';
import { seededRandom } from '../server/src/analysis/logic/layouts/seededRandom';

/** A seeded pseudo-random source (mulberry32, the one the claim layouts' sample draws with): the same seed gives the same boards. */
export { seededRandom };

const VULNERABILITY_CYCLE: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None', 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];

/** Shuffles and deals 52 cards into four hands of 13, keyed by seat. */
function dealHands(random: () => number): Record<Seat, Card[]> {
  const deck: Card[] = [];
  for (const suit of SUITS) for (const rank of RANKS) deck.push(suit + rank);
  for (let index = deck.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [deck[index], deck[other]] = [deck[other], deck[index]];
  }
  return { N: deck.slice(0, 13), E: deck.slice(13, 26), S: deck.slice(26, 39), W: deck.slice(39, 52) };
}

/** A hand as PBN writes it: `S.H.D.C`, ranks descending. */
function handText(hand: readonly Card[]): string {
  return SUITS.map((suit) => hand.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => rankValue(b) - rankValue(a)).join('')).join('.');
}

/** The calls of a legal auction in which `declarer` opens the contract bid, perhaps doubled. */
function auctionCalls(dealer: Seat, declarer: Seat, contract: Contract): string[] {
  const calls: string[] = [];
  for (let seat = dealer; seat !== declarer; seat = seatAfter(seat)) calls.push('Pass');
  calls.push(`${contract.level}${contract.strain}`);
  if (contract.risk !== '') calls.push('X');
  if (contract.risk === 'XX') calls.push('XX');
  calls.push('Pass', 'Pass', 'Pass');
  return calls;
}

/** Plays 13 tricks at random, following suit; returns the rows in fixed columns and the declaring side's tricks. */
function playTricks(hands: Record<Seat, Card[]>, declarer: Seat, contract: Contract, random: () => number): { rows: string[]; declarerTricks: number } {
  const remaining = { N: [...hands.N], E: [...hands.E], S: [...hands.S], W: [...hands.W] };
  const openingLeader = seatAfter(declarer);
  const rows: string[] = [];
  let leader = openingLeader;
  let declarerTricks = 0;
  for (let trick = 0; trick < 13; trick++) {
    const played: Card[] = [];
    const bySeat = new Map<Seat, Card>();
    for (let turn = 0; turn < 4; turn++) {
      const seat = seatAfter(leader, turn);
      const hand = remaining[seat];
      const following = played.length ? hand.filter((card) => suitOf(card) === suitOf(played[0])) : [];
      const choices = following.length ? following : hand;
      const card = choices[Math.floor(random() * choices.length)];
      hand.splice(hand.indexOf(card), 1);
      played.push(card);
      bySeat.set(seat, card);
    }
    const winner = seatAfter(leader, played.indexOf(winningCard(played, contract.strain)));
    if (sideOf(winner) === sideOf(declarer)) declarerTricks++;
    rows.push(SEATS.map((_, column) => bySeat.get(seatAfter(openingLeader, column))!).join(' '));
    leader = winner;
  }
  return { rows, declarerTricks };
}

/** One complete, consistent board in export-like format. */
export function generateBoard(board: number, random: () => number): string {
  const dealer = SEATS[(board - 1) % 4];
  const vulnerability = VULNERABILITY_CYCLE[(board - 1) % 16];
  const hands = dealHands(random);
  const declarer = SEATS[Math.floor(random() * 4)];
  const riskRoll = random();
  const contract: Contract = {
    level: 1 + Math.floor(random() * random() * 7),
    strain: STRAINS_ASCENDING[Math.floor(random() * 5)],
    risk: riskRoll < 0.1 ? 'XX' : riskRoll < 0.25 ? 'X' : '',
  };
  const { rows, declarerTricks } = playTricks(hands, declarer, contract, random);
  const score = duplicateScore(contract, isVulnerable(vulnerability, sideOf(declarer)), declarerTricks, '2017');
  const calls = auctionCalls(dealer, declarer, contract);
  const auctionRows: string[] = [];
  for (let index = 0; index < calls.length; index += 4) auctionRows.push(calls.slice(index, index + 4).join(' '));
  const dealText = `${dealer}:` + [0, 1, 2, 3].map((step) => handText(hands[seatAfter(dealer, step)])).join(' ');
  return [
    `[Event "Benchmark"]`, `[Site "Nowhere"]`, `[Date "2024.03.01"]`, `[Board "${board}"]`,
    `[West "West"]`, `[North "North"]`, `[East "East"]`, `[South "South"]`,
    `[Dealer "${dealer}"]`, `[Vulnerable "${vulnerability}"]`, `[Deal "${dealText}"]`, `[Scoring "IMP"]`,
    `[Declarer "${declarer}"]`, `[Contract "${contract.level}${contract.strain}${contract.risk}"]`,
    `[Result "${declarerTricks}"]`, `[Score "${sideOf(declarer)} ${score}"]`,
    `[Auction "${dealer}"]`, ...auctionRows,
    `[Play "${seatAfter(declarer)}"]`, ...rows,
  ].join('\r\n');
}

/** A whole file of `count` boards, games separated by one empty line. */
export function generateFile(count: number, seed: number): string {
  const random = seededRandom(seed);
  const games: string[] = [];
  for (let board = 1; board <= count; board++) games.push(generateBoard(board, random));
  return `% PBN 2.1\r\n% EXPORT\r\n${games.join('\r\n\r\n')}\r\n`;
}
