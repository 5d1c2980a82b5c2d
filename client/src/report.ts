// "PBN: Export Ruling Report": asks for the board under the cursor or the whole file and for HTML
// or Markdown, asks the server for the report (`pbn/report`), asks where to save it (next to the
// PBN file by default), writes it (atomically, for a local file) and offers to open it. Called with an options object (as the
// e2e tests do) it asks nothing and returns the URI it wrote.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { writeFileAtomic } from '../../server/src/cli/atomicWrite';
import { SERVED_LANGUAGES, clientTexts } from './boardViewText';
import { showReportPreview } from './reportPreview';

/** Options that skip the questions. */
export interface ExportReportOptions {
  scope?: 'board' | 'file';
  format?: 'html' | 'md';
  /** Where to write (a URI string or Uri); asked when absent. */
  target?: string | vscode.Uri;
  /** Do not offer to open the written file. */
  quiet?: boolean;
}

interface ReportAnswer {
  content: string;
  gameIndex?: number;
  board?: string;
}

function asUri(target: string | vscode.Uri): vscode.Uri {
  return typeof target === 'string' ? (/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^[a-z]:[\\/]/i.test(target) ? vscode.Uri.parse(target) : vscode.Uri.file(target)) : target;
}

/** The default file: next to the PBN file (or in the first workspace folder for an untitled one), named by board number. */
function defaultTarget(document: vscode.TextDocument, scope: 'board' | 'file', format: 'html' | 'md', answer: ReportAnswer): vscode.Uri | undefined {
  const base = path.basename(document.uri.path).replace(/\.(pbn|lin)$/i, '') || 'board';
  const which = scope === 'file' ? '-ruling' : answer.board ? `-board-${answer.board.replace(/[^\w.-]/g, '_')}` : `-game-${answer.gameIndex}`;
  const name = `${base}${which}.${format}`;
  if (document.uri.scheme === 'file') return vscode.Uri.file(path.join(path.dirname(document.uri.fsPath), name));
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  return folder ? vscode.Uri.joinPath(folder, name) : undefined;
}

async function pick<T extends string>(title: string, items: Array<{ label: string; value: T }>): Promise<T | undefined> {
  const chosen = await vscode.window.showQuickPick(items.map((item) => ({ label: item.label, value: item.value })), { title, placeHolder: title });
  return chosen?.value;
}

/** Runs the export; resolves to the written file, or undefined when cancelled or impossible. */
async function exportReport(getClient: () => LanguageClient | undefined, options: ExportReportOptions = {}): Promise<vscode.Uri | undefined> {
  const editor = vscode.window.activeTextEditor;
  const texts = clientTexts(editor?.document.uri);
  if (!editor || !SERVED_LANGUAGES.includes(editor.document.languageId)) {
    void vscode.window.showInformationMessage(texts.noPbnEditor);
    return undefined;
  }
  const client = getClient();
  if (!client) {
    void vscode.window.showErrorMessage(texts.serverNotReady);
    return undefined;
  }
  const scope = options.scope ?? await pick(texts.scopePrompt, [{ label: texts.scopeBoard, value: 'board' }, { label: texts.scopeFile, value: 'file' }]);
  if (!scope) return undefined;
  const format = options.format ?? await pick(texts.formatPrompt, [{ label: texts.formatHtml, value: 'html' }, { label: texts.formatMarkdown, value: 'md' }]);
  if (!format) return undefined;
  const document = editor.document;
  const position = scope === 'board' ? { line: editor.selection.active.line, character: editor.selection.active.character } : undefined;
  let answer: ReportAnswer | null;
  try {
    answer = await client.sendRequest<ReportAnswer | null>('pbn/report', { uri: document.uri.toString(), position, format });
  } catch (error) {
    void vscode.window.showErrorMessage(texts.failed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (!answer) {
    void vscode.window.showInformationMessage(texts.noGame);
    return undefined;
  }
  const target = options.target !== undefined ? asUri(options.target) : await vscode.window.showSaveDialog({
    title: texts.saveTitle, saveLabel: texts.saveTitle, defaultUri: defaultTarget(document, scope, format, answer),
    filters: format === 'html' ? { HTML: ['html', 'htm'] } : { Markdown: ['md'] },
  });
  if (!target) return undefined;
  try {
    // Local files are written atomically (temporary file, flush, rename); other schemes through VS Code.
    if (target.scheme === 'file') await writeFileAtomic(target.fsPath, answer.content);
    else await vscode.workspace.fs.writeFile(target, Buffer.from(answer.content, 'utf8'));
  } catch (error) {
    void vscode.window.showErrorMessage(texts.failed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (!options.quiet) {
    // A file:// link would open on the machine that runs VS Code's UI, not where the file is (code-server,
    // SSH, WSL): the HTML opens in a preview inside VS Code, or the file is revealed in the explorer.
    const choices = format === 'html' ? [texts.preview, texts.reveal] : [texts.open, texts.reveal];
    void vscode.window.showInformationMessage(texts.written(target.scheme === 'file' ? target.fsPath : target.toString()), ...choices).then((choice) => {
      if (choice === texts.preview) showReportPreview(answer.content, path.basename(target.path));
      else if (choice === texts.open) void vscode.window.showTextDocument(target);
      else if (choice === texts.reveal) void vscode.commands.executeCommand('revealInExplorer', target);
    });
  }
  return target;
}

/** Registers "PBN: Export Ruling Report" (`pbn.exportReport`). */
export function registerReportExport(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  context.subscriptions.push(vscode.commands.registerCommand('pbn.exportReport', (options?: ExportReportOptions) =>
    exportReport(getClient, options && typeof options === 'object' && !(options instanceof vscode.Uri) ? options : {})));
}
