/**
 * The report worker (dist/reportWorker.js): makes one whole document's ruling report or handout
 * (HTML, Markdown or PDF) off the server's main thread, so that hovers and diagnostics are answered
 * meanwhile. It reads the document's text game by game through `report`'s own driver
 * (commands/report.ts, the command line's), asks the server for the double-dummy
 * answers of each block's boards (the server's answers only: nothing is computed for a report),
 * tells how many boards it has made every PROGRESS_STEP boards, and answers the whole report once
 * made (a PDF in base64, with the sentence saying what text it cannot show, pdfTextNotice.ts). The server ends it at once to cancel (reportJob.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AnalysisOutcome, answerMap } from '../analysis/logic/lookup';
import { DdQuestion } from '../analysis/logic/protocol';
import { ReportSource, StreamAnalysis } from '../features/report/reportStream';
import { reportPieces } from '../commands/report';
import { loadReportFonts } from '../io/reportFonts';
import { PdfTextNotice, pdfTextNotice } from '../features/report/pdf/pdfTextNotice';
import { textGameSource } from '../model/document/gameTextStream';
import { ReportJobData, ReportOutcomesMessage, ReportPhase, ReportWorkerMessage } from './reportWorkerProtocol';

/** Boards made between two progress messages. */
const PROGRESS_STEP = 100;

const port = parentPort!;
const job = workerData as ReportJobData;
const post = (message: ReportWorkerMessage) => port.postMessage(message);

/** The document as a source of games for one pass, its boards counted for the progress. */
function source(phase: ReportPhase): ReportSource {
  let boards = 0;
  return {
    ...textGameSource(job.text),
    boardMade: () => { if (++boards % PROGRESS_STEP === 0) post({ type: 'progress', phase, boards }); },
  };
}

/** The server's double-dummy answers, asked for a block's questions at a time. */
function serverAnswers(): StreamAnalysis {
  const lookup = answerMap();
  const waiting = new Map<number, (outcomes: Array<AnalysisOutcome | null>) => void>();
  let asked = 0;
  port.on('message', (message: ReportOutcomesMessage) => {
    if (message.type !== 'outcomes') return;
    waiting.get(message.id)?.(message.outcomes);
    waiting.delete(message.id);
  });
  return {
    lookup,
    answer: async (questions: readonly DdQuestion[]) => {
      if (questions.length === 0) return;
      const id = ++asked;
      const outcomes = await new Promise<Array<AnalysisOutcome | null>>((resolve) => {
        waiting.set(id, resolve);
        post({ type: 'questions', id, questions: [...questions] });
      });
      for (const [index, outcome] of outcomes.entries()) if (outcome) lookup.set(questions[index], outcome);
    },
  };
}

/** The report's text pieces, or a PDF's bytes, made by `report`'s own driver (commands/report.ts); nothing when the document holds no game. */
async function pieces(analysis: StreamAnalysis | undefined, notice: PdfTextNotice | undefined): Promise<AsyncIterable<string | Uint8Array>> {
  const { uri, settings, format, layout, perPage, paper, showHidden } = job;
  return reportPieces({ format, layout, perPage, paper, showHidden }, settings, uri, { source }, loadReportFonts, analysis, notice);
}

async function run(): Promise<void> {
  const texts: string[] = [];
  const bytes: Uint8Array[] = [];
  const notice = job.format === 'pdf' ? pdfTextNotice(await loadReportFonts()) : undefined;
  for await (const piece of await pieces(job.analysis ? serverAnswers() : undefined, notice)) {
    if (typeof piece === 'string') texts.push(piece);
    else bytes.push(piece);
  }
  const sentence = notice?.sentence(job.settings.language);
  if (bytes.length) post({ type: 'done', content: Buffer.concat(bytes).toString('base64'), encoding: 'base64', ...(sentence ? { notice: sentence } : {}) });
  else post({ type: 'done', content: texts.length ? texts.join('') : undefined });
}

// The server ends the worker once it has the answer (the port listening for outcomes keeps it alive).
run().catch((error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) }));
