/**
 * Double dummy in the language server: the scheduler asks the open documents' questions of one
 * worker (the editor keeps a core for diagnostics), the cursor (`pbn/cursor`, hovers, the board
 * view) says which board goes first, and new answers re-publish the document's diagnostics (only
 * when one of them decides a diagnostic), ask the client to refresh inlay hints and tell the
 * board view (`pbn/analysisChanged`). The
 * `pbn/analysisStatus` request reports the queue, for tests and the curious.
 */
import { Connection, MessageType, Position, ShowMessageNotification, TextDocuments } from 'vscode-languageserver/node';
import { Language, pickLanguage } from '../i18n/localize';
import { SERVER_TEXTS } from '../i18n/serverTexts';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, startDdEngine } from '../languageService';
import { gamePositionAt } from '../model/document/documentVersion';
import { AnalysisProgress } from './analysisProgress';
import { AnalysisScheduler } from './analysisScheduler';
import { DiagnosticsHandler } from './diagnosticsHandler';
import { SettingsStore } from './settings';

/** Client → server: where the cursor is in a document ({ uri, position }). */
export const CURSOR_NOTIFICATION = 'pbn/cursor';
/** Server → client: a document has new double-dummy answers ({ uri }). */
export const ANALYSIS_CHANGED_NOTIFICATION = 'pbn/analysisChanged';
/** Client → server: the scheduler's counts. */
export const ANALYSIS_STATUS_REQUEST = 'pbn/analysisStatus';

const REFRESH_DELAY_MS = 300;
/** How long a busy double-dummy worker may go without answering before the watchdog restarts it. */
const STUCK_WORKER_MS = 120_000;

/** The scheduler with its refresh hooks; `diagnostics()` is the handler once the client has initialised. */
export function createAnalysis(connection: Connection, documents: TextDocuments<TextDocument>, service: () => LanguageService, settings: SettingsStore,
  diagnostics: () => DiagnosticsHandler | undefined, canReportProgress: () => boolean): AnalysisScheduler {
  const refreshTimers = new Map<string, NodeJS.Timeout>();
  /** Documents whose next refresh re-publishes diagnostics (an answer that decides one came in). */
  const diagnosticsDue = new Set<string>();
  // The language of the documents whose questions were read last (pbn.language, else the client's locale): the progress and the watchdog's message speak it.
  let language: Language | undefined;
  const languageNow = () => language ?? pickLanguage(undefined, settings.locale);
  const progress = new AnalysisProgress(connection, canReportProgress, languageNow);
  const refresh = (uri: string) => {
    refreshTimers.delete(uri);
    const due = diagnosticsDue.delete(uri);
    if (!documents.get(uri)) return;
    if (due) diagnostics()?.refresh(uri);
    connection.languages.inlayHint.refresh().catch(() => undefined);
    void connection.sendNotification(ANALYSIS_CHANGED_NOTIFICATION, { uri });
  };
  // A worker that answers nothing for two minutes is stuck (a solve takes well under a second, a range of claim layouts seconds): restarted, and the user told.
  const watchdog = {
    afterMs: STUCK_WORKER_MS,
    stuck: (seconds: number) => {
      const message = SERVER_TEXTS[languageNow()].workerRestarted(seconds);
      connection.console.warn(message);
      void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }).catch(() => undefined);
    },
  };
  // A claim's layouts answer with what they have after the engine's default 30 s of solving (as the CLI's --claim-budget), or the document's pbn.analysis.claimBudgetSeconds.
  return new AnalysisScheduler(startDdEngine({ workers: 1, watchdog }), {
    async questionsOf(uri, slice) {
      const document = documents.get(uri);
      if (!document) return undefined;
      const current = await settings.get(uri);
      language = current.language;
      const total = service().getModelView(document, current)?.model.count ?? 0;
      const seconds = current.analysis?.claimBudgetSeconds;
      return { version: document.version, games: service().analysisQuestions(document, current, slice), total, ...(seconds !== undefined ? { claimBudgetMs: seconds * 1000 } : {}) };
    },
    async questionsAt(uri, line) {
      const document = documents.get(uri);
      if (!document) return undefined;
      const current = await settings.get(uri);
      const model = service().getModelView(document, current)?.model;
      if (!model || model.count === 0) return undefined;
      const from = gamePositionAt(model, document.offsetAt({ line, character: 0 }));
      return service().analysisQuestions(document, current, { from, count: 1 })[0];
    },
    answered(uri, affectsDiagnostics) {
      if (affectsDiagnostics) diagnosticsDue.add(uri);
      if (!refreshTimers.has(uri)) refreshTimers.set(uri, setTimeout(() => refresh(uri), REFRESH_DELAY_MS));
    },
    progress: (done, total) => progress.update(done, total),
    failed: (what, error) => connection.console.error(`${what} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`),
  });
}

/** Wires the scheduler to the documents, the cursor notification and the status request. */
export function listenForAnalysis(connection: Connection, documents: TextDocuments<TextDocument>, scheduler: AnalysisScheduler): void {
  const log = logFailures(connection);
  documents.onDidChangeContent(log('Double dummy (change)', (event) => scheduler.changed(event.document.uri)));
  documents.onDidClose(log('Double dummy (close)', (event) => scheduler.closed(event.document.uri)));
  connection.onNotification(CURSOR_NOTIFICATION, log('Cursor', (params: { uri?: string; position?: Position }) => {
    if (typeof params?.uri === 'string' && typeof params.position?.line === 'number') scheduler.focus(params.uri, params.position.line);
  }));
  connection.onRequest(ANALYSIS_STATUS_REQUEST, () => scheduler.status());
  connection.onShutdown(log('Shutdown', () => scheduler.dispose()));
}

/** Wraps a notification handler: a failure is logged to the client's output, never thrown out of the handler. */
export function logFailures(connection: Connection): <A>(name: string, handler: (arg: A) => void) => (arg: A) => void {
  return (name, handler) => (arg) => {
    try {
      handler(arg);
    } catch (error) {
      connection.console.error(`${name} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  };
}
