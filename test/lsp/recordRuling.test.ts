/**
 * `pbn/recordRuling` over stdio, as the VS Code client drives it: the server answers the first
 * question for the board under the position, and with every answer the one edit pinned to the
 * document's version (the event and the two facts 2017 needs on the no-play sample).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TestClient, startClient } from './client';

const URI = 'file:///test/revoke-facts.pbn';
const TEXT = readFileSync(path.resolve(__dirname, '../../samples/revoke-facts.pbn'), 'latin1');
const BOARD_LINE = TEXT.split('\r\n').findIndex((line) => line.startsWith('[Board '));

interface Step { kind: string; question?: { id: string; options: { value: string }[] }; event?: string; edit?: { documentChanges: { textDocument: { version: number }; edits: unknown[] }[] } }

describe('LSP: pbn/recordRuling', () => {
  let client: TestClient;
  before(async () => {
    client = await startClient();
    const published = client.nextDiagnostics(URI);
    await client.open(URI, TEXT, 3);
    await published;
  });
  after(async () => { assert.equal(await client.stop(), 0); });

  it('asks the irregularity first, then answers all answers with one edit at the version', async () => {
    const position = { line: BOARD_LINE, character: 1 };
    const first = await client.connection.sendRequest<Step>('pbn/recordRuling', { uri: URI, position, answers: {} });
    assert.equal(first.kind, 'question');
    assert.equal(first.question!.id, 'event');
    const answers = { event: 'Revoke', trick: '7', seat: 'E', card: 'S5', choice: 'Established', won: 'E', later: '1' };
    const last = await client.connection.sendRequest<Step>('pbn/recordRuling', { uri: URI, position, answers });
    assert.equal(last.kind, 'edit');
    assert.equal(last.event, '7 E Revoke S5 Established won=E later=1');
    assert.equal(last.edit!.documentChanges.length, 1);
    assert.equal(last.edit!.documentChanges[0].textDocument.version, 3);
    assert.equal(last.edit!.documentChanges[0].edits.length, 1);
    const after = TextDocument.applyEdits(TextDocument.create(URI, 'pbn', 3, TEXT), last.edit!.documentChanges[0].edits as TextEdit[]);
    // East won the revoke trick and one later: 64A1, two tricks to NS, written with the event in the same edit.
    const expected = TEXT
      .replace('[Result "9"]\r\n', '[Result "11"]\r\n{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}\r\n[Irregularities "7 E Revoke S5 Established won=E later=1"]\r\n')
      .replace('[Score "NS -100"]', '[Score "NS 650"]');
    assert.equal(after, expected);
  });
});
