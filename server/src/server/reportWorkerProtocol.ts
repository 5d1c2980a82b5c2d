/**
 * What the server and its report worker (reportWorker.ts) say to each other: the job the worker is
 * started with (the document's text, its settings and what the `pbn/report` request asks for), its
 * questions for the double-dummy answers the server holds and their outcomes, its progress (boards
 * made in a pass), and its end (the report's text, a PDF's bytes in base64, or a failure).
 */
import type { AnalysisOutcome } from '../analysis/logic/lookup';
import type { DdQuestion } from '../analysis/logic/protocol';
import type { ServiceSettings } from '../features/settings';

/** The job: a whole document's ruling report or handout. */
export interface ReportJobData {
  /** The document's PBN text and URI (its name is in the title). */
  text: string;
  uri: string;
  settings: ServiceSettings;
  format: 'html' | 'md' | 'pdf';
  layout: 'ruling' | 'handout';
  perPage?: 1 | 2 | 4;
  paper?: 'A4' | 'Letter';
  showHidden: boolean;
  /** The server has double-dummy answers to give (the worker asks for them a block at a time). */
  analysis: boolean;
}

/** A pass over the boards: the handout's PDF measures every board first, then draws it. */
export type { ReportPhase } from '../features/report/reportStream';
import type { ReportPhase } from '../features/report/reportStream';

/** From the worker. */
export type ReportWorkerMessage =
  | { type: 'questions'; id: number; questions: DdQuestion[] }
  | { type: 'progress'; phase: ReportPhase; boards: number }
  | { type: 'done'; content?: string; encoding?: 'base64'; notice?: string }
  | { type: 'failed'; message: string };

/** To the worker: the outcomes of its questions, in their order (null where the server has none). */
export interface ReportOutcomesMessage {
  type: 'outcomes';
  id: number;
  outcomes: Array<AnalysisOutcome | null>;
}
