/**
 * `pbn/report` with `format: 'pdf'`: the ruling report or the handout of one game or the whole
 * file as PDF, its bytes in base64 (a request's answer is JSON), for the editor's export commands.
 * The fonts come from the caller (the server reads them; the core reads no file). The answer
 * carries the sentence saying what text the PDF cannot show, when it cannot (pdfTextNotice.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { ReportAnswer, ReportParams, reportAnswer, reportRequest } from './boardDataRequests';
import { PdfFonts } from '../features/report/pdf/pdfPage';
import { rulingReportPdf } from '../features/report/pdf/reportPdf';
import { pdfTextNotice } from '../features/report/pdf/pdfTextNotice';

/** Answers `pbn/report` as PDF; null when the scope holds no game. */
export async function answerReportPdf(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: ReportParams, fonts: () => Promise<PdfFonts>): Promise<ReportAnswer | null> {
  const request = reportRequest(service, source, settings, params);
  if (!request) return null;
  const loaded = await fonts();
  const notice = pdfTextNotice(loaded);
  const bytes = await rulingReportPdf(request.document, request.model, request.scope, settings.language, loaded, service.getAnalysis(settings), request.layout, notice);
  if (bytes === undefined) return null;
  const sentence = notice.sentence(settings.language);
  return { ...reportAnswer(request, Buffer.from(bytes).toString('base64'), 'base64'), ...(sentence ? { notice: sentence } : {}) };
}
