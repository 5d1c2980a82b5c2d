/**
 * Issue 32 item 9 over stdio: switching `pbn.language` reaches what LSP 3.17 has no refresh request
 * for. After a didChangeConfiguration that turns Dutch into English, the server tells the client
 * which documents changed language (`pbn/languageChanged`, on which the extension makes the outline
 * and the breadcrumb ask again), and the next documentSymbol answer is in English — without an edit.
 */
import assert from 'node:assert/strict';
import { DidChangeConfigurationNotification, DocumentSymbol, DocumentSymbolRequest } from 'vscode-languageserver-protocol';
import { PLAYED_BOARD } from './boards';
import { TestClient, startClient } from './client';

const URI = 'file:///test/language.pbn';

describe('LSP: a change of pbn.language refreshes the outline (issue 32 item 9)', () => {
  let client: TestClient;
  beforeEach(async () => {
    client = await startClient({ workspace: { configuration: true }, textDocument: { documentSymbol: { hierarchicalDocumentSymbolSupport: true } } });
    client.configuration = () => ({ language: 'nl' });
  });
  afterEach(async () => { assert.equal(await client.stop(), 0); });

  async function symbolNames(): Promise<string[]> {
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: URI } })) as DocumentSymbol[];
    return symbols.flatMap((symbol) => [symbol.name, ...(symbol.children ?? []).map((child) => child.name)]);
  }

  it('tells the client the document changed language, and answers documentSymbol in the new one', async () => {
    const published = client.nextDiagnostics(URI);
    await client.open(URI, PLAYED_BOARD);
    await published;
    // Board 7, 4♠ by South making 10: in Dutch Spel, Z(uid), slagen; the sections keep their tag names (notation, as in the file).
    assert.deepEqual(await symbolNames(), ['Spel 7 · 4♠ Z · 10 slagen', 'Auction', 'Play']);
    const told = new Promise<unknown>((resolve) => client.connection.onNotification('pbn/languageChanged', resolve));
    client.configuration = () => ({ language: 'en' });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    assert.deepEqual(await told, { uris: [URI] });
    assert.deepEqual(await symbolNames(), ['Board 7 · 4♠ S · 10 tricks', 'Auction', 'Play']);
  });
});
