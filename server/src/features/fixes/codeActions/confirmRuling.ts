/**
 * The quick-fixes for a board `fix` leaves alone because only the user can say what the file
 * means: a Result a Director set (`^`), a ruling line that contradicts the Result. Each says
 * exactly what it writes; none is
 * preferred and none is part of "Fix all rulings in file".
 */
import { CodeAction, CodeActionKind, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { sideOf } from '../../../bridge/seats';
import { sideName } from '../../../i18n/bridgeTerms';
import { Language } from '../../../i18n/localize';
import { DocumentModel } from '../../../model/document/document';
import { GameModel } from '../../../model/game/gameModel';
import { RulingEditOptions, rulingEdits } from '../rulingEdits';
import { versionedEdit } from './workspaceEdit';
import { codesFixedBy, gameIndexOf } from '../../../i18n/diagnostics/registry';
import { CONFIRM_RULING_TITLES } from '../../../i18n/diagnostics/fixTitles';

/** The codes this provider answers. */
export const CONFIRM_CODES: ReadonlySet<string> = new Set(codesFixedBy('confirmRuling'));

function scoreSuffix(model: GameModel, score: number | undefined, language: Language): string {
  return score === undefined || !model.declarer || !model.score ? '' : `, Score ${sideName(sideOf(model.declarer), language)} ${score}`;
}

/** The forced fixes of one blocked game. */
function confirmations(document: TextDocument, model: DocumentModel, gameIndex: number, code: string, language: Language): Array<{ title: string; options: RulingEditOptions }> {
  const game = model.games.find((candidate) => candidate.index === gameIndex);
  const gameModel = game?.model;
  const outcome = gameModel?.outcome;
  if (!gameModel || !outcome?.expectedResult || !gameModel.declarer) return [];
  const titles = CONFIRM_RULING_TITLES[language];
  const from = gameModel.values.get('Result') ?? '';
  const score = scoreSuffix(gameModel, outcome.expectedScore, language);
  if (code === 'pbn.result.director-set') return [{ title: titles.replace(from, outcome.expectedResult, score), options: { force: true } }];
  if (code === 'pbn.ruling.line-mismatch') return [{ title: titles.fromLine(outcome.expectedResult, score), options: { force: true } }];
  return [];
}

/** Quick-fixes for the blocked-board diagnostics among `diagnostics`. */
export function confirmRulingActions(document: TextDocument, model: DocumentModel, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const code = String(diagnostic.code);
    const gameIndex = gameIndexOf(diagnostic);
    if (!CONFIRM_CODES.has(code) || gameIndex === undefined) continue;
    const game = model.games.find((candidate) => candidate.index === gameIndex);
    for (const choice of confirmations(document, model, gameIndex, code, language)) {
      const edits = game?.model ? rulingEdits(document, game, game.model, language, choice.options) : [];
      if (edits.length) actions.push({ title: choice.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: false, edit: versionedEdit(document, edits) });
    }
  }
  return actions;
}
