/**
 * The file's own totals (`[TotalScoreTable]`, written by Ruter, Magic Contest and others) against
 * the totals computed from its travellers as they were recorded (before the rulings applied
 * here): every total column read (TotalScoreIMP or TotalIMP, TotalPercentage, TotalScoreMP or
 * TotalMP), each cell to the precision it is written with. A difference, or a participant the
 * travellers do not hold, is a finding.
 */
import { agrees, cellValue } from '../traveller/cells';
import { EventStandings, Standing } from './eventStandings';

/** One participant's row of the file's TotalScoreTable. */
export interface FileTotalRow {
  id: string;
  /** The total cells by column name, as written. */
  cells: ReadonlyArray<{ column: string; text: string }>;
}

/** One total that differs. */
export interface TotalFinding {
  id: string;
  column: string;
  /** As the file writes it. */
  file: string;
  /** Computed; undefined when the travellers do not hold the participant. */
  computed?: number;
}

/** The outcome of the check. */
export interface TotalCheck {
  /** Cells compared. */
  checked: number;
  findings: TotalFinding[];
}

/** What a total column holds, read from a standing before the rulings. */
const TOTAL_COLUMNS: Record<string, (standing: Standing) => number | undefined> = {
  TotalScoreIMP: (standing) => (standing.unit === 'IMP' ? standing.before.total : undefined),
  TotalIMP: (standing) => (standing.unit === 'IMP' ? standing.before.total : undefined),
  TotalPercentage: (standing) => (standing.unit === '%' ? standing.before.total : undefined),
  TotalScorePercentage: (standing) => (standing.unit === '%' ? standing.before.total : undefined),
  TotalScoreMP: (standing) => standing.before.points,
  TotalMP: (standing) => standing.before.points,
};

/** Checks each total the file writes against the standings. */
export function checkTotals(rows: readonly FileTotalRow[], standings: EventStandings): TotalCheck {
  const byId = new Map(standings.participants.map((standing) => [standing.id, standing]));
  const findings: TotalFinding[] = [];
  let checked = 0;
  for (const row of rows) {
    const standing = byId.get(row.id);
    for (const { column, text } of row.cells) {
      const read = TOTAL_COLUMNS[column];
      const value = cellValue({ text, start: 0, end: 0, quoted: false });
      if (!read || value.number === undefined) continue;
      const computed = standing ? read(standing) : undefined;
      if (standing && computed === undefined) continue;
      checked++;
      if (computed === undefined || !agrees(value, computed)) findings.push({ id: row.id, column, file: text, ...(computed === undefined ? {} : { computed }) });
    }
  }
  return { checked, findings };
}

/** The names of the total columns this check reads. */
export const TOTAL_COLUMN_NAMES: readonly string[] = Object.keys(TOTAL_COLUMNS);
