/**
 * A Bridgemate session projected onto PBN games, so that `check`, `audit` and the rulings read a
 * club's results as they read a PBN traveller. Per section and board, in that order: one game
 * with the deal (the `HandRecord`, else the deals given beside the session, else `?`), the
 * dealer and vulnerability of the board number, and a `[ScoreTable]` with one row per result the
 * tables sent: Table, Round, PairId_NS, PairId_EW, Contract, Declarer, Result (tricks taken),
 * Lead and Remarks (`"Arbitral score"`, `"40%-60%"`, …). Then, for each table whose calls or
 * cards Bridgemate kept, a game of that table ([Table], [Round], [PairNS], [PairEW] name its
 * traveller row) with its Auction and Play.
 *
 * The play is written in PBN's fixed columns from the opening leader: each trick's cards go to
 * the columns of the seats that played them. A card whose rank was not entered (`Sx`) is written
 * `-` (unknown) with `{Bridgemate Sx}` after it, the form the model reads as a broken record, the
 * play incomplete (model/game/unrankedCards.ts); a trick whose directions are not the four seats is written in the order the
 * cards were entered, so that a card lands with a hand that does not hold it and the game reads
 * as a broken record (`pbn.play.broken-record`), never as a revoke; a card entered twice reads
 * the same way.
 */
import { SEATS, Seat, seatAfter } from '../bridge/seats';
import { formatContract } from '../bridge/contract';
import { pushAll } from '../arrays';
import { dealerOfBoard, vulnerabilityOfBoard } from '../lin/reader/identity';
import { pbnString } from '../lin/toPbn/pbnWriter';
import { BoardDeals } from './boardDeals';
import { BwsAction, BwsResult, BwsSession } from './sessionTables';
import { bwsSeat, pbnCall, pbnSuit, readBwsCard, readBwsContract, tricksOfResult } from './bwsValues';

/** What the projection is given besides the session. */
export interface BwsProjectionOptions {
  /** The Event tag (the session's file name, say). */
  event?: string;
  /** The boards' deals where the session's HandRecord has none (a PBN or deal file beside it). */
  deals?: BoardDeals;
}

const SCORE_TABLE = 'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Remarks\\16L';

/** The key of a table's play of a board. */
function tableKey(item: { section: number; table: number; round: number; board: number }): string {
  return `${item.section}/${item.table}/${item.round}/${item.board}`;
}

function groupActions(actions: readonly BwsAction[]): Map<string, BwsAction[]> {
  const groups = new Map<string, BwsAction[]>();
  for (const action of actions) {
    const key = tableKey(action);
    const group = groups.get(key);
    if (group) group.push(action); else groups.set(key, [action]);
  }
  return groups;
}

