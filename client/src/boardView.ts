// "PBN: Show Board": a webview beside the editor that draws the board under the cursor. It asks the
// server for the board (`pbn/boardData`), follows the cursor and the edits of the PBN document it
// was opened for (debounced), redraws only when the board changed, jumps to the trick under the
// cursor in the play, and otherwise keeps the trick the user stepped to. New double-dummy answers for
// its document (`pbn/analysisChanged`) redraw it too, and it comes back after a window reload (a
// WebviewPanelSerializer), at the document and trick it showed. No scripts but the page's own nonce'd one, no local or remote resources.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { BoardView } from '../../server/src/features/board/boardDataTypes';
import { boardViewHtml } from './boardViewHtml';
import { SERVED_LANGUAGES, clientTexts } from './boardViewText';

/** The webview panel's view type. */
export const BOARD_VIEW_TYPE = 'pbn.board';

const WEBVIEW_OPTIONS: vscode.WebviewOptions & vscode.WebviewPanelOptions = { enableScripts: true, localResourceRoots: [], enableFindWidget: true };

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
      this.attach(vscode.window.createWebviewPanel(BOARD_VIEW_TYPE, clientTexts(editor.document.uri).boardViewTitle,
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, WEBVIEW_OPTIONS));
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    await this.refresh(editor);
  }

  /** Takes back a panel VS Code kept over a window reload, at the document and trick it showed. */
  async restore(panel: vscode.WebviewPanel, state: { step?: unknown; uri?: unknown } | undefined): Promise<void> {
    this.panel?.dispose();
    panel.webview.options = WEBVIEW_OPTIONS;
    this.attach(panel);
    if (typeof state?.step === 'number' && Number.isFinite(state.step)) this.step = state.step;
    const uri = typeof state?.uri === 'string' ? state.uri : undefined;
    const editor = vscode.window.visibleTextEditors.find((candidate) => candidate.document.uri.toString() === uri)
      ?? (vscode.window.activeTextEditor && SERVED_LANGUAGES.includes(vscode.window.activeTextEditor.document.languageId) ? vscode.window.activeTextEditor : undefined);
    if (editor) { await this.refresh(editor, this.step); return; }
    const texts = clientTexts();
    panel.webview.html = boardViewHtml(undefined, { nonce: randomBytes(16).toString('base64'), cspSource: panel.webview.cspSource, step: 0, emptyMessage: texts.noBoard });
  }

  /** Makes a panel the one this controller draws into. */
  private attach(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    panel.onDidDispose(() => { if (this.panel === panel) { this.panel = undefined; this.shownKey = undefined; this.shownGame = undefined; } });
    panel.webview.onDidReceiveMessage((message: { type?: string; step?: unknown }) => {
      if (message?.type === 'step' && typeof message.step === 'number' && Number.isFinite(message.step)) this.step = message.step;
    });
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
  private async refresh(editor: vscode.TextEditor, keepStep?: number): Promise<void> {
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
    if (keepStep !== undefined) this.step = keepStep;
    else if (board?.gameIndex !== this.shownGame || uri !== this.documentUri) this.step = 0;
    // With the cursor on a trick of the play, show the board as it was after that trick.
    if (keepStep === undefined && board?.cursorTrick !== undefined) this.step = board.cursorTrick;
    this.shownKey = key;
    this.shownGame = board?.gameIndex;
    this.documentUri = uri;
    panel.title = board ? `${board.title} · ${texts.boardViewTitle}` : texts.boardViewTitle;
    panel.webview.html = boardViewHtml(board ?? undefined, {
      nonce: randomBytes(16).toString('base64'), cspSource: panel.webview.cspSource, step: this.step, emptyMessage: texts.noBoard, documentUri: uri,
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
  context.subscriptions.push(controller, vscode.commands.registerCommand('pbn.showBoard', () => controller.show()),
    // After a window reload VS Code hands the kept panel back here (activation event onWebviewPanel:pbn.board).
    vscode.window.registerWebviewPanelSerializer(BOARD_VIEW_TYPE, { deserializeWebviewPanel: (panel, state: unknown) => controller.restore(panel, state as { step?: unknown; uri?: unknown } | undefined) }));
  return (uri) => controller.analysisChanged(uri);
}
