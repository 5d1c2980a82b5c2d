// "PBN: Convert LIN to PBN" (`pbn.convertToPbn`, also the quick-fix and code lens of a LIN board
// that needs a ruling): asks the server for the LIN document's PBN projection (`pbn/convert`),
// writes it next to the LIN file as `<name>.pbn` atomically (temporary file in the same folder,
// fsync, rename), asking before it replaces an existing file, and opens it. An untitled LIN
// document asks where to save. Called with options (as the e2e tests do) it asks nothing.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { writeFileAtomic } from '../../server/src/io/atomicWrite';
import { clientTexts } from './boardViewText';
import { runningClient } from './runningClient';

/** Options that skip the questions. */
export interface ConvertOptions {
  /** Replace an existing `.pbn` without asking. */
  overwrite?: boolean;
  /** Do not open the written file. */
  quiet?: boolean;
}

interface ConvertAnswer {
  text: string;
  encoding: 'latin1' | 'utf8';
}

/** The LIN document a command argument names, else the active editor's. */
async function linDocument(argument: unknown): Promise<vscode.TextDocument | undefined> {
  const uri = typeof argument === 'string' ? vscode.Uri.parse(argument) : argument instanceof vscode.Uri ? argument : undefined;
  const document = uri
    ? vscode.workspace.textDocuments.find((candidate) => candidate.uri.toString() === uri.toString()) ?? await vscode.workspace.openTextDocument(uri)
    : vscode.window.activeTextEditor?.document;
  return document?.languageId === 'lin' ? document : undefined;
}

/** Converts; resolves to the written file, or undefined when cancelled or impossible. */
async function convertToPbn(getClient: () => LanguageClient | undefined, argument: unknown, options: ConvertOptions): Promise<vscode.Uri | undefined> {
  const document = await linDocument(argument);
  const texts = clientTexts(document?.uri);
  if (!document) { void vscode.window.showInformationMessage(texts.noLinEditor); return undefined; }
  const client = runningClient(getClient, texts);
  if (!client) return undefined;
  try {
    const answer = await client.sendRequest<ConvertAnswer | null>('pbn/convert', { uri: document.uri.toString(), to: 'pbn' });
    if (!answer) return undefined;
    const target = document.uri.scheme === 'file'
      ? vscode.Uri.file(path.join(path.dirname(document.uri.fsPath), `${path.basename(document.uri.fsPath).replace(/\.lin$/i, '')}.pbn`))
      : await vscode.window.showSaveDialog({ filters: { PBN: ['pbn'] } });
    if (!target || target.scheme !== 'file') return undefined;
    return await writeConvertedPbn(target, Buffer.from(answer.text, answer.encoding), options, texts);
  } catch (error) {
    void vscode.window.showErrorMessage(texts.convertFailed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
}

/**
 * Writes a converted file's PBN to `target` (atomically): asks before replacing a file there unless
 * `overwrite`, then opens it and says so unless `quiet`. Resolves to the target, or undefined when
 * the user kept the old file. Shared by the LIN and the deal-file conversions.
 */
export async function writeConvertedPbn(target: vscode.Uri, bytes: Uint8Array, options: ConvertOptions, texts: ReturnType<typeof clientTexts>): Promise<vscode.Uri | undefined> {
  if (!options.overwrite && await exists(target)) {
    const choice = await vscode.window.showWarningMessage(texts.replaceQuestion(path.basename(target.fsPath)), { modal: true }, texts.replace);
    if (choice !== texts.replace) return undefined;
  }
  await writeFileAtomic(target.fsPath, bytes);
  if (!options.quiet) {
    await vscode.window.showTextDocument(target, { preview: false });
    void vscode.window.showInformationMessage(texts.converted(target.fsPath));
  }
  return target;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** Registers `pbn.convertToPbn` (arguments: the LIN document URI, then options). */
export function registerConvertToPbn(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  context.subscriptions.push(vscode.commands.registerCommand('pbn.convertToPbn', (argument?: unknown, options?: ConvertOptions) =>
    convertToPbn(getClient, argument, options && typeof options === 'object' ? options : {})));
}