/** `2026.03.21` from a logged date (Access dates carry no zone: read as written). */
function pbnDate(date: Date | undefined): string {
  if (!date) return '?';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCDate())}`;
}

/** The Deal value of a board: its HandRecord (a row of empty hands is none), else the deals beside, else `?`. */
function dealOf(session: BwsSession, section: number, board: number, deals: BoardDeals | undefined): string {
  const record = session.hands.find((hand) => hand.section === section && hand.board === board && SEATS.some((seat) => hand.hands[seat].some((suit) => suit !== '')));
  if (record) {
    const hands = SEATS.map((seat) => record.hands[seat].map(pbnSuit));
    if (hands.every((suits) => suits.every((suit) => suit !== undefined))) return `N:${hands.map((suits) => suits.join('.')).join(' ')}`;
    return '?';
  }
  return deals?.get(board) ?? '?';
}

/** A result row's cells: what the table entered, in PBN. */
function rowCells(result: BwsResult): string[] {
  const contract = readBwsContract(result.contract);
  const seat = bwsSeat(result.declarer);
  const card = readBwsCard(result.lead);
  const remarks = result.remarks ? `"${pbnString(result.remarks)}"` : '-';
  const number = (value: number | undefined) => (value === undefined ? '-' : String(value));
  const lead = card.kind === 'card' ? card.card : result.lead ? `"${pbnString(result.lead)}"` : '-';
  const where = [String(result.table), String(result.round), number(result.pairNs), number(result.pairEw)];
  if (contract.kind === 'pass') return [...where, 'Pass', '-', '-', '-', remarks];
  if (contract.kind === 'none') return [...where, result.contract ? `"${pbnString(result.contract)}"` : '-', '-', '-', '-', remarks];
  const tricks = tricksOfResult(result.result, contract.contract.level);
  return [...where, formatContract(contract.contract), seat ?? '?', tricks === undefined ? '?' : String(tricks), lead, remarks];
}

/** The cells of every row, padded into columns. */
function tableLines(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, column) => rows.reduce((most, row) => Math.max(most, row[column].length), 0));
  return rows.map((row) => row.map((cell, column) => (/^\d+$/.test(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' ').trimEnd());
}

/** The calls in PBN, four to a line; an unreadable call ends the record (`*`). */
function auctionLines(calls: readonly BwsAction[]): string[] {
  const written: string[] = [];
  for (const call of calls) {
    const pbn = pbnCall(call.text);
    if (!pbn) { written.push('*'); break; }
    written.push(pbn);
  }
  const lines: string[] = [];
  for (let at = 0; at < written.length; at += 4) lines.push(written.slice(at, at + 4).join(' '));
  return lines;
}

/** The cards in fixed columns from `leader`, one trick a line; `*` when fewer than 13 tricks. */
function playLines(cards: readonly BwsAction[], leader: Seat): string[] {
  const lines: string[] = [];
  for (let at = 0; at < cards.length; at += 4) {
    const trick = cards.slice(at, at + 4);
    const seats = trick.map((card) => bwsSeat(card.direction));
    const byDirection = trick.length === 4 && new Set(seats).size === 4 && seats.every((seat) => seat !== undefined);
    const columns: string[] = ['-', '-', '-', '-'];
    const firstColumn = seats[0] ? (SEATS.indexOf(seats[0]) - SEATS.indexOf(leader) + 4) % 4 : 0;
    trick.forEach((entry, index) => {
      const card = readBwsCard(entry.text);
      // A card entered without its rank: unknown (`-`), with what was entered beside it as a comment.
      const token = card.kind === 'card' ? card.card : card.kind === 'unidentified' ? `- {Bridgemate ${card.text.replace(/[{}]/g, '')}}` : '-';
      // The seats as entered when they are the four; else the order of entry (a broken record shows).
      const column = byDirection ? (SEATS.indexOf(seats[index]!) - SEATS.indexOf(leader) + 4) % 4 : (firstColumn + index) % 4;
      columns[column] = token;
    });
    lines.push(columns.join(' '));
  }
  if (lines.length < 13) lines.push('*');
  return lines;
}

/** One table's game: its result in the tags, its calls and cards. */
function tableGame(header: string[], result: BwsResult, calls: readonly BwsAction[], cards: readonly BwsAction[], section: string): string[] {
  const contract = readBwsContract(result.contract);
  const seat = bwsSeat(result.declarer);
  const lines = [...header];
  if (contract.kind === 'contract') {
    const tricks = tricksOfResult(result.result, contract.contract.level);
    lines.push(`[Declarer "${seat ?? '?'}"]`, `[Contract "${formatContract(contract.contract)}"]`, `[Result "${tricks ?? '?'}"]`);
  } else {
    lines.push('[Declarer ""]', `[Contract "${contract.kind === 'pass' ? 'Pass' : ''}"]`, '[Result ""]');
  }
  if (result.pairEw !== undefined) lines.push(`[PairEW "${result.pairEw}"]`);
  if (result.pairNs !== undefined) lines.push(`[PairNS "${result.pairNs}"]`);
  lines.push(`[Round "${result.round}"]`);
  if (section) lines.push(`[Section "${pbnString(section)}"]`);
  lines.push(`[Table "${result.table}"]`);
  if (calls.length > 0) {
    lines.push(`[Auction "${bwsSeat(calls[0].direction) ?? dealerOfBoard(result.board)}"]`);
    pushAll(lines, auctionLines(calls));
  }
  if (cards.length > 0 && contract.kind === 'contract' && seat) {
    lines.push(`[Play "${seatAfter(seat)}"]`);
    pushAll(lines, playLines(cards, seatAfter(seat)));
  }
  return lines;
}

/** The PBN text of a session. */
export function bwsSessionToPbn(session: BwsSession, options: BwsProjectionOptions = {}): string {
  const event = options.event ? pbnString(options.event) : '?';
  const calls = groupActions(session.calls);
  const cards = groupActions(session.cards);
  // Each section's boards: those with results and those with a hand record.
  const boards = new Map<string, { section: number; board: number; results: BwsResult[] }>();
  const boardOf = (section: number, board: number) => {
    const key = `${section}/${board}`;
    let found = boards.get(key);
    if (!found) boards.set(key, (found = { section, board, results: [] }));
    return found;
  };
  for (const result of session.results) boardOf(result.section, result.board).results.push(result);
  for (const hand of session.hands) boardOf(hand.section, hand.board);
  const ordered = [...boards.values()].sort((a, b) => a.section - b.section || a.board - b.board);
  const games: string[] = ['% PBN 2.1', '% EXPORT', ''];
  for (const { section, board, results } of ordered) {
    results.sort((a, b) => a.table - b.table || a.round - b.round);
    const letter = session.sections.get(section) ?? '';
    const logged = results.find((result) => result.logged)?.logged;
    const header = [
      `[Event "${event}"]`, '[Site "?"]', `[Date "${pbnDate(logged)}"]`, `[Board "${board}"]`,
      '[West ""]', '[North ""]', '[East ""]', '[South ""]',
      `[Dealer "${dealerOfBoard(board)}"]`, `[Vulnerable "${vulnerabilityOfBoard(board)}"]`,
      `[Deal "${dealOf(session, section, board, options.deals)}"]`, '[Scoring "?"]',
    ];
    const lines = [...header, '[Declarer ""]', '[Contract ""]', '[Result ""]'];
    if (letter) lines.push(`[Section "${pbnString(letter)}"]`);
    if (results.length > 0) {
      lines.push(`[ScoreTable "${SCORE_TABLE}"]`);
      pushAll(lines, tableLines(results.map(rowCells)));
    }
    games.push(lines.join('\n'), '');
    for (const result of results) {
      const key = tableKey(result);
      const tableCalls = calls.get(key) ?? [];
      const tableCards = cards.get(key) ?? [];
      if (tableCalls.length === 0 && tableCards.length === 0) continue;
      games.push(tableGame(header, result, tableCalls, tableCards, letter).join('\n'), '');
    }
  }
  return games.join('\n');
}
