// API e2e test of a club session in the real extension host (issue 35): a Bridgemate `.bws` with no
// HandRecord (e2e-club.bws, written by test/support/bridgemateSession.ts) beside the dealing
// program's file of the same name (e2e-club.dlm) opens through `pbn.openBridgemateSession` as one
// read-only PBN view (`pbn-bws:` scheme, language pbn): board 1's deal from the .dlm, a ScoreTable of
// the two tables' results, and the server's diagnostics on it (table 2's 7♠ +1: 14 tricks cannot be).
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { wsFile, until, waitForDiagnostics, codeOf } = require('./helpers');

// Board 1 of e2e-club.dlm: ♠ North, ♥ East, ♦ South, ♣ West.
const DEAL = '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]';

describe('PBN Director on a club session (.bws + .dlm)', () => {
  it('opens the session as one read-only PBN view with the deal file\'s deal and the traveller, checked by the server', async () => {
    await vscode.commands.executeCommand('pbn.openBridgemateSession', wsFile('e2e-club.bws'));
    await until(() => vscode.window.activeTextEditor && vscode.window.activeTextEditor.document.uri.scheme === 'pbn-bws', 30000, 'the PBN view of the session');
    const view = vscode.window.activeTextEditor.document;
    assert.equal(view.languageId, 'pbn');
    const text = view.getText();
    assert.ok(text.includes(`[Board "1"]`) && text.includes(DEAL), text);
    assert.match(text, /\n1 1 1 2 7S N 13 HA -\n2 1 3 4 7S N 14 HA -\n/);
    const diagnostics = await waitForDiagnostics(view.uri, (found) => found.some((diagnostic) => codeOf(diagnostic) === 'pbn.audit.impossible-result'));
    assert.ok(diagnostics.some((diagnostic) => codeOf(diagnostic) === 'pbn.audit.impossible-result' && /14 tricks/.test(diagnostic.message)));
  });
});
