// API e2e tests of double dummy inside the real extension host, on samples/revoke-equity.pbn: the
// Deal hover gains the DD grid and the par once the worker has answered (North's 4♠ makes 10 tricks,
// counted by hand in test/analysis/ddEquity.test.ts), and the Law 64C note becomes a warning: the
// 64A2 transfer gives NS 8 where they take 10 without the revoke (it cost them 3, the transfer gives 1).
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, ours, codeOf, waitForDiagnostics, until } = require('./helpers');

const SAMPLE = 'revoke-equity.pbn';

/** The Markdown of the hovers at a position. */
async function hoverText(uri, position) {
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, position);
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

describe('PBN Director double dummy in VS Code', () => {
  let document;

  it('the Law 64C note of the revoke sample becomes a warning with the numbers and the adjusted score', async () => {
    document = await open(SAMPLE);
    const diagnostics = await waitForDiagnostics(document.uri, (list) => ours(list).some((d) => codeOf(d) === 'pbn.revoke.equity' && d.severity === vscode.DiagnosticSeverity.Warning), 60000);
    const equity = ours(diagnostics).find((d) => codeOf(d) === 'pbn.revoke.equity');
    assert.match(equity.message, /^Law 64C1 \(Laws 2017\): double dummy the revoke cost NS 3 tricks \(10 with East's best legal card, 7 after the revoke trick\); the transfer gives them 1 trick: without the revoke NS would take 10 tricks, as rectified 8 — consider restoring equity \(adjusted score 4♠ =, NS \+420\)/);
    assert.equal(document.getText(equity.range), '^R H2');
  });

  it('the Deal hover shows the DD grid and the par under the hands', async () => {
    const line = document.getText().split(/\r?\n/).findIndex((l) => l.startsWith('[Deal '));
    let text = '';
    await until(async () => { text = await hoverText(document.uri, new vscode.Position(line, 2)); return text.includes('Par:'); }, 60000, 'the DD grid in the Deal hover');
    assert.match(text, /\*\*Double dummy\*\*/);
    assert.match(text, / {3}NT {2}♠ {2}♥ {2}♦ {2}♣\nN +\d+ +10 /, `North's row, 10 in spades:\n${text}`);
    assert.match(text, /Par: /);
  });

  it('offers the AdjustedScore candidates on the warning', async () => {
    const wanted = 'Add [AdjustedScore "4S= N"]: the result without the revoke, double dummy (Law 64C1)';
    let titles = [];
    // The diagnostics are pulled again as answers come in: ask until the request meets the warning.
    await until(async () => {
      const equity = ours(vscode.languages.getDiagnostics(document.uri)).find((d) => codeOf(d) === 'pbn.revoke.equity' && d.severity === vscode.DiagnosticSeverity.Warning);
      if (!equity) return false;
      const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', document.uri, equity.range, vscode.CodeActionKind.QuickFix.value);
      titles = actions.map((action) => action.title);
      return titles.includes(wanted);
    }, 20000, 'the AdjustedScore candidates').catch(() => undefined);
    assert.ok(titles.includes(wanted), titles.join('; '));
  });
});
