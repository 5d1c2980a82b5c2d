// API e2e test of "PBN: Record a Ruling…" in the real extension host: the command is given every
// answer (so no quick pick opens and nothing waits on a person), with the cursor on board 7 of
// samples/revoke-facts.pbn (no play); it must write the event with the two facts the 2017 Laws
// need in one edit, which one undo takes back. Only the event is asserted: what the engine then
// rules from the facts is tested in the unit tests.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, until } = require('./helpers');

const NO_PLAY = 'revoke-facts.pbn';
const EVENT = '7 E Revoke S5 Established won=E later=1';

describe('Record a Ruling in VS Code', () => {
  it('writes the recorded revoke and its facts in one edit that one undo removes', async () => {
    const document = await open(NO_PLAY);
    const original = document.getText();
    const editor = vscode.window.activeTextEditor;
    assert.equal(editor.document.uri.toString(), document.uri.toString());
    const boardLine = original.split(/\r?\n/).findIndex((line) => line.startsWith('[Board '));
    editor.selection = new vscode.Selection(boardLine, 1, boardLine, 1);
    try {
      const written = await vscode.commands.executeCommand('pbn.recordRuling', { event: 'Revoke', trick: '7', seat: 'E', card: 'S5', choice: 'Established', won: 'E', later: '1' });
      assert.equal(written, EVENT);
      assert.ok(document.getText().includes(`[Irregularities "${EVENT}"]`), document.getText());
      await vscode.commands.executeCommand('undo');
      await until(() => document.getText() === original, 10000, 'one undo restores the board');
    } finally {
      if (document.isDirty) {
        await vscode.commands.executeCommand('workbench.action.files.revert');
        await until(() => !document.isDirty, 10000, `revert of ${document.uri.path}`);
      }
    }
  });
});
