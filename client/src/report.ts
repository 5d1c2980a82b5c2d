// "PBN: Export Ruling Report": asks for the board under the cursor or the whole file and for HTML,
// Markdown or PDF; "PBN: Export Handout": the whole file as a hand record for print, asking for the
// boards a page, the paper and HTML or PDF (the server draws the PDF and answers its bytes in base64). Either asks the server for the page (`pbn/report`), asks where to save it (next to the
// PBN file by default), writes it (atomically, for a local file) and offers to open it. Called with an options object (as the
// e2e tests do) it asks nothing and returns the URI it wrote.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { writeFileAtomic } from '../../server/src/io/atomicWrite';
import { SERVED_LANGUAGES, clientTexts } from './boardViewText';
import { showReportPreview } from './reportPreview';

/** Options that skip the questions. */
export interface ExportReportOptions {
  scope?: 'board' | 'file';
  format?: 'html' | 'md' | 'pdf';
  /** Where to write (a URI string or Uri); asked when absent. */
  target?: string | vscode.Uri;
  /** Do not offer to open the written file. */
  quiet?: boolean;
  /** The handout layout (the whole file, HTML or PDF), its boards a page and paper. */
  layout?: 'ruling' | 'handout';
  perPage?: 1 | 2 | 4;
  paper?: 'A4' | 'Letter';
}

interface ReportAnswer {
  /** The text, or a PDF's bytes in base64. */
  content: string;
  encoding?: 'base64';
  gameIndex?: number;
  board?: string;
}

function asUri(target: string | vscode.Uri): vscode.Uri {
  return typeof target === 'string' ? (/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^[a-z]:[\\/]/i.test(target) ? vscode.Uri.parse(target) : vscode.Uri.file(target)) : target;
}

/** The default file: next to the PBN file (or in the first workspace folder for an untitled one), named by board number. */
function defaultTarget(document: vscode.TextDocument, scope: 'board' | 'file', format: 'html' | 'md' | 'pdf', answer: ReportAnswer, handout: boolean): vscode.Uri | undefined {
  const base = path.basename(document.uri.path).replace(/\.(pbn|lin)$/i, '') || 'board';
  const which = handout ? '-handout' : scope === 'file' ? '-ruling' : answer.board ? `-board-${answer.board.replace(/[^\w.-]/g, '_')}` : `-game-${answer.gameIndex}`;
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
  const handout = options.layout === 'handout';
  const scope = handout ? 'file' : options.scope ?? await pick(texts.scopePrompt, [{ label: texts.scopeBoard, value: 'board' }, { label: texts.scopeFile, value: 'file' }]);
  if (!scope) return undefined;
  // The handout asks HTML or PDF only where it asks its boards a page (not when called with them, as the e2e tests do).
  const format = options.format ?? (handout && options.perPage ? 'html'
    : await pick(texts.formatPrompt, [{ label: texts.formatHtml, value: 'html' as const }, ...(handout ? [] : [{ label: texts.formatMarkdown, value: 'md' as const }]), { label: texts.formatPdf, value: 'pdf' as const }]));
  if (!format) return undefined;
  const perPageChoice = !handout || options.perPage ? String(options.perPage ?? 2) : await pick(texts.perPagePrompt, (['1', '2', '4'] as const).map((count) => ({ label: texts.perPage(Number(count)), value: count })));
  if (!perPageChoice) return undefined;
  const paper = !handout || options.paper ? options.paper ?? 'A4' : await pick(texts.paperPrompt, [{ label: 'A4', value: 'A4' as const }, { label: 'Letter', value: 'Letter' as const }]);
  if (!paper) return undefined;
  const layout = handout ? { layout: 'handout', perPage: Number(perPageChoice), paper } : {};
  const document = editor.document;
  const position = scope === 'board' ? { line: editor.selection.active.line, character: editor.selection.active.character } : undefined;
  let answer: ReportAnswer | null;
  try {
    answer = await client.sendRequest<ReportAnswer | null>('pbn/report', { uri: document.uri.toString(), position, format, ...layout });
  } catch (error) {
    void vscode.window.showErrorMessage(texts.failed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (!answer) {
    void vscode.window.showInformationMessage(texts.noGame);
    return undefined;
  }
  const target = options.target !== undefined ? asUri(options.target) : await vscode.window.showSaveDialog({
    title: handout ? texts.saveHandoutTitle : texts.saveTitle, saveLabel: handout ? texts.saveHandoutTitle : texts.saveTitle, defaultUri: defaultTarget(document, scope, format, answer, handout),
    filters: format === 'html' ? { HTML: ['html', 'htm'] } : format === 'pdf' ? { PDF: ['pdf'] } : { Markdown: ['md'] },
  });
  if (!target) return undefined;
  try {
    // Local files are written atomically (temporary file, flush, rename); other schemes through VS Code.
    const content = answer.encoding === 'base64' ? Buffer.from(answer.content, 'base64') : answer.content;
    if (target.scheme === 'file') await writeFileAtomic(target.fsPath, content);
    else await vscode.workspace.fs.writeFile(target, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  } catch (error) {
    void vscode.window.showErrorMessage(texts.failed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (!options.quiet) {
    // A file:// link would open on the machine that runs VS Code's UI, not where the file is (code-server,
    // SSH, WSL): the HTML opens in a preview inside VS Code, or the file is revealed in the explorer.
    // A PDF is not opened as text: "Open" hands it to the system's viewer (on a remote, to VS Code's own opener), or it is revealed.
    const choices = format === 'html' ? [texts.preview, texts.reveal] : [texts.open, texts.reveal];
    void vscode.window.showInformationMessage((handout ? texts.handoutWritten : texts.written)(target.scheme === 'file' ? target.fsPath : target.toString()), ...choices).then((choice) => {
      if (choice === texts.preview) showReportPreview(answer.content, path.basename(target.path));
      else if (choice === texts.open && format === 'pdf') void (vscode.env.remoteName ? vscode.commands.executeCommand('vscode.open', target) : vscode.env.openExternal(target));
      else if (choice === texts.open) void vscode.window.showTextDocument(target);
      else if (choice === texts.reveal) void vscode.commands.executeCommand('revealInExplorer', target);
    });
  }
  return target;
}

/** Registers "PBN: Export Ruling Report" (`pbn.exportReport`) and "PBN: Export Handout" (`pbn.exportHandout`). */
export function registerReportExport(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  const optionsOf = (options?: ExportReportOptions) => (options && typeof options === 'object' && !(options instanceof vscode.Uri) ? options : {});
  context.subscriptions.push(
    vscode.commands.registerCommand('pbn.exportReport', (options?: ExportReportOptions) => exportReport(getClient, optionsOf(options))),
    vscode.commands.registerCommand('pbn.exportHandout', (options?: ExportReportOptions) => exportReport(getClient, { ...optionsOf(options), layout: 'handout' })));
}
