/**
 * The language client a command sends its request through; when there is none, the command says
 * "the language server is not running" (in the file's language) and stops. Every command that
 * asks the server says it this one way.
 */
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';

/** The client, or undefined after the error message is shown. */
export function runningClient(getClient: () => LanguageClient | undefined, texts: { serverNotReady: string }): LanguageClient | undefined {
  const client = getClient();
  if (!client) void vscode.window.showErrorMessage(texts.serverNotReady);
  return client;
}
