// "PBN: Export Ruling Report": asks for the board under the cursor or the whole file and for HTML,
// Markdown or PDF; "PBN: Export Handout": the whole file as a hand record for print, asking for the
// boards a page, the paper and HTML or PDF (the server draws the PDF and answers its bytes in base64). Either asks the server for the page (`pbn/report`), asks where to save it (next to the
// PBN file by default), writes it (atomically, for a local file) and offers to open it. While the server makes a whole
// file's report a notification shows its progress ("Ruling report: 1,200 of 10,000 boards") with Cancel, which cancels
// the request (the server ends its worker). The file written stays in the status bar (exportStatus.ts). Called with an
// options object (as the e2e tests do) it asks nothing and returns the URI it wrote.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { WorkDoneProgress, type LanguageClient } from 'vscode-languageclient/node';
import { writeFileAtomic } from '../../server/src/io/atomicWrite';
import { SERVED_LANGUAGES, clientTexts } from './boardViewText';
import { runningClient } from './runningClient';
import { LastExportStatus, actOnExport, exportChoices } from './exportStatus';

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
  /** The text a PDF cannot show (its font lacks the glyphs, or right-to-left text), in a sentence. */
  notice?: string;
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

let progressTokens = 0;

/** Asks the server for the report, its progress in a notification with Cancel; null when there is no game, 'cancelled' when cancelled. */
function requestReport(client: LanguageClient, params: object, title: string): Thenable<ReportAnswer | null | 'cancelled'> {
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, cancel) => {
    const workDoneToken = `pbn-report-${process.pid}-${++progressTokens}`;
    let shown = 0;
    const listening = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
      if (value.kind === 'end') return;
      const percentage = value.percentage ?? shown;
      progress.report({ message: value.message, increment: percentage - shown });
      shown = percentage;
    });
    try {
      const answer = await client.sendRequest<ReportAnswer | null>('pbn/report', { ...params, workDoneToken }, cancel);
      return cancel.isCancellationRequested ? 'cancelled' : answer;
    } finally {
      listening.dispose();
    }
  });
}

/** Runs the export; resolves to the written file, or undefined when cancelled or impossible. */
async function exportReport(getClient: () => LanguageClient | undefined, status: LastExportStatus, options: ExportReportOptions = {}): Promise<vscode.Uri | undefined> {
  const editor = vscode.window.activeTextEditor;
  const texts = clientTexts(editor?.document.uri);
  if (!editor || !SERVED_LANGUAGES.includes(editor.document.languageId)) {
    void vscode.window.showInformationMessage(texts.noPbnEditor);
    return undefined;
  }
  const client = runningClient(getClient, texts);
  if (!client) return undefined;
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
  let answer: ReportAnswer | null | 'cancelled';
  try {
    answer = await requestReport(client, { uri: document.uri.toString(), position, format, ...layout }, texts.reportProgressTitle(handout));
  } catch (error) {
    if (error instanceof vscode.CancellationError) return undefined;
    void vscode.window.showErrorMessage(texts.failed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (answer === 'cancelled') return undefined;
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
  const written = { target, format, texts, notice: answer.notice };
  status.show(written);
  if (!options.quiet) {
    // The notification hides itself after a few seconds; the status bar item keeps the file at hand.
    // A PDF that cannot show some of its text says so after the file's name, as a warning.
    const message = (handout ? texts.handoutWritten : texts.written)(target.scheme === 'file' ? target.fsPath : target.toString()) + (answer.notice ? ` ${sentenceCase(answer.notice)}.` : '');
    void (answer.notice ? vscode.window.showWarningMessage(message, ...exportChoices(written)) : vscode.window.showInformationMessage(message, ...exportChoices(written)))
      .then((choice) => actOnExport(written, choice));
  }
  return target;
}

/** A sentence as it starts a message: its first letter a capital. */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Registers "PBN: Export Ruling Report" (`pbn.exportReport`) and "PBN: Export Handout" (`pbn.exportHandout`). */
export function registerReportExport(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  const optionsOf = (options?: ExportReportOptions) => (options && typeof options === 'object' && !(options instanceof vscode.Uri) ? options : {});
  const status = new LastExportStatus(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('pbn.exportReport', (options?: ExportReportOptions) => exportReport(getClient, status, optionsOf(options))),
    vscode.commands.registerCommand('pbn.exportHandout', (options?: ExportReportOptions) => exportReport(getClient, status, { ...optionsOf(options), layout: 'handout' })));
}
