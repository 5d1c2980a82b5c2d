/**
 * Helpers for the reader's unit tests: analyse one game's text (or several, for inheritance)
 * without the document layer, and look problems up by code with the text they point at, so
 * that every assertion names the faulty token rather than an offset.
 */
import { analyseGame } from '../../../server/src/model/game/analyseGame';
import { GameModel } from '../../../server/src/model/game/gameModel';
import { resolveInheritance } from '../../../server/src/model/document/inheritance';
import { parseGame } from '../../../server/src/syntax/parser';
import { Problem, ProblemSink } from '../../../server/src/syntax/problems';

/** The model of one game's text. */
export function readGame(text: string): GameModel {
  return readGames([text])[0];
}

/** The models of consecutive games (inheritance flows from one to the next). */
export function readGames(texts: readonly string[]): GameModel[] {
  const parsed = texts.map((text) => {
    const sink = new ProblemSink();
    return { syntax: parseGame(text, sink), problems: sink.problems };
  });
  const inherited = resolveInheritance(parsed.map((game) => game.syntax));
  return parsed.map((game, index) => analyseGame(game.syntax, inherited[index].values, {}, [...game.problems, ...inherited[index].problems]));
}

/** The problems of a code, each with the text it covers. */
export function problemsOf(model: GameModel, code: string): Array<Problem & { text: string }> {
  return model.problems.filter((problem) => problem.code === code).map((problem) => ({ ...problem, text: model.syntax.text.slice(problem.start, problem.end) }));
}

/** The codes of a game's problems of severity error, sorted. */
export function errorCodes(model: GameModel): string[] {
  return model.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.code).sort();
}

/** A full deal used throughout: W KQT2.AT.J6542.85, N .63.AKQ987.A9732, E A8654.KQ5.T.QJT6, S J973.J98742.3.K4. */
export const SCHIPHOL_DEAL = '[Deal "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]';

/** One card of each suit per hand, for play tests: every seat holds a whole suit. */
export const SUIT_PER_SEAT_DEAL = '[Deal "W:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]';
