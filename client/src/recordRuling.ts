// "PBN: Record a Ruling…" (`pbn.recordRuling`): a thin driver over the server's recorder
// (`pbn/recordRuling`, server/src/features/record/). It sends the board under the cursor and the
// answers so far, shows each question the server returns as a quick pick (the title, the board or
// the fact's explanation as placeholder, each option with its description), and applies the one
// edit the server answers at the end, so a single undo removes the event and the rectified Result
// and Score. Every word comes from the server in the user's language. Called with answers (as the
// e2e tests do) it asks only what they leave open.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { WorkspaceEdit } from 'vscode-languageclient/node';
import { SERVED_LANGUAGES, clientTexts } from './boardViewText';
import { runningClient } from './runningClient';

interface RecorderOption { value: string; label: string; description?: string; detail?: string }
interface RecorderQuestion { id: string; title: string; placeholder: string; options: RecorderOption[] }
type RecorderStep =
  | { kind: 'question'; question: RecorderQuestion }
  | { kind: 'edit'; edit: WorkspaceEdit; event: string; message: string }
  | { kind: 'message'; message: string };

/** The most questions one recording asks (five fields and four facts), with room to spare. */
const MOST_QUESTIONS = 20;

/** Runs the questions; resolves to the event written, or undefined when cancelled or impossible. */
async function recordRuling(getClient: () => LanguageClient | undefined, given: Record<string, string>): Promise<string | undefined> {
  const editor = vscode.window.activeTextEditor;
  const texts = clientTexts(editor?.document.uri);
  if (!editor || !SERVED_LANGUAGES.includes(editor.document.languageId)) { void vscode.window.showInformationMessage(texts.noPbnEditor); return undefined; }
  const client = runningClient(getClient, texts);
  if (!client) return undefined;
  const answers: Record<string, string> = { ...given };
  const position = { line: editor.selection.active.line, character: editor.selection.active.character };
  try {
    for (let asked = 0; asked < MOST_QUESTIONS; asked++) {
      const step = await client.sendRequest<RecorderStep | null>('pbn/recordRuling', { uri: editor.document.uri.toString(), position, answers });
      if (!step) return undefined;
      if (step.kind === 'message') { void vscode.window.showInformationMessage(step.message); return undefined; }
      if (step.kind === 'edit') {
        const edit = await client.protocol2CodeConverter.asWorkspaceEdit(step.edit);
        if (!(await vscode.workspace.applyEdit(edit))) return undefined;
        void vscode.window.showInformationMessage(step.message);
        return step.event;
      }
      const items = step.question.options.map((option) => ({ label: option.label, description: option.description, detail: option.detail, value: option.value }));
      const picked = await vscode.window.showQuickPick(items, { title: step.question.title, placeHolder: step.question.placeholder, matchOnDescription: true, matchOnDetail: true, ignoreFocusOut: true });
      if (!picked) return undefined;
      answers[step.question.id] = picked.value;
    }
  } catch (error) {
    void vscode.window.showErrorMessage(texts.recordFailed(error instanceof Error ? error.message : String(error)));
  }
  return undefined;
}

/** Registers `pbn.recordRuling` (argument: answers already known, by question). */
export function registerRecordRuling(context: vscode.ExtensionContext, getClient: () => LanguageClient | undefined): void {
  context.subscriptions.push(vscode.commands.registerCommand('pbn.recordRuling', (given?: unknown) =>
    recordRuling(getClient, given && typeof given === 'object' && !(given instanceof vscode.Uri) ? given as Record<string, string> : {})));
}
