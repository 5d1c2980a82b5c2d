/**
 * Code actions: gathers the quick-fixes of each provider for the diagnostics in the request's
 * context, and the "Fix all rulings in file" source action when source actions are asked for.
 */
import { CodeAction, CodeActionContext, CodeActionKind } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document';
import { applyRulingActions, fixAllRulingsAction, FIX_ALL_KIND } from './applyRulings';
import { markLeadOutOfTurnActions } from './markLeadOutOfTurn';
import { replaceValueActions } from './replaceValue';
import { updateTravellerActions } from './updateTraveller';

/** The code action kinds the service offers. */
export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, FIX_ALL_KIND];

function wants(context: CodeActionContext, kind: string): boolean {
  return !context.only || context.only.some((requested) => kind === requested || kind.startsWith(requested + '.'));
}

/** All code actions for a request. */
export function codeActions(document: TextDocument, model: DocumentModel, context: CodeActionContext, language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  if (wants(context, CodeActionKind.QuickFix)) {
    actions.push(...applyRulingActions(document, model, context.diagnostics, language));
    actions.push(...replaceValueActions(document, context.diagnostics, language));
    actions.push(...markLeadOutOfTurnActions(document, context.diagnostics, language));
    actions.push(...updateTravellerActions(document, model, context.diagnostics, language));
  }
  if (context.only && wants(context, FIX_ALL_KIND)) {
    const fixAll = fixAllRulingsAction(document, model, language);
    if (fixAll) actions.push(fixAll);
  }
  return actions;
}
