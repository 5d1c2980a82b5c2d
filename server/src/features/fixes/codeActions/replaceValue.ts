/**
 * Quick-fixes that replace a tag value with the one the reader worked out: the Score Law 77
 * gives, a Result that agrees with the play or without a needless `^`, the contract or declarer
 * the auction produced, the standard spelling of `1N`. One action per diagnostic.
 */
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../../i18n/localize';
import { versionedEdit } from './workspaceEdit';
import { codesFixedBy, dataOf } from '../../../i18n/diagnostics/registry';
import { REPLACE_VALUE_TITLES } from '../../../i18n/diagnostics/fixTitles';

/** Value-replacing quick-fixes for the diagnostics that carry a `replacement`. */
export function replaceValueActions(document: TextDocument, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const titles = REPLACE_VALUE_TITLES[String(diagnostic.code)];
    const replacement = dataOf(diagnostic, codesFixedBy('replaceValue'))?.replacement;
    if (!titles || replacement === undefined) continue;
    actions.push({
      title: titles[language](replacement),
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: titles.preferred,
      edit: versionedEdit(document, [TextEdit.replace(diagnostic.range, replacement)]),
    });
  }
  return actions;
}
