/**
 * The quick-fix on a revoke diagnostic: "Apply Law 64A1: transfer 2 tricks (Result ^11, Score
 * NS 650)". It writes every ruling of the board at once (a Result reflects all of them), marks
 * unmarked established revokes `^R` and records the law in a commentary line. Preferred.
 */
import { CodeAction, CodeActionKind, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { sideName } from '../../../i18n/bridgeTerms';
import { FIX_ALL_TITLE, revokeFixTitle, staleLineFixTitle } from '../../../i18n/diagnostics/fixTitles';
import { Language } from '../../../i18n/localize';
import { RevokeRuling } from '../../../shapes/laws';
import { DocumentModel } from '../../../model/document/document';
import { sideOf } from '../../../bridge/seats';
import { fixPlan } from '../fixPlan';
import { rulingEdits } from '../rulingEdits';
import { versionedEdit } from './workspaceEdit';
import { dataOf, gameIndexOf } from '../../../i18n/diagnostics/registry';

/** The diagnostic codes this provider fixes. */
export const RULING_CODES = ['pbn.revoke.unmarked', 'pbn.revoke.ruling'] as const;

function title(ruling: RevokeRuling, result: string | undefined, score: string | undefined, language: Language): string {
  const outcome = [result && `Result ${result}`, score && `Score ${score}`].filter(Boolean).join(', ');
  const suffix = outcome ? ` (${outcome})` : '';
  return revokeFixTitle(ruling.law, ruling.transfer, sideName(ruling.to, language), suffix, language);
}

/** The fix of a stale ruling line: the rulings of today written again. */
function staleLineAction(document: TextDocument, model: DocumentModel, diagnostic: Diagnostic, language: Language): CodeAction | undefined {
  const game = model.games.find((candidate) => candidate.index === gameIndexOf(diagnostic));
  const gameModel = game?.model;
  const edits = game && gameModel ? rulingEdits(document, game, gameModel, language) : [];
  if (!gameModel || edits.length === 0) return undefined;
  const outcome = gameModel.outcome;
  const score = outcome?.expectedScore !== undefined && gameModel.declarer && gameModel.score ? `, Score ${sideOf(gameModel.declarer)} ${outcome.expectedScore}` : '';
  const title = staleLineFixTitle(gameModel.edition.edition, outcome?.expectedResult, score, language);
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: true, edit: versionedEdit(document, edits) };
}

/** Quick-fixes for the revoke diagnostics among `diagnostics`. */
export function applyRulingActions(document: TextDocument, model: DocumentModel, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.code === 'pbn.ruling.line-stale') {
      const action = staleLineAction(document, model, diagnostic, language);
      if (action) actions.push(action);
      continue;
    }
    const data = dataOf(diagnostic, RULING_CODES);
    const game = model.games.find((candidate) => candidate.index === data?.gameIndex);
    if (!data || !game?.model) continue;
    const edits = rulingEdits(document, game, game.model, language);
    if (edits.length === 0) continue;
    const outcome = game.model.outcome;
    const declarer = game.model.declarer;
    const changesResult = outcome && !outcome.reflectsRulings;
    const score = changesResult && declarer && outcome.expectedScore !== undefined && game.model.score ? `${sideOf(declarer)} ${outcome.expectedScore}` : undefined; // as written in the file (NS, EW), in either language
    actions.push({
      title: title(data.ruling, changesResult ? outcome.expectedResult : undefined, score, language),
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: true,
      edit: versionedEdit(document, edits),
    });
  }
  return actions;
}

/** The source action "Fix all rulings in file". */
export function fixAllRulingsAction(document: TextDocument, model: DocumentModel, language: Language): CodeAction | undefined {
  const edits = fixPlan(document, model, language, { scores: false }).flatMap((plan) => plan.edits);
  if (edits.length === 0) return undefined;
  return {
    title: FIX_ALL_TITLE[language],
    kind: FIX_ALL_KIND,
    edit: versionedEdit(document, edits),
  };
}

/** The code action kind of the fix-all source action. */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.pbn`;
