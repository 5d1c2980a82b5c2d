/**
 * The AdjustedScore quick-fix on a revoke's equity note (Law 64C, Law 12): with double dummy at
 * hand, and only when the transfer falls short (a result without the revoke better for the non-
 * offenders than the rectified one, analysis/logic/answers/equity.ts), it writes that result. The
 * rectified result itself is no adjusted score (a trick transfer is a rectification, written in
 * Result and Score by the ruling fix), so it is never offered; a weighted score is the Director's
 * call. The tag goes in export order, or replaces the value of one already there; never in a game
 * with a syntax error.
 */
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DD_ACTION_TITLES } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { adjustedScoreForRulings } from '../../model/game/adjustedScore';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { versionedEdit } from '../fixes/codeActions/workspaceEdit';
import { gameOfRange } from './ddCodeActions';
import { transferFallsShort } from '../../analysis/logic/answers/equity';
import { gameLineEnding, tagInsertion } from './tagPlacement';
import { dataOf } from '../../i18n/diagnostics/registry';

/** The AdjustedScore candidates for the equity diagnostics of a request. */
export function adjustedScoreActions(document: TextDocument, model: DocumentModel, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const titles = DD_ACTION_TITLES[language];
  const actions: CodeAction[] = [];
  // Two revokes on a board have two equity notes; the same value is offered once.
  const offered = new Set<string>();
  for (const diagnostic of diagnostics) {
    if (diagnostic.code !== 'pbn.revoke.equity') continue;
    const game = gameOfRange(document, model, diagnostic.range);
    if (!game?.model || firstSyntaxError(game.model.problems)) continue;
    const rectified = adjustedScoreForRulings(game.model);
    const data = dataOf(diagnostic, 'pbn.revoke.equity');
    const candidates: Array<[string, string]> = [];
    // Law 64C: the result without the revoke only where it is better for the non-offenders than the rectified one.
    const fallsShort = data?.equity && transferFallsShort(data.equity.nonOffendersWithout, data.equity.nonOffendersAfter);
    if (fallsShort && data.withoutRevokeScore && data.withoutRevokeScore !== rectified) candidates.push([data.withoutRevokeScore, titles.adjustedWithoutRevoke(data.withoutRevokeScore, data.article)]);
    for (const [value, title] of candidates) {
      if (offered.has(`${game.index} ${value}`)) continue;
      offered.add(`${game.index} ${value}`);
      const edit = adjustedScoreEdit(document, game, value);
      if (edit) actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: versionedEdit(document, [edit]) });
    }
  }
  return actions;
}

/** The edit that makes the game's AdjustedScore `value`; undefined when it already is. */
function adjustedScoreEdit(document: TextDocument, game: DocumentGame, value: string): TextEdit | undefined {
  const model = game.model!;
  const tag = findTag(model.syntax, 'AdjustedScore');
  const at = (offset: number) => document.positionAt(game.start + offset);
  if (tag) {
    if (tag.value === value) return undefined;
    const [start, end] = valueContentRange(tag);
    return TextEdit.replace({ start: at(start), end: at(end) }, value);
  }
  const place = tagInsertion(model, 'AdjustedScore');
  const eol = gameLineEnding(model);
  const line = `[AdjustedScore "${value}"]`;
  return TextEdit.insert(at(place.offset), place.beforeTag ? line + eol : eol + line);
}
