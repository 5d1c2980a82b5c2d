/**
 * Stdio smoke test of the editor features: the server advertises hover, inlay hints, code lenses,
 * the "Apply rulings" command, completion, formatting, definitions, references, rename,
 * highlights and selection ranges; a hover and the command's workspace/applyEdit go through.
 */
import assert from 'node:assert/strict';
import {
  ApplyWorkspaceEditParams, ApplyWorkspaceEditRequest, ExecuteCommandRequest, HoverRequest, MarkupContent,
} from 'vscode-languageserver-protocol';
import { APPLY_RULINGS_COMMAND } from '../../server/src/features/editor/codeLens';
import { TestClient, startClient } from '../lsp/client';
import { REVOKE_BOARD } from './boards';

const URI = 'file:///test/features-smoke.pbn';

describe('LSP: editor feature capabilities', () => {
  let client: TestClient;
  const applied: ApplyWorkspaceEditParams[] = [];
  before(async () => {
    client = await startClient({ workspace: { applyEdit: true } });
    client.connection.onRequest(ApplyWorkspaceEditRequest.type, (params) => { applied.push(params); return { applied: true }; });
    const published = client.nextDiagnostics(URI);
    await client.open(URI, REVOKE_BOARD);
    await published;
  });
  after(async () => { assert.equal(await client.stop(), 0); });

  it('advertises every editor feature', () => {
    const capabilities = client.initializeResult.capabilities;
    assert.equal(capabilities.hoverProvider, true);
    assert.equal(capabilities.inlayHintProvider, true);
    assert.deepEqual(capabilities.codeLensProvider, { resolveProvider: false });
    assert.deepEqual(capabilities.executeCommandProvider, { commands: [APPLY_RULINGS_COMMAND] });
    assert.ok(capabilities.completionProvider);
    assert.equal(capabilities.documentFormattingProvider, true);
    assert.equal(capabilities.documentRangeFormattingProvider, true);
    assert.equal(capabilities.definitionProvider, true);
    assert.equal(capabilities.referencesProvider, true);
    assert.deepEqual(capabilities.renameProvider, { prepareProvider: true });
    assert.equal(capabilities.documentHighlightProvider, true);
    assert.equal(capabilities.selectionRangeProvider, true);
    assert.ok(capabilities.codeActionProvider, 'the quick-fixes are still there');
  });

  it('answers a hover on the revoke card', async () => {
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: URI }, position: { line: 26, character: 6 } });
    assert.match((hover?.contents as MarkupContent).value, /played by East · trick 7/);
  });

  it('applies the rulings through workspace/applyEdit', async () => {
    await client.connection.sendRequest(ExecuteCommandRequest.type, { command: APPLY_RULINGS_COMMAND, arguments: [URI, 1] });
    assert.equal(applied.length, 1);
    const edits = applied[0].edit.changes![URI];
    assert.ok(edits.some((edit) => edit.newText === '^11'));
  });
});
