// The preview of an exported HTML report inside VS Code: a webview showing the page as written,
// which works where a file:// link cannot (code-server, SSH, WSL: the file is on another machine
// than the browser). The report is self-contained (inline CSS, no scripts), so the webview allows
// inline styles and nothing else.
import * as vscode from 'vscode';
import { withPreviewPolicy } from './reportPreviewHtml';

/** The preview's webview view type. */
export const REPORT_PREVIEW_TYPE = 'pbn.reportPreview';

/** Opens the report in a webview beside the editor. */
export function showReportPreview(html: string, title: string): vscode.WebviewPanel {
  const panel = vscode.window.createWebviewPanel(REPORT_PREVIEW_TYPE, title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
    { enableScripts: false, localResourceRoots: [], enableFindWidget: true });
  panel.webview.html = withPreviewPolicy(html);
  return panel;
}
