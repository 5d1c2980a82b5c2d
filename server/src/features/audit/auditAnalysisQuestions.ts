/**
 * The audit's double-dummy questions added to what a document asks the scheduler: for each game
 * with a ScoreTable, the recorded deal's table (then deciding a diagnostic) and the swapped
 * deals a suspect row calls for (features/audit/gameAudit.ts). A game the list does not hold yet
 * gets an entry of its own.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { DocumentModel, GAME_LIGHT } from '../../model/document/document';
import { GameAnalysisQuestions, GameSlice } from '../dd/analysisQuestions';
import { auditInput, auditQuestions } from './gameAudit';
import { pushAll } from '../../arrays';

/** `games` with the audit's questions of the slice's games added (as deciding diagnostics). */
export function withAuditQuestions(document: TextDocument, model: DocumentModel, games: GameAnalysisQuestions[], lookup: AnalysisLookup, slice: GameSlice = { from: 0, count: model.count }): GameAnalysisQuestions[] {
  const byIndex = new Map(games.map((game) => [game.gameIndex, game]));
  let added = false;
  for (let position = Math.max(0, slice.from); position < Math.min(model.count, slice.from + slice.count); position++) {
    if (model.flags[position] & GAME_LIGHT) continue; // no traveller
    const entry = model.entry(position);
    if (!entry.model?.traveller || !auditInput(entry.model)?.hands) continue;
    const questions = auditQuestions(entry.model, lookup);
    if (questions.length === 0) continue;
    const index = model.indexes[position];
    let game = byIndex.get(index);
    if (!game) {
      const start = model.starts[position];
      game = { gameIndex: index, startLine: document.positionAt(start).line, endLine: document.positionAt(start + entry.length).line, questions: [] };
      byIndex.set(index, game);
      games.push(game);
      added = true;
    } else {
      game.questions = game.questions.filter((asked) => !questions.includes(asked.question));
    }
    game.questions = pushAll(questions.map((question) => ({ question, hint: 'diagnostics' as const })), game.questions);
  }
  return added ? games.sort((a, b) => a.gameIndex - b.gameIndex) : games;
}
