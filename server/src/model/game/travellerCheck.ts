/**
 * Checks the game's traveller (`[ScoreTable]`): every recorded score against Law 77, and the
 * matchpoint, percentage, IMP and datum columns against a recomputation of the table
 * (scoring/traveller/). A cell that fits neither the table's own numbers nor the game's own
 * table is `pbn.table.score-inconsistent` (which row, which column, what it should be); a table
 * that fits its own numbers but not yet the game's adjusted or rectified score gets one
 * `pbn.table.stale` on the game's row. A column is left alone, with one note saying why, when
 * its scale is not read: cross-IMP cells that fit neither the average nor the sum
 * (`pbn.table.imp-scale`), or a column whose every row (three or more) would change
 * (`pbn.table.misread`: a recomputation that disagrees with every cell has misread the table, it
 * has not found that every cell is wrong; when that column is the scores, the whole traveller is
 * left alone). The result is kept on the model for "Update traveller".
 */
import { rulesFor } from '../../laws/editions';
import { cellValue } from '../../scoring/traveller/cells';
import { CellFinding, compareTraveller, scoreCell } from '../../scoring/traveller/compare';
import { DERIVED_COLUMNS } from '../../scoring/traveller/expectation';
import { travellerMethod } from '../../scoring/traveller/method';
import { Traveller, cellAt, columnIndex, readTraveller } from '../../scoring/traveller/readTraveller';
import { recomputeTraveller } from '../../scoring/traveller/recompute';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';
import { gameOverride, ownRow } from './travellerRow';

/** Reads, recomputes and checks the game's ScoreTable; stores it on the model. */
export function checkTraveller(model: GameModel, sink: ProblemSink): void {
  const traveller = readTraveller(model.syntax, model.values.get('ScoreTable'));
  if (!traveller) return;
  const edition = model.edition.edition;
  const context = { vulnerability: model.vulnerability, edition, method: travellerMethod(model.values.get('Scoring'), traveller.columns), rules: rulesFor(edition).adjusted };
  const row = ownRow(model, traveller);
  const override = row === undefined ? undefined : gameOverride(model, row);
  if (model.adjustedScore && row === undefined) sink.add('pbn.adjusted.no-row', 'info', model.adjustedScore.tag.nameStart, model.adjustedScore.tag.nameEnd);
  const asItStands = recomputeTraveller(traveller, context);
  const recomputed = override ? recomputeTraveller(traveller, { ...context, printed: asItStands.printed }, override) : asItStands;
  const compared = compareTraveller(traveller, recomputed.facts, asItStands.expected, recomputed.expected, override?.row);
  const unread: string[] = [];
  for (const view of ['NS', 'EW'] as const) {
    const scale = asItStands.printed[view].crossImps;
    const column = DERIVED_COLUMNS[view].imps;
    if (scale?.scale !== 'unknown' || columnIndex(traveller, column) < 0) continue;
    unread.push(column);
    sink.add('pbn.table.imp-scale', 'info', traveller.tag.nameStart, traveller.tag.nameEnd, { column, fitting: scale.fitting, printed: scale.printed });
  }
  const misread = misreadColumns(traveller, compared, override?.row);
  for (const [column, count] of misread) {
    unread.push(column);
    sink.add('pbn.table.misread', 'info', traveller.tag.nameStart, traveller.tag.nameEnd, { column: column === 'Score' ? 'Score_NS / Score_EW' : column, count });
  }
  // Scores misread (a vulnerability the rows do not share, say) make every column derived from
  // them doubtful, the game's own row included: the whole traveller is then left alone.
  const findings = misread.has('Score') ? [] : compared.filter((finding) => !misread.has(finding.column));
  const tableOf = (index: number) => cellAt(traveller, index, 'Table')?.text ?? '';
  for (const finding of findings.filter((candidate) => candidate.kind === 'inconsistent')) {
    const column = finding.column === 'Score' ? columnOfCell(traveller, finding) : finding.column;
    sink.add('pbn.table.score-inconsistent', 'warning', finding.cell.start, finding.cell.end, {
      ...finding.expected.args, row: finding.row + 1, table: tableOf(finding.row), column, found: finding.found ?? '', expected: finding.expected.value ?? '', basis: finding.expected.basis,
    }, { traveller: 'ScoreTable' });
  }
  const staleCount = findings.filter((finding) => finding.kind !== 'inconsistent').length;
  if (override && staleCount > 0) {
    const cells = traveller.rows[override.row];
    const reason = override.kind === 'adjusted' ? 'adjusted' : override.reason;
    sink.add('pbn.table.stale', 'info', cells[0].start, cells[cells.length - 1].end, { row: override.row + 1, table: tableOf(override.row), count: staleCount, reason, score: override.kind === 'score' ? override.nsScore : 0 }, { traveller: 'ScoreTable' });
  }
  model.traveller = { traveller, recomputed, findings, ownRow: row, override, unread };
}

/** The rows a check of this size needs before "every row differs" says more than two wrong cells. */
const MISREAD_ROWS = 3;

/**
 * The columns (with the count of rows that would change) in which every printed row but the
 * game's own is inconsistent, when there are at least MISREAD_ROWS of them.
 */
function misreadColumns(traveller: Traveller, findings: readonly CellFinding[], overrideRow?: number): Map<string, number> {
  const inconsistent = new Map<string, Set<number>>();
  for (const finding of findings) {
    if (finding.kind !== 'inconsistent' || finding.row === overrideRow) continue;
    (inconsistent.get(finding.column) ?? inconsistent.set(finding.column, new Set()).get(finding.column)!).add(finding.row);
  }
  const misread = new Map<string, number>();
  for (const [column, rows] of inconsistent) {
    let printed = 0;
    traveller.rows.forEach((_, row) => {
      if (row === overrideRow) return;
      const value = cellValue(column === 'Score' ? scoreCell(traveller, row) : cellAt(traveller, row, column));
      if (value.number !== undefined && !value.artificial) printed++;
    });
    // The game's own row changes too when it has a finding: the note counts every row that would change.
    const own = findings.some((finding) => finding.row === overrideRow && finding.column === column) ? 1 : 0;
    if (printed >= MISREAD_ROWS && rows.size === printed) misread.set(column, printed + own);
  }
  return misread;
}

/** The column name of the cell a Score finding points at. */
function columnOfCell(traveller: Traveller, finding: CellFinding): string {
  const index = traveller.rows[finding.row].indexOf(finding.cell);
  return traveller.columns[index]?.name ?? 'Score_NS';
}
