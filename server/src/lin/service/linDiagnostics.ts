/**
 * The diagnostics of a LIN document: the LIN reader's own (a 14-card hand, a claim beyond the
 * tricks left, a call after three passes, `rs` against the boards) and those of the PBN service
 * on the projection that say something about the play at the table — illegal calls, cards not
 * held, revokes, leads out of turn and the Laws rulings — moved back onto the LIN characters.
 * What the PBN service says about text the projection generated (tags, notes, Result, Score,
 * layout, encoding) only exists because of the conversion and is dropped (the registry's
 * `keptInLin` trait says which is which).
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { linMessage } from '../../i18n/linMessages';
import { Language } from '../../i18n/localize';
import { LIN_REVOKE_NOTE } from '../../i18n/linServiceTexts';
import { unmarkedRevokeNote } from '../../laws/messages';
import { ServiceSettings, hiddenFilter } from '../../features/settings';
import { Severity } from '../../syntax/problems';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LinFile } from '../reader/board';
import { LinProjection } from '../toPbn/projection';
import { SourceMap } from '../toPbn/sourceMap';
import { dataOf, keptInLin } from '../../i18n/diagnostics/registry';

const SEVERITIES: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint,
};

/** A claim beyond the tricks left or below those won: the LIN reader reports it on the `mc` value itself. */
function isClaimCountRuling(diagnostic: Diagnostic): boolean {
  const ruling = dataOf(diagnostic, 'pbn.ruling.claim')?.ruling;
  return ruling?.kind === 'claim' && (ruling.problem === 'too-many' || ruling.problem === 'too-few');
}

/** The LIN document's diagnostics from the reader's problems and the projection's PBN diagnostics. */
export function linDiagnostics(projection: LinProjection, pbnDiagnostics: readonly Diagnostic[], settings: ServiceSettings): Diagnostic[] {
  const { pbn } = projection;
  const located = pbnDiagnostics.map((diagnostic) => ({ diagnostic, start: pbn.offsetAt(diagnostic.range.start), end: pbn.offsetAt(diagnostic.range.end) }));
  return linDiagnosticsAt(projection.lin, projection.file.problems, projection.map, located, settings);
}

/** A PBN diagnostic with its range as offsets in the projected PBN text. */
export interface LocatedPbnDiagnostic {
  diagnostic: Diagnostic;
  start: number;
  end: number;
}

/** The LIN document's diagnostics from the reader's problems and PBN diagnostics located in the projected text by offset. */
export function linDiagnosticsAt(lin: Pick<TextDocument, 'positionAt'>, problems: LinFile['problems'], map: SourceMap, pbnDiagnostics: Iterable<LocatedPbnDiagnostic>, settings: ServiceSettings): Diagnostic[] {
  const diagnostics: Diagnostic[] = problems.map((problem) => ({
    range: { start: lin.positionAt(problem.start), end: lin.positionAt(problem.end) },
    severity: SEVERITIES[problem.severity], code: problem.code, source: 'pbn',
    message: linMessage(problem.code, problem.args, settings.language),
  }));
  for (const { diagnostic, start, end } of pbnDiagnostics) {
    if (!keptInLin(diagnostic.code) || isClaimCountRuling(diagnostic)) continue;
    const range = map.toLinRange(start, end);
    if (!range) continue;
    const message = diagnostic.code === 'pbn.revoke.unmarked' ? linRevokeMessage(String(diagnostic.message), settings.language) : diagnostic.message;
    diagnostics.push({ ...diagnostic, message, range: { start: lin.positionAt(range.start), end: lin.positionAt(range.end) } });
  }
  const isHidden = hiddenFilter(settings);
  const shown = isHidden ? diagnostics.filter((diagnostic) => !isHidden(String(diagnostic.code), diagnostic.severity)) : diagnostics;
  return shown.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

/** LIN cannot mark a revoke `^R`: the PBN hint about the missing mark says so in LIN's terms. */
function linRevokeMessage(message: string, language: Language): string {
  return message.replace(unmarkedRevokeNote(language), LIN_REVOKE_NOTE[language]);
}
