/**
 * Request handlers for the editor features: each looks up the document and its settings, calls
 * the language service, and logs (never throws) failures. Returns the capabilities it serves.
 */
import { Connection, ServerCapabilities, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { SettingsStore } from './settings';
import { BOARD_DATA_REQUEST, BoardDataParams, REPORT_REQUEST, ReportParams, answerBoardData, answerReport } from '../features/boardDataRequests';
import { CODE_ACTION_KINDS } from '../features/codeActions';
import { APPLY_RULINGS_COMMAND } from '../features/codeLens';

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
  const editorCapabilities = registerEditorFeatures(connection, documents, service, settings);
  registerBoardRequests(connection, documents, service, settings);
  return { codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS }, ...editorCapabilities };
}

/**
 * Hover, inlay hints, code lenses and the "Apply rulings" command, completion, formatting, note
 * navigation and rename, card highlights and selection ranges. Each handler reads the settings
 * per request (so a changed language or edition shows at once) and logs its failures.
 */
function registerEditorFeatures(connection: Connection, documents: TextDocuments<TextDocument>, service: LanguageService, settings: SettingsStore): ServerCapabilities {
  const handle = <P extends { textDocument: { uri: string } }, T>(name: string, fallback: T, work: (document: TextDocument, params: P, settings: ServiceSettings) => T) =>
    async (params: P): Promise<T> => {
      const document = documents.get(params.textDocument.uri);
      if (!document) return fallback;
      try {
        return work(document, params, await settings.get(document.uri));
      } catch (error) {
        connection.console.error(`${name} failed: ${(error as Error).stack ?? error}`);
        return fallback;
      }
    };
  connection.onHover(handle('Hover', null, (document, params, current) => service.doHover(document, params.position, current) ?? null));
  connection.languages.inlayHint.on(handle('Inlay hints', [], (document, params, current) => service.getInlayHints(document, params.range, current)));
  connection.onCodeLens(handle('Code lenses', [], (document, _params, current) => service.getCodeLenses(document, current)));
  connection.onCompletion(handle('Completion', [], (document, params, current) => service.doComplete(document, params.position, current)));
  connection.onDocumentFormatting(handle('Formatting', [], (document, _params, current) => service.format(document, current)));
  connection.onDocumentRangeFormatting(handle('Range formatting', [], (document, params, current) => service.formatRange(document, params.range, current)));
  connection.onDefinition(handle('Definition', [], (document, params, current) => service.findDefinition(document, params.position, current)));
  connection.onReferences(handle('References', [], (document, params, current) => service.findReferences(document, params.position, params.context.includeDeclaration, current)));
  connection.onPrepareRename(handle('Prepare rename', null, (document, params, current) => service.prepareRename(document, params.position, current) ?? null));
  connection.onRenameRequest(handle('Rename', null, (document, params, current) => service.doRename(document, params.position, params.newName, current) ?? null));
  connection.onDocumentHighlight(handle('Highlights', [], (document, params, current) => service.findDocumentHighlights(document, params.position, current)));
  connection.onSelectionRanges(handle('Selection ranges', [], (document, params, current) => service.getSelectionRanges(document, params.positions, current)));
  connection.onExecuteCommand(async (params) => {
    if (params.command !== APPLY_RULINGS_COMMAND) return;
    try {
      const [uri, gameIndex] = (params.arguments ?? []) as [string, number];
      const document = documents.get(uri);
      if (!document) return;
      const edits = service.getApplyRulingsEdits(document, gameIndex, await settings.get(uri));
      if (edits.length) await connection.workspace.applyEdit({ label: 'Apply rulings', edit: { changes: { [uri]: edits } } });
    } catch (error) {
      connection.console.error(`Apply rulings failed: ${(error as Error).stack ?? error}`);
    }
  });
  return {
    hoverProvider: true,
    inlayHintProvider: true,
    codeLensProvider: { resolveProvider: false },
    executeCommandProvider: { commands: [APPLY_RULINGS_COMMAND] },
    completionProvider: { triggerCharacters: ['[', '"', ' '] },
    documentFormattingProvider: true,
    documentRangeFormattingProvider: true,
    definitionProvider: true,
    referencesProvider: true,
    renameProvider: { prepareProvider: true },
    documentHighlightProvider: true,
    selectionRangeProvider: true,
  };
}

/**
 * Asks the client to fetch inlay hints and code lenses again (their texts follow the language and
 * edition settings). To be called when the configuration changes; needs client support.
 */
export function refreshFeatureViews(connection: Connection): void {
  connection.languages.inlayHint.refresh().catch(() => undefined);
  connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
}

/** The board view's `pbn/boardData` and the ruling report's `pbn/report` requests ({uri, …}, not textDocument). */
function registerBoardRequests(connection: Connection, documents: TextDocuments<TextDocument>, service: LanguageService, settings: SettingsStore): void {
  const handle = <P extends { uri: string }, T>(name: string, work: (document: TextDocument, params: P, settings: ServiceSettings) => T | null) =>
    async (params: P): Promise<T | null> => {
      const document = documents.get(params.uri);
      if (!document) return null;
      try {
        return work(document, params, await settings.get(document.uri));
      } catch (error) {
        connection.console.error(`${name} failed: ${(error as Error).stack ?? error}`);
        return null;
      }
    };
  connection.onRequest(BOARD_DATA_REQUEST, handle('Board data', (document, params: BoardDataParams, current) => answerBoardData(service, document, current, params)));
  connection.onRequest(REPORT_REQUEST, handle('Ruling report', (document, params: ReportParams, current) => answerReport(service, document, current, params)));
}
