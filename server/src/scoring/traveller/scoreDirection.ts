/**
 * One direction of a traveller (NS or EW) scored: the rows with a score are compared with each
 * other (matchpoints, scaled by Neuberg's formula to the whole field when some tables are left
 * out), artificial rows get their percentage of the top or their IMPs, and the IMP columns are
 * IMPed by the traveller's method. The datum is the NS direction's, for the ButlerDatum column.
 * Matchpoints are expected on the scale the table prints them (earned, or centred on zero), and
 * an excerpt of a larger field is not recomputed (printedScale.ts); cross-IMPs are expected on the
 * scale the table prints them (averaged, or summed over the other tables as Ruter writes them),
 * and not at all when the cells establish neither. What a recomputation needs
 * besides the rows (`TravellerContext`) is declared here, where it is read.
 */
import { Vulnerability } from '../../bridge/contract';
import { Side } from '../../bridge/seats';
import { AdjustedScoreRules } from '../../laws/editions';
import { Edition } from '../../shapes/laws';
import { MessageArgs } from '../../syntax/problems';
import { ArtificialForm, artificialImps, artificialMatchpoints } from '../artificial';
import { butlerDatum, impsAgainstDatum } from '../butler';
import { crossImps, impsAgainst } from '../crossImps';
import { FieldResult } from '../field';
import { fieldPercentage, matchpointPercentage, matchpointTop, matchpoints } from '../matchpoints';
import { CellValue, agrees } from './cells';
import { neuberg } from '../neuberg';
import { DERIVED_COLUMNS, TravellerExpectation } from './expectation';
import { TravellerMethod } from './method';
import { CrossImpScale, crossImpScale, looksLikeExcerpt, matchpointScale } from './printedScale';

/** What one row gets in one direction. */
export type RowAward =
  | { kind: 'scored'; count: number; result: FieldResult }
  | { kind: 'artificial'; count: number; form: ArtificialForm }
  /** Its cells are marked `^` in the file: given, not recomputed, left out of the comparison. */
  | { kind: 'given'; count: number }
  /** No score (nothing to compare): left out of the comparison, still a table of the field. */
  | { kind: 'unscored'; count: number };

/** The file's cells of one direction's matchpoint, percentage and IMP columns, by row. */
export interface DirectionCells {
  mp: readonly CellValue[];
  percentage: readonly CellValue[];
  imps: readonly CellValue[];
}

/** How the table prints a direction (see printedScale.ts): the matchpoint scale, and whether it is an excerpt of a larger field. */
export interface PrintedReading {
  scale: 'earned' | 'centred';
  excerpt: boolean;
  /** Cross-IMPs only: the scale the IMP cells are printed on (printedScale.ts). */
  crossImps?: CrossImpScale;
}

/** What the recomputation needs besides the rows. */
export interface TravellerContext {
  vulnerability?: Vulnerability;
  edition: Edition;
  method: TravellerMethod;
  rules: AdjustedScoreRules;
  /** How the table prints each direction, as read from the table as it stands (given to a recomputation with an override). */
  printed?: Record<Side, PrintedReading>;
}

/**
 * Fills the expected cells of one direction from the file's `cells`; `given` is how the table
 * was read as it stands (so a recomputation with an override reads it the same way). Returns
 * how the table prints the direction. An excerpt of a larger field gets no expected matchpoint,
 * percentage or IMP cells: only what the rows hold themselves (their scores) is checked.
 */
