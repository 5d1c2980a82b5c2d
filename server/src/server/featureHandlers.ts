/**
 * Request handlers for the editor features: each looks up the document and its settings, calls
 * the language service, and logs (never throws) failures. Returns the capabilities it serves.
 */
import { Connection, ServerCapabilities, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { SettingsStore } from './settings';
import { CODE_ACTION_KINDS } from '../features/codeActions';

/** Registers the feature handlers; returns the capabilities they provide. */
export function registerFeatureHandlers(connection: Connection, documents: TextDocuments<TextDocument>, service: LanguageService, settings: SettingsStore): ServerCapabilities {
  const withDocument = <T>(name: string, fallback: T, work: (document: TextDocument, settings: ServiceSettings) => T) =>
    async (params: { textDocument: { uri: string } }): Promise<T> => {
      const document = documents.get(params.textDocument.uri);
      if (!document) return fallback;
      try {
        return work(document, await settings.get(document.uri));
      } catch (error) {
        connection.console.error(`${name} failed: ${(error as Error).stack ?? error}`);
        return fallback;
      }
    };
  connection.onDocumentSymbol(withDocument('Document symbols', [], (document, current) => service.findDocumentSymbols(document, current)));
  connection.onFoldingRanges(withDocument('Folding ranges', [], (document, current) => service.getFoldingRanges(document, current)));
  connection.onCodeAction(async (params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document) return [];
    try {
      return service.getCodeActions(document, params.context, await settings.get(document.uri));
    } catch (error) {
      connection.console.error(`Code actions failed: ${(error as Error).stack ?? error}`);
      return [];
    }
  });
  return { codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS } };
}
