/**
 * How a traveller prints one direction's matchpoints, read from the cells themselves: on the
 * scale earned (0 to the top) or centred on zero (earned less half the top, so +2 / −2 around an
 * average of 0, as Ruter writes them), and whether the table is the whole field at all. An
 * excerpt (the best 10 of 155 tables) prints the field's numbers for the rows it holds; those
 * cannot be recomputed from the rows, and saying they are wrong would be false. A table is taken
 * for an excerpt when most of its printed cells disagree with the recomputation and their total
 * is not the total every complete field has (the matchpoints of a board always add up to the
 * same, whatever the scores; a wrong cell or two in a whole table leaves most cells agreeing, and
 * is still found).
 *
 * Cross-IMPs are printed either as the average over the other tables or, as Ruter writes them
 * (`IMP;Cross`, `IMP;Cross2`), as the sum against every other table, the average times
 * (tables − 1), which the pair totals of its TotalScoreTable add up. The scale is the one most of
 * the printed cells fit (the average on a tie); when neither fits half of them the scale is not
 * established, and the cells are neither checked nor rewritten.
 */
import { CellValue, agrees } from './cells';

/** A printed column of one direction with the values recomputed for its rows. */
export interface PrintedColumn {
  cells: readonly CellValue[];
  expected: readonly number[];
  counts: readonly number[];
}

/** The matchpoint scale of a column: centred when more of its printed cells fit earned − top/2 than fit earned. */
export function matchpointScale(cells: readonly CellValue[], points: readonly number[], top: number): 'earned' | 'centred' {
  let earned = 0, centred = 0;
  cells.forEach((cell, index) => {
    if (cell.number === undefined || cell.artificial) return;
    if (agrees(cell, points[index])) earned++;
    else if (agrees(cell, points[index] - top / 2)) centred++;
  });
  return centred > earned ? 'centred' : 'earned';
}

/** True when the printed columns cannot be the whole field's (see the header). */
export function looksLikeExcerpt(columns: readonly PrintedColumn[]): boolean {
  let printed = 0, agreeing = 0, totalOff = false;
  for (const { cells, expected, counts } of columns) {
    let found = 0, wanted = 0, slack = 1e-6, any = false;
    cells.forEach((cell, index) => {
      if (cell.number === undefined || cell.artificial) return;
      any = true;
      printed++;
      if (agrees(cell, expected[index])) agreeing++;
      found += counts[index] * cell.number;
      wanted += counts[index] * expected[index];
      slack += counts[index] * 0.5 * 10 ** -cell.decimals;
    });
    if (any && Math.abs(found - wanted) > slack) totalOff = true;
  }
  return printed > 0 && totalOff && agreeing * 2 < printed;
}

/** How a table prints its cross-IMPs, with the count of printed cells that fit the scale read. */
export interface CrossImpScale {
  scale: 'average' | 'sum' | 'unknown';
  printed: number;
  fitting: number;
}

/** The cross-IMP scale of a column: `averages` recomputed for its rows, over `tables` tables compared. */
export function crossImpScale(cells: readonly CellValue[], averages: readonly number[], tables: number): CrossImpScale {
  let printed = 0, average = 0, sum = 0;
  cells.forEach((cell, index) => {
    if (cell.number === undefined || cell.artificial) return;
    printed++;
    if (agrees(cell, averages[index])) average++;
    if (agrees(cell, averages[index] * Math.max(tables - 1, 1))) sum++;
  });
  if (printed === 0 || tables <= 2) return { scale: 'average', printed, fitting: average };
  if (sum > average && sum * 2 >= printed) return { scale: 'sum', printed, fitting: sum };
  if (average * 2 >= printed && average > 0) return { scale: 'average', printed, fitting: average };
  return { scale: 'unknown', printed, fitting: Math.max(average, sum) };
}
