// The dealing programs' files (.dlm, .dup, .bri, .dge) in the editor, as LIN is: read-only PBN.
// Opening such a file shows its PBN view, a virtual document (`pbn-deal:` scheme, language pbn)
// whose text dealFiles/dealFileView.ts makes from the file's bytes; the language server serves it
// as any PBN document (diagnostics, board view, report). A custom editor for the four extensions
// only hands the file over to that view. "PBN: Convert Deal File to PBN" (`pbn.convertDealFileToPbn`,
// on the view's title bar and the file's context menu) writes `<name>.pbn` beside the file
// atomically, asking before it replaces one, and opens it; a file with problems is not written.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { dealFileView } from '../../server/src/dealFiles/dealFileView';
import { isDealFileName } from '../../server/src/dealFiles/dealFileReader';
import { ConvertOptions, writeConvertedPbn } from './convert';
import { clientLanguage, clientTexts } from './boardViewText';

/** The scheme of the PBN views. */
export const DEAL_VIEW_SCHEME = 'pbn-deal';

/** The client's own words here, in English and Dutch. */
const WORDS = {
  en: {
    noDealFile: 'Open a deal file (.dlm, .dup, .bri or .dge) first.',
    refused: (file: string, problem: string) => `PBN Director: ${file} cannot be converted: ${problem}`,
    unreadable: (file: string, what: string) => `PBN Director: ${file} cannot be read: ${what}`,
  },
  nl: {
    noDealFile: 'Open eerst een verdelingsbestand (.dlm, .dup, .bri of .dge).',
    refused: (file: string, problem: string) => `PBN Director: ${file} kan niet worden omgezet: ${problem}`,
    unreadable: (file: string, what: string) => `PBN Director: ${file} kan niet worden gelezen: ${what}`,
  },
};

/** The PBN view of a deal file: its path with `.pbn` added (so the language is pbn), the file's URI as the query. */
export function dealViewUri(file: vscode.Uri): vscode.Uri {
  return vscode.Uri.from({ scheme: DEAL_VIEW_SCHEME, path: `${file.path}.pbn`, query: file.toString() });
}

/** The deal file a view shows. */
function dealFileOf(view: vscode.Uri): vscode.Uri {
  return vscode.Uri.parse(view.query);
}

/** Reads a deal file into its view. */
async function viewOf(file: vscode.Uri) {
  const bytes = await vscode.workspace.fs.readFile(file);
  return dealFileView(bytes, file.path, clientLanguage(file));
}

/** Serves the views' text, again when the file changes. */
class DealViewProvider implements vscode.TextDocumentContentProvider {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  /** A deal file changed on disk: its view is read again. */
  fileChanged(file: vscode.Uri): void {
    this.changed.fire(dealViewUri(file));
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const file = dealFileOf(uri);
    try {
      const view = await viewOf(file);
      if (!view.good) void vscode.window.showWarningMessage(`${path.basename(file.path)}: ${view.firstProblem}`);
      return view.text;
    } catch (error) {
      const message = WORDS[clientLanguage(file)].unreadable(path.basename(file.path), error instanceof Error ? error.message : String(error));
      void vscode.window.showErrorMessage(message);
      return `% ${message}\n`;
    }
  }
}

/** Opens a deal file as its PBN view in place of the editor VS Code would give it. */
class DealFileOpener implements vscode.CustomReadonlyEditorProvider {
  openCustomDocument(uri: vscode.Uri): vscode.CustomDocument {
    return { uri, dispose: () => undefined };
  }

  async resolveCustomEditor(document: vscode.CustomDocument, panel: vscode.WebviewPanel): Promise<void> {
    await vscode.window.showTextDocument(dealViewUri(document.uri), { preview: false, viewColumn: panel.viewColumn });
    panel.dispose();
  }
}

/** The deal file a command argument names (the file or its view), else the active view's. */
function dealFileArgument(argument: unknown): vscode.Uri | undefined {
  const uri = typeof argument === 'string' ? vscode.Uri.parse(argument) : argument instanceof vscode.Uri ? argument : vscode.window.activeTextEditor?.document.uri;
  if (uri?.scheme === DEAL_VIEW_SCHEME) return dealFileOf(uri);
  return uri && isDealFileName(uri.path) ? uri : undefined;
}

/** "Convert Deal File to PBN": resolves to the written file, or undefined. */
async function convertDealFile(argument: unknown, options: ConvertOptions): Promise<vscode.Uri | undefined> {
  const file = dealFileArgument(argument);
  const texts = clientTexts(file);
  const words = WORDS[clientLanguage(file)];
  if (!file || file.scheme !== 'file') { void vscode.window.showInformationMessage(words.noDealFile); return undefined; }
  const name = path.basename(file.fsPath);
  try {
    const view = await viewOf(file);
    if (!view.good) { void vscode.window.showErrorMessage(words.refused(name, view.firstProblem!)); return undefined; }
    const target = vscode.Uri.file(path.join(path.dirname(file.fsPath), `${name.replace(/\.[^.]+$/, '')}.pbn`));
    return await writeConvertedPbn(target, Buffer.from(view.text, 'latin1'), options, texts);
  } catch (error) {
    void vscode.window.showErrorMessage(texts.convertFailed(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
}

/** Registers the views, the opener of the four extensions and `pbn.convertDealFileToPbn`. */
export function registerDealFiles(context: vscode.ExtensionContext): void {
  const provider = new DealViewProvider();
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.{dlm,dup,bri,dge,DLM,DUP,BRI,DGE}');
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(DEAL_VIEW_SCHEME, provider),
    vscode.window.registerCustomEditorProvider('pbn.dealFile', new DealFileOpener()),
    watcher, watcher.onDidChange((uri) => provider.fileChanged(uri)),
    vscode.commands.registerCommand('pbn.convertDealFileToPbn', (argument?: unknown, options?: ConvertOptions) =>
      convertDealFile(argument, options && typeof options === 'object' ? options : {})),
  );
}
