/**
 * Pages filled from the top down, for the PDFs that are lists rather than boards (an event's
 * standings, its rulings log): blocks drawn one under the other, a new page when the next does not
 * fit what is left of this one; and a ruled table whose cells wrap their text (each column as wide
 * as its widest word allows, or its widest piece of bridge notation, the long columns sharing the
 * rest of the width) and whose rows go on over as many pages as they need, the head row drawn
 * again at the top of each page. A row is never split between pages; a cell may ask for a
 * background (a status).
 */
import { largest } from '../../../arrays';
import { Block, MM, PAPER_SIZE, measure } from './pdfPage';
import { COLOURS, FontStyle, LINE_HEIGHT, Pen, PdfDocument, Run } from './pdfPen';

/** A cell: its text and, when it has one, its background colour. */
export interface PagedCell {
  text: string;
  fill?: string;
}

/** What a paged table holds. */
export interface PagedTableSpec {
  head: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<PagedCell>>;
  /** The type size in points. */
  size: number;
  /** The columns whose pieces between commas and semicolons stay on one line (bridge notation: `4♠ −1,` `NS −50`). */
  keep?: readonly number[];
}

/** Pages of one document filled from the top; the first page is added with the first block. */
export class PagedDocument {
  readonly left: number;
  readonly width: number;
  private readonly top: number;
  private readonly bottom: number;
  private y = 0;
  private started = false;
  private readonly pen: Pen;

  constructor(readonly doc: PdfDocument, private readonly paper: 'A4' | 'Letter' = 'A4', private readonly landscape = false) {
    const size = PAPER_SIZE[paper];
    const [pageWidth, pageHeight] = landscape ? [size.height, size.width] : [size.width, size.height];
    this.left = 12 * MM;
    this.top = 10 * MM;
    this.width = pageWidth - 2 * this.left;
    this.bottom = pageHeight - this.top;
    this.pen = new Pen(doc, true, 1);
  }

  /** Starts a new page. */
  newPage(): void {
    // pdfkit takes a page's options whole: the size and the margin (none) again, with the layout.
    this.doc.addPage({ size: this.paper === 'Letter' ? 'LETTER' : 'A4', margin: 0, layout: this.landscape ? 'landscape' : 'portrait' });
    this.started = true;
    this.y = this.top;
  }

  /** Draws a block under the last one, on a new page when it does not fit the rest of this one (a block taller than a page starts a page and runs past it). */
  block(block: Block): void {
    const height = measure(this.doc, block, this.width, 1);
    if (!this.started || (this.y + height > this.bottom && this.y > this.top)) this.newPage();
    this.y += block(this.pen, this.left, this.y, this.width);
  }

  /** Draws a table under the last block, its rows over as many pages as they need, the head on each. */
  table(spec: PagedTableSpec): void {
    const measuring = new Pen(this.doc, false, 1);
    const widths = columnWidths(measuring, spec, this.width);
    const head = spec.head.map((text) => ({ text }));
    const kept = (index: number) => spec.keep?.includes(index) === true;
    const heightOf = (cells: ReadonlyArray<PagedCell>, bold: boolean) => rowHeight(measuring, cells, widths, spec.size, bold, kept);
    const headHeight = heightOf(head, true);
    if (!this.started) this.newPage();
    let headDrawn = false;
    for (const row of spec.rows) {
      const height = heightOf(row, false);
      const room = this.y + (headDrawn ? 0 : headHeight) + height <= this.bottom;
      if (!room && this.y > this.top) {
        this.newPage();
        headDrawn = false;
      }
      if (!headDrawn) {
        drawRow(this.pen, head, widths, this.left, this.y, headHeight, spec.size, true, kept);
        this.y += headHeight;
        headDrawn = true;
      }
      drawRow(this.pen, row, widths, this.left, this.y, height, spec.size, false, kept);
      this.y += height;
    }
    this.y += spec.size * 0.6;
  }
}

