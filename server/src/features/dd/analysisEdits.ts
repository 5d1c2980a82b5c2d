/**
 * "Add double-dummy analysis" for a whole document (`pbn-director analyse --write`): per game the
 * edits that write its DD tags, or why the game is left alone (a syntax error, no answer from the
 * engine). End positions and games without a deal are not listed.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { ddTagEdits } from './ddTagEdits';

/** The DD tag edits of one game for `analyse --write`, or why it is left alone. */
export interface GameAnalysisEdits {
  gameIndex: number;
  board?: string;
  line: number;
  edits: TextEdit[];
  /** `syntax-error`, `no-answer` (the engine had none) or undefined. */
  skipped?: 'syntax-error' | 'no-answer';
}

/** The DD tag edits of every game, or why a game is left alone. */
export function analysisEdits(document: TextDocument, model: DocumentModel, analysis: AnalysisLookup | undefined): GameAnalysisEdits[] {
  return model.games.flatMap((game) => gameAnalysisEdits(document, game, analysis) ?? []);
}

/** The DD tag edits of one game of `document` (a game of a file streamed by, framed alone), or why it is left alone; undefined for a game without a deal or an end position. */
export function gameAnalysisEdits(document: TextDocument, game: DocumentGame, analysis: AnalysisLookup | undefined): GameAnalysisEdits | undefined {
  const gameModel = game.model;
  if (!gameModel || !gameModel.deal || gameModel.endPosition) return undefined;
  const entry: GameAnalysisEdits = { gameIndex: game.index, board: gameModel.board, line: document.positionAt(game.start + gameModel.syntax.firstTagStart).line, edits: [] };
  const table = analysis ? analyseGame(gameModel, analysis).table : undefined;
  if (firstSyntaxError(gameModel.problems)) entry.skipped = 'syntax-error';
  else if (table?.state !== 'ready') entry.skipped = 'no-answer';
  else entry.edits = ddTagEdits(document, game, table.value);
  return entry;
}
