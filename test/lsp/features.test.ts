/**
 * Document symbols and folding ranges over stdio, on a hand-made board whose ten declarer tricks
 * were counted by hand, and the empty answers for a document the server does not know.
 */
import assert from 'node:assert/strict';
import { DocumentSymbol, DocumentSymbolRequest, FoldingRangeKind, FoldingRangeRequest } from 'vscode-languageserver-protocol';
import { CLEAN_BOARD, PLAYED_BOARD } from './boards';
import { TestClient, startClient } from './client';

const URI = 'file:///test/tournament.pbn';
/** The played board (lines 0–33), an empty line, then a passed-out board (lines 35–44). */
const TOURNAMENT = `${PLAYED_BOARD}\n\n${CLEAN_BOARD}\n`;

describe('LSP: document symbols and folding', () => {
  let client: TestClient;
  before(async () => {
    client = await startClient({ textDocument: { documentSymbol: { hierarchicalDocumentSymbolSupport: true } } });
    const published = client.nextDiagnostics(URI);
    await client.open(URI, TOURNAMENT);
    assert.deepEqual((await published).diagnostics, [], 'the hand-made boards are clean');
  });
  after(async () => { assert.equal(await client.stop(), 0); });

  it('gives one symbol per game, named by board, contract, declarer and tricks', async () => {
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: URI } })) as DocumentSymbol[];
    assert.deepEqual(symbols.map((symbol) => symbol.name), ['Board 7 · 4♠ S · 10 tricks', 'Board 1 · passed out']);
    assert.equal(symbols[0].range.start.line, 0);
    assert.equal(symbols[0].range.end.line, 33);
    assert.equal(symbols[1].range.start.line, 35);
    assert.deepEqual(symbols[0].children?.map((child) => child.name), ['Auction', 'Play']);
  });

  it('folds each game, the auction section and the multi-line comment', async () => {
    const ranges = await client.connection.sendRequest(FoldingRangeRequest.type, { textDocument: { uri: URI } });
    const simplified = (ranges ?? []).map((range) => ({ startLine: range.startLine, endLine: range.endLine, kind: range.kind }));
    assert.deepEqual(simplified.find((range) => range.startLine === 0), { startLine: 0, endLine: 33, kind: undefined }, 'game 1');
    assert.ok(simplified.some((range) => range.startLine === 35 && range.endLine === 44), 'game 2');
    assert.ok(simplified.some((range) => range.startLine === 18 && range.endLine === 19 && range.kind === undefined), 'auction section');
    assert.ok(simplified.some((range) => range.startLine === 20 && range.endLine === 33), 'play section');
    assert.ok(simplified.some((range) => range.startLine === 16 && range.endLine === 17 && range.kind === FoldingRangeKind.Comment), 'comment');
  });

  it('answers empty results, not errors, for an unknown document', async () => {
    const unknown = { textDocument: { uri: 'file:///test/never-opened.pbn' } };
    assert.deepEqual(await client.connection.sendRequest(DocumentSymbolRequest.type, unknown), []);
    assert.deepEqual(await client.connection.sendRequest(FoldingRangeRequest.type, unknown), []);
  });
});
