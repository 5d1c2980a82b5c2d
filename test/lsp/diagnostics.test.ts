/**
 * Diagnostics over stdio in both delivery modes: push (publishDiagnostics carrying the document
 * version, an open checked at once, edits debounced so a burst of them yields one publish for the
 * last version, and emptied on close) and pull (`textDocument/diagnostic` answering a full
 * report, also for unknown documents).
 */
import assert from 'node:assert/strict';
import {
  DiagnosticRefreshRequest, DidChangeConfigurationNotification, DidChangeTextDocumentNotification, DidCloseTextDocumentNotification, DocumentDiagnosticReport, DocumentDiagnosticRequest,
} from 'vscode-languageserver-protocol';
import { BAD_DEALER_BOARD, CLEAN_BOARD } from './boards';
import { PULL_CAPABILITIES, TestClient, delay, messageText, startClient } from './client';

const URI = 'file:///test/board.pbn';

describe('LSP: push diagnostics', () => {
  let client: TestClient;
  beforeEach(async () => { client = await startClient({}); });
  afterEach(async () => { assert.equal(await client.stop(), 0); });

  it('publishes the error of a bad Dealer tag with the document version', async () => {
    const published = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD, 1);
    const params = await published;
    assert.equal(params.version, 1);
    assert.equal(params.diagnostics.length, 1);
    const [diagnostic] = params.diagnostics;
    assert.equal(diagnostic.code, 'pbn.side.bad');
    assert.equal(diagnostic.source, 'pbn');
    assert.deepEqual(diagnostic.range, { start: { line: 2, character: 9 }, end: { line: 2, character: 10 } });
  });

  it('debounces two quick ranged edits into one publish for the last version', async () => {
    const first = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD, 1);
    await first;
    const countBefore = client.published.length;
    const dealerValue = { start: { line: 2, character: 9 }, end: { line: 2, character: 10 } };
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version: 2 }, contentChanges: [{ range: dealerValue, text: 'N' }],
    });
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version: 3 }, contentChanges: [{ range: dealerValue, text: 'X' }],
    });
    const next = await client.nextDiagnostics(URI);
    assert.equal(next.version, 3);
    assert.deepEqual(next.diagnostics.map((diagnostic) => diagnostic.code), ['pbn.side.bad']);
    assert.match(messageText(next.diagnostics[0]), /"X"/);
    await delay(400);
    assert.equal(client.published.length - countBefore, 1, 'exactly one publish after the two edits');
  });

  it('publishes an empty list for a clean document and when a document closes', async () => {
    const opened = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD, 1);
    assert.equal((await opened).diagnostics.length, 1);
    const cleanUri = 'file:///test/clean.pbn';
    const clean = client.nextDiagnostics(cleanUri);
    await client.open(cleanUri, CLEAN_BOARD, 1);
    assert.deepEqual((await clean).diagnostics, []);
    const closed = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: URI } });
    assert.deepEqual((await closed).diagnostics, []);
  });

  it('sends nothing late for a document closed before the debounce of its edit ran', async () => {
    // An open is checked at once (test/server/pushDelay.test.ts); an edit waits for the debounce.
    const opened = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD, 1);
    assert.equal((await opened).diagnostics.length, 1);
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version: 2 }, contentChanges: [{ range: { start: { line: 2, character: 9 }, end: { line: 2, character: 10 } }, text: 'N' }],
    });
    const closed = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: URI } });
    assert.deepEqual((await closed).diagnostics, []);
    await delay(400);
    assert.deepEqual(client.published.map((params) => params.diagnostics.length), [1, 0]);
  });
});

describe('LSP: pull diagnostics', () => {
  let client: TestClient;
  beforeEach(async () => { client = await startClient(PULL_CAPABILITIES); });
  afterEach(async () => { assert.equal(await client.stop(), 0); });

  it('answers textDocument/diagnostic with a full report', async () => {
    await client.open(URI, BAD_DEALER_BOARD, 1);
    const report: DocumentDiagnosticReport = await client.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: URI } });
    assert.equal(report.kind, 'full');
    assert.deepEqual(report.kind === 'full' && report.items.map((item) => item.code), ['pbn.side.bad']);
  });

  it('does not push diagnostics', async () => {
    await client.open(URI, BAD_DEALER_BOARD, 1);
    await client.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: URI } });
    await delay(400);
    assert.equal(client.published.length, 0);
  });

  it('survives a configuration change when the client cannot refresh diagnostics', async () => {
    await client.open(URI, BAD_DEALER_BOARD, 1);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    await delay(300);
    const report = await client.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: URI } });
    assert.equal(report.kind, 'full');
  });

  it('asks a client that supports it to refresh after a configuration change', async () => {
    const refreshing = await startClient({ ...PULL_CAPABILITIES, workspace: { diagnostics: { refreshSupport: true } } });
    try {
      const refreshed = new Promise<void>((resolve) => refreshing.connection.onRequest(DiagnosticRefreshRequest.type, () => resolve()));
      await refreshing.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
      await refreshed;
    } finally {
      assert.equal(await refreshing.stop(), 0);
    }
  });

  it('answers an empty full report for an unknown document', async () => {
    const report = await client.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: 'file:///test/unknown.pbn' } });
    assert.deepEqual(report, { kind: 'full', items: [] });
  });
});
