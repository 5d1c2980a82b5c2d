/**
 * Checks the game's traveller (`[ScoreTable]`): every recorded score against Law 77, and the
 * matchpoint, percentage, IMP and datum columns against a recomputation of the table
 * (scoring/traveller/). A cell that fits neither the table's own numbers nor the game's own
 * table is `pbn.table.score-inconsistent` (which row, which column, what it should be); a table
 * that fits its own numbers but not yet the game's adjusted or rectified score gets one
 * `pbn.table.stale` on the game's row. The result is kept on the model for "Update traveller".
 */
import { rulesFor } from '../../laws/editions';
import { CellFinding, compareTraveller } from '../../scoring/traveller/compare';
import { travellerMethod } from '../../scoring/traveller/method';
import { Traveller, cellAt, readTraveller } from '../../scoring/traveller/readTraveller';
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
  const findings = compareTraveller(traveller, recomputed.facts, asItStands.expected, recomputed.expected, override?.row);
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
  model.traveller = { traveller, recomputed, findings, ownRow: row, override };
}

/** The column name of the cell a Score finding points at. */
function columnOfCell(traveller: Traveller, finding: CellFinding): string {
  const index = traveller.rows[finding.row].indexOf(finding.cell);
  return traveller.columns[index]?.name ?? 'Score_NS';
}
