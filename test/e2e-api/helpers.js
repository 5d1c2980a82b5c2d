// Shared helpers for the API e2e tests: workspace paths, opening documents and event-based waiting.
'use strict';
const vscode = require('vscode');

/** Rejects after `ms` with a message, so no wait is unbounded. */
function timeout(ms, what) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms));
}

/** URI of a file at the root of the first workspace folder. */
function wsFile(name) {
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  if (!folder) throw new Error('no workspace folder is open');
  return vscode.Uri.joinPath(folder.uri, name);
}

/** Opens a workspace file in an editor and returns its TextDocument. */
async function open(name) {
  const doc = await vscode.workspace.openTextDocument(wsFile(name));
  await vscode.window.showTextDocument(doc, { preview: false });
  return doc;
}

/** Resolves with the diagnostics of `uri` once `accept` holds, checked now and on every onDidChangeDiagnostics. */
function waitForDiagnostics(uri, accept, ms = 30000) {
  let sub;
  const done = new Promise((resolve) => {
    const check = () => {
      const diags = vscode.languages.getDiagnostics(uri);
      if (accept(diags)) { resolve(diags); return true; }
      return false;
    };
    if (check()) return;
    sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === uri.toString())) check();
    });
  });
  return Promise.race([done, timeout(ms, `diagnostics for ${uri.path}`)]).finally(() => sub && sub.dispose());
}

/** The diagnostic code as a string (codes may be `{ value, target }`). */
function codeOf(d) {
  return String(d.code !== null && typeof d.code === 'object' ? d.code.value : d.code);
}

/** Diagnostics reported by this extension (code starting with `pbn.`). */
function ours(diags) {
  return diags.filter((d) => codeOf(d).startsWith('pbn.'));
}

/** Polls `predicate` every 100 ms until it holds, bounded by `ms` (for state that has no change event). */
async function until(predicate, ms, what) {
  const end = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first open tab of a webview whose view type holds `viewType` (`pbn.board`, `pbn.reportPreview`), if any. */
function webviewTab(viewType) {
  for (const group of vscode.window.tabGroups.all) {
    for (const tab of group.tabs) {
      if (tab.input instanceof vscode.TabInputWebview && tab.input.viewType.includes(viewType)) return tab;
    }
  }
  return undefined;
}

module.exports = { timeout, wsFile, open, waitForDiagnostics, codeOf, ours, until, webviewTab };
