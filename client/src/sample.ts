// "PBN: Open Sample Board" (`pbn.openSample`): opens the revoke sample shipped with the extension as an
// untitled PBN document, so a new user can try the hover, the quick-fix and the board view at once
// without a file of their own (the quick-fix edits the copy, never the installed file).
import * as vscode from 'vscode';

/** The sample the command opens, inside the extension (shipped by .vscodeignore). */
export const SAMPLE_PATH = 'samples/revoke-unmarked.pbn';

/** Registers the command. */
export function registerOpenSample(context: vscode.ExtensionContext): void {
  context.subscriptions.push(vscode.commands.registerCommand('pbn.openSample', async () => {
    const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(context.extensionUri, SAMPLE_PATH));
    const document = await vscode.workspace.openTextDocument({ language: 'pbn', content: Buffer.from(bytes).toString('latin1') });
    await vscode.window.showTextDocument(document);
  }));
}
