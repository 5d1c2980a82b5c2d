/**
 * Ruled tables of the PDF — the auction, the play and double dummy: a head row and body rows of
 * cells of runs, each cell on one line (a card with its marks never breaks), columns as wide as
 * their widest cell, the whole table set smaller when it would not fit the width, and a caption in
 * small muted type under it.
 */
import { Block } from './pdfPage';
import { COLOURS, LINE_HEIGHT, Pen, Run } from './pdfPen';

/** What a table holds. */
export interface TableSpec {
  head: ReadonlyArray<readonly Run[]>;
  rows: ReadonlyArray<ReadonlyArray<readonly Run[]>>;
  /** The first cell of each body row is a row heading (bold). */
  rowHeads?: boolean;
  caption?: string;
  size: number;
}

/** The widths of the columns at `size` points, padding included, each cell measured in the face it is drawn in. */
function columnWidths(pen: Pen, rows: ReadonlyArray<ReadonlyArray<readonly Run[]>>, size: number): number[] {
  const padding = size * 0.9;
  const widths: number[] = [];
  for (const row of rows) {
    for (const [index, cell] of row.entries()) widths[index] = Math.max(widths[index] ?? 0, pen.runsWidth(cell, size) + padding);
  }
  return widths;
}

/** The rows as drawn: the head row bold, and the row headings bold when the table has them. */
function drawnRows(spec: TableSpec): Run[][][] {
  const bold = (cell: readonly Run[]) => cell.map((run) => ({ ...run, style: run.style ?? 'bold' as const }));
  return [spec.head.map(bold), ...spec.rows.map((row) => row.map((cell, index) => (spec.rowHeads && index === 0 ? bold(cell) : [...cell])))];
}

/** The table as a block. */
export function table(spec: TableSpec): Block {
  // The head was measured in the regular face and drawn bold: "Declarer" ran past its cell (issue 32 item 7).
  const rows = drawnRows(spec);
  return (pen, x, y, width) => {
    let size = pen.size(spec.size);
    let widths = columnWidths(pen, rows, size);
    const natural = widths.reduce((sum, column) => sum + column, 0);
    const factor = pen.fit(natural, width);
    if (factor < 1) {
      size *= factor;
      widths = columnWidths(pen, rows, size);
    }
    const rowHeight = size * LINE_HEIGHT + size * 0.15;
    const top = y + size * 0.2;
    for (const [rowIndex, row] of rows.entries()) {
      let left = x;
      const rowTop = top + rowIndex * rowHeight;
      for (const [index, columnWidth] of widths.entries()) {
        pen.rect(left, rowTop, columnWidth, rowHeight);
        pen.writeRuns(row[index] ?? [], left + size * 0.45, rowTop + size * 0.1, size);
        left += columnWidth;
      }
    }
    let bottom = top + rows.length * rowHeight;
    if (spec.caption) {
      bottom += size * 0.1 + pen.flow([{ text: spec.caption, color: COLOURS.muted }], x, bottom + size * 0.1, width, size * 0.8);
    }
    return bottom - y + size * 0.3;
  };
}
