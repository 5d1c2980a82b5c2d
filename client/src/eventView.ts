// "PBN: Re-score Event": the event of the active PBN document, or of the PBN files chosen in the
// explorer, re-scored by the server (`pbn/eventReport`, the same features/event code as
// `pbn-director score --event`) and shown as its page in a webview beside the editor (the report
// preview: inline styles only, no scripts). The page's notification offers to save it as HTML or
// PDF (written atomically for a local file). Called with uris (as the e2e tests do) it returns the panel.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { writeFileAtomic } from '../../server/src/io/atomicWrite';
import { clientTexts } from './boardViewText';
import { runningClient } from './runningClient';
import { showReportPreview } from './reportPreview';

/** The server's answer: the page, or a PDF's bytes in base64. */
interface EventReportAnswer {
  content: string;
  encoding?: 'base64';
  notice?: string;
}

/** The files to re-score: those chosen in the explorer, else the one clicked, else the active PBN document. */
function chosenFiles(uri: unknown, uris: unknown): vscode.Uri[] {
  if (Array.isArray(uris) && uris.length && uris.every((item) => item instanceof vscode.Uri)) return uris as vscode.Uri[];
  if (uri instanceof vscode.Uri) return [uri];
  const document = vscode.window.activeTextEditor?.document;
  return document && document.languageId === 'pbn' ? [document.uri] : [];
}

/** Asks the server for the event in `format`; null when it could not. */
function requestEvent(client: LanguageClient, files: readonly vscode.Uri[], format: 'html' | 'pdf'): Thenable<EventReportAnswer | null> {
  return client.sendRequest<EventReportAnswer | null>('pbn/eventReport', { uri: files[0].toString(), uris: files.map((file) => file.toString()), format });
}

/** Saves the event as HTML or PDF where the user says (next to the first file by default). */
async function saveEvent(client: LanguageClient, files: readonly vscode.Uri[], format: 'html' | 'pdf'): Promise<void> {
  const texts = clientTexts(files[0]);
  const base = path.basename(files[0].path).replace(/\.pbn$/i, '') || 'event';
  const defaultUri = files[0].scheme === 'file' ? vscode.Uri.file(path.join(path.dirname(files[0].fsPath), `${base}-event.${format}`)) : undefined;
  const target = await vscode.window.showSaveDialog({ title: texts.saveEventTitle, saveLabel: texts.saveEventTitle, defaultUri, filters: format === 'pdf' ? { PDF: ['pdf'] } : { HTML: ['html', 'htm'] } });
  if (!target) return;
  try {
    const answer = await requestEvent(client, files, format);
    if (!answer) throw new Error(texts.noEvent);
    const content = answer.encoding === 'base64' ? Buffer.from(answer.content, 'base64') : answer.content;
    if (target.scheme === 'file') await writeFileAtomic(target.fsPath, content);
    else await vscode.workspace.fs.writeFile(target, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    const message = texts.eventWritten(target.scheme === 'file' ? target.fsPath : target.toString());
    void (answer.notice ? vscode.window.showWarningMessage(`${message} ${answer.notice}`) : vscode.window.showInformationMessage(message));
  } catch (error) {
    void vscode.window.showErrorMessage(texts.eventFailed(error instanceof Error ? error.message : String(error)));
  }
}

/** Runs the command; resolves to the page's panel, or undefined when there is nothing to show. */
async function rescoreEvent(getClient: () => LanguageClient | undefined, uri?: unknown, uris?: unknown): Promise<vscode.WebviewPanel | undefined> {
  const files = chosenFiles(uri, uris);
  const texts = clientTexts(files[0]);
  if (files.length === 0) {
    void vscode.window.showInformationMessage(texts.noPbnFile);
    return undefined;
  }
  const client = runningClient(getClient, texts);
  if (!client) return undefined;
  let answer: EventReportAnswer | null;
  try {
    answer = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: texts.eventTitle }, () => requestEvent(client, files, 'html'));
  } catch (error) {
    void vscode.window.showErrorMessage(texts.eventFailed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
  if (!answer) {
    void vscode.window.showErrorMessage(texts.eventFailed(texts.noEvent));
    return undefined;
  }
  const panel = showReportPreview(answer.content, texts.eventTitle);
  // The preview has no scripts (and so no buttons): saving is offered beside it.
  void vscode.window.showInformationMessage(texts.eventShown, texts.saveHtml, texts.saveEventPdf).then((choice) => {
    if (choice === texts.saveHtml) void saveEvent(client, files, 'html');
    else if (choice === texts.saveEventPdf) void saveEvent(client, files, 'pdf');
  });
  return panel;
}

/** Registers "PBN: Re-score Event" (`pbn.rescoreEvent`): from the palette, the editor or the explorer (several files chosen). */
export function registerRescoreEvent(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  context.subscriptions.push(vscode.commands.registerCommand('pbn.rescoreEvent', (uri?: unknown, uris?: unknown) => rescoreEvent(getClient, uri, uris)));
}
