/**
 * The `pbn/report` request ({uri, position?, gameIndex?, format, layout…}): one board's report is
 * made at once on the main thread (a board is quick); a whole PBN document's runs in a worker
 * (reportJob.ts), with work-done progress when the client gives a token ("Ruling report: 1,200 of
 * 10,000 boards", cancellable) and the request's cancellation ending the worker (the answer is
 * then the RequestCancelled error). A LIN document's whole report still takes the main thread:
 * its problems' line numbers are the LIN file's, which only the whole-file path maps (as on the
 * command line, which reads LIN whole too). Failures are logged and answered null.
 */
import { CancellationToken, Connection, LSPErrorCodes, ResponseError, TextDocuments, WorkDoneProgressParams, WorkDoneProgressReporter } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { REPORT_REQUEST, ReportAnswer, ReportParams, answerReport } from './boardDataRequests';
import { modelledGames } from '../features/board/boardData';
import { boardLabels } from '../i18n/boardLabels';
import { numberText } from '../i18n/numberText';
import { SERVER_TEXTS } from '../i18n/serverTexts';
import { answerReportPdf } from './reportPdfRequest';
import { loadReportFonts } from '../io/reportFonts';
import { isLinDocument } from '../lin/service/linLanguageService';
import { SettingsStore } from './settings';
import { runReportJob } from './reportJob';
import { ReportPhase } from './reportWorkerProtocol';

/** Registers `pbn/report`. */
export function registerReportRequest(connection: Connection, documents: TextDocuments<TextDocument>, service: LanguageService, settings: SettingsStore): void {
  connection.onRequest(REPORT_REQUEST, async (params: ReportParams & WorkDoneProgressParams, token: CancellationToken) => {
    const workDone = connection.window.attachWorkDoneProgress(params.workDoneToken);
    const document = documents.get(params.uri);
    if (!document) return null;
    try {
      const current = await settings.get(document.uri);
      const wholeFile = params.position === undefined && params.gameIndex === undefined;
      if (!wholeFile || isLinDocument(document)) {
        return await (params.format === 'pdf' ? answerReportPdf(service, document, current, params, () => loadReportFonts()) : answerReport(service, document, current, params));
      }
      return await wholeReport(service, document, current, params, token, workDone);
    } catch (error) {
      connection.console.error(`Ruling report failed: ${(error as Error).stack ?? error}`);
      return null;
    } finally {
      workDone.done();
    }
  });
}

/** A whole PBN document's report, made in a worker; null when it holds no game. */
async function wholeReport(service: LanguageService, document: TextDocument, settings: ServiceSettings, params: ReportParams, token: CancellationToken, workDone: WorkDoneProgressReporter): Promise<ReportAnswer | null | ResponseError<void>> {
  const view = service.getModelView(document, settings);
  if (!view) return null;
  const total = modelledGames(view.model).length;
  if (total === 0) return null;
  const handout = params.layout === 'handout';
  const format = params.format === 'pdf' ? 'pdf' : params.format === 'md' && !handout ? 'md' : 'html';
  const language = settings.language;
  const texts = SERVER_TEXTS[language];
  // The handout's PDF passes over the boards twice (its one type size first): each pass is half the work.
  const passes = handout && format === 'pdf' ? 2 : 1;
  const progress = (phase: ReportPhase, boards: number) => {
    if (phase === 'title') return;
    const done = Math.min(boards, total);
    const before = phase === 'draw' && passes === 2 ? total : 0;
    const message = (phase === 'measure' ? texts.reportMeasuring : texts.reportProgress)(numberText(done, language), numberText(total, language));
    workDone.report(Math.floor(((before + done) / (total * passes)) * 100), message);
  };
  const labels = boardLabels(language);
  workDone.begin(handout ? labels.handout : labels.reportTitle, 0, texts.reportProgress(numberText(0, language), numberText(total, language)), true);
  const outcome = await runReportJob({
    text: view.document.getText(), uri: view.document.uri, settings, format, layout: handout ? 'handout' : 'ruling',
    perPage: ([1, 2, 4] as const).find((count) => count === params.perPage), paper: params.paper === 'Letter' ? 'Letter' : 'A4', showHidden: params.showHidden === true,
    analysis: true,
  }, service.getAnalysis(settings), token, progress);
  if (outcome === 'cancelled') return new ResponseError(LSPErrorCodes.RequestCancelled, texts.reportCancelled);
  return outcome.content === undefined ? null : { content: outcome.content, ...(outcome.encoding ? { encoding: outcome.encoding } : {}), ...(outcome.notice ? { notice: outcome.notice } : {}) };
}
