// Tells the language server where the cursor is in a PBN or LIN editor (`pbn/cursor`, debounced),
// so that the double-dummy answers of the board under the cursor are computed before the others.
// A light notification: no answer is awaited, and a server that is not running is simply skipped.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { SERVED_LANGUAGES } from './boardViewText';

const DEBOUNCE_MILLISECONDS = 200;

/** Registers the selection listeners that send `pbn/cursor`. */
export function registerCursorNotifier(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  let timer: NodeJS.Timeout | undefined;
  const send = (editor: vscode.TextEditor | undefined) => {
    if (!editor || !SERVED_LANGUAGES.includes(editor.document.languageId)) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const client = getClient();
      if (!client?.isRunning()) return;
      const { line, character } = editor.selection.active;
      client.sendNotification('pbn/cursor', { uri: editor.document.uri.toString(), position: { line, character } }).catch(() => undefined);
    }, DEBOUNCE_MILLISECONDS);
  };
  context.subscriptions.push(
    vscode.window.onDidChangeTextEditorSelection((event) => send(event.textEditor)),
    vscode.window.onDidChangeActiveTextEditor((editor) => send(editor)),
    { dispose: () => { if (timer) clearTimeout(timer); } },
  );
}
