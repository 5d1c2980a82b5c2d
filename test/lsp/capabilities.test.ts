/**
 * The initialize handshake over stdio: the server syncs incrementally, serves document symbols
 * and folding ranges, and offers pull diagnostics only to a client that declares it can pull.
 */
import assert from 'node:assert/strict';
import { TextDocumentSyncKind } from 'vscode-languageserver-protocol';
import { PULL_CAPABILITIES, startClient } from './client';

describe('LSP: initialize', () => {
  it('announces incremental sync, symbols and folding, and no diagnostic provider to a push client', async () => {
    const client = await startClient({});
    try {
      const capabilities = client.initializeResult.capabilities;
      assert.equal(capabilities.textDocumentSync, TextDocumentSyncKind.Incremental);
      assert.equal(capabilities.documentSymbolProvider, true);
      assert.equal(capabilities.foldingRangeProvider, true);
      assert.equal(capabilities.diagnosticProvider, undefined);
      assert.equal(client.initializeResult.serverInfo?.name, 'pbn-director');
    } finally {
      assert.equal(await client.stop(), 0);
    }
  });

  it('announces a diagnostic provider to a client that declares pull support', async () => {
    const client = await startClient(PULL_CAPABILITIES);
    try {
      const provider = client.initializeResult.capabilities.diagnosticProvider;
      assert.ok(provider, 'diagnosticProvider expected');
      assert.deepEqual(provider, { interFileDependencies: false, workspaceDiagnostics: false });
    } finally {
      assert.equal(await client.stop(), 0);
    }
  });
});
