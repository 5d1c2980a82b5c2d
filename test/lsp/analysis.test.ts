/**
 * Double dummy over stdio, in the real server: base diagnostics go out at once and the ones that
 * double dummy decides follow (push, and pull with a refresh request); the Deal hover shows the
 * grid once the worker has answered; a worker stopped mid-solve (the document changed under it)
 * leaves the server answering and the new version analysed; `pbn.analysis.enabled: false` turns
 * it all off. Expected values: the revoke sample's board was worked out by hand (README,
 * test/samples.test.ts): East's revoke on North's ♠A gains the defence two tricks, 64A2 gives one.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Diagnostic, DiagnosticRefreshRequest, DidChangeConfigurationNotification, DidChangeTextDocumentNotification, DocumentDiagnosticRequest, HoverRequest,
  PublishDiagnosticsParams, WorkDoneProgressCreateRequest,
} from 'vscode-languageserver-protocol';
import { describeWith } from '../analysis/support/ddEngine';
import { randomDeal } from '../analysis/support/randomDeal';
import { PULL_CAPABILITIES, TestClient, delay, messageText, startClient } from './client';

const URI = 'file:///test/revoke-equity.pbn';
const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-equity.pbn'), 'latin1');
const equityOf = (diagnostics: readonly Diagnostic[]) => diagnostics.find((diagnostic) => diagnostic.code === 'pbn.revoke.equity');

/** Resolves with the first publish for `uri` that satisfies `test`. */
function publishWhere(client: TestClient, uri: string, test: (params: PublishDiagnosticsParams) => boolean): Promise<PublishDiagnosticsParams> {
  return new Promise((resolve) => {
    const look = () => {
      const found = client.published.find((params) => params.uri === uri && test(params));
      if (found) resolve(found); else setTimeout(look, 25);
    };
    look();
  });
}

/** The server's `pbn/analysisStatus`. */
type AnalysisStatus = { queued: number; cached: number; workersStarted: number; pending: number; answers: number };

/** Asks `pbn/analysisStatus` until `test` holds (the state, never a time: mocha's timeout bounds the wait). */
async function statusWhere(client: TestClient, test: (status: AnalysisStatus) => boolean): Promise<AnalysisStatus> {
  for (;;) {
    const status = await client.connection.sendRequest<AnalysisStatus>('pbn/analysisStatus');
    if (test(status)) return status;
    await delay(10);
  }
}

/** A file of `count` boards with only a deal each, different deals (each a DD table for the worker). */
function manyDeals(count: number, seed: number): string {
  const hand = (cards: string[]) => ['S', 'H', 'D', 'C'].map((suit) => cards.filter((card) => card[0] === suit).map((card) => card[1]).join('')).join('.');
  return Array.from({ length: count }, (_, index) => {
    const deal = randomDeal(seed + index);
    return `[Event "Deals"]\n[Board "${index + 1}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:${hand(deal.N)} ${hand(deal.E)} ${hand(deal.S)} ${hand(deal.W)}"]\n`;
  }).join('\n');
}

/** Four boards whose deals solve at once: each player one whole suit, the suits dealt round four ways. */
function solidDeals(): string {
  const suit = ['AKQJT98765432...', '.AKQJT98765432..', '..AKQJT98765432.', '...AKQJT98765432'];
  return [0, 1, 2, 3].map((shift) => `[Event "Deals"]\n[Board "${shift + 1}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:${[0, 1, 2, 3].map((seat) => suit[(seat + shift) % 4]).join(' ')}"]\n`).join('\n');
}

