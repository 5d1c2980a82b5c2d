/**
 * The two custom requests of the board view and the ruling report, independent of the LSP
 * connection: `pbn/boardData` {uri, position} answers the board view model of the game under
 * the position, and `pbn/report` {uri, gameIndex?, position?, format} answers the report text of
 * one game (by number, else the one at the position) or of the whole file.
 */
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../../languageService';
import { BoardView } from './boardDataTypes';
import { boardData, findTargetGame } from './boardData';
import { ReportFormat, rulingReport } from '../report/rulingReport';

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
  format: ReportFormat;
  /** The handout layout instead of the ruling report (HTML only), its boards a page and paper, hidden hands shown. */
  layout?: 'ruling' | 'handout';
  perPage?: 1 | 2 | 4;
  paper?: 'A4' | 'Letter';
  showHidden?: boolean;
}

/** The answer to `pbn/report`. */
export interface ReportAnswer {
  content: string;
  gameIndex?: number;
  /** The Board tag of that game (for the file name the client proposes). */
  board?: string;
}

/** Answers `pbn/boardData`; null when the document has no game. */
export function answerBoardData(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: BoardDataParams): BoardView | null {
  const view = service.getModelView(source, settings);
  if (!view) return null;
  const { model, document } = view;
  return boardData(document, model, { offset: document.offsetAt(params.position) }, settings.language, service.getAnalysis(settings)) ?? null;
}

/** Answers `pbn/report`; null when the scope holds no game. */
export function answerReport(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: ReportParams): ReportAnswer | null {
  const view = service.getModelView(source, settings);
  if (!view) return null;
  const { model, document } = view;
  const format: ReportFormat = params.format === 'md' ? 'md' : 'html';
  let gameIndex = params.gameIndex;
  if (gameIndex === undefined && params.position) gameIndex = findTargetGame(model, { offset: document.offsetAt(params.position) })?.index;
  if (gameIndex === undefined && params.position) return null;
  const layout = { layout: params.layout === 'handout' ? 'handout' as const : 'ruling' as const, perPage: ([1, 2, 4] as const).find((count) => count === params.perPage), paper: params.paper === 'Letter' ? 'Letter' as const : 'A4' as const, showHidden: params.showHidden === true };
  const content = rulingReport(document, model, gameIndex === undefined ? 'file' : { gameIndex }, format, settings.language, service.getAnalysis(settings), layout);
  if (content === undefined) return null;
  const board = gameIndex === undefined ? undefined : model.games.find((game) => game.index === gameIndex)?.model?.board;
  return board && board !== '?' ? { content, gameIndex, board } : { content, gameIndex };
}
