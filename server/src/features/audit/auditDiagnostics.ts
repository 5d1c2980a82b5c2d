/**
 * The audit's findings as diagnostics on the ScoreTable rows (`pbn.audit.lead-not-held` on the
 * Lead cell, `pbn.audit.impossible-result` on the Result cell, `pbn.audit.reversed-score` and
 * `pbn.audit.score-mismatch` on the score cell, `pbn.audit.fouled` and
 * `pbn.audit.implausible-result` on the whole row), merged by the facade into a document's
 * diagnostics: the checks without double dummy at once, the others once the lookup has the
 * answers. A score mismatch the traveller check already reports on the same cell
 * (`pbn.table.score-inconsistent`) is not said twice. `data` holds the finding and its evidence.
 */
import { Diagnostic, DiagnosticSeverity, Range } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { findingText, groupsText } from '../../i18n/auditMessages';
import { Language } from '../../i18n/localize';
import { DocumentModel, GAME_LIGHT } from '../../model/document/document';
import { auditRows } from '../../scoring/audit/auditRows';
import { AuditFinding, AuditKind, BoardAudit } from '../../shapes/auditFindings';
import { DocumentGame } from '../../model/document/gameEntry';
import { Positions, gameRange } from '../ranges';
import { auditInput, gameAudit } from './gameAudit';
import { pushAll } from '../../arrays';

/** What an audit diagnostic's `data` holds. */
export interface AuditDiagnosticData {
  gameIndex: number;
  /** The ScoreTable row, counted from 1. */
  row: number;
  kind: AuditKind;
  evidence: AuditFinding['evidence'];
}

const SEVERITIES: Record<AuditKind, DiagnosticSeverity> = {
  'lead-not-held': DiagnosticSeverity.Warning, 'impossible-result': DiagnosticSeverity.Warning, 'score-mismatch': DiagnosticSeverity.Warning,
  'reversed-score': DiagnosticSeverity.Information, fouled: DiagnosticSeverity.Warning, 'implausible-result': DiagnosticSeverity.Information,
};

/** The audit diagnostics of every game with a ScoreTable, appended to `base`. */
export function withAuditDiagnostics(document: TextDocument, model: DocumentModel, base: Diagnostic[], lookup: AnalysisLookup | undefined, language: Language, isHidden?: (code: string, severity?: number) => boolean): Diagnostic[] {
  let merged: Diagnostic[] | undefined;
  for (let position = 0; position < model.count; position++) {
    if (model.flags[position] & GAME_LIGHT) continue; // no traveller
    const entry = model.entry(position);
    if (!entry.model || !entry.model.traveller) continue;
    const found = gameAuditDiagnostics(document, model.game(position), base, lookup, language, isHidden);
    if (found.length > 0) pushAll(merged ??= [...base], found);
  }
  return merged ?? base;
}

/**
 * The audit diagnostics of one game (none without a ScoreTable), its ranges through `positions`
 * (the document, or the game's own positions in a file read game by game); `base` holds the
 * diagnostics already given, so that a score mismatch is not said twice.
 */
export function gameAuditDiagnostics(positions: Positions, game: DocumentGame, base: readonly Diagnostic[], lookup: AnalysisLookup | undefined, language: Language, isHidden?: (code: string, severity?: number) => boolean): Diagnostic[] {
  const model = game.model;
  if (!model || !model.traveller) return [];
  const audit = gameAudit(model, lookup);
  if (!audit || audit.findings.length === 0) return [];
  const rows = auditRows(auditInput(model)!.traveller, model.vulnerability, model.edition.edition);
  const found: Diagnostic[] = [];
  for (const finding of audit.findings) {
    const cells = rows[finding.row].cells;
    const cell = finding.kind === 'lead-not-held' ? cells.lead : finding.kind === 'impossible-result' ? cells.result ?? cells.first : finding.kind === 'score-mismatch' || finding.kind === 'reversed-score' ? cells.score : undefined;
    const range = gameRange(positions, game, (cell ?? cells.first).start, (cell ?? cells.last).end);
    const code = `pbn.audit.${finding.kind}`;
    const severity = SEVERITIES[finding.kind];
    if (isHidden?.(code, severity)) continue;
    if (finding.kind === 'score-mismatch' && base.some((other) => other.code === 'pbn.table.score-inconsistent' && sameRange(other.range, range))) continue;
    found.push({ range, severity, code, source: 'pbn', message: messageOf(finding, audit, language), data: { gameIndex: game.index, row: finding.row + 1, kind: finding.kind, evidence: finding.evidence } satisfies AuditDiagnosticData });
  }
  return found;
}

/** The message of a finding; a fouled row names the groups of tables to score apart. */
function messageOf(finding: AuditFinding, audit: BoardAudit, language: Language): string {
  const text = findingText(finding, language);
  const sentence = text[0].toUpperCase() + text.slice(1);
  return finding.kind === 'fouled' && audit.groups ? `${sentence}; ${groupsText(audit.groups, language)}.` : `${sentence}.`;
}

const sameRange = (a: Range, b: Range) => a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
