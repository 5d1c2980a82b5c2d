// API e2e tests of the board view and the ruling report inside the real extension host: "PBN: Show
// Board" opens a webview tab beside the editor, and "PBN: Export Ruling Report" (called with its
// options, so it asks nothing) writes a Markdown and an HTML report into the workspace, and "PBN:
// Export Handout" the hand record for print.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, until, webviewTab } = require('./helpers');

const CLEAN = 'e2e-clean.pbn';

describe('PBN Director board view and ruling report', () => {
  let document;

  it('"PBN: Show Board" opens the board view beside the editor', async () => {
    document = await open(CLEAN);
    await vscode.commands.executeCommand('pbn.showBoard');
    await until(() => webviewTab('pbn.board') !== undefined, 30000, 'a board view tab');
    const tab = webviewTab('pbn.board');
    assert.ok(tab.label.length > 0, 'the tab has a title');
    await vscode.window.tabGroups.close(tab);
  });

  it('"PBN: Export Ruling Report" writes Markdown and HTML reports of the file', async () => {
    await vscode.window.showTextDocument(document, { preview: false });
    const folder = vscode.workspace.workspaceFolders[0].uri;
    for (const format of ['md', 'html']) {
      const target = vscode.Uri.joinPath(folder, `e2e-report.${format}`);
      const written = await vscode.commands.executeCommand('pbn.exportReport', { scope: 'file', format, target: target.toString(), quiet: true });
      assert.ok(written, `the ${format} report was written`);
      const text = Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8');
      if (format === 'md') assert.match(text, /^# (Ruling report|Verslag van de uitspraak) — e2e-clean\.pbn/);
      else {
        assert.match(text, /^<!DOCTYPE html>/);
        assert.ok(!/<script|http/i.test(text), 'the HTML report is self-contained');
      }
      await vscode.workspace.fs.delete(target);
    }
  });

  it('"PBN: Export Handout" writes the hand record of the file, four boards a page on Letter', async () => {
    await vscode.window.showTextDocument(document, { preview: false });
    const target = vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, 'e2e-handout.html');
    const written = await vscode.commands.executeCommand('pbn.exportHandout', { target: target.toString(), quiet: true, perPage: 4, paper: 'Letter' });
    assert.ok(written, 'the handout was written');
    const text = Buffer.from(await vscode.workspace.fs.readFile(target)).toString('utf8');
    assert.match(text, /@page \{ size: letter;/);
    assert.match(text, /<article class="board"/);
    assert.ok(!/<table class="play"/.test(text), 'a handout shows no play');
    await vscode.workspace.fs.delete(target);
  });
});
