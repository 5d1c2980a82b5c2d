/**
 * The audit of one board's traveller: every row's checks without double dummy (rowChecks.ts)
 * and, when the recorded deal's DD table is given, the implausible and fouled rows with the
 * groups of tables that played the same deal (ddChecks.ts). The swaps' tables come from `dd` as
 * they are answered; `questions` lists the deals whose tables the audit would like. The same
 * checks run on rows read elsewhere (the games of one board, features/audit/boardGames.ts) via `auditBoardRows`.
 */
import { DdTable, DealHands } from '../../shapes/ddTypes';
import { Vulnerability } from '../../bridge/contract';
import { Edition } from '../../shapes/laws';
import { Traveller, cellAt } from '../traveller/readTraveller';
import { AuditRow, auditRows } from './auditRows';
import { ddAudit, neededSwaps } from './ddChecks';
import { variantHands, variantKey } from './dealVariants';
import { BoardAudit } from '../../shapes/auditFindings';
import { rowFindings } from './rowChecks';

/** A board as the audit reads it. */
export interface AuditInput {
  traveller: Traveller;
  /** The recorded deal, only when all four hands are known. */
  hands?: DealHands;
  vulnerability?: Vulnerability;
  edition: Edition;
}

/** A row's contract and declarer as written (what the impossible-result check reads). */
export interface RowTexts { contract: string; declarer: string }

/** The DD tables the audit is given: the recorded deal's, and a swap's by its key (`swap-NE`). */
export interface AuditTables {
  recorded?: DdTable;
  swap(key: string): DdTable | undefined;
}

/** The audit of a board; without `dd` only the checks that need no double dummy. */
export function auditBoard(input: AuditInput, dd?: AuditTables): BoardAudit {
  const rows = auditRows(input.traveller, input.vulnerability, input.edition);
  const texts = (row: AuditRow): RowTexts => ({ contract: cellAt(input.traveller, row.row, 'Contract')?.text ?? '', declarer: cellAt(input.traveller, row.row, 'Declarer')?.text ?? '' });
  return auditBoardRows(rows, texts, input, dd);
}

/** The audit of rows read from anywhere (a traveller, or the games of one board), with the texts of each row's contract and declarer as written. */
export function auditBoardRows(rows: readonly AuditRow[], texts: (row: AuditRow) => RowTexts, input: Omit<AuditInput, 'traveller'>, dd?: AuditTables): BoardAudit {
  const board = { hands: input.hands, vulnerability: input.vulnerability, edition: input.edition };
  const findings = rows.flatMap((row) => rowFindings(row, board, texts(row).contract, texts(row).declarer));
  if (!dd?.recorded || !input.hands) return { findings, pending: Boolean(input.hands && dd && !dd.recorded) };
  const swaps = new Map<string, DdTable>();
  for (const variant of neededSwaps(rows, input.hands, dd.recorded)) {
    const table = dd.swap(variantKey(variant));
    if (table) swaps.set(variantKey(variant), table);
  }
  const judged = ddAudit(rows, input.hands, dd.recorded, swaps);
  const all = [...findings, ...judged.findings].sort((a, b) => a.row - b.row);
  return { findings: all, ...(judged.groups ? { groups: judged.groups } : {}), pending: judged.pending };
}

/** The swapped deals whose DD tables the board needs (none when no row is suspect; without the recorded deal's table, those a lead not held calls for). */
export function swapDeals(input: AuditInput, recorded?: DdTable): Array<{ key: string; hands: DealHands }> {
  return input.hands ? swapDealsOf(auditRows(input.traveller, input.vulnerability, input.edition), input.hands, recorded) : [];
}

/** The swapped deals `rows` on the recorded deal `hands` need. */
export function swapDealsOf(rows: readonly AuditRow[], hands: DealHands, recorded?: DdTable): Array<{ key: string; hands: DealHands }> {
  return neededSwaps(rows, hands, recorded).map((variant) => ({ key: variantKey(variant), hands: variantHands(hands, variant) }));
}
