/**
 * Issue 37 item 8: the report worker has no double-dummy engine of its own; it asks the server for
 * the answers of each block's boards. Over stdio, in the real server: once the Deal hover shows the
 * grid of the revoke sample (board 14), the whole file's report made in the worker carries the same
 * table and the par, not "computing". North's 4♠ makes 10 tricks double dummy (worked out by hand,
 * test/lsp/analysis.test.ts).
 * Test tier: full — it waits for the double-dummy engine.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HoverRequest } from 'vscode-languageserver-protocol';
import { describeWith } from '../analysis/support/ddEngine';
import { TestClient, delay, startClient } from './client';

const URI = 'file:///test/revoke-equity.pbn';
const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-equity.pbn'), 'latin1');

describeWith('engine', 'The report worker asks the server for double-dummy answers (issue 37 item 8)', () => {
  let client: TestClient;
  afterEach(async () => { await client.stop(); });

  it('puts the answered DD table and par in the whole file\'s report', async function () {
    this.timeout(120_000);
    client = await startClient({});
    await client.open(URI, SAMPLE, 1);
    const dealLine = SAMPLE.split(/\r?\n/).findIndex((line) => line.startsWith('[Deal '));
    let hover = '';
    while (!hover.includes('Par:')) {
      const answer = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: URI }, position: { line: dealLine, character: 2 } });
      hover = (answer?.contents as { value: string }).value;
      if (!hover.includes('Par:')) await delay(100);
    }
    const report = await client.connection.sendRequest<{ content: string } | null>('pbn/report', { uri: URI, format: 'md' });
    const text = report?.content ?? '';
    const par = /Par: [^\n]*/.exec(hover)![0];
    assert.ok(text.includes(par), `the report has the hover's par (${par})`);
    // North's row: the hover's numbers are the report's table row.
    const hoverRow = /\nN((?: +\d+)+)/.exec(hover)![1].trim().split(/ +/);
    assert.equal(hoverRow[1], '10', 'N makes 10 tricks in spades (the hover grid\'s second column)');
    const reportRow = /\| North \|([^\n]*)\|/.exec(text);
    assert.ok(reportRow, `a North row in the report's table:\n${text}`);
    assert.deepEqual([...reportRow[1].split('|').map((cell) => cell.trim())].sort(), [...hoverRow].sort());
  });
});
