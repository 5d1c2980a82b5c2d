/**
 * Code actions and code lenses on a LIN document. A LIN file has no Result or Score tag, so a
 * ruling cannot be written into it: where the PBN service would offer a fix, the LIN document
 * offers "Convert this file to PBN" (the client's `pbn.convertToPbn` command writes the `.pbn`
 * next to the file and opens it) and "Show the ruling in the report". The summary lens of each
 * board is the PBN one, moved onto the board; "Apply rulings" becomes the convert lens.
 */
import { CodeAction, CodeActionContext, CodeActionKind, CodeLens, Command, Diagnostic } from 'vscode-languageserver-types';
import { LIN_ACTION_WORDS } from '../../i18n/linMessages';
import { Language } from '../../i18n/localize';
import { APPLY_RULINGS_COMMAND } from '../../features/editor/codeLens';
import { LinProjection } from '../toPbn/projection';
import { callsForRuling } from '../../i18n/diagnostics/registry';

/** The client command that converts a LIN document to PBN (argument: the document URI). */
export const CONVERT_TO_PBN_COMMAND = 'pbn.convertToPbn';
/** The client command that exports the ruling report (argument: options such as `{ scope: 'board' }`). */
export const EXPORT_REPORT_COMMAND = 'pbn.exportReport';

/** Diagnostics whose PBN counterpart has a fix that writes a Result or Score (the registry's ruling trait: given or wanted). */
function needsRuling(diagnostic: Diagnostic): boolean {
  return callsForRuling(diagnostic.code);
}

/** The convert command for a document. */
export function convertCommand(uri: string, language: Language, forRuling = false): Command {
  const words = LIN_ACTION_WORDS[language];
  return { title: forRuling ? words.convertForRuling : words.convert, command: CONVERT_TO_PBN_COMMAND, arguments: [uri] };
}

/** The code actions of a LIN document: convert and report, for the diagnostics that call for a ruling. */
export function linCodeActions(uri: string, context: CodeActionContext, language: Language): CodeAction[] {
  const wantsQuickFix = !context.only || context.only.some((kind) => CodeActionKind.QuickFix === kind || CodeActionKind.QuickFix.startsWith(kind + '.'));
  const ruled = context.diagnostics.filter(needsRuling);
  if (!wantsQuickFix || ruled.length === 0) return [];
  const words = LIN_ACTION_WORDS[language];
  return [
    { title: words.convertForRuling, kind: CodeActionKind.QuickFix, diagnostics: ruled, isPreferred: true, command: convertCommand(uri, language, true) },
    { title: words.showReport, kind: CodeActionKind.QuickFix, diagnostics: ruled, command: { title: words.showReport, command: EXPORT_REPORT_COMMAND, arguments: [{ scope: 'board' }] } },
  ];
}

/** The PBN lenses moved onto the LIN boards; "Apply rulings" replaced by the convert command. */
export function linCodeLenses(projection: LinProjection, pbnLenses: readonly CodeLens[], language: Language): CodeLens[] {
  const { lin, pbn, map } = projection;
  const lenses: CodeLens[] = [];
  for (const lens of pbnLenses) {
    const game = map.gameAtPbn(pbn.offsetAt(lens.range.start));
    if (!game) continue;
    const position = lin.positionAt(game.linStart);
    const command = lens.command?.command === APPLY_RULINGS_COMMAND ? convertCommand(lin.uri, language, true) : lens.command;
    lenses.push({ range: { start: position, end: position }, command });
  }
  return lenses;
}
