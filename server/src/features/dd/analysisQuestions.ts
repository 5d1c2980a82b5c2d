/**
 * What a document would like answered double dummy, game by game, for the server's scheduler:
 * each game's lines (so the board under the cursor can go first) and its questions with their
 * hint (`diagnostics` before `display`). The service only lists questions; it never asks them.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisHint, questionsOfGame } from '../../analysis/questions/questionsOfGame';
import { DdQuestion } from '../../analysis/worker/protocol';
import { DocumentModel } from '../../model/document';

/** The questions of one game and where it is. */
export interface GameAnalysisQuestions {
  gameIndex: number;
  /** 0-based first and last line of the game in the document. */
  startLine: number;
  endLine: number;
  questions: Array<{ question: DdQuestion; hint: AnalysisHint }>;
}

/** The questions of every game that asks any, in file order. */
export function documentAnalysisQuestions(document: TextDocument, model: DocumentModel): GameAnalysisQuestions[] {
  const games: GameAnalysisQuestions[] = [];
  for (const game of model.games) {
    if (!game.model) continue;
    const questions = questionsOfGame(game.model).all;
    if (questions.length === 0) continue;
    games.push({ gameIndex: game.index, startLine: document.positionAt(game.start).line, endLine: document.positionAt(game.end).line, questions });
  }
  return games;
}
