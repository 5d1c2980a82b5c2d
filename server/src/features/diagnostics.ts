/**
 * The diagnostics of a document: every problem the reader found, localised, with its stable
 * code and quick-fix payload, plus the rulings of the Laws engine. Revokes the engine rules on
 * are reported once, by the ruling, not again by the reader.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticMessage } from '../i18n/diagnosticMessages';
import { Language } from '../i18n/localize';
import { DocumentGame, DocumentModel } from '../model/document';
import { Problem, Severity } from '../syntax/problems';
import { gameRange } from './ranges';
import { rulingDiagnostics } from './rulingDiagnostics';

const SEVERITIES: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint,
};

/** Converts one reader problem into a diagnostic. */
export function problemDiagnostic(document: TextDocument, game: DocumentGame, problem: Problem, language: Language): Diagnostic {
  return {
    range: gameRange(document, game, problem.start, problem.end),
    severity: SEVERITIES[problem.severity],
    code: problem.code,
    source: 'pbn',
    message: diagnosticMessage(problem.code, problem.args, language),
    data: problem.data ? { ...problem.data, gameIndex: game.index } : undefined,
  };
}

/** All diagnostics of a document; `isCancelled` is polled between games. */
export function computeDiagnostics(document: TextDocument, model: DocumentModel, language: Language, fileProblems: Diagnostic[] = [], isCancelled?: () => boolean): Diagnostic[] | undefined {
  const diagnostics = [...fileProblems];
  for (const game of model.games) {
    if (isCancelled?.()) return undefined;
    for (const problem of game.chunkProblems) diagnostics.push(problemDiagnostic(document, game, problem, language));
    const gameModel = game.model;
    if (!gameModel) continue;
    for (const problem of gameModel.problems) diagnostics.push(problemDiagnostic(document, game, problem, language));
    const ruled = new Set(gameModel.rulings.map((ruling) => `${ruling.trick}:${ruling.seat}`));
    for (const trick of gameModel.play?.tricks ?? []) {
      for (const card of trick.cards) {
        if (!card.revoke || card.revokeMark || ruled.has(`${trick.number}:${card.seat}`)) continue;
        const args = { seat: card.seat, card: card.card!, trick: trick.number, held: card.revoke.held };
        diagnostics.push(problemDiagnostic(document, game, { code: 'pbn.revoke.unmarked', severity: 'warning', start: card.start, end: card.end, args }, language));
      }
    }
    diagnostics.push(...rulingDiagnostics(document, game, gameModel, language));
  }
  return diagnostics;
}
