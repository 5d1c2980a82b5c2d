/**
 * `report`'s consumers of an input, without the file system: the pieces of the ruling report
 * (HTML, Markdown) or the handout, or of their PDFs, as the input's boards are read
 * (features/report/reportStream.ts, handoutStream.ts, pdf/reportPdfStream.ts; the handout's title,
 * and for its PDF the type size, from a first reading), and the report of a document read whole (a
 * LIN file), with a PDF's notice of the text it cannot show. The command line opens the input, gives
 * the fonts and writes the pieces (cli/report.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { PdfFonts } from '../features/report/pdf/pdfPage';
import { rulingReport } from '../features/report/rulingReport';
import { rulingReportPdf } from '../features/report/pdf/reportPdf';
import { ReportPhase, ReportSource, StreamAnalysis, streamedReport } from '../features/report/reportStream';
import { handoutPdfPlan, streamedHandoutPdf, streamedReportPdf } from '../features/report/pdf/reportPdfStream';
import { handoutTitle, streamedHandout } from '../features/report/handoutStream';
import { DdAnswering } from '../analysis/logic/lookup';
import { DdQuestion } from '../analysis/logic/protocol';
import { GameInput } from './gameInput';
import { OpenedInput } from './openedInput';
import { closeUnread, streamSource } from './streamSource';
import { PdfTextNotice, pdfTextNotice } from '../features/report/pdf/pdfTextNotice';

/** What a PDF cannot show of its text, for the command line to say (features/report/pdf/pdfTextNotice.ts). */
export { PdfTextNotice } from '../features/report/pdf/pdfTextNotice';

/** What the report is: its format and layout as the command line gives them. */
export interface ReportOptions {
  format: string;
  layout: 'ruling' | 'handout';
  perPage?: 1 | 2 | 4;
  paper?: 'A4' | 'Letter';
  showHidden: boolean;
}

/** The input's games for each reading of it (the pages from `draw`; the handout's title or its PDF's type size from a first reading), and what to do when it is never read (a handout PDF of no game). */
export interface ReportReadings {
  source(phase: ReportPhase): ReportSource | Promise<ReportSource>;
  unread?(): Promise<void>;
}

/** The readings of an input opened by a front end: the pages from it, a first reading from it opened again. */
export function inputReadings(input: GameInput): ReportReadings {
  return { source: async (phase) => (phase === 'draw' ? streamSource(input) : streamSource(await input.reopen())), unread: () => closeUnread(input) };
}

/**
 * The report's pieces as the input is read (`uri` names it in the title): the command line's
 * `report` and the editor's report worker (server/reportWorker.ts) both. The first piece comes once
 * the title is known, none when the input holds no game. A PDF's `notice` hears each board drawn.
 */
export async function reportPieces(options: ReportOptions, settings: ServiceSettings, uri: string, readings: ReportReadings, fonts: () => Promise<PdfFonts>, answering: StreamAnalysis | undefined, notice?: PdfTextNotice): Promise<AsyncGenerator<string | Uint8Array>> {
  if (options.format !== 'pdf') {
    if (options.layout !== 'handout') return streamedReport(await readings.source('draw'), uri, options.format === 'md' ? 'md' : 'html', settings, { showHidden: options.showHidden, paper: options.paper }, answering);
    // The handout's title from a first reading that reads games until one has an Event.
    const title = await handoutTitle(await readings.source('title'), uri, settings);
    return streamedHandout(await readings.source('draw'), title ?? '', settings, { perPage: options.perPage ?? 2, paper: options.paper ?? 'A4', showHidden: options.showHidden }, answering);
  }
  const loaded = await fonts();
  const pdf = { perPage: options.perPage ?? 2, paper: options.paper, showHidden: options.showHidden };
  if (options.layout !== 'handout') return streamedReportPdf(await readings.source('draw'), uri, settings, pdf, loaded, answering, notice);
  // The handout's title and type size from a first reading over every board.
  const plan = await handoutPdfPlan(await readings.source('measure'), uri, settings, pdf, loaded, answering);
  if (plan) return streamedHandoutPdf(await readings.source('draw'), plan, settings, pdf, loaded, answering, notice);
  await readings.unread?.();
  return (async function* (): AsyncGenerator<Uint8Array> { /* no game */ })();
}

/** A report to write: its pieces as they are made, and for a PDF what it cannot show. */
export interface OpenedReport {
  pieces: AsyncIterable<string | Uint8Array>;
  notice?: PdfTextNotice;
}

/**
 * The report of an opened input, undefined when it holds no game: its pieces as its games stream
 * (`uri` names it in the title; the first comes once the title is known), or the one piece of a LIN
 * file read whole through `service`, its double-dummy questions answered first. With `dd` (whose
 * answers `service` reads) the boards carry what double dummy adds, `answered` running after each
 * round of answers. A PDF's notice is made (its fonts loaded) before the input is read.
 */
export async function reportOfOpened(opened: OpenedInput, options: ReportOptions, service: LanguageService, settings: ServiceSettings, uri: string, fonts: () => Promise<PdfFonts>, dd: DdAnswering | undefined, answered: () => void): Promise<OpenedReport | undefined> {
  const lookup = service.getAnalysis(settings);
  const answering = dd && lookup ? { lookup, answer: async (questions: readonly DdQuestion[]) => { await dd.answer(questions); answered(); } } : undefined;
  const notice = options.format === 'pdf' ? pdfTextNotice(await fonts()) : undefined;
  const pieces = await openedPieces(opened, options, service, settings, uri, fonts, answering, notice);
  const first = await pieces.next();
  if (first.done) return undefined;
  const all = async function* (): AsyncGenerator<string | Uint8Array> {
    for (let piece: IteratorResult<string | Uint8Array> = first; !piece.done; piece = await pieces.next()) yield piece.value;
  };
  return { pieces: all(), notice };
}

/** The report's pieces of an opened input (none when it holds no game). */
async function openedPieces(opened: OpenedInput, options: ReportOptions, service: LanguageService, settings: ServiceSettings, uri: string, fonts: () => Promise<PdfFonts>, answering: StreamAnalysis | undefined, notice?: PdfTextNotice): Promise<AsyncGenerator<string | Uint8Array>> {
  if (opened.kind === 'games') return reportPieces(options, settings, uri, inputReadings(opened.games), fonts, answering, notice);
  const loaded = await opened.whole();
  if (answering) await answering.answer(service.analysisQuestions(loaded.document, settings).flatMap((game) => game.questions.map(({ question }) => question)));
  const report = await reportOfDocument(loaded.document, service, settings, options, fonts, notice);
  service.forget(loaded.document.uri);
  return (async function* (): AsyncGenerator<string | Uint8Array> { if (report !== undefined) yield report; })();
}

/** The report of a document read whole (a LIN file through its projection); undefined when it holds no game. A PDF's `notice` hears each board drawn. */
export async function reportOfDocument(document: TextDocument, service: LanguageService, settings: ServiceSettings, options: ReportOptions, fonts: () => Promise<PdfFonts>, notice?: PdfTextNotice): Promise<string | Uint8Array | undefined> {
  const { model, document: text } = service.getModelView(document, settings)!;
  const layout = { layout: options.layout, perPage: options.perPage, paper: options.paper, showHidden: options.showHidden };
  const analysis = service.getAnalysis(settings);
  return options.format === 'pdf'
    ? await rulingReportPdf(text, model, 'file', settings.language, await fonts(), analysis, layout, notice)
    : rulingReport(text, model, 'file', options.format === 'md' ? 'md' : 'html', settings.language, analysis, layout);
}
