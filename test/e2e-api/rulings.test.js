// API e2e tests of the Laws engine in the real extension host: the revoke ruling on the
// samples' unmarked revoke, its quick-fix through vscode.executeCodeActionProvider, and the
// file text afterwards (Result, Score, ^R mark and the commentary line).
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, waitForDiagnostics, codeOf } = require('./helpers');

const REVOKE = 'revoke-unmarked.pbn';

describe('Laws rulings in VS Code', () => {
  it('rules on the unmarked revoke and the preferred quick-fix writes Result ^11 and Score NS 650', async () => {
    const document = await open(REVOKE);
    const diagnostics = await waitForDiagnostics(document.uri, (all) => all.some((d) => codeOf(d) === 'pbn.revoke.unmarked'));
    const revoke = diagnostics.find((d) => codeOf(d) === 'pbn.revoke.unmarked');
    assert.match(revoke.message, /^Revoke by East at trick 7 \(♠5 while holding ♥2\), established at trick 8: transfer 2 tricks to NS per Law 64A1 \(Laws 2017\)/);
    assert.equal(revoke.severity, vscode.DiagnosticSeverity.Warning);
    assert.equal(document.getText(revoke.range), 'S5');

    const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', document.uri, revoke.range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((action) => action.isPreferred);
    assert.ok(fix, `a preferred fix among: ${actions.map((action) => action.title).join(' | ')}`);
    assert.equal(fix.title, 'Apply Law 64A1: transfer 2 tricks to NS (Result ^11, Score NS 650)');
    assert.ok(await vscode.workspace.applyEdit(fix.edit), 'the edit applies');

    const text = document.getText();
    assert.ok(text.includes('[Result "^11"]\r\n{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}\r\n[Score "NS 650"]'), 'Result, commentary and Score');
    assert.ok(text.includes('HJ ^R S5 H7'), 'the revoke is marked');

    const settled = await waitForDiagnostics(document.uri, (all) => all.some((d) => codeOf(d) === 'pbn.revoke.ruling'));
    assert.equal(settled.find((d) => codeOf(d) === 'pbn.revoke.ruling').severity, vscode.DiagnosticSeverity.Information);
    assert.deepEqual(settled.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).map((d) => d.message), []);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
