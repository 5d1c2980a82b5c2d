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

const TITLES: Record<string, { en: (value: string) => string; nl: (value: string) => string; preferred: boolean }> = {
  'pbn.score.mismatch': { en: (v) => `Set Score to "${v}" (Law 77)`, nl: (v) => `Score wijzigen in "${v}" (artikel 77)`, preferred: true },
  'pbn.result.caret-required': { en: (v) => `Set Result to "${v}" (the tricks won in the play)`, nl: (v) => `Result wijzigen in "${v}" (de gemaakte slagen)`, preferred: false },
  'pbn.result.caret-forbidden': { en: (v) => `Remove '^' from Result ("${v}")`, nl: (v) => `'^' uit Result verwijderen ("${v}")`, preferred: true },
  'pbn.contract.mismatch': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: false },
  'pbn.contract.risk-mismatch': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: false },
  'pbn.contract.nonstandard': { en: (v) => `Write "${v}"`, nl: (v) => `"${v}" schrijven`, preferred: true },
  'pbn.contract.empty': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: true },
  'pbn.declarer.empty': { en: (v) => `Set Declarer to "${v}" (from the auction)`, nl: (v) => `Declarer wijzigen in "${v}" (uit het bieden)`, preferred: true },
  'pbn.declarer.mismatch': { en: (v) => `Set Declarer to "${v}" (from the auction)`, nl: (v) => `Declarer wijzigen in "${v}" (uit het bieden)`, preferred: false },
};

/** Value-replacing quick-fixes for the diagnostics that carry a `replacement`. */
export function replaceValueActions(document: TextDocument, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const titles = TITLES[String(diagnostic.code)];
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
