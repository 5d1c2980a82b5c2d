/**
 * Compares a traveller's cells with two recomputations: as the table stands (its own numbers)
 * and with the game's own row overridden (an adjusted score, a ruling's rectified score). A cell
 * that agrees with neither is inconsistent; one that agrees only with the table as it stands is
 * stale (the override has not been carried into the traveller yet); every cell that differs from
 * the overridden recomputation is a change "Update traveller" writes.
 */
import { agrees, cellValue } from './cells';
import { ExpectedCell, RECOMPUTED_COLUMNS, TravellerExpectation } from './expectation';
import { Traveller, TravellerCell, cellAt } from './readTraveller';
import { RowFacts } from './rowFacts';

/** A cell that does not hold what the recomputation expects. */
export interface CellFinding {
  row: number;
  /** The column, or `Score` for the Score_NS / Score_EW pair. */
  column: string;
  /** The cell a diagnostic points at. */
  cell: TravellerCell;
  /** The number found (NS score for `Score`), if any. */
  found?: number;
  expected: ExpectedCell;
  kind: 'inconsistent' | 'stale' | 'fill';
}

/** Every cell that differs from `withOverride`, classified against `asItStands`. */
export function compareTraveller(traveller: Traveller, facts: readonly RowFacts[], asItStands: TravellerExpectation, withOverride: TravellerExpectation, overrideRow?: number): CellFinding[] {
  const findings: CellFinding[] = [];
  traveller.rows.forEach((_, row) => {
    for (const column of RECOMPUTED_COLUMNS) {
      const expected = withOverride[row].get(column);
      if (!expected) continue;
      const cell = column === 'Score' ? scoreCell(traveller, row) : cellAt(traveller, row, column);
      if (!cell) continue;
      const value = cellValue(cell);
      const found = column === 'Score' ? facts[row].nsScore : value.number;
      const isOverride = row === overrideRow;
      if (value.artificial && !isOverride && column !== 'Score') continue;
      if (found === undefined) {
        if (isOverride && expected.value !== undefined) findings.push({ row, column, cell, expected, kind: 'fill' });
        continue;
      }
      const matches = (candidate?: ExpectedCell) => candidate?.value !== undefined && (column === 'Score' ? candidate.value === found : agrees(value, candidate.value)) && (column === 'Score' || value.artificial === candidate.artificial);
      const before = asItStands[row].get(column);
      // A number written to fewer decimals may fit both recomputations (7 fits 7 and 7.4): the
      // nearer one decides, so an update from 7 to 7.4 is still found.
      const nearerBefore = matches(before) && before!.value !== expected.value && Math.abs(found - before!.value!) < Math.abs(found - expected.value!);
      if (matches(expected) && !nearerBefore) continue;
      findings.push({ row, column, cell, found, expected, kind: matches(before) ? 'stale' : isOverride && !before ? 'stale' : 'inconsistent' });
    }
  });
  return findings;
}

/** The Score cell that holds the row's number (Score_NS, else Score_EW). */
export function scoreCell(traveller: Traveller, row: number): TravellerCell | undefined {
  const ns = cellAt(traveller, row, 'Score_NS');
  const ew = cellAt(traveller, row, 'Score_EW');
  return cellValue(ns).number !== undefined || !ew ? ns : ew;
}
