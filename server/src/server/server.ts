/**
 * The language server: thin glue between an LSP connection and the pure language service.
 * Documents sync incrementally; settings are read per resource; every handler logs its errors
 * to the client's output instead of throwing them at the client.
 */
import { TextDocumentSyncKind, TextDocuments, TextDocumentsConfiguration, createConnection, ProposedFeatures, InitializeParams, InitializeResult } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../languageService';
import { EditableDocument } from '../text/editableDocument';
import { DiagnosticsHandler } from './diagnosticsHandler';
import { refreshFeatureViews, registerFeatureHandlers } from './featureHandlers';
import { SettingsStore } from './settings';
import { createAnalysis, listenForAnalysis, logFailures } from './analysisWiring';
import { tellLanguageChanges } from './languageRefresh';

/** Starts the server on the transport given on the command line (IPC or stdio). */
export function startServer(): void {
  const connection = createConnection(ProposedFeatures.all);
  // Documents in pieces that remember their edits: the service re-reads only the games an edit touched.
  const documents = new TextDocuments<TextDocument>(EditableDocument.store as unknown as TextDocumentsConfiguration<TextDocument>);
  const settings = new SettingsStore(connection);
  let diagnostics: DiagnosticsHandler | undefined;
  let progressSupported = false;
  const analysis = createAnalysis(connection, documents, () => service, settings, () => diagnostics, () => progressSupported);
  const service = getLanguageService({ analysis: analysis.answers });

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const pull = params.capabilities.textDocument?.diagnostic !== undefined;
    settings.supportsConfiguration = params.capabilities.workspace?.configuration === true;
    settings.locale = (params.initializationOptions as { locale?: string } | undefined)?.locale ?? params.locale;
    const canRefresh = params.capabilities.workspace?.diagnostics?.refreshSupport === true;
    progressSupported = params.capabilities.window?.workDoneProgress === true;
    diagnostics = new DiagnosticsHandler(connection, documents, service, settings, pull, canRefresh);
    diagnostics.listen();
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        ...(pull ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } } : {}),
        ...registerFeatureHandlers(connection, documents, service, settings, (uri, position) => analysis.focus(uri, position.line)),
      },
      serverInfo: { name: 'pbn-director' },
    };
  });

  const log = logFailures(connection);
  connection.onDidChangeConfiguration(log('Settings change', () => {
    const before = settings.snapshot();
    settings.clear();
    diagnostics?.refreshAll();
    refreshFeatureViews(connection);
    analysis.refreshAll();
    // Document symbols have no refresh request: the client is told whose language changed.
    tellLanguageChanges(connection, settings, before).catch((error: Error) => connection.console.error(`Telling the language change failed: ${error.message}`));
  }));
  listenForAnalysis(connection, documents, analysis);
  documents.onDidClose(log('Close', (event) => {
    settings.clear(event.document.uri);
    service.forget(event.document.uri);
  }));
  // The last guard: a promise nobody awaited that fails is logged; it must not end the server (issue 37 item 6).
  process.on('unhandledRejection', (reason) => connection.console.error(`Unhandled failure: ${reason instanceof Error ? reason.stack ?? reason.message : String(reason)}`));
  documents.listen(connection);
  connection.listen();
}
