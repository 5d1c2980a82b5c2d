/**
 * `rulingReport`: the page a Director attaches to an appeal or a teacher hands out, for one game
 * or every game of a file, as self-contained HTML or as Markdown, in English or Dutch. Builds
 * each board's view model (boardData) and hands it to the chosen renderer; the title names the
 * file the boards come from.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document/document';
import { boardLabels } from '../board/boardLabels';
import { boardOfGame, findTargetGame, modelledGames } from '../board/boardData';
import { BoardView } from '../board/boardDataTypes';
import { handoutHtml } from './handoutHtml';
import { reportHtml } from './reportHtml';
import { reportMarkdown } from './reportMarkdown';
import { AnalysisLookup } from '../../analysis/logic/lookup';

/** One game (by its 1-based number) or the whole file. */
export type ReportScope = { gameIndex: number } | 'file';

/** The report formats. */
export type ReportFormat = 'html' | 'md';

/** The last part of a document URI, decoded ("board 7.pbn"). */
export function documentFileName(uri: string): string {
  const last = uri.split(/[\\/]/).pop() ?? uri;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The boards a scope covers (empty when the game does not exist or the file has none). */
export function reportBoards(text: TextDocument, document: DocumentModel, scope: ReportScope, language: Language, analysis?: AnalysisLookup): BoardView[] {
  const games = modelledGames(document);
  const chosen = scope === 'file' ? games : [findTargetGame(document, scope)].filter((game) => game !== undefined);
  return chosen.map((game) => boardOfGame(text, game!, games.length, language, analysis));
}

/** How a report is laid out: the ruling report (default), or the handout for print. */
export interface ReportLayout {
  layout?: 'ruling' | 'handout';
  perPage?: 1 | 2 | 4;
  paper?: 'A4' | 'Letter';
  /** Show the hands `[Hidden]` names. */
  showHidden?: boolean;
}

/** The title: the handout's Event (else "Handout — file"), the ruling report's "Ruling report — file" with the board when it is one. */
export function reportTitle(uri: string, boards: readonly BoardView[], language: Language, layout: ReportLayout = {}): string {
  const labels = boardLabels(language);
  if (layout.layout === 'handout') return boards.find((board) => board.event)?.event ?? `${labels.handout} — ${documentFileName(uri)}`;
  return `${labels.reportTitle} — ${documentFileName(uri)}${boards.length === 1 ? ` — ${boards[0].title}` : ''}`;
}

/** The report as text; undefined when the scope holds no game. */
export function rulingReport(text: TextDocument, document: DocumentModel, scope: ReportScope, format: ReportFormat, language: Language, analysis?: AnalysisLookup, layout: ReportLayout = {}): string | undefined {
  const boards = reportBoards(text, document, scope, language, analysis);
  if (boards.length === 0) return undefined;
  const labels = boardLabels(language);
  const title = reportTitle(text.uri, boards, language, layout);
  if (layout.layout === 'handout') return handoutHtml(title, boards, labels, language, { perPage: layout.perPage ?? 2, paper: layout.paper ?? 'A4', showHidden: layout.showHidden });
  return format === 'html' ? reportHtml(title, boards, labels, language, layout) : reportMarkdown(title, boards, labels, layout);
}
