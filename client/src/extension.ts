// VS Code client of PBN Director: starts the bundled language server (dist/server.js) over IPC for
// PBN and LIN documents, forwards the `pbn.*` settings and the display locale, and offers "PBN:
// Restart Language Server", the board view, the report export, "Re-score Event", "Rulings Log", "Convert LIN to PBN", "Record a
// Ruling…", "Open Sample Board" and "Open Bridgemate Session" (a .bws as a read-only PBN view),
// and tells the server where the cursor is (its board's
// double-dummy answers first).
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { registerBoardView } from './boardView';
import { registerConvertToPbn } from './convert';
import { DEAL_VIEW_SCHEME, registerDealFiles } from './dealFileView';
import { registerReportExport } from './report';
import { registerEventPages } from './eventView';
import { registerCursorNotifier } from './cursorNotifier';
import { registerRecordRuling } from './recordRuling';
import { registerOpenSample } from './sample';
import { BWS_SCHEME, registerBridgemateSessions } from './bridgemate';

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

/** Shows an error to the user and logs it to the output channel; never throws. */
function report(what: string, err: unknown): void {
  const message = err instanceof Error ? err.message : String(err);
  output?.error(`${what}: ${message}`);
  void vscode.window.showErrorMessage(`PBN Director: ${what}: ${message}`);
}

/** Builds the language client for the server bundled next to this file. */
function createClient(context: vscode.ExtensionContext, channel: vscode.LogOutputChannel): LanguageClient {
  const module = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    // A deal file's PBN view (dealFileView.ts) and a Bridgemate session's (pbn-bws:) are served as PBN documents.
    documentSelector: [...['pbn', 'lin'].flatMap((language) => [{ scheme: 'file', language }, { scheme: 'untitled', language }]), { scheme: DEAL_VIEW_SCHEME, language: 'pbn' }, { scheme: BWS_SCHEME, language: 'pbn' }],
    synchronize: { configurationSection: 'pbn' },
    initializationOptions: { locale: vscode.env.language },
    outputChannel: channel,
  };
  return new LanguageClient('pbn', 'PBN Director', serverOptions, clientOptions);
}

/** Restarts the language client, reporting failures instead of throwing. */
async function restart(): Promise<void> {
  if (!client) return;
  try {
    await client.restart();
    output?.info('Language server restarted.');
  } catch (err) {
    report('restarting the language server failed', err);
  }
}

/** How long the provider that makes the outline ask again stays registered (milliseconds). */
const SYMBOLS_NUDGE_MILLISECONDS = 500;

/**
 * Makes the outline and the breadcrumb ask for document symbols again (LSP 3.17 has no refresh
 * request for them): they ask again when the document symbol providers change, so one that adds
 * nothing is registered and removed a moment later.
 */
function refreshDocumentSymbols(): void {
  const nudge = vscode.languages.registerDocumentSymbolProvider(['pbn', 'lin'].map((language) => ({ language })), { provideDocumentSymbols: () => undefined });
  setTimeout(() => nudge.dispose(), SYMBOLS_NUDGE_MILLISECONDS);
}

/** Extension entry point: creates the output channel, the command and starts the client. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('PBN Director', { log: true });
  context.subscriptions.push(output, vscode.commands.registerCommand('pbn.restartServer', restart));
  client = createClient(context, output);
  const analysisChanged = registerBoardView(context, () => client, (message) => output?.warn(message));
  registerReportExport(context, () => client);
  registerEventPages(context, () => client);
  registerConvertToPbn(context, () => client);
  registerDealFiles(context);
  registerRecordRuling(context, () => client);
  registerCursorNotifier(context, () => client);
  registerOpenSample(context);
  registerBridgemateSessions(context, () => client);
  client.onNotification('pbn/analysisChanged', (params: { uri?: string }) => { if (typeof params?.uri === 'string') analysisChanged(params.uri); });
  // The message language changed: the outline, the breadcrumb and the board view fetch their words again (issue 32 item 9).
  client.onNotification('pbn/languageChanged', (params: { uris?: unknown }) => {
    refreshDocumentSymbols();
    for (const uri of Array.isArray(params?.uris) ? params.uris : []) if (typeof uri === 'string') analysisChanged(uri);
  });
  try {
    await client.start();
  } catch (err) {
    report('starting the language server failed', err);
  }
}

/** Extension exit point: stops the language client. */
export async function deactivate(): Promise<void> {
  const running = client;
  client = undefined;
  if (!running) return;
  try {
    await running.stop();
  } catch (err) {
    output?.error(`stopping the language server failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
