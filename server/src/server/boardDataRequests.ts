/**
 * The two custom requests of the board view and the ruling report, independent of the LSP
 * connection: `pbn/boardData` {uri, position} answers the board view model of the game under
 * the position, and `pbn/report` {uri, gameIndex?, position?, format} answers the report text of
 * one game (by number, else the one at the position) or of the whole file (a PDF in base64:
 * report/pdf/reportPdfRequest.ts).
 */
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { BoardView } from '../features/board/boardDataTypes';
import { boardData, findTargetGame } from '../features/board/boardData';
import { DocumentModel } from '../model/document/document';
import { ReportFormat, ReportLayout, ReportScope, rulingReport } from '../features/report/rulingReport';

/** The method of the board view request. */
export const BOARD_DATA_REQUEST = 'pbn/boardData';

/** The method of the report request. */
export const REPORT_REQUEST = 'pbn/report';

/** Parameters of `pbn/boardData`. */
export interface BoardDataParams {
  uri: string;
  position: Position;
}

/** Parameters of `pbn/report`; without gameIndex and position, the whole file. */
export interface ReportParams {
  uri: string;
  gameIndex?: number;
  position?: Position;
  format: ReportFormat | 'pdf';
  /** The handout layout instead of the ruling report (HTML or PDF), its boards a page and paper, hidden hands shown. */
  layout?: 'ruling' | 'handout';
  perPage?: 1 | 2 | 4;
  paper?: 'A4' | 'Letter';
  showHidden?: boolean;
}

/** The answer to `pbn/report`. */
export interface ReportAnswer {
  /** The report's text, or a PDF's bytes in base64 (`encoding`). */
  content: string;
  encoding?: 'base64';
  gameIndex?: number;
  /** The Board tag of that game (for the file name the client proposes). */
  board?: string;
  /** A PDF's text it cannot show, in a sentence naming the boards and characters (pdfTextNotice.ts). */
  notice?: string;
}

/** Answers `pbn/boardData`; null when the document has no game. */
export function answerBoardData(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: BoardDataParams): BoardView | null {
  const view = service.getModelView(source, settings);
  if (!view) return null;
  const { model, document } = view;
  return boardData(document, model, { offset: document.offsetAt(params.position) }, settings.language, service.getAnalysis(settings)) ?? null;
}

/** What a `pbn/report` request asks for, read from its parameters: the document, the scope and the layout. */
export interface ReportRequest {
  document: TextDocument;
  model: DocumentModel;
  scope: ReportScope;
  layout: ReportLayout;
  gameIndex?: number;
}

/** Reads a `pbn/report` request; null when there is no game at the position asked for. */
export function reportRequest(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: ReportParams): ReportRequest | null {
  const view = service.getModelView(source, settings);
  if (!view) return null;
  const { model, document } = view;
  let gameIndex = params.gameIndex;
  if (gameIndex === undefined && params.position) gameIndex = findTargetGame(model, { offset: document.offsetAt(params.position) })?.index;
  if (gameIndex === undefined && params.position) return null;
  const layout = { layout: params.layout === 'handout' ? 'handout' as const : 'ruling' as const, perPage: ([1, 2, 4] as const).find((count) => count === params.perPage), paper: params.paper === 'Letter' ? 'Letter' as const : 'A4' as const, showHidden: params.showHidden === true };
  return { document, model, scope: gameIndex === undefined ? 'file' : { gameIndex }, layout, gameIndex };
}

/** The answer for a report's content: its game and that game's Board tag. */
export function reportAnswer(request: ReportRequest, content: string, encoding?: 'base64'): ReportAnswer {
  const { gameIndex, model } = request;
  const board = gameIndex === undefined ? undefined : model.games.find((game) => game.index === gameIndex)?.model?.board;
  return { content, gameIndex, ...(board && board !== '?' ? { board } : {}), ...(encoding ? { encoding } : {}) };
}

/** Answers `pbn/report` in HTML or Markdown; null when the scope holds no game. */
export function answerReport(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: ReportParams): ReportAnswer | null {
  const request = reportRequest(service, source, settings, params);
  if (!request) return null;
  const format: ReportFormat = params.format === 'md' ? 'md' : 'html';
  const content = rulingReport(request.document, request.model, request.scope, format, settings.language, service.getAnalysis(settings), request.layout);
  return content === undefined ? null : reportAnswer(request, content);
}
