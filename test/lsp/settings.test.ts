/**
 * Settings per resource over stdio: a client that declares workspace/configuration is asked for
 * the `pbn` section of each document's URI, the answer changes the message language, and a
 * didChangeConfiguration notification makes the server ask again and re-check.
 */
import assert from 'node:assert/strict';
import { DidChangeConfigurationNotification } from 'vscode-languageserver-protocol';
import { BAD_DEALER_BOARD } from './boards';
import { TestClient, messageText, startClient } from './client';

const URI = 'file:///test/settings.pbn';

describe('LSP: settings per resource', () => {
  let client: TestClient;
  beforeEach(async () => {
    client = await startClient({ workspace: { configuration: true } });
    client.configuration = () => ({ language: 'nl' });
  });
  afterEach(async () => { assert.equal(await client.stop(), 0); });

  it('asks for the pbn section of the document and speaks Dutch when told to', async () => {
    const published = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD);
    const [diagnostic] = (await published).diagnostics;
    assert.deepEqual(client.configurationRequests, [{ scopeUri: URI, section: 'pbn' }]);
    assert.equal(diagnostic.code, 'pbn.side.bad');
    assert.match(messageText(diagnostic), /geen windrichting/);
  });

  it('re-reads the settings after didChangeConfiguration', async () => {
    const dutch = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD);
    assert.match(messageText((await dutch).diagnostics[0]), /geen windrichting/);
    client.configuration = () => ({ language: 'en' });
    const english = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    const message = messageText((await english).diagnostics[0]);
    assert.match(message, /is not a seat/);
    assert.equal(client.configurationRequests.length, 2);
  });

  it('uses the client locale when the client cannot answer workspace/configuration', async () => {
    const localeClient = await startClient({}, { locale: 'nl' });
    try {
      const published = localeClient.nextDiagnostics(URI);
      await localeClient.open(URI, BAD_DEALER_BOARD);
      assert.match(messageText((await published).diagnostics[0]), /geen windrichting/);
      assert.equal(localeClient.configurationRequests.length, 0);
    } finally {
      assert.equal(await localeClient.stop(), 0);
    }
  });

  it('hides the diagnostics named in pbn.diagnostics.hide, and shows them again when the setting changes', async () => {
    client.configuration = () => ({ diagnostics: { hide: ['pbn.side'] } });
    const hidden = client.nextDiagnostics(URI);
    await client.open(URI, BAD_DEALER_BOARD);
    assert.deepEqual((await hidden).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.side.bad'), []);
    client.configuration = () => ({ diagnostics: { hide: [] } });
    const shown = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    assert.equal((await shown).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.side.bad').length, 1);
  });
});

