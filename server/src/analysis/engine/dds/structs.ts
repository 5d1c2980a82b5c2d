/**
 * The byte layout of the DDS structs we exchange (dll.h, 32-bit ints, no padding) and the
 * functions that write our values into the module's memory and read DDS's answers back.
 * `deal` is trump, first, currentTrickSuit[3], currentTrickRank[3], remainCards[hand][suit].
 */
import { Card } from '../../../bridge/cards';
import { SEATS } from '../../../bridge/seats';
import { DdsModule } from './ddsModule';
import { cardRank, holdings, suitIndex } from './encoding';
import { KnownHands } from '../../../shapes/ddTypes';

/** Bytes of each struct. */
export const SIZES = { deal: 96, ddTableDeal: 64, ddTableResults: 80, futureTricks: 216, parResultsDealer: 108, playTraceBin: 420, solvedPlay: 216 };

/** Writes 32-bit ints at a byte address. */
export function writeInts(dds: DdsModule, address: number, values: readonly number[]): void {
  dds.HEAP32.set(values, address >> 2);
}

/** Reads `count` 32-bit ints from a byte address. */
export function readInts(dds: DdsModule, address: number, count: number): number[] {
  return Array.from(dds.HEAP32.subarray(address >> 2, (address >> 2) + count));
}

/** Reads a NUL-terminated ASCII string of at most `max` bytes. */
export function readText(dds: DdsModule, address: number, max: number): string {
  const bytes = dds.HEAPU8.subarray(address, address + max);
  const end = bytes.indexOf(0);
  return Buffer.from(bytes.subarray(0, end < 0 ? max : end)).toString('latin1');
}

/** The 16 holdings of a deal, hand by hand (N E S W), suit by suit (S H D C). */
function remainCards(hands: KnownHands): number[] {
  return SEATS.flatMap((seat) => holdings(hands[seat]));
}

/** Writes a `ddTableDeal`. */
export function writeTableDeal(dds: DdsModule, address: number, hands: KnownHands): void {
  writeInts(dds, address, remainCards(hands));
}

/** Writes a `deal`: trump and leader as DDS numbers, up to 3 cards of the current trick, the hands. */
export function writeDeal(dds: DdsModule, address: number, trump: number, first: number, trick: readonly Card[], hands: KnownHands): void {
  const suits = [0, 1, 2].map((i) => (i < trick.length ? suitIndex(trick[i]) : 0));
  const ranks = [0, 1, 2].map((i) => (i < trick.length ? cardRank(trick[i]) : 0));
  writeInts(dds, address, [trump, first, ...suits, ...ranks, ...remainCards(hands)]);
}

/** Writes a `playTraceBin` of the played cards. */
export function writePlayTrace(dds: DdsModule, address: number, cards: readonly Card[]): void {
  const suits = new Array<number>(52).fill(0);
  const ranks = new Array<number>(52).fill(0);
  cards.forEach((card, index) => { suits[index] = suitIndex(card); ranks[index] = cardRank(card); });
  writeInts(dds, address, [cards.length, ...suits, ...ranks]);
}

/** A `futureTricks` as DDS fills it: per returned card its suit, rank, lower equal ranks and score. */
export interface FutureTricks {
  cards: Array<{ suit: number; rank: number; equals: number; score: number }>;
}

/** Reads a `futureTricks`. */
export function readFutureTricks(dds: DdsModule, address: number): FutureTricks {
  const ints = readInts(dds, address, SIZES.futureTricks / 4);
  const count = ints[1];
  const cards = [];
  for (let i = 0; i < count; i++) cards.push({ suit: ints[2 + i], rank: ints[15 + i], equals: ints[28 + i], score: ints[41 + i] });
  return { cards };
}

/** Reads a `parResultsDealer`: the score (NS view) and DDS's contract texts. */
export function readDealerPar(dds: DdsModule, address: number): { score: number; contracts: string[] } {
  const [number, score] = readInts(dds, address, 2);
  const contracts = [];
  for (let i = 0; i < Math.min(number, 10); i++) contracts.push(readText(dds, address + 8 + 10 * i, 10));
  return { score, contracts };
}
