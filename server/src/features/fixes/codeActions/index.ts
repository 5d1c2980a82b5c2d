/**
 * Code actions: gathers the quick-fixes of each provider for the diagnostics in the request's
 * context (never for a game with a syntax error), and the "Fix all rulings in file" source action when source actions are asked for.
 */
import { CodeAction, CodeActionContext, CodeActionKind, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../../i18n/localize';
import { DocumentModel } from '../../../model/document/document';
import { firstSyntaxError } from '../../../model/game/syntaxErrors';
import { applyRulingActions, fixAllRulingsAction, FIX_ALL_KIND } from './applyRulings';
import { confirmRulingActions } from './confirmRuling';
import { markLeadOutOfTurnActions } from './markLeadOutOfTurn';
import { missingCardActions } from './missingCard';
import { notARevokeActions } from './notARevoke';
import { replaceValueActions } from './replaceValue';
import { updateTravellerActions } from './updateTraveller';
import { gameIndexOf } from '../../../i18n/diagnostics/registry';
import { pushAll } from '../../../arrays';

/** The code action kinds the service offers. */
export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, FIX_ALL_KIND];

function wants(context: CodeActionContext, kind: string): boolean {
  return !context.only || context.only.some((requested) => kind === requested || kind.startsWith(requested + '.'));
}

/** The diagnostics whose game may be edited: none of a game with a syntax error (model/game/syntaxErrors.ts). */
function editableDiagnostics(model: DocumentModel, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((diagnostic) => {
    const gameIndex = gameIndexOf(diagnostic);
    const game = gameIndex === undefined ? undefined : model.games.find((candidate) => candidate.index === gameIndex);
    return !game?.model || !firstSyntaxError(game.model.problems);
  });
}

/** All code actions for a request; stops between providers once `isCancelled` says so. */
export function codeActions(document: TextDocument, model: DocumentModel, context: CodeActionContext, language: Language, isCancelled: () => boolean = () => false): CodeAction[] {
  const actions: CodeAction[] = [];
  if (wants(context, CodeActionKind.QuickFix)) {
    const diagnostics = editableDiagnostics(model, context.diagnostics);
    const providers: Array<() => CodeAction[]> = [
      () => applyRulingActions(document, model, diagnostics, language),
      () => notARevokeActions(document, model, diagnostics, language),
      () => replaceValueActions(document, diagnostics, language),
      () => markLeadOutOfTurnActions(document, diagnostics, language),
      () => missingCardActions(document, diagnostics, language),
      () => confirmRulingActions(document, model, diagnostics, language),
      () => updateTravellerActions(document, model, diagnostics, language),
    ];
    for (const provider of providers) {
      if (isCancelled()) return actions;
      pushAll(actions, provider());
    }
  }
  if (isCancelled()) return actions;
  if (context.only && wants(context, FIX_ALL_KIND)) {
    const fixAll = fixAllRulingsAction(document, model, language);
    if (fixAll) actions.push(fixAll);
  }
  return actions;
}
