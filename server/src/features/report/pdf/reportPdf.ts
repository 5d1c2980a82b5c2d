/**
 * The ruling report and the handout as PDF, drawn from the board view model the HTML prints (not
 * from the HTML), with the same page breaks: the ruling report one board a page, the title on the
 * first board's page, a board set smaller until it fits its page (and broken between its parts
 * only when even the smallest type does not fit); the handout one, two or four boards a page in
 * ruled boxes, the title on the first page, every board in its place on the page, the type of the
 * whole handout set as large as its longest board allows. A4 or Letter; DejaVu Sans embedded
 * (the caller gives its files: the core reads none), hearts and diamonds red.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../../analysis/logic/lookup';
import { Language } from '../../../i18n/localize';
import { DocumentModel } from '../../../model/document/document';
import { BoardView } from '../../board/boardDataTypes';
import { ReportLayout, ReportScope, reportBoards, reportTitle } from '../rulingReport';
import { handoutBoardBlock, handoutSizes, reportBoardBlocks } from './pdfBoards';
import { Block, MM, PAPER_SIZE, PdfFonts, SCALES, documentBytes, fittingScale, measure, newDocument, space, stack } from './pdfPage';
import { Pen } from './pdfPen';
import { heading } from './pdfText';

/** What the PDF shows and on what paper. */
export interface PdfOptions {
  paper?: 'A4' | 'Letter';
  showHidden?: boolean;
}

/** The ruling report: one board a page. */
export async function reportPdf(title: string, boards: readonly BoardView[], language: string, options: PdfOptions, fonts: PdfFonts): Promise<Uint8Array> {
  const paper = options.paper ?? 'A4';
  const doc = newDocument(fonts, paper, title, language);
  const page = PAPER_SIZE[paper];
  const [top, side] = [10 * MM, 12 * MM];
  const width = page.width - 2 * side;
  const bottom = page.height - top;
  for (const [index, board] of boards.entries()) {
    const blocks = reportBoardBlocks(board, options.showHidden === true, index === 0 ? title : undefined);
    const pen = new Pen(doc, true, fittingScale(doc, stack(blocks), width, bottom - top, SCALES));
    doc.addPage();
    let y = top;
    for (const block of blocks) {
      // Only a board too long for one page in the smallest type breaks, and only between its parts.
      if (y > top && y + measure(doc, block, width, pen.scale) > bottom) {
        doc.addPage();
        y = top;
      }
      y += block(pen, side, y, width);
    }
  }
  return documentBytes(doc);
}

/** Where the boards of a handout page go: one cell per board, row by row. */
function handoutCells(perPage: 1 | 2 | 4, left: number, top: number, width: number, height: number, gap: number): Array<{ x: number; y: number; width: number; height: number }> {
  const columns = perPage === 4 ? 2 : 1;
  const rows = perPage / columns;
  const cellWidth = (width - (columns - 1) * gap) / columns;
  const cellHeight = (height - (rows - 1) * gap) / rows;
  return Array.from({ length: perPage }, (_, index) => ({ x: left + (index % columns) * (cellWidth + gap), y: top + Math.floor(index / columns) * (cellHeight + gap), width: cellWidth, height: cellHeight }));
}

/** The handout: 1, 2 or 4 boards a page. */
export async function handoutPdf(title: string, boards: readonly BoardView[], language: string, options: PdfOptions & { perPage: 1 | 2 | 4 }, fonts: PdfFonts): Promise<Uint8Array> {
  const paper = options.paper ?? 'A4';
  const { perPage } = options;
  const doc = newDocument(fonts, paper, title, language);
  const page = PAPER_SIZE[paper];
  const margin = 12 * MM;
  const width = page.width - 2 * margin;
  const sizes = handoutSizes(perPage);
  const titleBlock: Block = stack([heading(title, sizes.h1, 0), space(sizes.body * 0.6)]);
  const titleHeight = measure(doc, titleBlock, width, 1);
  const gap = sizes.body * 1.2;
  const blocks = boards.map((board) => handoutBoardBlock(board, perPage, options.showHidden === true));
  // The cells of the first page are lower by the title; every board is fitted to the cell it gets.
  const cellsOf = (pageIndex: number) => handoutCells(perPage, margin, margin + (pageIndex ? 0 : titleHeight), width, page.height - 2 * margin - (pageIndex ? 0 : titleHeight), gap);
  const scale = Math.min(1, ...blocks.map((block, index) => {
    const cell = cellsOf(Math.floor(index / perPage))[index % perPage];
    return fittingScale(doc, block, cell.width, cell.height, SCALES);
  }));
  const pen = new Pen(doc, true, scale);
  for (const [index, block] of blocks.entries()) {
    const pageIndex = Math.floor(index / perPage);
    if (index % perPage === 0) {
      doc.addPage();
      if (pageIndex === 0) titleBlock(new Pen(doc, true, 1), margin, margin, width);
    }
    const cell = cellsOf(pageIndex)[index % perPage];
    block(pen, cell.x, cell.y, cell.width);
  }
  return documentBytes(doc);
}

/** The report of a document as PDF (the ruling report or, by `layout`, the handout); undefined when the scope holds no game. */
export async function rulingReportPdf(text: TextDocument, document: DocumentModel, scope: ReportScope, language: Language, fonts: PdfFonts, analysis?: AnalysisLookup, layout: ReportLayout = {}): Promise<Uint8Array | undefined> {
  const boards = reportBoards(text, document, scope, language, analysis);
  if (boards.length === 0) return undefined;
  const title = reportTitle(text.uri, boards, language, layout);
  return layout.layout === 'handout'
    ? handoutPdf(title, boards, language, { perPage: layout.perPage ?? 2, paper: layout.paper, showHidden: layout.showHidden }, fonts)
    : reportPdf(title, boards, language, layout, fonts);
}
