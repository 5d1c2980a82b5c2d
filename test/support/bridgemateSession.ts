/**
 * Test helper: a Bridgemate session (`.bws`) written from a readable description with the Jet 4
 * writer (jetDatabase.ts), in the tables and columns Bridgemate Control Software keeps:
 * `Section`, `ReceivedData` (one row per result a table sent, with `[NS/EW]`, `Contract` as
 * `4 S x`, `Result` as `=`/`+1`/`-2`, `LeadCard` as `S10`, `Remarks`, `Erased`), `HandRecord`
 * (a text per hand and suit, `10` for the ten), `BiddingData` and `PlayData` (one row per call
 * or card, numbered by `Counter`).
 */
import { JetColumn, JetTable, JetValue, writeJetDatabase } from './jetDatabase';

/** One result as a table entered it. */
export interface ResultSpec {
  section?: number;
  table: number;
  round: number;
  board: number;
  pairNs?: number;
  pairEw?: number;
  /** `[NS/EW]`: N, E, S or W ('' when passed out or artificial). */
  declarer?: string;
  contract?: string;
  result?: string;
  lead?: string;
  remarks?: string;
  erased?: boolean;
}

/** The calls or cards of one table's board, in the order entered: [direction, text]. */
export interface ActionsSpec {
  section?: number;
  table: number;
  round: number;
  board: number;
  entries: Array<[string, string]>;
  /** Entries to mark Erased (by index). */
  erased?: number[];
}

/** A session. `hands`: board → PBN deal from North (`N:AKQ.… … … …`), written as a HandRecord. */
export interface SessionSpec {
  sections?: Array<{ id: number; letter: string }>;
  results: ResultSpec[];
  hands?: Array<{ section?: number; board: number; deal: string }>;
  calls?: ActionsSpec[];
  cards?: ActionsSpec[];
  /** Leave tables out (a session without a HandRecord, say). */
  without?: string[];
}

export const SESSION_DAY = new Date(Date.UTC(2026, 2, 21, 0, 0, 0));

const whole = (name: string): JetColumn => ({ name, kind: 'integer' });
const text = (name: string, length: number): JetColumn => ({ name, kind: 'text', length });
const flag = (name: string): JetColumn => ({ name, kind: 'boolean' });
const LOG_COLUMNS: JetColumn[] = [{ name: 'DateLog', kind: 'datetime' }, { name: 'TimeLog', kind: 'datetime' }];
const SEAT_NAMES = ['North', 'East', 'South', 'West'];
const SUIT_NAMES = ['Spades', 'Hearts', 'Diamonds', 'Clubs'];

function actionsTable(name: string, valueColumn: string, specs: readonly ActionsSpec[]): JetTable {
  let id = 0;
  const rows: Array<Record<string, JetValue>> = [];
  for (const spec of specs) {
    spec.entries.forEach(([direction, value], index) => rows.push({
      ID: ++id, Section: spec.section ?? 1, Table: spec.table, Round: spec.round, Board: spec.board, Counter: index + 1,
      Direction: direction, [valueColumn]: value, DateLog: SESSION_DAY, TimeLog: SESSION_DAY, Erased: spec.erased?.includes(index) ?? false,
    }));
  }
  return {
    name,
    columns: [{ name: 'ID', kind: 'long' }, whole('Section'), whole('Table'), whole('Round'), whole('Board'), whole('Counter'), text('Direction', 2), text(valueColumn, 10), ...LOG_COLUMNS, flag('Erased')],
    rows,
  };
}

/** The hand record's 16 texts of a deal given from North, `10` for each ten. */
function handColumns(deal: string): Record<string, string> {
  const hands = deal.replace(/^N:/, '').split(' ');
  const columns: Record<string, string> = {};
  hands.forEach((hand, seat) => hand.split('.').forEach((suit, index) => { columns[SEAT_NAMES[seat] + SUIT_NAMES[index]] = suit.replace(/T/g, '10'); }));
  return columns;
}

/** The bytes of the session's `.bws`. */
export function bwsBytes(spec: SessionSpec): Buffer {
  const tables: JetTable[] = [
    {
      name: 'Section',
      columns: [{ name: 'ID', kind: 'long' }, text('Letter', 2), whole('Tables'), whole('MissingPair')],
      rows: (spec.sections ?? [{ id: 1, letter: 'A' }]).map(({ id, letter }) => ({ ID: id, Letter: letter, Tables: 8, MissingPair: 0 })),
    },
    {
      name: 'ReceivedData',
      columns: [
        { name: 'ID', kind: 'long' }, whole('Section'), whole('Table'), whole('Round'), whole('Board'), whole('PairNS'), whole('PairEW'), whole('Declarer'),
        text('NS/EW', 2), text('Contract', 10), text('Result', 10), text('LeadCard', 10), text('Remarks', 255), ...LOG_COLUMNS,
        flag('Processed'), flag('Processed1'), flag('Processed2'), flag('Processed3'), flag('Processed4'), flag('Erased'),
      ],
      rows: spec.results.map((result, index) => ({
        ID: index + 1, Section: result.section ?? 1, Table: result.table, Round: result.round, Board: result.board,
        PairNS: result.pairNs ?? result.table, PairEW: result.pairEw ?? result.table + 10, Declarer: 0,
        'NS/EW': result.declarer ?? '', Contract: result.contract ?? '', Result: result.result ?? '', LeadCard: result.lead ?? '', Remarks: result.remarks ?? '',
        DateLog: SESSION_DAY, TimeLog: SESSION_DAY, Processed: true, Erased: result.erased ?? false,
      })),
    },
    {
      name: 'HandRecord',
      columns: [whole('Section'), whole('Board'), ...SEAT_NAMES.flatMap((seat) => SUIT_NAMES.map((suit) => text(seat + suit, 13)))],
      rows: (spec.hands ?? []).map((hand) => ({ Section: hand.section ?? 1, Board: hand.board, ...handColumns(hand.deal) })),
    },
    actionsTable('BiddingData', 'Bid', spec.calls ?? []),
    actionsTable('PlayData', 'Card', spec.cards ?? []),
  ];
  return writeJetDatabase(tables.filter((table) => !spec.without?.includes(table.name)));
}
