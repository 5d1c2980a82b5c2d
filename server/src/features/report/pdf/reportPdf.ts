/**
 * The ruling report and the handout as PDF, drawn from the board view model the HTML prints (not
 * from the HTML), with the same page breaks: the ruling report one board a page, the title on the
 * first board's page, a board set smaller until it fits its page (and broken between its parts
 * only when even the smallest type does not fit); the handout one, two or four boards a page in
 * ruled boxes, the title on the first page, every board in its place on the page, the type of the
 * whole handout set as large as its longest board allows (reportPages.ts draws the pages). A4 or
 * Letter; DejaVu Sans embedded (the caller gives its files: the core reads none), hearts and
 * diamonds red. This is the whole file's report (the editor's export); the command line's streams
 * (reportPdfStream.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../../analysis/logic/lookup';
import { Language } from '../../../i18n/localize';
import { DocumentModel } from '../../../model/document/document';
import { BoardView } from '../../board/boardDataTypes';
import { ReportLayout, ReportScope, reportBoards, reportTitle } from '../rulingReport';
import { PdfFonts, documentBytes, newDocument } from './pdfPage';
import { HandoutPages, HandoutPdfOptions, PdfOptions, drawReportBoard } from './reportPages';
import { smallest } from '../../../arrays';
import { PdfTextNotice } from './pdfTextNotice';

/** The ruling report: one board a page. */
export async function reportPdf(title: string, boards: readonly BoardView[], language: string, options: PdfOptions, fonts: PdfFonts, notice?: PdfTextNotice): Promise<Uint8Array> {
  for (const board of boards) notice?.add(board);
  const doc = newDocument(fonts, options.paper ?? 'A4', title, language);
  for (const [index, board] of boards.entries()) drawReportBoard(doc, board, options, index === 0 ? title : undefined);
  return documentBytes(doc);
}

/** The handout: 1, 2 or 4 boards a page. */
export async function handoutPdf(title: string, boards: readonly BoardView[], language: string, options: HandoutPdfOptions, fonts: PdfFonts, notice?: PdfTextNotice): Promise<Uint8Array> {
  for (const board of boards) notice?.add(board);
  const { perPage } = options;
  const doc = newDocument(fonts, options.paper ?? 'A4', title, language);
  const pages = new HandoutPages(doc, title, options);
  const scale = smallest(boards.map((board, index) => pages.fitting(board, index)), 1);
  for (let start = 0; start < boards.length; start += perPage) pages.drawPage(start / perPage, boards.slice(start, start + perPage), scale);
  return documentBytes(doc);
}

/** The report of a document as PDF (the ruling report or, by `layout`, the handout); undefined when the scope holds no game. `notice` hears each board drawn. */
export async function rulingReportPdf(text: TextDocument, document: DocumentModel, scope: ReportScope, language: Language, fonts: PdfFonts, analysis?: AnalysisLookup, layout: ReportLayout = {}, notice?: PdfTextNotice): Promise<Uint8Array | undefined> {
  const boards = reportBoards(text, document, scope, language, analysis);
  if (boards.length === 0) return undefined;
  const title = reportTitle(text.uri, boards, language, layout);
  return layout.layout === 'handout'
    ? handoutPdf(title, boards, language, { perPage: layout.perPage ?? 2, paper: layout.paper, showHidden: layout.showHidden }, fonts, notice)
    : reportPdf(title, boards, language, layout, fonts, notice);
}