export function scoreDirection(awards: readonly RowAward[], view: Side, context: TravellerContext, expected: TravellerExpectation, cells: DirectionCells, given?: PrintedReading): PrintedReading {
  const columns = DERIVED_COLUMNS[view];
  const scoredRows = awards.flatMap((award, row) => (award.kind === 'scored' ? [row] : []));
  const results = scoredRows.map((row) => ({ ...(awards[row] as { result: FieldResult }).result, count: awards[row].count }));
  const field = awards.reduce((total, award) => total + award.count, 0);
  const compared = results.reduce((total, result) => total + (result.count ?? 1), 0);
  const top = matchpointTop(field);
  const points = matchpoints(results);
  const neubergApplies = compared < field;
  const mps = scoredRows.map((row, index) => (neubergApplies ? neuberg(points[index], compared, field) : points[index]));
  const base = percentageBase(scoredRows.map((row) => cells.percentage[row]), mps, top);
  const percentOf = base === 'field' ? fieldPercentage : matchpointPercentage;
  let reading = given ?? readPrinted(scoredRows, awards, cells, mps.map((mp) => percentOf(mp, top)), mps, top);
  if (reading.excerpt) return reading;
  const shift = reading.scale === 'centred' ? top / 2 : 0;
  const imps = directionImps(results, context);
  if (context.method.imps === 'cross' && imps.values) {
    const compared = results.reduce((total, result) => total + (result.count ?? 1), 0);
    const crossScale = reading.crossImps ?? crossImpScale(scoredRows.map((row) => cells.imps[row]), imps.values, compared);
    reading = { ...reading, crossImps: crossScale };
    if (crossScale.scale === 'sum') {
      imps.values = imps.values.map((value) => value * (compared - 1));
      imps.basis = 'cross-imps-sum';
    } else if (crossScale.scale === 'unknown') imps.values = undefined;
  }
  if (view === 'NS' && imps.datum !== undefined) {
    const dropped = context.method.datum.dropEachEnd;
    for (const row of expected) row.set('ButlerDatum', { value: imps.datum, artificial: false, basis: 'datum', args: { dropped } });
  }
  scoredRows.forEach((row, index) => {
    const mp = mps[index];
    const mpArgs: MessageArgs = neubergApplies ? { top, compared, field } : { top };
    if (shift) mpArgs.centred = 1;
    expected[row].set(columns.mp, { value: mp - shift, artificial: false, basis: neubergApplies ? 'neuberg' : 'matchpoints', args: mpArgs });
    expected[row].set(columns.percentage, { value: percentOf(mp, top), artificial: false, basis: base === 'field' ? 'percentage-field' : 'percentage', args: { top } });
    const rowImps = imps.values?.[index];
    if (rowImps !== undefined) expected[row].set(columns.imps, { value: rowImps, artificial: false, basis: imps.basis, args: { datum: imps.datum ?? 0 } });
  });
  awards.forEach((award, row) => {
    if (award.kind !== 'artificial') return;
    const args = { top, article: context.rules.artificialArticle };
    const mp = artificialMatchpoints(award.form, top, context.rules);
    expected[row].set(columns.mp, { value: mp - shift, artificial: true, basis: 'artificial', args });
    expected[row].set(columns.percentage, { value: matchpointPercentage(mp, top), artificial: true, basis: 'artificial', args });
    // Law 12C gives an artificial score in IMPs for the board (+3 / −3), the averaged scale. What
    // it is on a cross-IMP table that prints sums over the other tables, the Laws do not say
    // (times the comparisons? the same 3?): that cell is left as it is, as is a scale not read.
    if (reading.crossImps && reading.crossImps.scale !== 'average') return;
    expected[row].set(columns.imps, { value: artificialImps(award.form, context.rules), artificial: true, basis: 'artificial', args: { ...args, article: context.rules.impsArticle } });
  });
  return reading;
}

/** How the printed cells of the scored rows read: their matchpoint scale, and whether the table is an excerpt. */
function readPrinted(scoredRows: readonly number[], awards: readonly RowAward[], cells: DirectionCells, percentages: readonly number[], mps: readonly number[], top: number): PrintedReading {
  const mpCells = scoredRows.map((row) => cells.mp[row]);
  const scale = matchpointScale(mpCells, mps, top);
  const shown = scale === 'centred' ? mps.map((mp) => mp - top / 2) : mps;
  const counts = scoredRows.map((row) => awards[row].count);
  const excerpt = looksLikeExcerpt([
    { cells: mpCells, expected: shown, counts },
    { cells: scoredRows.map((row) => cells.percentage[row]), expected: percentages, counts },
  ]);
  return { scale, excerpt };
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
