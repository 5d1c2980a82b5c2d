/**
 * One direction of a traveller (NS or EW) scored: the rows with a score are compared with each
 * other (matchpoints, scaled by Neuberg's formula to the whole field when some tables are left
 * out), artificial rows get their percentage of the top or their IMPs, and the IMP columns are
 * IMPed by the traveller's method. The datum is the NS direction's, for the ButlerDatum column.
 */
import { Side } from '../../bridge/seats';
import { MessageArgs } from '../../syntax/problems';
import { ArtificialForm, artificialImps, artificialMatchpoints } from '../artificial';
import { butlerDatum, impsAgainstDatum } from '../butler';
import { crossImps, impsAgainst } from '../crossImps';
import { FieldResult } from '../field';
import { fieldPercentage, matchpointPercentage, matchpointTop, matchpoints } from '../matchpoints';
import { CellValue, agrees } from './cells';
import { neuberg } from '../neuberg';
import { DERIVED_COLUMNS, TravellerExpectation } from './expectation';
import type { TravellerContext } from './recompute';

/** What one row gets in one direction. */
export type RowAward =
  | { kind: 'scored'; count: number; result: FieldResult }
  | { kind: 'artificial'; count: number; form: ArtificialForm }
  /** Its cells are marked `^` in the file: given, not recomputed, left out of the comparison. */
  | { kind: 'given'; count: number }
  /** No score (nothing to compare): left out of the comparison, still a table of the field. */
  | { kind: 'unscored'; count: number };

/** Fills the expected cells of one direction; `percentCells` are the file's cells of its percentage column. */
export function scoreDirection(awards: readonly RowAward[], view: Side, context: TravellerContext, expected: TravellerExpectation, percentCells: readonly CellValue[]): void {
  const columns = DERIVED_COLUMNS[view];
  const scoredRows = awards.flatMap((award, row) => (award.kind === 'scored' ? [row] : []));
  const results = scoredRows.map((row) => ({ ...(awards[row] as { result: FieldResult }).result, count: awards[row].count }));
  const field = awards.reduce((total, award) => total + award.count, 0);
  const compared = results.reduce((total, result) => total + (result.count ?? 1), 0);
  const top = matchpointTop(field);
  const points = matchpoints(results);
  const imps = directionImps(results, context);
  if (view === 'NS' && imps.datum !== undefined) {
    const dropped = context.method.datum.dropEachEnd;
    for (const cells of expected) cells.set('ButlerDatum', { value: imps.datum, artificial: false, basis: 'datum', args: { dropped } });
  }
  const neubergApplies = compared < field;
  const mps = scoredRows.map((row, index) => (neubergApplies ? neuberg(points[index], compared, field) : points[index]));
  const base = percentageBase(scoredRows.map((row) => percentCells[row]), mps, top);
  const percentOf = base === 'field' ? fieldPercentage : matchpointPercentage;
  scoredRows.forEach((row, index) => {
    const mp = mps[index];
    const mpArgs: MessageArgs = neubergApplies ? { top, compared, field } : { top };
    expected[row].set(columns.mp, { value: mp, artificial: false, basis: neubergApplies ? 'neuberg' : 'matchpoints', args: mpArgs });
    expected[row].set(columns.percentage, { value: percentOf(mp, top), artificial: false, basis: base === 'field' ? 'percentage-field' : 'percentage', args: { top } });
    const rowImps = imps.values?.[index];
    if (rowImps !== undefined) expected[row].set(columns.imps, { value: rowImps, artificial: false, basis: imps.basis, args: { datum: imps.datum ?? 0 } });
  });
  awards.forEach((award, row) => {
    if (award.kind !== 'artificial') return;
    const args = { top, article: context.rules.artificialArticle };
    const mp = artificialMatchpoints(award.form, top, context.rules);
    expected[row].set(columns.mp, { value: mp, artificial: true, basis: 'artificial', args });
    expected[row].set(columns.percentage, { value: matchpointPercentage(mp, top), artificial: true, basis: 'artificial', args });
    expected[row].set(columns.imps, { value: artificialImps(award.form, context.rules), artificial: true, basis: 'artificial', args: { ...args, article: context.rules.impsArticle } });
  });
}

/**
 * How the table prints percentages: of the top, unless every percentage it prints fits the
 * whole-field form (M + 1) / (top + 2) and some do not fit the top (so the check still bites).
 */
function percentageBase(cells: readonly CellValue[], mps: readonly number[], top: number): 'top' | 'field' {
  const printed = cells.map((cell, index) => [cell, mps[index]] as const).filter(([cell]) => cell?.number !== undefined && !cell.artificial);
  if (printed.length === 0) return 'top';
  const fitsField = printed.every(([cell, mp]) => agrees(cell, fieldPercentage(mp, top)));
  const fitsTop = printed.every(([cell, mp]) => agrees(cell, matchpointPercentage(mp, top)));
  return fitsField && !fitsTop ? 'field' : 'top';
}

/** The IMPs of the scored results by the traveller's method, and the datum when there is one. */
function directionImps(results: readonly FieldResult[], context: TravellerContext): { values?: number[]; datum?: number; basis: string } {
  const method = context.method;
  if (method.imps === 'datum') {
    const datum = butlerDatum(results, method.datum);
    return datum === undefined ? { basis: 'datum-imps' } : { values: results.map((result) => impsAgainstDatum(result, datum)), datum, basis: 'datum-imps' };
  }
  if (method.imps === 'cross') return { values: crossImps(results), basis: 'cross-imps' };
  const tables = results.reduce((total, result) => total + (result.count ?? 1), 0);
  if (tables !== 2) return { basis: 'teams-imps' };
  if (results.length === 1) return { values: [0], basis: 'teams-imps' };
  return { values: [impsAgainst(results[0], results[1]), impsAgainst(results[1], results[0])], basis: 'teams-imps' };
}
