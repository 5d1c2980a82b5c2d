/**
 * The audit's double-dummy checks of a traveller, from answers given (never computed here): a
 * row whose tricks are 4 or more from double dummy while most of the field is within 1 is an
 * implausible result; a row that is suspect (3 or more from double dummy, or 2 with its lead not
 * held) and that a variant of the deal explains better (the row within 1 of double dummy there,
 * and the lead in the leader's hand) is probably a fouled board (Law 87A) when there is evidence
 * of it — the lead, not held as recorded, held in the variant, or two tables or more that the
 * same variant explains (a foul shows at every table after it) — and the tables are
 * grouped by the deal they played (Law 87B) — only where at least half the field fits the
 * recorded deal. A rotation's table comes from the recorded one; a swap's table is read from
 * `swapTables`, and a swap not answered yet leaves the board pending.
 */
import { DdTable, DealHands } from '../../shapes/ddTypes';
import { seatAfter } from '../../bridge/seats';
import { AuditRow } from './auditRows';
import { DEAL_VARIANTS, DealVariant, rotatedTable, variantHands, variantKey } from './dealVariants';
import { AuditFinding, DealGroup, VariantEvidence } from '../../shapes/auditFindings';

/** Tricks from double dummy that make a row implausible. */
export const IMPLAUSIBLE_TRICKS = 4;
/** Tricks from double dummy that make a row suspect of a fouled deal. */
export const SUSPECT_TRICKS = 3;
/** Tricks from double dummy that, with a lead the leader does not hold, make a row suspect. */
export const LEAD_SUSPECT_TRICKS = 2;
/** The share of the rest of the field within 1 trick of double dummy an implausible result needs. */
const FIELD_SHARE = 0.75;

/** A row with everything double dummy needs. */
type ScoredRow = AuditRow & Required<Pick<AuditRow, 'contract' | 'declarer' | 'tricks'>>;

/** The DD findings of a board and the groups of a fouled one. */
export interface DdAudit {
  findings: AuditFinding[];
  groups?: DealGroup[];
  /** Some swap a suspect row needs has no table yet. */
  pending: boolean;
}

/** The rows double dummy can judge (a contract, a declarer and tricks). */
export function scoredRows(rows: readonly AuditRow[]): ScoredRow[] {
  return rows.filter((row): row is ScoredRow => row.contract !== undefined && row.declarer !== undefined && row.tricks !== undefined && !row.passedOut);
}

/** Whether the leader holds the row's lead in `hands` (undefined: no lead, or the hand unknown). */
function leadHeld(row: ScoredRow, hands: DealHands): boolean | undefined {
  const hand = hands[seatAfter(row.declarer)];
  return row.lead && hand ? hand.includes(row.lead) : undefined;
}

/**
 * The suspect rows: far from double dummy, or off by 2 with their lead not held (a lead alone,
 * with a result that fits, says rather that the lead or the declarer was written wrong).
 */
export function suspectRows(rows: readonly AuditRow[], hands: DealHands, recorded: DdTable): ScoredRow[] {
  return scoredRows(rows).filter((row) => {
    const off = Math.abs(row.tricks - recorded[row.declarer][row.contract.strain]);
    return off >= SUSPECT_TRICKS || (off >= LEAD_SUSPECT_TRICKS && leadHeld(row, hands) === false);
  });
}

/** The swaps whose tables the board needs (none when no row is suspect); without the recorded table, a lead not held is what makes a row suspect. */
export function neededSwaps(rows: readonly AuditRow[], hands: DealHands, recorded?: DdTable): DealVariant[] {
  const suspect = recorded ? suspectRows(rows, hands, recorded).length > 0 : scoredRows(rows).some((row) => leadHeld(row, hands) === false);
  return suspect ? DEAL_VARIANTS.filter((variant) => variant.kind === 'swap') : [];
}

