/**
 * The pages of the PDF reports, one board or one handout page at a time, so that the whole file's
 * report (reportPdf.ts) and the report written as a file streams by (reportPdfStream.ts) draw the
 * same pages. The ruling report: each board on a page of its own, set smaller until it fits (and
 * broken between its parts only when even the smallest type does not fit), the title on the
 * first. The handout: 1, 2 or 4 cells a page, the first page's lower by the title; the type of
 * the whole handout is one scale, the largest at which every board fits its cell (`fittingScale`
 * per board, the smallest of them taken by the caller), and each sheet drawn at one size: smaller
 * still when a board of it had to set its diagram or a table smaller to fit the cell's width.
 */
import { BoardView } from '../../board/boardDataTypes';
import { handoutBoardBlock, handoutSizes, reportBoardBlocks } from './pdfBoards';
import { Block, MM, PAPER_SIZE, SCALES, fittingScale, measure, space, stack } from './pdfPage';
import { Pen, PdfDocument } from './pdfPen';
import { heading } from './pdfText';

/** What the PDF shows and on what paper. */
export interface PdfOptions {
  paper?: 'A4' | 'Letter';
  showHidden?: boolean;
}

/** The handout's options: the report's and the boards a page. */
export type HandoutPdfOptions = PdfOptions & { perPage: 1 | 2 | 4 };

/** Draws one board of the ruling report on a new page (more only when it cannot fit one), with the report's title when given. */
export function drawReportBoard(doc: PdfDocument, board: BoardView, options: PdfOptions, title?: string): void {
  const page = PAPER_SIZE[options.paper ?? 'A4'];
  const [top, side] = [10 * MM, 12 * MM];
  const width = page.width - 2 * side;
  const bottom = page.height - top;
  const blocks = reportBoardBlocks(board, options.showHidden === true, title);
  const pen = new Pen(doc, true, fittingScale(doc, stack(blocks), width, bottom - top, SCALES), { top, bottom });
  doc.addPage();
  let y = top;
  for (const block of blocks) {
    // Only a board too long for one page in the smallest type breaks, between its parts; a part
    // longer than a page starts where it is and its text goes on over the next pages (the pen's
    // shift maps y onto the page drawn).
    const onPage = y - pen.shift;
    const height = measure(doc, block, width, pen.scale);
    if (onPage > top && onPage + height > bottom && height <= bottom - top) {
      doc.addPage();
      pen.shift = y - top;
    }
    y += block(pen, side, y, width);
  }
}

/** A cell of a handout page. */
interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The handout's pages on one document: where its title and each board go. */
export class HandoutPages {
  private readonly margin = 12 * MM;
  private readonly width: number;
  private readonly titleBlock: Block;
  private readonly cells: Cell[][];

  /** The pages of a handout titled `title` (measured on `doc`). */
  constructor(private readonly doc: PdfDocument, title: string, private readonly options: HandoutPdfOptions) {
    const page = PAPER_SIZE[options.paper ?? 'A4'];
    const sizes = handoutSizes(options.perPage);
    this.width = page.width - 2 * this.margin;
    this.titleBlock = stack([heading(title, sizes.h1, 0), space(sizes.body * 0.6)]);
    const titleHeight = measure(doc, this.titleBlock, this.width, 1);
    const gap = sizes.body * 1.2;
    // The cells of the first page are lower by the title.
    this.cells = [titleHeight, 0].map((above) => handoutCells(options.perPage, this.margin, this.margin + above, this.width, page.height - 2 * this.margin - above, gap));
  }

  /** A board as the handout draws it. */
  block(board: BoardView): Block {
    return handoutBoardBlock(board, this.options.perPage, this.options.showHidden === true);
  }

  /** The largest scale at which the board at `index` (0-based, in the file) fits its cell. */
  fitting(board: BoardView, index: number): number {
    const cell = this.cellOf(index);
    return fittingScale(this.doc, this.block(board), cell.width, cell.height, SCALES);
  }

  /**
   * The scale page `pageIndex` is drawn at: `scale`, times the smallest factor a board of the page
   * set its diagram or a table by to fit its width, so that the whole sheet is one size — a board
   * with four hands was set smaller than one with `[Hidden]` hands beside it (issue 32 item 7).
   */
  sheetScale(pageIndex: number, boards: readonly BoardView[], scale: number): number {
    const pen = new Pen(this.doc, false, scale);
    for (const [index, board] of boards.entries()) {
      const cell = this.cellOf(pageIndex * this.options.perPage + index);
      this.block(board)(pen, 0, 0, cell.width);
    }
    return scale * pen.narrowest;
  }

  /** Draws page `pageIndex` (0-based; the first with the title) holding `boards` at `scale` (smaller when a board needs it: `sheetScale`). */
  drawPage(pageIndex: number, boards: readonly BoardView[], scale: number): void {
    const sheet = this.sheetScale(pageIndex, boards, scale);
    this.doc.addPage();
    if (pageIndex === 0) this.titleBlock(new Pen(this.doc, true, 1), this.margin, this.margin, this.width);
    const pen = new Pen(this.doc, true, sheet);
    for (const [index, board] of boards.entries()) {
      const cell = this.cellOf(pageIndex * this.options.perPage + index);
      this.block(board)(pen, cell.x, cell.y, cell.width);
    }
  }

  private cellOf(index: number): Cell {
    return this.cells[index < this.options.perPage ? 0 : 1][index % this.options.perPage];
  }
}

/** Where the boards of a handout page go: one cell per board, row by row. */
function handoutCells(perPage: 1 | 2 | 4, left: number, top: number, width: number, height: number, gap: number): Cell[] {
  const columns = perPage === 4 ? 2 : 1;
  const rows = perPage / columns;
  const cellWidth = (width - (columns - 1) * gap) / columns;
  const cellHeight = (height - (rows - 1) * gap) / rows;
  return Array.from({ length: perPage }, (_, index) => ({ x: left + (index % columns) * (cellWidth + gap), y: top + Math.floor(index / columns) * (cellHeight + gap), width: cellWidth, height: cellHeight }));
}
