/**
 * The quick-fix for an Irregularities event written without its card (`10 N Claim Agreed`): where
 * the fourth field is a choice of the event, it writes `-` for the card nobody noted before it
 * (`10 N Claim - Agreed`). The event's text is read again from the diagnostic's range, which covers
 * exactly the event; the edit is pinned to the document's version.
 */
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { missingCardTitle } from '../../../i18n/diagnostics/fixTitles';
import { DiagnosticCode } from '../../../i18n/diagnostics/registry';
import { Language } from '../../../i18n/localize';
import { findChoiceDefinition, findEventDefinition } from '../../../laws/irregularityVocabulary';
import { versionedEdit } from './workspaceEdit';

/** The code this fix answers. */
export const MISSING_CARD_CODE = 'pbn.irregularities.syntax' satisfies DiagnosticCode;

/** `-` inserted before the choice of each event among `diagnostics` that lacks only its card. */
export function missingCardActions(document: TextDocument, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.code !== MISSING_CARD_CODE) continue;
    const text = document.getText(diagnostic.range);
    const fields = [...text.matchAll(/\S+/g)];
    const definition = fields.length === 4 ? findEventDefinition(fields[2][0]) : undefined;
    if (!definition || !findChoiceDefinition(definition, fields[3][0])) continue;
    const at = document.positionAt(document.offsetAt(diagnostic.range.start) + fields[3].index!);
    const fixed = `${fields[0][0]} ${fields[1][0]} ${fields[2][0]} - ${fields[3][0]}`;
    actions.push({
      title: missingCardTitle(fixed, language),
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: true,
      edit: versionedEdit(document, [TextEdit.insert(at, '- ')]),
    });
  }
  return actions;
}
