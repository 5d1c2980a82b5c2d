/**
 * Layout checks for files that declare the export format with a `% EXPORT` escape line (PBN §2,
 * §16): from that line on, every tag pair starts its own line, and auction and play sections
 * hold one row of four calls or cards per line, each row starting a line (one warning per line).
 * These are the verifier's "No new line" warnings; import-format files are free in their layout.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { DocumentGame } from '../../model/document/document';
import { findLayoutProblems } from '../../model/document/layoutProblems';
import { LayoutProblems } from '../../model/document/gameEntry';
import { exportLineOffset } from '../../syntax/exportLine';
import { Positions, gameRange } from '../ranges';

export { exportLineOffset } from '../../syntax/exportLine';

/** Layout problems per game syntax: a game's layout depends on its text alone, so an edit re-checks only the games it touched. */
const problemsBySyntax = new WeakMap<DocumentGame['syntax'], LayoutProblems>();

/** The layout problems of a game's text (found once per syntax). */
export function layoutProblemsOf(game: Pick<DocumentGame, 'syntax'>): LayoutProblems {
  let problems = problemsBySyntax.get(game.syntax);
  if (!problems) {
    problems = findLayoutProblems(game.syntax);
    problemsBySyntax.set(game.syntax, problems);
  }
  return problems;
}

/** The layout warnings of one game (a game at or after the `% EXPORT` line). */
export function gameLayoutDiagnostics(document: Positions, game: DocumentGame, language: Language): Diagnostic[] {
  return layoutDiagnosticsOf(document, game, layoutProblemsOf(game), language);
}

/** The layout warnings of a game starting at `game.start` with `problems` (found once per game: GameEntry.layoutProblems). */
export function layoutDiagnosticsOf(document: Positions, game: Pick<DocumentGame, 'start'>, problems: LayoutProblems, language: Language): Diagnostic[] {
  return problems.map(({ start, end, what }) => ({
    range: gameRange(document, game, start, end),
    severity: DiagnosticSeverity.Warning,
    code: 'pbn.export.layout',
    source: 'pbn',
    message: diagnosticMessage('pbn.export.layout', { what }, language),
  }));
}
