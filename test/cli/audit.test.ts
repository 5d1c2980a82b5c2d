/**
 * `pbn-director audit` in-process: the JSON of the issue on samples/audit.pbn (rows from 1, kinds,
 * evidence, the groups of the fouled board, worked out by hand in test/scoring/audit/), the text in
 * English and Dutch, `--no-dd`, exit statuses and usage errors. The double-dummy runs are in
 * auditDd.test.ts (slow tier).
 */
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';

const SAMPLE = path.join(__dirname, '..', '..', 'samples', 'audit.pbn');
const CLEAN = path.join(__dirname, '..', '..', 'samples', 'clean.pbn');

describe('pbn-director audit without double dummy', () => {
  it('--no-dd --format json: the four findings that need no double dummy, rows counted from 1', async () => {
    const { status, output } = await runCaptured(['audit', '--no-dd', '--format', 'json', SAMPLE]);
    assert.equal(status, 1);
    const [file] = JSON.parse(output).files;
    assert.equal(file.boards.length, 1);
    assert.equal(file.boards[0].board, '7');
    assert.deepEqual(file.boards[0].findings.map((finding: { row: number; kind: string }) => [finding.row, finding.kind]), [[5, 'lead-not-held'], [6, 'reversed-score'], [7, 'score-mismatch'], [10, 'impossible-result']]);
    // 3NT +1 by West nobody vulnerable: 400 + 30 = 430 for EW; the row says 460.
    assert.deepEqual(file.boards[0].findings[2].evidence, { contract: '3NT', declarer: 'W', tricks: 10, found: -460, expected: -430, vulnerability: 'None', edition: '2017', fitsTricks: 11 });
  });

  it('a file without findings: exit 0 and one line', async () => {
    const { status, output } = await runCaptured(['audit', '--no-dd', CLEAN]);
    assert.equal(status, 0);
    assert.equal(output, `${CLEAN}: no ScoreTable\n`);
  });

  it('usage: --dd and --write belong to other commands; no file is a usage error', async () => {
    assert.equal((await runCaptured(['audit', '--dd', SAMPLE])).status, 2);
    assert.equal((await runCaptured(['audit', '--write', SAMPLE])).status, 2);
    assert.equal((await runCaptured(['audit'])).status, 2);
    assert.equal((await runCaptured(['audit', '--format', 'html', SAMPLE])).status, 2);
  });
});
