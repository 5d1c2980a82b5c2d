/**
 * The quick-fix "Update traveller" on a traveller diagnostic (`pbn.table.score-inconsistent`,
 * `pbn.table.stale`): rewrites every cell of the game's ScoreTable that differs from its
 * recomputation, once per game however many of its diagnostics the request carries.
 */
import { CodeAction, CodeActionKind, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../../i18n/localize';
import { DocumentModel } from '../../../model/document/document';
import { travellerEdits } from '../travellerEdits';
import { versionedEdit } from './workspaceEdit';
import { codesFixedBy, gameIndexOf } from '../../../i18n/diagnostics/registry';
import { updateTravellerTitle } from '../../../i18n/diagnostics/fixTitles';

/** The diagnostic codes this provider fixes. */
export const TRAVELLER_CODES: ReadonlySet<string> = new Set(codesFixedBy('updateTraveller'));

/** "Update traveller" for the traveller diagnostics among `diagnostics`. */
export function updateTravellerActions(document: TextDocument, model: DocumentModel, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  const done = new Set<number>();
  for (const diagnostic of diagnostics) {
    if (!TRAVELLER_CODES.has(String(diagnostic.code))) continue;
    const gameIndex = gameIndexOf(diagnostic);
    const game = model.games.find((candidate) => candidate.index === gameIndex);
    if (!game || done.has(game.index)) continue;
    done.add(game.index);
    const edits = travellerEdits(document, game);
    if (edits.length === 0) continue;
    const related = diagnostics.filter((other) => TRAVELLER_CODES.has(String(other.code)) && gameIndexOf(other) === game.index);
    actions.push({ title: updateTravellerTitle(edits.length, language), kind: CodeActionKind.QuickFix, diagnostics: related, isPreferred: true, edit: versionedEdit(document, edits) });
  }
  return actions;
}
