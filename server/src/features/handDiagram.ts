/**
 * The compact hand diagram of a deal for hovers: North on top, West and East side by side,
 * South below, each hand as four suit lines with suit symbols and its high-card points (ace 4,
 * king 3, queen 2, jack 1). Unknown hands show as a dash.
 */
import { Card, RANKS, SUITS, SUIT_SYMBOLS, rankOf, suitOf } from '../bridge/cards';
import { Seat } from '../bridge/seats';
import { seatName } from '../i18n/bridgeTerms';
import { Language } from '../i18n/localize';
import { DealInfo } from '../model/deal';

const POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };
const INDENT = 14;

/** High-card points of a hand. */
export function highCardPoints(hand: readonly Card[]): number {
  return hand.reduce((total, card) => total + (POINTS[rankOf(card)] ?? 0), 0);
}

/** The lines of one hand: a heading with the HCP, then one line per suit. */
export function handLines(seat: Seat, hand: readonly Card[] | undefined, language: Language): string[] {
  const heading = `${seatName(seat, language)}${hand ? ` (${highCardPoints(hand)} HCP)` : ''}`;
  if (!hand) return [heading, '-'];
  const suitLine = (suit: string) => {
    const ranks = hand.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
    return `${SUIT_SYMBOLS[suit as keyof typeof SUIT_SYMBOLS]} ${ranks.length ? ranks.join('') : '—'}`;
  };
  return [heading, ...SUITS.map(suitLine)];
}

/** The diagram as plain text lines (to be shown in a code block). */
export function handDiagram(deal: DealInfo, language: Language): string[] {
  const north = handLines('N', deal.hands.N, language);
  const south = handLines('S', deal.hands.S, language);
  const west = handLines('W', deal.hands.W, language);
  const east = handLines('E', deal.hands.E, language);
  const pad = ' '.repeat(INDENT);
  const middle = Array.from({ length: Math.max(west.length, east.length) }, (_, index) =>
    `${(west[index] ?? '').padEnd(INDENT * 2)}${east[index] ?? ''}`.trimEnd());
  return [...north.map((line) => pad + line), ...middle, ...south.map((line) => pad + line)];
}
