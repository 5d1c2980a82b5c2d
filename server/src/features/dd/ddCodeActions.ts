/**
 * The double-dummy code actions: "Correct to 10 (double dummy)" on each wrong cell of a DD tag,
 * and "Add double-dummy analysis" for the game under the cursor (or of a wrong cell) whose DD
 * table is known and whose tags do not say it yet. Never for a game with a syntax error.
 */
import { CodeAction, CodeActionContext, CodeActionKind, Range, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { DD_ACTION_TITLES } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { versionedEdit } from '../fixes/codeActions/workspaceEdit';
import { ddTagEdits } from './ddTagEdits';
import { dataOf } from '../../i18n/diagnostics/registry';

/** The game whose text holds a range's start. */
export function gameOfRange(document: TextDocument, model: DocumentModel, range: Range): DocumentGame | undefined {
  const offset = document.offsetAt(range.start);
  return model.games.find((game) => game.model && game.start <= offset && offset <= game.end);
}

/** The DD quick-fixes of a request. */
export function ddCodeActions(document: TextDocument, model: DocumentModel, context: CodeActionContext, range: Range, lookup: AnalysisLookup, language: Language): CodeAction[] {
  const titles = DD_ACTION_TITLES[language];
  const actions: CodeAction[] = [];
  for (const diagnostic of context.diagnostics) {
    const replacement = dataOf(diagnostic, 'pbn.dd.table-mismatch')?.replacement;
    if (replacement === undefined) continue;
    const game = gameOfRange(document, model, diagnostic.range);
    if (!game?.model || firstSyntaxError(game.model.problems)) continue;
    actions.push({ title: titles.correct(replacement), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: true, edit: versionedEdit(document, [TextEdit.replace(diagnostic.range, replacement)]) });
  }
  const game = gameOfRange(document, model, range);
  if (game?.model) {
    const table = analyseGame(game.model, lookup).table;
    const edits = table?.state === 'ready' ? ddTagEdits(document, game, table.value) : [];
    if (edits.length) actions.push({ title: titles.addAnalysis, kind: CodeActionKind.QuickFix, edit: versionedEdit(document, edits) });
  }
  return actions;
}
