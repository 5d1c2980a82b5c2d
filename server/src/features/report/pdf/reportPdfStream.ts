/**
 * The PDF reports built as a file streams by (the command line's `report --format pdf`): the
 * same pages the whole file's report draws (reportPages.ts), the document's bytes handed out as
 * pdfkit makes them, each board dropped once drawn. The ruling report holds its first board until
 * the second comes (the title names the board of a one-board file). The handout's type is one
 * scale for the whole file and its title the first Event, which may come late, so a first pass
 * (`handoutPdfPlan`) reads every board once, measures it in its cell and keeps only the first
 * page's boards until the title is known; the second (`streamedHandoutPdf`) holds one page's boards.
 */
import { BoardView } from '../../board/boardDataTypes';
import { ServiceSettings } from '../../settings';
import { ReportSource, StreamAnalysis, streamedBoards } from '../reportStream';
import { reportTitle } from '../rulingReport';
import { PdfFonts, newDocument } from './pdfPage';
import { PdfDocument } from './pdfPen';
import { HandoutPages, HandoutPdfOptions, PdfOptions, drawReportBoard } from './reportPages';
import { PdfTextNotice } from './pdfTextNotice';

/** A document's bytes as they come: what it has made so far, and the rest once it is ended. */
class DocumentChunks {
  private chunks: Buffer[] = [];
  private failure: unknown;
  private readonly ended: Promise<void>;

  constructor(private readonly doc: PdfDocument) {
    doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    this.ended.catch((error: unknown) => { this.failure = error; });
  }

  /** The bytes made since the last call (once the stream has passed them on). */
  async taken(): Promise<Uint8Array> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.failure) throw this.failure;
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    return bytes;
  }

  /** Ends the document; the bytes not yet taken. */
  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return this.taken();
  }
}

/** The ruling report's PDF in pieces of bytes, a block's boards at a time; nothing when the file holds no game. `notice` hears each board drawn. */
export async function* streamedReportPdf(source: ReportSource, uri: string, settings: ServiceSettings, options: PdfOptions, fonts: PdfFonts, analysis?: StreamAnalysis, notice?: PdfTextNotice): AsyncGenerator<Uint8Array> {
  let first: BoardView | undefined;
  let doc: PdfDocument | undefined;
  let chunks: DocumentChunks | undefined;
  // The document opens with the title, known once a second board comes or the file ends.
  const open = (title: string) => {
    doc = newDocument(fonts, options.paper ?? 'A4', title, settings.language);
    chunks = new DocumentChunks(doc);
    drawReportBoard(doc, first!, options, title);
    first = undefined;
  };
  for await (const boards of streamedBoards(source, settings, analysis)) {
    for (const board of boards) {
      notice?.add(board);
      if (!doc && !first) first = board;
      else {
        if (!doc) open(reportTitle(uri, [first!, board], settings.language));
        drawReportBoard(doc!, board, options);
      }
    }
    if (chunks) yield await chunks.taken();
  }
  if (first) open(reportTitle(uri, [first], settings.language));
  if (chunks) yield await chunks.end();
}

/** What the first pass over a handout finds: its title and the one scale of its type. */
export interface HandoutPdfPlan {
  title: string;
  scale: number;
}

/** Reads every board of the file once: the handout's title and scale; undefined when the file holds no game. */
export async function handoutPdfPlan(source: ReportSource, uri: string, settings: ServiceSettings, options: HandoutPdfOptions, fonts: PdfFonts, analysis?: StreamAnalysis): Promise<HandoutPdfPlan | undefined> {
  // Measured on a document never written: the cells after the first page do not depend on the title.
  const measuring = newDocument(fonts, options.paper ?? 'A4', '', settings.language);
  const later = new HandoutPages(measuring, '', options);
  const firstPage: BoardView[] = [];
  let withEvent: BoardView | undefined;
  let scale = 1;
  let index = 0;
  for await (const boards of streamedBoards(source, settings, analysis)) {
    for (const board of boards) {
      if (index < options.perPage) firstPage.push(board);
      else scale = Math.min(scale, later.fitting(board, index));
      if (board.event && !withEvent) withEvent = board;
      index++;
    }
  }
  if (firstPage.length === 0) return undefined;
  const title = reportTitle(uri, [withEvent ?? firstPage[0]], settings.language, { layout: 'handout' });
  const pages = new HandoutPages(measuring, title, options);
  for (const [at, board] of firstPage.entries()) scale = Math.min(scale, pages.fitting(board, at));
  return { title, scale };
}

/** The handout's PDF in pieces of bytes, a page at a time as boards come; nothing when the file holds no game. `notice` hears each board drawn. */
export async function* streamedHandoutPdf(source: ReportSource, plan: HandoutPdfPlan, settings: ServiceSettings, options: HandoutPdfOptions, fonts: PdfFonts, analysis?: StreamAnalysis, notice?: PdfTextNotice): AsyncGenerator<Uint8Array> {
  const doc = newDocument(fonts, options.paper ?? 'A4', plan.title, settings.language);
  const chunks = new DocumentChunks(doc);
  const pages = new HandoutPages(doc, plan.title, options);
  let pageIndex = 0;
  let held: BoardView[] = [];
  for await (const boards of streamedBoards(source, settings, analysis)) {
    for (const board of boards) {
      notice?.add(board);
      held.push(board);
      if (held.length === options.perPage) {
        pages.drawPage(pageIndex++, held, plan.scale);
        held = [];
      }
    }
    const bytes = await chunks.taken();
    if (bytes.length) yield bytes;
  }
  if (held.length) pages.drawPage(pageIndex++, held, plan.scale);
  if (pageIndex) yield await chunks.end();
}