describeWith('engine', 'LSP: double dummy', () => {
  let client: TestClient;
  afterEach(async () => { assert.equal(await client.stop(), 0); });

  it('publishes the base diagnostics first, then the Law 64C warning double dummy decides', async () => {
    client = await startClient({});
    await client.open(URI, SAMPLE, 1);
    const warned = await publishWhere(client, URI, (params) => equityOf(params.diagnostics)?.severity === 2);
    const first = client.published.find((params) => params.uri === URI)!;
    assert.notEqual(first, warned, 'the first publish does not wait for double dummy');
    assert.equal(equityOf(first.diagnostics)?.severity, 3, 'the plain 64C note (information) goes out first');
    assert.doesNotMatch(messageText(equityOf(first.diagnostics)!), /double dummy/);
    // Hand count: NS would take 10 without the revoke; 7 at the table + 1 (64A2) = 8.
    assert.match(messageText(equityOf(warned.diagnostics)!), /^Law 64C1 \(Laws 2017\): double dummy the revoke cost NS 3 tricks \(10 with East's best legal card, 7 after the revoke trick\); the transfer gives them 1 trick: without the revoke NS would take 10 tricks, as rectified 8/);
    assert.equal(warned.version, 1);
  });

  it('asks a pull client to refresh, and its next pull has the warning', async () => {
    client = await startClient({ ...PULL_CAPABILITIES, workspace: { configuration: true, diagnostics: { refreshSupport: true } } });
    let refreshes = 0;
    client.connection.onRequest(DiagnosticRefreshRequest.type, () => { refreshes++; });
    const pull = async () => {
      const report = await client.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: URI } });
      return report.kind === 'full' ? equityOf(report.items)?.severity : undefined;
    };
    // The first pull with double dummy off, so no answer can be in it however fast the worker is.
    client.configuration = () => ({ analysis: { enabled: false } });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    await client.open(URI, SAMPLE, 1);
    assert.equal(await pull(), 3, 'the plain 64C note (information) before double dummy');
    // Double dummy on: after each refresh the server asks for, pull again, until the warning is there
    // (the settings change asks for one; the answer that decides the warning asks for another).
    client.configuration = () => ({});
    let seen = refreshes;
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    for (;;) {
      while (refreshes === seen) await delay(10);
      seen = refreshes;
      if (await pull() === 2) break;
    }
    const status = await client.connection.sendRequest<AnalysisStatus>('pbn/analysisStatus');
    assert.ok(status.answers > 0, 'the warning came with a double-dummy answer');
  });

  it('shows the DD grid in the Deal hover once the worker has answered', async () => {
    client = await startClient({});
    await client.open(URI, SAMPLE, 1);
    const dealLine = SAMPLE.split(/\r?\n/).findIndex((line) => line.startsWith('[Deal '));
    let text = '';
    for (let attempt = 0; attempt < 100 && !text.includes('Par:'); attempt++) {
      const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: URI }, position: { line: dealLine, character: 2 } });
      text = (hover?.contents as { value: string }).value;
      if (!text.includes('Par:')) await delay(100);
    }
    // North declares 4♠ and makes 10 tricks double dummy (the row of N, column ♠).
    assert.match(text, /\nN +\d+ +10 /);
    assert.match(text, /Par: /);
  });

  it('stays answering when a worker is stopped mid-solve, and analyses the new version', async () => {
    client = await startClient({});
    await client.open(URI, manyDeals(30, 7000), 1);
    // Wait until the worker is busy with the first tables and the rest wait in the queue.
    const busy = await statusWhere(client, (status) => status.workersStarted > 0 && status.pending > 0 && status.queued > 0);
    const dealLine = SAMPLE.split(/\r?\n/).findIndex((line) => line.startsWith('[Deal '));
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: SAMPLE }] });
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: URI }, position: { line: dealLine, character: 2 } });
    assert.match((hover?.contents as { value: string }).value, /South 6 HCP/, 'a hover while the old solves are being cancelled');
    const warned = await publishWhere(client, URI, (params) => params.version === 2 && equityOf(params.diagnostics)?.severity === 2);
    assert.match(messageText(equityOf(warned.diagnostics)!), /without the revoke NS would take 10 tricks, as rectified 8/);
    // The new version may still have a question of its own in the queue when the warning goes out
    // (a loaded machine): wait until every question the server asked is answered.
    const idle = await statusWhere(client, (status) => status.pending === 0);
    assert.ok(idle.workersStarted >= 2, `the cancelled worker was replaced (started ${idle.workersStarted})`);
    assert.equal(idle.queued, 0, 'no job of the old version is left in the queue');
    // And none was solved after the change: each answer of the new version adds at most two
    // cache entries (a par answer also holds its table), the jobs running at the change at most
    // two each; the old tables still queued then (busy.queued, 29 or so) would add one each.
    const solvedSince = idle.cached - busy.cached;
    assert.ok(solvedSince <= 2 * idle.answers + 4, `${solvedSince} answers cached since the change, ${idle.answers} asked by the new version: the old queue was solved, not cancelled`);
  });

  it('shows the work in hand as work-done progress, "PBN: double dummy done/total", and ends it', async () => {
    client = await startClient({ window: { workDoneProgress: true } });
    const tokens: Array<string | number> = [];
    const progress: Array<{ kind: string; title?: string; message?: string }> = [];
    client.connection.onRequest(WorkDoneProgressCreateRequest.type, (params) => { tokens.push(params.token); });
    client.connection.onNotification('$/progress', (params: { token: string | number; value: { kind: string; title?: string; message?: string } }) => {
      if (tokens.includes(params.token)) progress.push(params.value);
    });
    await client.open(URI, solidDeals(), 1);
    for (let attempt = 0; attempt < 300 && !progress.some((value) => value.kind === 'end'); attempt++) await delay(50);
    const begin = progress.find((value) => value.kind === 'begin');
    assert.equal(begin?.title, 'PBN: double dummy');
    assert.match(begin?.message ?? '', /^\d+\/4$/);
    assert.equal(progress[progress.length - 1].kind, 'end');
  });

  it('asks nothing with pbn.analysis.enabled false', async () => {
    client = await startClient({ workspace: { configuration: true } });
    client.configuration = () => ({ analysis: { enabled: false } });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    await client.open(URI, SAMPLE, 1);
    await delay(1200);
    const status = await client.connection.sendRequest<{ workersStarted: number; answers: number }>('pbn/analysisStatus');
    assert.deepEqual([status.workersStarted, status.answers], [0, 0]);
    assert.ok(client.published.every((params) => equityOf(params.diagnostics)?.severity !== 2));
  });
});