/** The runs of a cell's text; a kept column's pieces between commas and semicolons each one run never broken. */
function cellRuns(text: string, bold: boolean, keep: boolean): Run[] {
  const style: FontStyle = bold ? 'bold' : 'regular';
  if (!keep) return [{ text, style }];
  return text.split(/(?<=[,;])\s+/).flatMap((piece, index): Run[] => [...(index ? [{ text: ' ', style }] : []), { text: piece, style, keep: true }]);
}

/** The padding of a cell on each side, at `size` points. */
const padding = (size: number) => size * 0.4;

/**
 * The widths of the columns: each at least as wide as its widest word (head in bold), at most as
 * wide as its longest text; when the longest texts do not fit, the room over the narrowest widths
 * is shared out in proportion to what each column would still take.
 */
function columnWidths(pen: Pen, spec: PagedTableSpec, width: number): number[] {
  const columns = spec.head.length;
  const all = [spec.head.map((text) => ({ text, bold: true })), ...spec.rows.map((row) => row.map((cell) => ({ text: cell.text, bold: false })))];
  const least = new Array<number>(columns).fill(0);
  const most = new Array<number>(columns).fill(0);
  for (const row of all) {
    for (const [index, cell] of row.entries()) {
      const style = cell.bold ? 'bold' : 'regular';
      const extra = 2 * padding(spec.size);
      most[index] = Math.max(most[index], pen.widthOf(cell.text, style, spec.size) + extra);
      const pieces = spec.keep?.includes(index) ? cell.text.split(/(?<=[,;])\s+/) : cell.text.split(/\s+/);
      for (const piece of pieces) least[index] = Math.max(least[index], pen.widthOf(piece, style, spec.size) + extra);
    }
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  if (sum(most) <= width) return most;
  const narrow = sum(least);
  if (narrow >= width) {
    // Even the widest words do not fit: each column keeps its head's widest word, and the room over them goes in
    // proportion to what each column's words would still take (a long word of a cell, a path say, is then cut
    // between its characters, never a word of the head).
    const floor = spec.head.map((text) => text.split(/\s+/).reduce((widest, word) => Math.max(widest, pen.widthOf(word, 'bold', spec.size)), 0) + 2 * padding(spec.size));
    const floors = sum(floor);
    if (floors >= width) return floor.map((value) => (value / floors) * width);
    const over = least.map((value, index) => Math.max(0, value - floor[index]));
    const room = (width - floors) / sum(over);
    return floor.map((value, index) => value + over[index] * room);
  }
  const wanted = most.map((value, index) => value - least[index]);
  const share = (width - narrow) / sum(wanted);
  return least.map((value, index) => value + wanted[index] * share);
}

/** The height of a row: its tallest cell's lines. */
function rowHeight(pen: Pen, cells: ReadonlyArray<PagedCell>, widths: readonly number[], size: number, bold: boolean, kept: (index: number) => boolean): number {
  const inner = (index: number) => Math.max(1, widths[index] - 2 * padding(size));
  const lines = widths.map((_, index) => pen.flow(cellRuns(cells[index]?.text ?? '', bold, !bold && kept(index)), 0, 0, inner(index), size));
  return largest(lines, size * LINE_HEIGHT) + size * 0.3;
}

/** Draws a row of ruled cells at (x, y), `height` tall. */
function drawRow(pen: Pen, cells: ReadonlyArray<PagedCell>, widths: readonly number[], x: number, y: number, height: number, size: number, bold: boolean, kept: (index: number) => boolean): void {
  let left = x;
  for (const [index, width] of widths.entries()) {
    const cell = cells[index];
    if (bold) pen.rect(left, y, width, height, '#eeeeee', true);
    else if (cell?.fill) pen.rect(left, y, width, height, cell.fill, true);
    pen.rect(left, y, width, height, COLOURS.line);
    pen.flow(cellRuns(cell?.text ?? '', bold, !bold && kept(index)), left + padding(size), y + size * 0.15, Math.max(1, width - 2 * padding(size)), size);
    left += width;
  }
}
