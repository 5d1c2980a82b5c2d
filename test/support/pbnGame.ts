/**
 * Test helper: writes a PBN game from readable trick lists (the Laws tests' `BoardSpec`), with a
 * one-line auction that reaches the contract, the Play section in columns from the opening
 * leader, and whatever Result, Score and extra tags the test gives. Lets the end-to-end tests
 * describe boards the way a Director reads them.
 */
import { SUITS, rankValue } from '../../server/src/bridge/cards';
import { Seat, SEATS, seatAfter } from '../../server/src/bridge/seats';
import { BoardSpec, board } from '../laws/support/boardBuilder';

/** A game to write: the board plus its tags. */
export interface GameSpec extends BoardSpec {
  boardNumber?: number;
  result?: string;
  score?: string;
  extraTags?: string[];
  lineEnding?: '\n' | '\r\n';
}

function handText(cards: readonly string[]): string {
  return SUITS.map((suit) => cards.filter((card) => card[0] === suit).sort((a, b) => rankValue(b[1]) - rankValue(a[1])).map((card) => card[1]).join('')).join('.');
}

/** The auction: declarer opens the contract, LHO doubles if it is doubled, partner redoubles, then passes. */
function auction(declarer: Seat, contract: string): string {
  const bid = contract.replace(/X+$/, '');
  const risk = contract.slice(bid.length);
  const calls = [bid, ...(risk ? ['X'] : []), ...(risk === 'XX' ? ['XX'] : []), 'Pass', 'Pass', 'Pass'];
  return calls.join(' ');
}

/** The PBN text of one game. */
export function pbnGame(spec: GameSpec): string {
  const played = board(spec);
  const openingLeader = seatAfter(spec.declarer);
  const rows = spec.tricks.map((text) => {
    const [leaderText, cardsText] = text.split(':');
    const tokens = cardsText.trim().split(/\s+/);
    const bySeat = new Map<Seat, string>();
    tokens.forEach((token, position) => bySeat.set(seatAfter(leaderText as Seat, position), token.replace('^R', '^R ').replace('^L', '^L ')));
    return [0, 1, 2, 3].map((step) => bySeat.get(seatAfter(openingLeader, step)) ?? '-').join(' ');
  });
  const deal = `N:${SEATS.map((seat) => handText(played.hands[seat])).join(' ')}`;
  const lines = [
    '[Event "Test"]', '[Site "Test"]', '[Date "2024.03.14"]', `[Board "${spec.boardNumber ?? 1}"]`,
    `[Dealer "${spec.declarer}"]`, `[Vulnerable "${spec.vulnerability ?? 'None'}"]`, `[Deal "${deal}"]`,
    `[Declarer "${spec.declarer}"]`, `[Contract "${spec.contract}"]`,
    ...(spec.result !== undefined ? [`[Result "${spec.result}"]`] : []),
    ...(spec.score !== undefined ? [`[Score "${spec.score}"]`] : []),
    ...(spec.extraTags ?? []),
    `[Auction "${spec.declarer}"]`, auction(spec.declarer, spec.contract),
    `[Play "${openingLeader}"]`, ...rows, ...(spec.tricks.length < 13 ? ['*'] : []),
  ];
  return lines.join(spec.lineEnding ?? '\n') + (spec.lineEnding ?? '\n');
}
