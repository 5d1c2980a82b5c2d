/**
 * A stage of the game pipeline after a game's own check, for `check --dd`: the diagnostics that
 * double-dummy answers decide (features/dd/ddDiagnostics.ts: the Law 64C equity replacing the plain
 * revoke note, the claim against best defence and over the unseen layouts, wrong DD tag cells)
 * merged into the game's diagnostics as the facade merges them into a document's. Also the
 * questions one game asks, its own and its traveller audit's, as the whole-file path lists them.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { AnalysisLookup } from '../analysis/logic/lookup';
import { DdQuestion } from '../analysis/logic/protocol';
import { decidesDiagnostics, questionsOfGame } from '../analysis/logic/questions/questionsOfGame';
import { auditInput, auditQuestions } from '../features/audit/gameAudit';
import { mergeGameAnalysis } from '../features/dd/ddDiagnostics';
import { Positions } from '../features/ranges';
import { Language } from '../i18n/localize';
import { DocumentGame } from '../model/document/document';

/** The game's diagnostics `own` with its double-dummy findings merged in (`own` itself when there are none). */
export function withGameDd(positions: Positions, game: DocumentGame, own: readonly Diagnostic[], lookup: AnalysisLookup, language: Language, isHidden?: (code: string, severity?: number) => boolean): readonly Diagnostic[] {
  if (!game.model || !decidesDiagnostics(game.model)) return own;
  const merged = [...own];
  mergeGameAnalysis(merged, positions, game, game.model, lookup, language, isHidden);
  return merged;
}

/**
 * The double-dummy questions of one game: its traveller audit's, then its own that decide a
 * finding. Those only shown (the table and par of a deal whose DD tags nobody checks, the
 * card-by-card trace) are not asked: no line of `check --dd` reads them, and the par table alone
 * was half of the 20-claim bench file's CPU (about 0.5 s a deal).
 */
export function gameDdQuestions(game: DocumentGame, lookup: AnalysisLookup): DdQuestion[] {
  const model = game.model;
  if (!model) return [];
  const own = questionsOfGame(model).all.filter(({ hint }) => hint !== 'display').map(({ question }) => question);
  return model.traveller && auditInput(model)?.hands ? [...auditQuestions(model, lookup), ...own] : own;
}
