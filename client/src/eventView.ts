// "PBN: Re-score Event" and "PBN: Rulings Log": the event of the active PBN document, or of the
// PBN files chosen in the explorer, re-scored by the server (`pbn/eventReport`, the same
// features/event code as `pbn-director score --event`), or every ruling of those files (as
// `score --event --rulings-log` lists them), shown as its page in a webview beside the editor (the
// report preview: inline styles only, no scripts). The page's notification offers to save it as
// HTML or PDF, the log as CSV too (written atomically for a local file). Called with uris (as the
// e2e tests do) each command returns the panel.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { writeFileAtomic } from '../../server/src/io/atomicWrite';
import { EventPageWords, clientTexts } from './boardViewText';
import { runningClient } from './runningClient';
import { showReportPreview } from './reportPreview';

/** The server's answer: the page or CSV text, or a PDF's bytes in base64; or the one line refusing a file it read. */
type EventReportAnswer = { content: string; encoding?: 'base64'; notice?: string } | { error: string };

type Format = 'html' | 'csv' | 'pdf';
type Texts = ReturnType<typeof clientTexts>;

/** One of the two pages: its request, its words, and the formats it is saved in. */
interface EventPage extends EventPageWords {
  log: boolean;
  /** The formats offered, each with its button. */
  saves: Array<{ format: Format; label: string }>;
  /** The saved file's name after the first file's: `club-event.html`, `club-rulings.csv`. */
  suffix: string;
}

/** The standings (`log` false) or the rulings log, in the words of `texts`. */
function pageOf(log: boolean, texts: Texts): EventPage {
  const html = { format: 'html' as const, label: texts.saveHtml }, pdf = { format: 'pdf' as const, label: texts.saveEventPdf };
  return log
    ? { ...texts.logPage, log, saves: [html, { format: 'csv', label: texts.saveCsv }, pdf], suffix: 'rulings' }
    : { ...texts.eventPage, log, saves: [html, pdf], suffix: 'event' };
}

/** The files to read: those chosen in the explorer, else the one clicked, else the active PBN document. */
function chosenFiles(uri: unknown, uris: unknown): vscode.Uri[] {
  if (Array.isArray(uris) && uris.length && uris.every((item) => item instanceof vscode.Uri)) return uris as vscode.Uri[];
  if (uri instanceof vscode.Uri) return [uri];
  const document = vscode.window.activeTextEditor?.document;
  return document && document.languageId === 'pbn' ? [document.uri] : [];
}

/** Asks the server for the page in `format`; null when it could not. */
function requestPage(client: LanguageClient, files: readonly vscode.Uri[], page: EventPage, format: Format): Thenable<EventReportAnswer | null> {
  return client.sendRequest<EventReportAnswer | null>('pbn/eventReport', { uri: files[0].toString(), uris: files.map((file) => file.toString()), format, ...(page.log ? { log: true } : {}) });
}

/** Saves the page in `format` where the user says (next to the first file by default). */
async function savePage(client: LanguageClient, files: readonly vscode.Uri[], page: EventPage, format: Format): Promise<void> {
  const base = path.basename(files[0].path).replace(/\.pbn$/i, '') || 'event';
  const defaultUri = files[0].scheme === 'file' ? vscode.Uri.file(path.join(path.dirname(files[0].fsPath), `${base}-${page.suffix}.${format}`)) : undefined;
  const filters: Record<string, string[]> = { html: { HTML: ['html', 'htm'] }, csv: { CSV: ['csv'] }, pdf: { PDF: ['pdf'] } }[format];
  const target = await vscode.window.showSaveDialog({ title: page.saveTitle, saveLabel: page.saveTitle, defaultUri, filters });
  if (!target) return;
  try {
    const answer = await requestPage(client, files, page, format);
    if (!answer) throw new Error(clientTexts(files[0]).noEvent);
    if ('error' in answer) throw new Error(answer.error);
    const content = answer.encoding === 'base64' ? Buffer.from(answer.content, 'base64') : answer.content;
    if (target.scheme === 'file') await writeFileAtomic(target.fsPath, content);
    else await vscode.workspace.fs.writeFile(target, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    const message = page.written(target.scheme === 'file' ? target.fsPath : target.toString());
    void (answer.notice ? vscode.window.showWarningMessage(`${message} ${answer.notice}`) : vscode.window.showInformationMessage(message));
  } catch (error) {
    void vscode.window.showErrorMessage(page.failed(error instanceof Error ? error.message : String(error)));
  }
}

/** Runs one of the commands; resolves to the page's panel, or undefined when there is nothing to show. */
async function showEventPage(getClient: () => LanguageClient | undefined, log: boolean, uri?: unknown, uris?: unknown): Promise<vscode.WebviewPanel | undefined> {
  const files = chosenFiles(uri, uris);
  const texts = clientTexts(files[0]);
  const page = pageOf(log, texts);
  if (files.length === 0) {
    void vscode.window.showInformationMessage(texts.noPbnFile);
    return undefined;
  }
  const client = runningClient(getClient, texts);
  if (!client) return undefined;
  let answer: EventReportAnswer | null;
  try {
    answer = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: page.title }, () => requestPage(client, files, page, 'html'));
  } catch (error) {
    void vscode.window.showErrorMessage(page.failed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (!answer || 'error' in answer) {
    void vscode.window.showErrorMessage(page.failed(answer ? answer.error : texts.noEvent));
    return undefined;
  }
  const panel = showReportPreview(answer.content, page.title);
  // The preview has no scripts (and so no buttons): saving is offered beside it.
  void vscode.window.showInformationMessage(page.shown, ...page.saves.map((save) => save.label)).then((choice) => {
    const save = page.saves.find((candidate) => candidate.label === choice);
    if (save) void savePage(client, files, page, save.format);
  });
  return panel;
}

/** Registers "PBN: Re-score Event" (`pbn.rescoreEvent`) and "PBN: Rulings Log" (`pbn.rulingsLog`): from the palette, the editor or the explorer (several files chosen). */
export function registerEventPages(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('pbn.rescoreEvent', (uri?: unknown, uris?: unknown) => showEventPage(getClient, false, uri, uris)),
    vscode.commands.registerCommand('pbn.rulingsLog', (uri?: unknown, uris?: unknown) => showEventPage(getClient, true, uri, uris)),
  );
}
