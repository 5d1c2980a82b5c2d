/**
 * A stage of the game pipeline after a game's own check: the ScoreTable audit's findings
 * (`pbn.audit.*`, features/audit/auditDiagnostics.ts) added to the game's diagnostics, with the
 * text and ranges the editor gives them, so that `check FILE` and the editor agree. Without
 * double-dummy answers only the checks that need none; with a lookup (`check --dd`) the others too.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { AnalysisLookup } from '../analysis/logic/lookup';
import { gameAuditDiagnostics } from '../features/audit/auditDiagnostics';
import { Positions } from '../features/ranges';
import { Language } from '../i18n/localize';
import { DocumentGame } from '../model/document/document';

/** The game's diagnostics `own` with its audit findings after them (`own` itself when there are none). */
export function withGameAudit(positions: Positions, game: DocumentGame, own: readonly Diagnostic[], language: Language, isHidden?: (code: string, severity?: number) => boolean, lookup?: AnalysisLookup): readonly Diagnostic[] {
  const found = gameAuditDiagnostics(positions, game, own, lookup, language, isHidden);
  return found.length > 0 ? [...own, ...found] : own;
}
