/**
 * A document that is not text (text/binaryText.ts, the rule the CLI refuses a file by) gets one
 * diagnostic and is not read as PBN or LIN: a binary file would otherwise give thousands.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { BINARY_SAMPLE_LENGTH, BinaryEvidence, binaryEvidence, foreignPercent } from '../../text/binaryText';

/** The evidence that the document is binary, from its first characters; undefined for text. */
export function binaryDocument(document: TextDocument): BinaryEvidence | undefined {
  const end = document.positionAt(BINARY_SAMPLE_LENGTH);
  return binaryEvidence(document.getText({ start: { line: 0, character: 0 }, end }));
}

/** The one diagnostic of a document that is not text. */
export function binaryDiagnostic(evidence: BinaryEvidence, language: Language): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: DiagnosticSeverity.Error, code: 'pbn.document.binary', source: 'pbn',
    message: diagnosticMessage('pbn.document.binary', { percent: foreignPercent(evidence) }, language),
  };
}
