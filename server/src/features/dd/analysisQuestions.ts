/**
 * What a document would like answered double dummy, game by game, for the server's scheduler:
 * each game's lines (so the board under the cursor can go first) and its questions with their
 * hint (`diagnostics` before `display`). The service only lists questions; it never asks them.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisHint, decidesDiagnostics, questionsOfGame } from '../../analysis/logic/questions/questionsOfGame';
import { DdQuestion } from '../../analysis/logic/protocol';
import { DocumentModel, GAME_LIGHT } from '../../model/document/document';

/** The questions of one game and where it is. */
export interface GameAnalysisQuestions {
  gameIndex: number;
  /** 0-based first and last line of the game in the document. */
  startLine: number;
  endLine: number;
  questions: Array<{ question: DdQuestion; hint: AnalysisHint }>;
}

/** Which games to list: `count` games from position `from` (all when absent). */
export interface GameSlice {
  from: number;
  count: number;
  /** Only the questions whose answers decide a diagnostic (a very large file: the rest is asked board by board at the cursor). */
  decidingOnly?: boolean;
}

/** The questions of every game (of the slice) that asks any, in file order. */
export function documentAnalysisQuestions(document: TextDocument, model: DocumentModel, slice: GameSlice = { from: 0, count: model.count }): GameAnalysisQuestions[] {
  const games: GameAnalysisQuestions[] = [];
  for (let position = Math.max(0, slice.from); position < Math.min(model.count, slice.from + slice.count); position++) {
    // A light game (nothing to report, nothing an answer decides) is read again only when its display questions are wanted.
    if (slice.decidingOnly && model.flags[position] & GAME_LIGHT) continue;
    const entry = model.entry(position);
    if (!entry.model || (slice.decidingOnly && !decidesDiagnostics(entry.model))) continue;
    const all = questionsOfGame(entry.model).all;
    const questions = slice.decidingOnly ? all.filter((asked) => asked.hint !== 'display') : all;
    if (questions.length === 0) continue;
    const start = model.starts[position];
    games.push({ gameIndex: model.indexes[position], startLine: document.positionAt(start).line, endLine: document.positionAt(start + entry.length).line, questions });
  }
  return games;
}
