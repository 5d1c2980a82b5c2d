/**
 * Request handlers for the editor features: each looks up the document and its settings, calls
 * the language service, and logs (never throws) failures. Returns the capabilities it serves.
 */
import { CancellationToken, CodeActionParams, Connection, ExecuteCommandParams, Position, ServerCapabilities, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { SettingsStore } from './settings';
import { BOARD_DATA_REQUEST, BoardDataParams, answerBoardData } from './boardDataRequests';
import { CODE_ACTION_KINDS } from '../features/fixes/codeActions';
import { APPLY_RULINGS_COMMAND } from '../features/editor/codeLens';
import { CONVERT_REQUEST, ConvertParams, answerConvert } from '../lin/service/convertRequest';
import { RECORD_RULING_REQUEST, RecordRulingParams, answerRecordRuling } from './recordRequest';
import { PROJECT_BWS_REQUEST, ProjectBwsParams, answerProjectBws } from '../bridgemate/projectRequest';
import { registerReportRequest } from './reportRequest';
import { registerEventRequest } from './eventRequest';

/** Wraps a handler: looks up the document and its settings, runs `work` (with the request's cancellation token), logs a failure and answers `fallback`. */
type Guard = <P, T>(name: string, uriOf: (params: P) => string, fallback: T, work: (document: TextDocument, params: P, settings: ServiceSettings, token?: CancellationToken) => T | Promise<T>) => (params: P, token?: CancellationToken) => Promise<T>;

function guardWith(connection: Connection, documents: TextDocuments<TextDocument>, settings: SettingsStore): Guard {
  return (name, uriOf, fallback, work) => async (params, token) => {
    const document = documents.get(uriOf(params));
    if (!document) return fallback;
    try {
      return await work(document, params, await settings.get(document.uri), token);
    } catch (error) {
      connection.console.error(`${name} failed: ${(error as Error).stack ?? error}`);
      return fallback;
    }
  };
}

/** The URI of a `textDocument/…` request. */
const textDocumentUri = (params: { textDocument: { uri: string } }) => params.textDocument.uri;

/** Told where the user looks (hover, board view): that board's double-dummy answers go first. */
export type FocusListener = (uri: string, position: Position) => void;

/** Registers the feature handlers; returns the capabilities they provide. */
export function registerFeatureHandlers(connection: Connection, documents: TextDocuments<TextDocument>, service: LanguageService, settings: SettingsStore, onFocus: FocusListener = () => undefined): ServerCapabilities {
  const guard = guardWith(connection, documents, settings);
  connection.onDocumentSymbol(guard('Document symbols', textDocumentUri, [], (document, _params, current) => service.findDocumentSymbols(document, current)));
  connection.onFoldingRanges(guard('Folding ranges', textDocumentUri, [], (document, _params, current) => service.getFoldingRanges(document, current)));
  connection.onCodeAction(guard('Code actions', textDocumentUri, [], (document, params: CodeActionParams, current, token) => service.getCodeActions(document, params.context, current, params.range, token)));
  const editorCapabilities = registerEditorFeatures(connection, service, guard, onFocus);
  registerBoardRequests(connection, service, guard, onFocus);
  registerReportRequest(connection, documents, service, settings);
  registerEventRequest(connection, documents, settings);
  return { codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS }, ...editorCapabilities };
}

/**
 * Hover, inlay hints, code lenses and the "Apply rulings" command, completion, formatting, note
 * navigation and rename, card highlights and selection ranges. Each handler reads the settings
 * per request (so a changed language or edition shows at once) and logs its failures; hover,
 * inlay hints and completion (and code actions above) pass the request's cancellation on.
 */
function registerEditorFeatures(connection: Connection, service: LanguageService, guard: Guard, onFocus: FocusListener): ServerCapabilities {
  const handle = <P extends { textDocument: { uri: string } }, T>(name: string, fallback: T, work: (document: TextDocument, params: P, settings: ServiceSettings, token?: CancellationToken) => T) =>
    guard(name, textDocumentUri, fallback, work);
  connection.onHover(handle('Hover', null, (document, params, current, token) => {
    onFocus(document.uri, params.position);
    return service.doHover(document, params.position, current, token) ?? null;
  }));
  connection.languages.inlayHint.on(handle('Inlay hints', [], (document, params, current, token) => service.getInlayHints(document, params.range, current, token)));
  connection.onCodeLens(handle('Code lenses', [], (document, _params, current) => service.getCodeLenses(document, current)));
  connection.onCompletion(handle('Completion', [], (document, params, current, token) => service.doComplete(document, params.position, current, token)));
  connection.onDocumentFormatting(handle('Formatting', [], (document, _params, current) => service.format(document, current)));
  connection.onDocumentRangeFormatting(handle('Range formatting', [], (document, params, current) => service.formatRange(document, params.range, current)));
  connection.onDefinition(handle('Definition', [], (document, params, current) => service.findDefinition(document, params.position, current)));
  connection.onReferences(handle('References', [], (document, params, current) => service.findReferences(document, params.position, params.context.includeDeclaration, current)));
  connection.onPrepareRename(handle('Prepare rename', null, (document, params, current) => service.prepareRename(document, params.position, current) ?? null));
  connection.onRenameRequest(handle('Rename', null, (document, params, current) => service.doRename(document, params.position, params.newName, current) ?? null));
  connection.onDocumentHighlight(handle('Highlights', [], (document, params, current) => service.findDocumentHighlights(document, params.position, current)));
  connection.onSelectionRanges(handle('Selection ranges', [], (document, params, current) => service.getSelectionRanges(document, params.positions, current)));
  const applyRulings = guard('Apply rulings', (params: ExecuteCommandParams) => String(params.arguments?.[0] ?? ''), undefined, async (document, params, current) => {
    const edits = service.getApplyRulingsEdits(document, Number(params.arguments?.[1]), current);
    if (edits.length) await connection.workspace.applyEdit({ label: 'Apply rulings', edit: { changes: { [document.uri]: edits } } });
  });
  connection.onExecuteCommand((params) => (params.command === APPLY_RULINGS_COMMAND ? applyRulings(params) : undefined));
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

/** The board view's `pbn/boardData`, the `pbn/convert` and the recorder's `pbn/recordRuling` requests ({uri, …}, not textDocument); the report's `pbn/report` is reportRequest.ts. */
function registerBoardRequests(connection: Connection, service: LanguageService, guard: Guard, onFocus: FocusListener): void {
  const uriOf = (params: { uri: string }) => params.uri;
  connection.onRequest(BOARD_DATA_REQUEST, guard('Board data', uriOf, null, (document, params: BoardDataParams, current) => {
    onFocus(document.uri, params.position);
    return answerBoardData(service, document, current, params);
  }));
  connection.onRequest(CONVERT_REQUEST, guard('Convert', uriOf, null, (document, params: ConvertParams, current) => answerConvert(service, document, current, params)));
  connection.onRequest(RECORD_RULING_REQUEST, guard('Record a ruling', uriOf, null, (document, params: RecordRulingParams, current) => answerRecordRuling(service, document, current, params)));
  // A Bridgemate session's bytes, projected onto PBN for the editor's read-only view (no open document).
  connection.onRequest(PROJECT_BWS_REQUEST, (params: ProjectBwsParams) => answerProjectBws(params));
}
