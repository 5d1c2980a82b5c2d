// API e2e tests of LIN files inside the real extension host: a `.lin` file opens as language
// `lin`, gets the revoke ruling on the revoking card, offers "Convert this file to PBN" as its
// quick-fix, and `pbn.convertToPbn` (called with options, so it asks nothing) writes the `.pbn`
// next to it, which opens as PBN with the same ruling (the revoke now marked ^R).
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, ours, codeOf, waitForDiagnostics, wsFile } = require('./helpers');

const LIN = 'e2e-revoke.lin';

describe('PBN Director on LIN files', () => {
  let document;

  it('opens a .lin file as LIN with the revoke ruling on the revoking card', async () => {
    document = await open(LIN);
    assert.equal(document.languageId, 'lin');
    const diagnostics = await waitForDiagnostics(document.uri, (list) => ours(list).some((d) => codeOf(d) === 'pbn.revoke.unmarked'));
    const revoke = ours(diagnostics).find((d) => codeOf(d) === 'pbn.revoke.unmarked');
    assert.equal(document.getText(revoke.range), 'DQ');
  });

  it('offers "Convert this file to PBN" for the ruling', async () => {
    const revoke = ours(vscode.languages.getDiagnostics(document.uri)).find((d) => codeOf(d) === 'pbn.revoke.unmarked');
    const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', document.uri, revoke.range, vscode.CodeActionKind.QuickFix.value);
    assert.ok(actions.some((action) => action.command && action.command.command === 'pbn.convertToPbn'), actions.map((action) => action.title).join('; '));
  });

  it('pbn.convertToPbn writes the .pbn next to the file, and it reads as PBN with the same ruling', async () => {
    const written = await vscode.commands.executeCommand('pbn.convertToPbn', document.uri.toString(), { overwrite: true, quiet: true });
    assert.equal(written.toString(), wsFile('e2e-revoke.pbn').toString());
    const pbn = await vscode.workspace.openTextDocument(written);
    assert.equal(pbn.languageId, 'pbn');
    assert.match(pbn.getText(), /^% PBN 2\.1\r\n% EXPORT\r\n/);
    await vscode.window.showTextDocument(pbn, { preview: false });
    // The conversion marks the revoke ^R (the PBN standard's record of it); the ruling is the same.
    const diagnostics = await waitForDiagnostics(pbn.uri, (list) => ours(list).some((d) => codeOf(d) === 'pbn.revoke.ruling'));
    assert.match(ours(diagnostics).find((d) => codeOf(d) === 'pbn.revoke.ruling').message, /^Revoke by East at trick 3 \(♦Q while holding ♥8\), established at trick 4: transfer 1 trick to NS per Law 64A2/);
    await vscode.workspace.fs.delete(written);
  });
});
