/**
 * The measuring file of issue 33: 20 boards of declarer claims, made the same on every run from a
 * seed. Board k stops after 1 + round(k · 48 / 19) cards (from the opening lead alone to 49 cards:
 * 0 to 12 tricks done, most of them mid-trick); the cards are legal (following suit when able)
 * and drawn at random; South plays 3NT or 4♠, West leads. Declarer claims what double dummy gives
 * his side on the actual layout (as a claim usually does), one trick less on every third board (a
 * concession). `npx tsx scripts/bench/claimBoards.ts FILE` writes it (needs the built engine).
 */
import { writeFileSync } from 'node:fs';
import { Card, RANKS, SUITS, Strain, sortCards, suitOf, winningCard } from '../../server/src/bridge/cards';
import { SEATS, Seat, seatAfter, sideOf } from '../../server/src/bridge/seats';
import { randomBelow, seededRandom } from '../../server/src/analysis/logic/layouts/seededRandom';
import { DdsEngine } from '../../server/src/analysis/engine/dds/engine';

/** Boards in the file. */
export const CLAIM_BOARD_COUNT = 20;

/** Cards played before the claim on board `index` (0-based): 1 … 49. */
export function cardsBeforeClaim(index: number, count = CLAIM_BOARD_COUNT): number {
  return 1 + Math.round((index * 48) / Math.max(1, count - 1));
}

/** The PBN text of the claims file. */
export function claimBoardsText(engine: DdsEngine, count = CLAIM_BOARD_COUNT, seed = 33): string {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => claimBoard(engine, index, random, cardsBeforeClaim(index, count))).join('\n');
}

function claimBoard(engine: DdsEngine, index: number, random: () => number, played: number): string {
  const pack = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank));
  for (let i = pack.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  const hands = Object.fromEntries(SEATS.map((seat, at) => [seat, sortCards(pack.slice(at * 13, at * 13 + 13))])) as Record<Seat, Card[]>;
  const trump: Strain = index % 2 === 0 ? 'NT' : 'S';
  const left = Object.fromEntries(SEATS.map((seat) => [seat, [...hands[seat]]])) as Record<Seat, Card[]>;
  const tricks: Array<Partial<Record<Seat, Card>>> = [];
  let leader: Seat = 'W';
  let won = 0;
  let trick: Card[] = [];
  for (let card = 0; card < played; card++) {
    const seat = seatAfter(leader, trick.length);
    const follow = trick.length ? left[seat].filter((held) => suitOf(held) === suitOf(trick[0])) : [];
    const choices = follow.length ? follow : left[seat];
    const chosen = choices[randomBelow(random, choices.length)];
    left[seat].splice(left[seat].indexOf(chosen), 1);
    if (trick.length === 0) tricks.push({});
    tricks[tricks.length - 1][seat] = chosen;
    trick.push(chosen);
    if (trick.length === 4) {
      const winner = seatAfter(leader, trick.indexOf(winningCard(trick, trump)));
      if (sideOf(winner) === 'NS') won++;
      leader = winner;
      trick = [];
    }
  }
  const remaining = 13 - Math.floor(played / 4);
  const toPlay = seatAfter(leader, trick.length);
  const theirs = engine.mostTricks({ hands: left, trump, leader, currentTrick: trick });
  const declarerSide = sideOf(toPlay) === 'NS' ? theirs : remaining - theirs;
  const result = won + declarerSide - (index % 3 === 2 && declarerSide > 0 ? 1 : 0);
  const deal = `N:${SEATS.map((seat) => SUITS.map((suit) => hands[seat].filter((card) => suitOf(card) === suit).map((card) => card[1]).join('')).join('.')).join(' ')}`;
  const columns: Seat[] = ['W', 'N', 'E', 'S'];
  const tags: Array<[string, string]> = [
    ['Event', 'Claims (issue 33)'], ['Board', String(index + 1)], ['Dealer', 'S'], ['Vulnerable', 'None'], ['Deal', deal],
    ['Declarer', 'S'], ['Contract', trump === 'NT' ? '3NT' : '4S'], ['Result', String(result)],
  ];
  return [
    ...tags.map(([name, value]) => `[${name} "${value}"]`),
    '[Auction "S"]', `${trump === 'NT' ? '3NT' : '4S'} Pass Pass Pass`, '[Play "W"]',
    ...tricks.map((cards) => columns.map((seat) => cards[seat] ?? '-').join(' ')), '*', '',
  ].join('\n');
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: claimBoards.ts FILE');
  void DdsEngine.load().then((engine) => writeFileSync(file, claimBoardsText(engine)));
}
