// API e2e tests inside the real extension host: activation, diagnostics, restart command, document symbols
// and folding ranges of the PBN language server, on fixtures copied into the workspace.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, waitForDiagnostics, codeOf, ours, until } = require('./helpers');

const EXTENSION_ID = 'pbn-director.pbn-director';
const BAD = 'e2e-bad-dealer.pbn';
const CLEAN = 'e2e-clean.pbn';

describe('PBN Director in VS Code', () => {
  let clean;
  let bad;

  it('activates for a .pbn file', async () => {
    clean = await open(CLEAN);
    assert.equal(clean.languageId, 'pbn');
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `extension ${EXTENSION_ID} is installed`);
    await until(() => ext.isActive, 30000, 'extension activation');
  });

  it('reports the bad Dealer value with a pbn.* diagnostic', async () => {
    bad = await open(BAD);
    const diags = ours(await waitForDiagnostics(bad.uri, (ds) => ours(ds).length > 0));
    const dealerLine = bad.getText().split(/\r?\n/).findIndex((l) => l.startsWith('[Dealer'));
    const onDealer = diags.filter((d) => d.range.start.line === dealerLine);
    assert.ok(onDealer.length > 0, `a diagnostic on line ${dealerLine + 1}; got ${diags.map((d) => `${d.range.start.line + 1}:${codeOf(d)}`)}`);
    for (const d of diags) {
      assert.ok(String(d.source).startsWith('pbn'), `source of ${codeOf(d)} is ${d.source}`);
    }
    assert.ok(onDealer.some((d) => d.severity === vscode.DiagnosticSeverity.Error), 'the bad Dealer is an error');
  });

  it('reports no errors on the clean board', () => {
    // The clean file was opened before the bad one, so the server has answered for it by now.
    const errors = vscode.languages.getDiagnostics(clean.uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.deepEqual(errors.map((d) => `${d.range.start.line + 1}: ${codeOf(d)} ${d.message}`), []);
  });

  it('"PBN: Restart Language Server" restarts and the diagnostics come back', async () => {
    const before = ours(vscode.languages.getDiagnostics(bad.uri)).map(codeOf).sort();
    let cleared = false;
    const seen = waitForDiagnostics(bad.uri, (ds) => {
      if (ours(ds).length === 0) cleared = true;
      return cleared && ours(ds).length > 0;
    }, 45000);
    await vscode.commands.executeCommand('pbn.restartServer');
    const after = ours(await seen).map(codeOf).sort();
    assert.deepEqual(after, before);
  });

  it('returns one document symbol per game', async () => {
    const symbols = await vscode.commands.executeCommand('vscode.executeDocumentSymbolProvider', clean.uri);
    assert.ok(Array.isArray(symbols), 'symbols were returned');
    assert.equal(symbols.length, 2, `symbols: ${symbols.map((s) => s.name).join(', ')}`);
  });

  it('opens the workspace samples as PBN with at least one symbol each', async function () {
    const files = (await vscode.workspace.findFiles('**/*.pbn'))
      .filter((u) => ![BAD, CLEAN].some((f) => u.path.endsWith(`/${f}`)));
    if (files.length === 0) this.skip();
    for (const uri of files.slice(0, 5)) {
      const doc = await vscode.workspace.openTextDocument(uri);
      assert.equal(doc.languageId, 'pbn', uri.path);
      const symbols = await vscode.commands.executeCommand('vscode.executeDocumentSymbolProvider', uri);
      assert.ok(Array.isArray(symbols) && symbols.length > 0, `symbols for ${uri.path}`);
    }
  });

  it('returns folding ranges', async () => {
    const ranges = await vscode.commands.executeCommand('vscode.executeFoldingRangeProvider', clean.uri);
    assert.ok(Array.isArray(ranges) && ranges.length > 0, 'at least one folding range');
  });
});
