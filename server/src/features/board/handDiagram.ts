/**
 * The compact hand diagram of a deal for hovers, six lines that fit without scrolling: North on
 * top, West and East side by side, South below, each hand a heading with its high-card points
 * (ace 4, king 3, queen 2, jack 1) and one line of four suits (`♠KQ8643 ♥QJ10 ♦103 ♣6`, a void
 * as `—`, the ten as 10, Dutch ranks H V B). Unknown hands show as a dash.
 */
import { Card, RANKS, SUITS, SUIT_SYMBOLS, rankOf, suitOf } from '../../bridge/cards';
import { Seat } from '../../bridge/seats';
import { rankText } from '../../i18n/bridgeNotation';
import { seatName } from '../../i18n/bridgeTerms';
import { pointsWord } from '../../i18n/boardTexts';
import { Language } from '../../i18n/localize';
import { DealInfo } from '../../model/game/deal';

const POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };

/** High-card points of a hand. */
export function highCardPoints(hand: readonly Card[]): number {
  return hand.reduce((total, card) => total + (POINTS[rankOf(card)] ?? 0), 0);
}

/** One hand on one line: `♠KQ8643 ♥QJ10 ♦103 ♣6`, a void as `—`. */
export function handLine(hand: readonly Card[], language: Language): string {
  return SUITS.map((suit) => {
    const ranks = hand.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
    return `${SUIT_SYMBOLS[suit]}${ranks.length ? ranks.map((rank) => rankText(rank, language)).join('') : '—'}`;
  }).join(' ');
}

/** The heading and the line of one hand. */
export function handLines(seat: Seat, hand: readonly Card[] | undefined, language: Language): [string, string] {
  const count = hand ? highCardPoints(hand) : 0;
  return [`${seatName(seat, language)}${hand ? ` ${count} ${pointsWord(count, language)}` : ''}`, hand ? handLine(hand, language) : '-'];
}

/** The diagram as plain text lines (to be shown in a code block). */
export function handDiagram(deal: DealInfo, language: Language): string[] {
  const [north, south, west, east] = (['N', 'S', 'W', 'E'] as Seat[]).map((seat) => handLines(seat, deal.hands[seat], language));
  const width = Math.max(west[0].length, west[1].length) + 4;
  const indent = ' '.repeat(Math.min(width, 14));
  const pair = (left: string, right: string) => `${left.padEnd(width)}${right}`.trimEnd();
  return [indent + north[0], indent + north[1], pair(west[0], east[0]), pair(west[1], east[1]), indent + south[0], indent + south[1]];
}
