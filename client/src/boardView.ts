// "PBN: Show Board": a webview beside the editor that draws the board under the cursor. It asks the
// server for the board (`pbn/boardData`), follows the cursor and the edits of the PBN document it
// was opened for (debounced), redraws only when the board changed, jumps to the trick under the
// cursor in the play, and otherwise keeps the trick the user stepped to. New double-dummy answers for
// its document (`pbn/analysisChanged`) redraw it too. No scripts but the page's own nonce'd one, no local or remote resources.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { BoardView } from '../../server/src/features/boardDataTypes';
import { boardViewHtml } from './boardViewHtml';
import { SERVED_LANGUAGES, clientTexts } from './boardViewText';

/** The webview panel's view type. */
export const BOARD_VIEW_TYPE = 'pbn.board';

const DEBOUNCE_MILLISECONDS = 250;

/** Owns the one board view panel and the listeners that keep it in step with the editor. */
class BoardViewController implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private documentUri: string | undefined;
  private step = 0;
  private shownKey: string | undefined;
  private shownGame: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: vscode.Disposable[] = [];

  constructor(private readonly getClient: () => LanguageClient | undefined, private readonly log: (message: string) => void) {
    this.listeners.push(
      vscode.window.onDidChangeTextEditorSelection((event) => this.follow(event.textEditor)),
      vscode.window.onDidChangeActiveTextEditor((editor) => editor && this.follow(editor)),
      vscode.workspace.onDidChangeTextDocument((event) => {
        const editor = vscode.window.activeTextEditor;
        if (editor && event.document === editor.document) this.follow(editor);
      }),
    );
  }

  /** Opens (or reveals) the panel for the active PBN editor. */
  async show(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || !SERVED_LANGUAGES.includes(editor.document.languageId)) {
      void vscode.window.showInformationMessage(clientTexts().noPbnEditor);
      return;
    }
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(BOARD_VIEW_TYPE, clientTexts(editor.document.uri).boardViewTitle,
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: true, localResourceRoots: [], enableFindWidget: true });
      this.panel.onDidDispose(() => { this.panel = undefined; this.shownKey = undefined; this.shownGame = undefined; });
      this.panel.webview.onDidReceiveMessage((message: { type?: string; step?: unknown }) => {
        if (message?.type === 'step' && typeof message.step === 'number' && Number.isFinite(message.step)) this.step = message.step;
      });
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    await this.refresh(editor);
  }

  /** The server has new double-dummy answers for `uri`: redraw if the panel shows that document. */
  analysisChanged(uri: string): void {
    const editor = vscode.window.activeTextEditor;
    if (editor && editor.document.uri.toString() === uri) this.follow(editor);
  }

  /** Redraws soon for a PBN editor, when the panel is open. */
  private follow(editor: vscode.TextEditor): void {
    if (!this.panel || !SERVED_LANGUAGES.includes(editor.document.languageId)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = undefined; void this.refresh(editor); }, DEBOUNCE_MILLISECONDS);
  }

  /** Asks the server for the board under the editor's cursor and draws it if it changed. */
  private async refresh(editor: vscode.TextEditor): Promise<void> {
    const panel = this.panel;
    const client = this.getClient();
    if (!panel) return;
    const texts = clientTexts(editor.document.uri);
    let board: BoardView | null = null;
    try {
      if (client) {
        board = await client.sendRequest<BoardView | null>('pbn/boardData', {
          uri: editor.document.uri.toString(), position: { line: editor.selection.active.line, character: editor.selection.active.character },
        });
      }
    } catch (error) {
      this.log(`board view: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (this.panel !== panel) return;
    const key = JSON.stringify(board);
    const uri = editor.document.uri.toString();
    if (key === this.shownKey && uri === this.documentUri) return;
    if (board?.gameIndex !== this.shownGame || uri !== this.documentUri) this.step = 0;
    // With the cursor on a trick of the play, show the board as it was after that trick.
    if (board?.cursorTrick !== undefined) this.step = board.cursorTrick;
    this.shownKey = key;
    this.shownGame = board?.gameIndex;
    this.documentUri = uri;
    panel.title = board ? `${board.title} · ${texts.boardViewTitle}` : texts.boardViewTitle;
    panel.webview.html = boardViewHtml(board ?? undefined, {
      nonce: randomBytes(16).toString('base64'), cspSource: panel.webview.cspSource, step: this.step, emptyMessage: texts.noBoard,
    });
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const listener of this.listeners) listener.dispose();
    this.panel?.dispose();
  }
}

/** Registers "PBN: Show Board" (`pbn.showBoard`); returns what to call when a document has new double-dummy answers. */
export function registerBoardView(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined, log: (message: string) => void): (uri: string) => void {
  const controller = new BoardViewController(getClient, log);
  context.subscriptions.push(controller, vscode.commands.registerCommand('pbn.showBoard', () => controller.show()));
  return (uri) => controller.analysisChanged(uri);
}
