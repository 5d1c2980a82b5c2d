// "PBN: Open Bridgemate Session" (`pbn.openBridgemateSession`, also on a .bws in the explorer): a
// Bridgemate `.bws` shown as a read-only PBN document. The document lives under the `pbn-bws`
// scheme (`pbn-bws:/…/club.bws.pbn`); its content provider reads a copy of the `.bws` (never
// opened for writing: Bridgemate Control Software may be polling it) and of the files of the same
// name beside it that may hold its deals (`.pbn`, `.dlm`, …; used when the session has no HandRecord), and asks the server to project
// them (`pbn/projectBws`). The language server then checks the view as any PBN document; when
// the `.bws` changes on disk (BCS writes each result as it comes) an open view is read again.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { clientLanguage } from './boardViewText';

/** The scheme of the read-only PBN views of sessions. */
export const BWS_SCHEME = 'pbn-bws';

/** The kinds of file beside a session that may hold its deals (the dealing programs' and PBN), in name order. */
const DEAL_FILE_EXTENSIONS = ['.bri', '.dge', '.dlm', '.dup', '.pbn'];

const TEXTS = {
  en: {
    pick: 'Open a Bridgemate session',
    noSession: 'Choose a Bridgemate session (.bws) to open.',
    serverNotReady: 'PBN Director: the language server is not running yet.',
    failed: (name: string, why: string) => `PBN Director: ${name} cannot be opened: ${why}`,
  },
  nl: {
    pick: 'Een Bridgemate-sessie openen',
    noSession: 'Kies een Bridgemate-sessie (.bws) om te openen.',
    serverNotReady: 'PBN Director: de taalserver draait nog niet.',
    failed: (name: string, why: string) => `PBN Director: ${name} kan niet worden geopend: ${why}`,
  },
};

/** The read-only view of the session file `file`. */
export function sessionView(file: vscode.Uri): vscode.Uri {
  return vscode.Uri.from({ scheme: BWS_SCHEME, path: `${file.path}.pbn` });
}

/** The session file of a view. */
function sessionFile(view: vscode.Uri): vscode.Uri {
  return vscode.Uri.file(view.path.replace(/\.pbn$/, ''));
}

async function readOrUndefined(uri: vscode.Uri): Promise<Uint8Array | undefined> {
  try {
    return await vscode.workspace.fs.readFile(uri);
  } catch {
    return undefined;
  }
}

/** The PBN of a session, or a thrown Error saying why there is none. */
async function projectSession(getClient: () => LanguageClient | undefined, file: vscode.Uri): Promise<string> {
  const texts = TEXTS[clientLanguage(file)];
  const client = getClient();
  if (!client) throw new Error(texts.serverNotReady);
  const bytes = await vscode.workspace.fs.readFile(file);
  const stem = path.posix.basename(file.path).replace(/\.bws$/i, '');
  // The files of its name that may hold its deals, in name order: the server reads the first it can.
  const beside: Array<{ name: string; bytes: string }> = [];
  for (const name of DEAL_FILE_EXTENSIONS.map((extension) => `${stem}${extension}`)) {
    const found = await readOrUndefined(vscode.Uri.joinPath(file, '..', name));
    if (found) beside.push({ name, bytes: Buffer.from(found).toString('base64') });
  }
  const answer = await client.sendRequest<{ text?: string; error?: string }>('pbn/projectBws', {
    name: path.posix.basename(file.path), bytes: Buffer.from(bytes).toString('base64'), language: clientLanguage(file), beside,
  });
  if (typeof answer.text !== 'string') throw new Error(texts.failed(path.posix.basename(file.path), answer.error ?? '?'));
  return answer.text;
}

/** Opens the read-only PBN view of a session (a command argument, the active explorer item, or one picked). */
async function openSession(getClient: () => LanguageClient | undefined, argument: unknown): Promise<void> {
  const texts = TEXTS[clientLanguage()];
  let file = argument instanceof vscode.Uri ? argument : typeof argument === 'string' ? vscode.Uri.parse(argument) : undefined;
  if (!file) {
    const picked = await vscode.window.showOpenDialog({ title: texts.pick, canSelectMany: false, filters: { Bridgemate: ['bws'] } });
    file = picked?.[0];
  }
  if (!file || !/\.bws$/i.test(file.path)) { void vscode.window.showInformationMessage(texts.noSession); return; }
  try {
    // Asked once here so that a file it cannot read says why instead of opening an empty view.
    await projectSession(getClient, file);
    const document = await vscode.workspace.openTextDocument(sessionView(file));
    await vscode.window.showTextDocument(await vscode.languages.setTextDocumentLanguage(document, 'pbn'), { preview: false });
  } catch (error) {
    void vscode.window.showErrorMessage(error instanceof Error ? error.message : String(error));
  }
}

/** Registers the view's content provider and the command (argument: the .bws URI). */
export function registerBridgemateSessions(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  const changed = new vscode.EventEmitter<vscode.Uri>();
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.{bws,BWS}', true, false, true);
  const refresh = (file: vscode.Uri) => {
    const view = sessionView(file);
    if (vscode.workspace.textDocuments.some((document) => document.uri.toString() === view.toString())) changed.fire(view);
  };
  context.subscriptions.push(
    changed,
    watcher,
    watcher.onDidChange(refresh),
    vscode.workspace.registerTextDocumentContentProvider(BWS_SCHEME, {
      onDidChange: changed.event,
      provideTextDocumentContent: async (view) => {
        try {
          return await projectSession(getClient, sessionFile(view));
        } catch (error) {
          return `% ${error instanceof Error ? error.message : String(error)}\n`;
        }
      },
    }),
    vscode.commands.registerCommand('pbn.openBridgemateSession', (argument?: unknown) => openSession(getClient, argument)),
  );
}
