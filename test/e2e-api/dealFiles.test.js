// API e2e tests of a dealing program's file inside the real extension host: a `.dlm` file opened
// as a file opens its read-only PBN view (language pbn, `pbn-deal:` scheme), which the language
// server serves (one document symbol for its one board), and `pbn.convertDealFileToPbn` (called
// with options, so it asks nothing) writes the view as `<name>.pbn` beside the file.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { wsFile, until } = require('./helpers');

// One board written by hand: board 1 dealt ♠ North, ♥ East, ♦ South, ♣ West. Each letter is
// 'a' + 4 × holder + holder of two cards in turn (♠A…♣2); the checksum is 1 XOR the 26 letters
// (aaaaaa b ffffff kkkkkk l pppppp: 14), 15.
const DLM = ['[Document]', 'Status=Show', 'From board=1', 'To board=1', 'Crypto key=0', 'Checksum=0',
  'Board 01=aaaaaabffffffkkkkkklpppppp015', ''].join('\r\n');
const DEAL = '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]';

describe('PBN Director on deal files', () => {
  const file = () => wsFile('e2e-deals.dlm');
  let view;

  before(async () => {
    await vscode.workspace.fs.writeFile(file(), Buffer.from(DLM, 'latin1'));
  });
  after(async () => {
    await vscode.workspace.fs.delete(file());
  });

  it('opens a .dlm file as its PBN view, read-only PBN the server serves', async () => {
    await vscode.commands.executeCommand('vscode.open', file());
    await until(() => vscode.window.activeTextEditor && vscode.window.activeTextEditor.document.uri.scheme === 'pbn-deal', 30000, 'the PBN view of the .dlm file');
    view = vscode.window.activeTextEditor.document;
    assert.equal(view.languageId, 'pbn');
    assert.ok(view.getText().includes(`[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n${DEAL}`), view.getText());
    let symbols;
    await until(async () => {
      symbols = await vscode.commands.executeCommand('vscode.executeDocumentSymbolProvider', view.uri);
      return Array.isArray(symbols) && symbols.length > 0;
    }, 30000, 'document symbols of the view');
    assert.equal(symbols.length, 1);
    assert.match(symbols[0].name, /^Board 1\b/);
  });

  it('pbn.convertDealFileToPbn writes the view beside the file', async () => {
    const written = await vscode.commands.executeCommand('pbn.convertDealFileToPbn', view.uri.toString(), { overwrite: true, quiet: true });
    assert.equal(written.toString(), wsFile('e2e-deals.pbn').toString());
    const text = Buffer.from(await vscode.workspace.fs.readFile(written)).toString('latin1');
    assert.equal(text, `% PBN 2.1\n\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n${DEAL}\n`);
    await vscode.workspace.fs.delete(written);
  });
});
