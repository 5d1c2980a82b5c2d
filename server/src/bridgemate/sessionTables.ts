/**
 * A Bridgemate session (`.bws`, the Access database Bridgemate Control Software keeps) as typed
 * rows: the sections (`Section`: ID and Letter), the results the tables sent (`ReceivedData`), the
 * deals (`HandRecord`, one text per hand and suit) and the recorded calls and cards
 * (`BiddingData`, `PlayData`, in `Counter` order). Rows marked `Erased` (replaced by a later
 * entry or a correction) are left out. Only `ReceivedData` is required: a file without it is not
 * a session. Columns are found by name without case; a missing column reads as empty.
 */
import { BwsProblem, bwsProblemText } from '../i18n/bridgemateTexts';
import { AccessReadError, AccessRow, readAccessTables } from './accessTables';

/** True for a Bridgemate session file, by its name. */
export function isBwsFile(file: string): boolean {
  return /\.bws$/i.test(file);
}

/** One result row: where and by whom the board was played, and what the table entered. */
export interface BwsResult {
  section: number;
  table: number;
  round: number;
  board: number;
  pairNs: number | undefined;
  pairEw: number | undefined;
  /** The declarer's seat, `[NS/EW]` (N, E, S or W); empty for a passed-out or artificial result. */
  declarer: string;
  /** As entered: `4 S`, `3 NT x`, `PASS`, or empty. */
  contract: string;
  /** As entered: `=`, `+1`, `-2`, or empty. */
  result: string;
  /** As entered: `S10`, `HA`, or empty. */
  lead: string;
  /** `Arbitral score`, `Not played`, `40%-60%`, … or empty. */
  remarks: string;
  /** When the result was logged, if kept. */
  logged: Date | undefined;
}

/** One hand record: the four hands' suits as texts of ranks (`AKQ1072` or `AKQT72`). */
export interface BwsHandRecord {
  section: number;
  board: number;
  /** Per seat (N, E, S, W) the four suits, spades first. */
  hands: Record<'N' | 'E' | 'S' | 'W', [string, string, string, string]>;
}

/** One call or card recorded at a table: `text` is the Bid (`1NT`, `PASS`, `x`) or the Card (`S10`, `Sx`). */
export interface BwsAction {
  section: number;
  table: number;
  round: number;
  board: number;
  counter: number;
  direction: string;
  text: string;
}

/** The session's rows. */
export interface BwsSession {
  /** Section ID → its letter(s). */
  sections: Map<number, string>;
  results: BwsResult[];
  hands: BwsHandRecord[];
  calls: BwsAction[];
  cards: BwsAction[];
}

/** The file is not a Bridgemate session (or not one this reader can read); the message in English. */
export class BwsReadError extends Error {
  constructor(readonly problem: BwsProblem) {
    super(bwsProblemText(problem, 'en'));
  }
}

const TABLES = ['Section', 'ReceivedData', 'HandRecord', 'BiddingData', 'PlayData'];
const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;
const SUIT_NAMES = ['Spades', 'Hearts', 'Diamonds', 'Clubs'] as const;

/** A row's value by column name, without regard to case. */
function field(row: AccessRow, name: string): unknown {
  if (name in row) return row[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(row)) if (key.toLowerCase() === lower) return row[key];
  return undefined;
}

function text(row: AccessRow, name: string): string {
  const value = field(row, name);
  return value === null || value === undefined ? '' : String(value).trim();
}

function whole(row: AccessRow, name: string): number | undefined {
  const value = field(row, name);
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

function erased(row: AccessRow): boolean {
  const value = field(row, 'Erased');
  return value === true || value === 1 || value === -1;
}

function date(row: AccessRow, name: string): Date | undefined {
  const value = field(row, name);
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : undefined;
}

function actions(rows: readonly AccessRow[], valueColumn: string): BwsAction[] {
  const kept: BwsAction[] = [];
  for (const row of rows) {
    if (erased(row)) continue;
    const board = whole(row, 'Board');
    if (board === undefined) continue;
    kept.push({
      section: whole(row, 'Section') ?? 1, table: whole(row, 'Table') ?? 0, round: whole(row, 'Round') ?? 0, board,
      counter: whole(row, 'Counter') ?? 0, direction: text(row, 'Direction').toUpperCase(), text: text(row, valueColumn),
    });
  }
  return kept.sort((a, b) => a.counter - b.counter);
}

/** Reads the session in `bytes` (a copy of the `.bws` file). Throws BwsReadError. */
export function readBwsSession(bytes: Uint8Array): BwsSession {
  let tables: Map<string, AccessRow[]>;
  try {
    tables = readAccessTables(bytes, TABLES);
  } catch (error) {
    if (error instanceof AccessReadError) throw new BwsReadError(error.problem);
    throw error;
  }
  const received = tables.get('ReceivedData');
  if (!received) throw new BwsReadError({ kind: 'no-results' });
  const sections = new Map<number, string>();
  for (const row of tables.get('Section') ?? []) {
    const id = whole(row, 'ID');
    if (id !== undefined) sections.set(id, text(row, 'Letter'));
  }
  const results: BwsResult[] = [];
  for (const row of received) {
    const board = whole(row, 'Board');
    if (erased(row) || board === undefined) continue;
    results.push({
      section: whole(row, 'Section') ?? 1, table: whole(row, 'Table') ?? 0, round: whole(row, 'Round') ?? 0, board,
      pairNs: whole(row, 'PairNS'), pairEw: whole(row, 'PairEW'),
      declarer: text(row, 'NS/EW').toUpperCase(), contract: text(row, 'Contract'), result: text(row, 'Result'),
      lead: text(row, 'LeadCard'), remarks: text(row, 'Remarks'), logged: date(row, 'DateLog'),
    });
  }
  const hands: BwsHandRecord[] = [];
  for (const row of tables.get('HandRecord') ?? []) {
    const board = whole(row, 'Board');
    if (board === undefined) continue;
    const suits = (seat: keyof typeof SEAT_NAMES) => SUIT_NAMES.map((suit) => text(row, SEAT_NAMES[seat] + suit)) as [string, string, string, string];
    hands.push({ section: whole(row, 'Section') ?? 1, board, hands: { N: suits('N'), E: suits('E'), S: suits('S'), W: suits('W') } });
  }
  return { sections, results, hands, calls: actions(tables.get('BiddingData') ?? [], 'Bid'), cards: actions(tables.get('PlayData') ?? [], 'Card') };
}
