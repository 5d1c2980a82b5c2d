// The last report or handout written this session, in the status bar ("Exported: board-7.pdf"):
// VS Code hides an information message after a few seconds (it stays only in the notification
// centre, behind the bell), so the status bar keeps the file at hand until the next export or the
// end of the session. A click offers what the notification offered (Preview or Open, Reveal).
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ClientTexts } from './boardViewText';
import { showReportPreview } from './reportPreview';

/** A written report: where, in which format, and the words of its language. */
export interface WrittenExport {
  target: vscode.Uri;
  format: 'html' | 'md' | 'pdf';
  texts: ClientTexts;
  /** What a PDF cannot show of its text, in a sentence (shown under the file in the tooltip). */
  notice?: string;
}

/** Shows a written HTML report in the preview, read back from its file (the status bar keeps no copy). */
async function previewExport(target: vscode.Uri, failed: (what: string) => string): Promise<void> {
  try {
    showReportPreview(Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8'), path.basename(target.path));
  } catch (error) {
    void vscode.window.showErrorMessage(failed(error instanceof Error ? error.message : String(error)));
  }
}

/** The choices a written export offers: Preview (HTML) or Open, and Reveal. */
export function exportChoices(written: WrittenExport): string[] {
  return written.format === 'html' ? [written.texts.preview, written.texts.reveal] : [written.texts.open, written.texts.reveal];
}

/** Does what `choice` names for a written export. */
export function actOnExport(written: WrittenExport, choice: string | undefined): void {
  const { target, format, texts } = written;
  // A file:// link would open on the machine that runs VS Code's UI, not where the file is (code-server,
  // SSH, WSL): the HTML opens in a preview inside VS Code, or the file is revealed in the explorer.
  // A PDF is not opened as text: "Open" hands it to the system's viewer (on a remote, to VS Code's own opener).
  if (choice === texts.preview) void previewExport(target, texts.failed);
  else if (choice === texts.open && format === 'pdf') void (vscode.env.remoteName ? vscode.commands.executeCommand('vscode.open', target) : vscode.env.openExternal(target));
  else if (choice === texts.open) void vscode.window.showTextDocument(target);
  else if (choice === texts.reveal) void vscode.commands.executeCommand('revealInExplorer', target);
}

/** The command the status bar item runs (not in the palette: it acts on the item's file). */
const LAST_EXPORT_COMMAND = 'pbn.lastExport';

/** The status bar item of the last export; `show` replaces the file it names. */
export class LastExportStatus {
  private readonly item = vscode.window.createStatusBarItem('pbn.lastExport', vscode.StatusBarAlignment.Left, 0);
  private written: WrittenExport | undefined;

  constructor(context: vscode.ExtensionContext) {
    this.item.name = 'PBN Director: last export';
    this.item.command = LAST_EXPORT_COMMAND;
    context.subscriptions.push(this.item, vscode.commands.registerCommand(LAST_EXPORT_COMMAND, () => this.offer()));
  }

  /** Names `written` in the status bar for the rest of the session. */
  show(written: WrittenExport): void {
    this.written = written;
    const shown = written.target.scheme === 'file' ? written.target.fsPath : written.target.toString();
    this.item.text = `$(${written.format === 'pdf' ? 'file-pdf' : 'file'}) ${written.texts.exportedStatus(path.basename(written.target.path))}`;
    this.item.tooltip = written.texts.exportedTooltip(shown) + (written.notice ? `\n${written.notice}` : '');
    this.item.show();
  }

  private async offer(): Promise<void> {
    const written = this.written;
    if (!written) return;
    actOnExport(written, await vscode.window.showQuickPick(exportChoices(written), { title: written.texts.exportedStatus(path.basename(written.target.path)) }));
  }
}