/** The DD audit of a board's rows on the recorded deal `hands` with its table `recorded`. */
export function ddAudit(rows: readonly AuditRow[], hands: DealHands, recorded: DdTable, swapTables: ReadonlyMap<string, DdTable>): DdAudit {
  const scored = scoredRows(rows);
  const off = (row: ScoredRow, table: DdTable) => row.tricks - table[row.declarer][row.contract.strain];
  const findings: AuditFinding[] = [];
  const fouled = new Map<number, string>();
  let pending = false;
  // A deal that most of the field did not play is not the deal as played with a few tables fouled:
  // the record itself is in doubt, and no table is called fouled against it.
  const fitting = scored.filter((row) => Math.abs(off(row, recorded)) <= 1 && leadHeld(row, hands) !== false).length;
  const suspects = 2 * fitting >= scored.length ? suspectRows(rows, hands, recorded) : [];
  const explained: Array<{ row: ScoredRow; dd: number; explaining: VariantEvidence[] }> = [];
  for (const row of suspects) {
    const dd = recorded[row.declarer][row.contract.strain];
    const explaining: VariantEvidence[] = [];
    for (const variant of DEAL_VARIANTS) {
      const table = rotatedTable(recorded, variant) ?? swapTables.get(variantKey(variant));
      if (!table) { pending = true; continue; }
      const held = leadHeld(row, variantHands(hands, variant));
      const fits = Math.abs(off(row, table)) <= 1 && held !== false;
      // A variant explains only what the recorded deal does not: a nearer result.
      if (fits && Math.abs(off(row, table)) < Math.abs(row.tricks - dd)) explaining.push({ variant: variantKey(variant), dd: table[row.declarer][row.contract.strain], ...(held === undefined ? {} : { leadHeld: held }) });
    }
    explaining.sort((a, b) => Math.abs(row.tricks - a.dd) - Math.abs(row.tricks - b.dd) || Number(b.leadHeld === true) - Number(a.leadHeld === true));
    explained.push({ row, dd, explaining });
  }
  // A fouled board shows at every table after the foul, so one deviant table is evidence only with
  // its lead: a lead the leader did not hold as recorded and holds in the variant. Without that, a
  // variant must explain two tables or more; else the row is at most implausible (Law 87A).
  const tablesPerVariant = new Map<string, number>();
  for (const { explaining } of explained) for (const { variant } of explaining) tablesPerVariant.set(variant, (tablesPerVariant.get(variant) ?? 0) + 1);
  for (const { row, dd, explaining } of explained) {
    const leadShows = leadHeld(row, hands) === false;
    const evidenced = explaining.filter((evidence) => (leadShows && evidence.leadHeld === true) || (tablesPerVariant.get(evidence.variant) ?? 0) >= 2);
    if (evidenced.length === 0) continue;
    fouled.set(row.row, evidenced[0].variant);
    findings.push({ row: row.row, table: row.table, ...(row.game ? { game: row.game } : {}), kind: 'fouled', evidence: { contract: row.contract, declarer: row.declarer, tricks: row.tricks, dd, ...(row.lead ? { lead: row.lead } : {}), explainedBy: evidenced[0], alternatives: evidenced.slice(1) } });
  }
  for (const row of scored) {
    if (fouled.has(row.row) || Math.abs(off(row, recorded)) < IMPLAUSIBLE_TRICKS) continue;
    const others = scored.filter((other) => other !== row && !fouled.has(other.row));
    const within = others.filter((other) => Math.abs(off(other, recorded)) <= 1).length;
    if (others.length < 2 || within < FIELD_SHARE * others.length) continue;
    findings.push({ row: row.row, table: row.table, ...(row.game ? { game: row.game } : {}), kind: 'implausible-result', evidence: { contract: row.contract, declarer: row.declarer, tricks: row.tricks, dd: recorded[row.declarer][row.contract.strain], fieldWithinOne: within, field: others.length, ...(row.lead ? { lead: row.lead } : {}) } });
  }
  return { findings, groups: fouled.size > 0 ? dealGroups(rows, fouled) : undefined, pending };
}

/** The rows by the deal they played: the recorded deal first, then each variant in the order first met. */
function dealGroups(rows: readonly AuditRow[], fouled: ReadonlyMap<number, string>): DealGroup[] {
  const groups = new Map<string, DealGroup>([['recorded', { deal: 'recorded', rows: [], tables: [] }]]);
  for (const row of rows) {
    const deal = fouled.get(row.row) ?? 'recorded';
    const group = groups.get(deal) ?? groups.set(deal, { deal, rows: [], tables: [] }).get(deal)!;
    group.rows.push(row.row);
    group.tables.push(row.table ?? `#${row.row + 1}`);
    if (row.game) (group.games ??= []).push(row.game);
  }
  return [...groups.values()].filter((group) => group.rows.length > 0).map((group) => ({ ...group, tables: byNumber(group.tables) }));
}

/** Table names in their numeric order where they are numbers (a traveller lists them by score). */
function byNumber(tables: readonly string[]): string[] {
  return [...tables].sort((a, b) => (Number(a) - Number(b)) || a.localeCompare(b));
}
