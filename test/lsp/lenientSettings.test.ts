/**
 * Settings of another kind than the one expected, as a client may send them (issue 37 item 10):
 * `pbn.laws.edition` = 1997 (a number, as a Neovim user writes it) is read as "1997"; `{}` and
 * `pbn.language` = 5 fall back to their defaults, and the user is warned once per wrong value
 * (window/showMessage), in the message language. Before, each of these switched the features off.
 */
import assert from 'node:assert/strict';
import { DidChangeConfigurationNotification } from 'vscode-languageserver-protocol';
import { REVOKE_BOARD } from '../features/boards';
import { TestClient, messageText, startClient } from './client';

const URI = 'file:///test/lenient.pbn';

describe('LSP: settings read leniently', () => {
  let client: TestClient;
  beforeEach(async () => { client = await startClient({ workspace: { configuration: true } }); });
  afterEach(async () => { assert.equal(await client.stop(), 0); });

  const revokeMessage = async (): Promise<string> => {
    const published = client.nextDiagnostics(URI);
    await client.open(URI, REVOKE_BOARD);
    const revoke = (await published).diagnostics.find((diagnostic) => diagnostic.code === 'pbn.revoke.unmarked');
    assert.ok(revoke, 'the revoke is reported');
    return messageText(revoke);
  };

  it('reads the edition 1997 given as a number as "1997", without a warning', async () => {
    client.configuration = () => ({ laws: { edition: 1997 } });
    assert.match(await revokeMessage(), /\(Laws 1997\)/);
    assert.deepEqual(client.shownMessages, []);
  });

  it('uses the default edition for {} and warns once, also when the settings are read again', async () => {
    client.configuration = () => ({ laws: { edition: {} } });
    assert.match(await revokeMessage(), /\(Laws 2017\)/);
    const again = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    await again;
    assert.deepEqual(client.shownMessages.map((message) => [message.type, message.message]), [
      [2, 'PBN: the setting pbn.laws.edition cannot be {}; its default "auto" is used.'],
    ]);
  });

  it('uses the client locale for pbn.language 5 and warns in it', async () => {
    client.configuration = () => ({ language: 5, analysis: { enabled: 'false' } });
    assert.match(await revokeMessage(), /Revoke by East/);
    assert.deepEqual(client.shownMessages.map((message) => message.message), ['PBN: the setting pbn.language cannot be 5; its default "auto" is used.']);
  });
});
