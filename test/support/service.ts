/**
 * Test helper: runs the pure language service on a text, as the editor would, and applies
 * workspace edits the way VS Code does.
 */
import { CodeAction, Diagnostic, TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../server/src/i18n/localize';
import { getLanguageService, ServiceSettings } from '../../server/src/languageService';

/** A diagnostic whose message is plain text (the service never sends markup). */
export type TextDiagnostic = Diagnostic & { message: string };

/** A document, its diagnostics and a way to ask for code actions. */
export function open(text: string, settings: Partial<ServiceSettings> = {}, version = 1) {
  const service = getLanguageService();
  const document = TextDocument.create('file:///test.pbn', 'pbn', version, text);
  const fullSettings: ServiceSettings = { language: 'en' as Language, ...settings };
  const diagnostics = (service.doValidation(document, fullSettings) ?? []) as TextDiagnostic[];
  const actionsFor = (diagnostic: Diagnostic) => service.getCodeActions(document, { diagnostics: [diagnostic] }, fullSettings);
  return { service, document, settings: fullSettings, diagnostics, actionsFor };
}

/** The text after applying a code action's edit (which must target `document` at its version). */
export function applyAction(document: TextDocument, action: CodeAction): string {
  return applyWorkspaceEdit(document, action.edit!);
}

/** Applies a versioned workspace edit to one document. */
export function applyWorkspaceEdit(document: TextDocument, edit: WorkspaceEdit): string {
  const change = edit.documentChanges![0] as TextDocumentEdit;
  if (change.textDocument.uri !== document.uri || change.textDocument.version !== document.version) throw new Error('edit is not pinned to this document version');
  return TextDocument.applyEdits(document, change.edits as TextEdit[]);
}

/** Diagnostics with one code. */
export function withCode(diagnostics: readonly TextDiagnostic[], code: string): TextDiagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.code === code);
}
