/**
 * Diagnostics about a whole file rather than one game: it was read as UTF-8 (PBN is Latin-1),
 * and its lines end with CR alone (old Mac). Both sit at the very start of the file.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';

/** The file-level diagnostics, in the order they are reported. */
export function fileLevelDiagnostics(readAsUtf8: boolean, loneCarriageReturn: boolean, language: Language): Diagnostic[] {
  const codes = [...(readAsUtf8 ? ['pbn.encoding.utf8'] : []), ...(loneCarriageReturn ? ['pbn.line.cr-only'] : [])];
  return codes.map((code) => ({
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Warning, code, source: 'pbn', message: diagnosticMessage(code, {}, language),
  }));
}
