/**
 * Workspace edits pinned to the document version they were computed for, so that a stale
 * quick-fix is refused by the editor instead of corrupting a changed file.
 */
import { TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** A workspace edit of one document at its current version. */
export function versionedEdit(document: TextDocument, edits: TextEdit[]): WorkspaceEdit {
  return { documentChanges: [TextDocumentEdit.create({ uri: document.uri, version: document.version }, edits)] };
}
