/**
 * The quick-fix for a trick that only fits another leader: writes `^L` before the card that most
 * likely led it out of turn (PBN §3.9: an accepted lead out of turn), after which the reader
 * derives the leaders from that card on. One action per hint diagnostic.
 */
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cardText } from '../../../i18n/bridgeNotation';
import { Language } from '../../../i18n/localize';
import { versionedEdit } from './workspaceEdit';
import { DiagnosticCode, dataOf } from '../../../i18n/diagnostics/registry';
import { markLeadTitle } from '../../../i18n/diagnostics/fixTitles';

/** The code of the hint this fix answers. */
export const LEAD_OUT_OF_TURN_HINT = 'pbn.lead.out-of-turn-unmarked' satisfies DiagnosticCode;

/** `^L` quick-fixes for the lead-out-of-turn hints among `diagnostics`. */
export function markLeadOutOfTurnActions(document: TextDocument, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const data = dataOf(diagnostic, LEAD_OUT_OF_TURN_HINT);
    if (!data?.insert) continue;
    const card = cardText(data.card, language);
    actions.push({
      title: markLeadTitle(card, data.trick, language),
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: false,
      edit: versionedEdit(document, [TextEdit.insert(diagnostic.range.start, data.insert)]),
    });
  }
  return actions;
}
