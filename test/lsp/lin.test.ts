/**
 * A `.lin` document over stdio: opened with language id `lin`, the server publishes the revoke
 * ruling on the LIN characters of the revoking card, answers hovers and symbols in LIN
 * positions, follows an edit, and converts the document to PBN on `pbn/convert`.
 */
import assert from 'node:assert/strict';
import {
  DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, DocumentSymbol, DocumentSymbolRequest, HoverRequest, MarkupContent,
} from 'vscode-languageserver-protocol';
import { REVOKE_BOARD } from '../lin/support';
import { TestClient, startClient } from './client';

const URI = 'file:///test/revoke.lin';
const REVOKE_CARD = REVOKE_BOARD.indexOf('pc|DQ|') + 3;

describe('LSP: a LIN document', () => {
  let client: TestClient;
  before(async () => {
    client = await startClient({ textDocument: { documentSymbol: { hierarchicalDocumentSymbolSupport: true } } });
  });
  after(async () => { assert.equal(await client.stop(), 0); });

  it('publishes the revoke ruling on the revoking card of the LIN line', async () => {
    const published = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: URI, languageId: 'lin', version: 1, text: REVOKE_BOARD } });
    const { diagnostics, version } = await published;
    assert.equal(version, 1);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.revoke.unmarked', 'pbn.revoke.equity']);
    assert.deepEqual(diagnostics[0].range, { start: { line: 0, character: REVOKE_CARD }, end: { line: 0, character: REVOKE_CARD + 2 } });
  });

  it('hovers the card in LIN positions', async () => {
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: URI }, position: { line: 0, character: REVOKE_CARD + 1 } });
    assert.deepEqual(hover?.range, { start: { line: 0, character: REVOKE_CARD }, end: { line: 0, character: REVOKE_CARD + 2 } });
    assert.match((hover!.contents as MarkupContent).value, /♦Q/);
  });

  it('gives the board as a symbol named like a PBN game', async () => {
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: URI } })) as DocumentSymbol[];
    assert.deepEqual(symbols.map((symbol) => symbol.name), ['Board 1 · 4♠ N · 12 tricks']);
    assert.deepEqual(symbols[0].range.start, { line: 0, character: 0 });
  });

  it('follows an edit: with East following suit there is no revoke', async () => {
    const published = client.nextDiagnostics(URI);
    const at = { line: 0, character: REVOKE_CARD };
    // ♦Q → ♥8 at trick 3: East follows suit.
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: URI, version: 2 }, contentChanges: [{ range: { start: at, end: { line: 0, character: REVOKE_CARD + 2 } }, text: 'H8' }],
    });
    const { diagnostics, version } = await published;
    assert.equal(version, 2);
    // The double-dummy answers for the edited board may already be in when this publish is made
    // (the settings round trip lets the 250 ms settle timer fire first on a loaded machine): then
    // the claim's double-dummy note is there too, and it is the only thing that may be.
    const withoutClaimDd = diagnostics.filter((diagnostic) => diagnostic.code !== 'pbn.claim.dd-conceded');
    assert.deepEqual(withoutClaimDd, []);
    for (const note of diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.claim.dd-conceded')) {
      assert.deepEqual((note.data as { claim: unknown }).claim, { ddMax: 13, recorded: 12, remaining: 9 });
    }
  });

  it('converts the document to PBN on pbn/convert', async () => {
    const answer = await client.connection.sendRequest<{ text: string; format: string; encoding: string } | null>('pbn/convert', { uri: URI, to: 'pbn' });
    assert.equal(answer?.format, 'pbn');
    assert.equal(answer?.encoding, 'latin1');
    assert.match(answer!.text, /^% PBN 2\.1\r\n% EXPORT\r\n\r\n\[Event "\?"\]/);
    assert.match(answer!.text, /\r\nH8 H6 H3 HK\r\n/);
    assert.equal(await client.connection.sendRequest('pbn/convert', { uri: URI, to: 'lin' }), null);
  });
});
