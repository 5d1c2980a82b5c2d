/**
 * What the streamed commands do on their own, kept from the tests that compared them with the
 * whole-file path (that path is gone; the recorded outputs of test/differential.test.ts hold the
 * bytes): `fix` of the edge file (what it changes, what it leaves byte for byte), `report` and
 * `report --format pdf` of a file with no game (exit 1, nothing written), `audit --no-dd` finding
 * the wrong lead of samples/audit.pbn, and `analyse --write` on a file with lone CRs and one with
 * a byte order mark (both kept) and on a read-only file with nothing to change (not refused).
 */
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { BROKEN, EDGE } from '../support/streamEdges';
import { describeWith } from '../analysis/support/ddEngine';

const SAMPLES = path.resolve(__dirname, '../../samples');

describe('the streamed commands on their own', function () {
  this.timeout(120_000);
  let folder = '';
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-streamed-outcomes-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('fix of the edge file: what the fix changes, and what it leaves', async () => {
    const run = await runCaptured(['fix', '--travellers', '-'], Buffer.from(EDGE, 'latin1'));
    const output = run.output;
    assert.ok(output.includes(BROKEN), 'the unreadable game byte for byte');
    assert.match(run.errors, /board 4: left alone: syntax error/);
    assert.match(run.errors, /board 1: Result 10 → 9, Score NS 650 → NS -100/);
    assert.match(run.errors, /board 3: Score NS 650 → NS -100/);
    assert.match(run.errors, /board 5: traveller: 4 values recomputed/);
    assert.match(output, /\[Result "9"\]\n\[Score "NS -100"\]\n\[Auction "S"\]\n4S Pass Pass Pass\n\[Play "W"\]\nSK SA SQ SJ\n(.*\n){11}C9 H7 D5 H4\n\n\[Event "Test"\]\n\[Site "Test"\]\n\[Date "2024.03.14"\]\n\[Board "2"\]/, 'board 1 corrected');
    assert.match(output, /\[Board "6"\][\s\S]*\[Declarer "S"\]/, 'board 6 gets its Declarer');
    assert.ok(output.startsWith('% PBN 2.1\n{ Café à la carte }\n\n[Event "Test"]'), 'the text before the first game as it was');
  });

  it('report of a file with no game: exit 1, nothing on standard output, no file written (HTML and PDF)', async () => {
    const file = path.join(folder, 'empty.pbn');
    writeFileSync(file, '% PBN 2.1\n{ nothing here }\n');
    const printed = await runCaptured(['report', '--no-dd', file]);
    assert.equal(printed.status, 1);
    assert.equal(printed.bytes.length, 0);
    assert.match(printed.errors, /empty\.pbn: no game to report/);
    const target = path.join(folder, 'none.html');
    assert.equal((await runCaptured(['report', '--no-dd', '-o', target, file])).status, 1);
    assert.equal(existsSync(target), false);
    for (const layout of [[], ['--layout', 'handout']]) {
      const pdf = path.join(folder, 'none.pdf');
      const run = await runCaptured(['report', '--format', 'pdf', '--no-dd', ...layout, '-o', pdf, file]);
      assert.equal(run.status, 1);
      assert.match(run.errors, /empty\.pbn: no game to report/);
      assert.equal(existsSync(pdf), false);
    }
  });

  it('audit --no-dd of samples/audit.pbn finds the lead', async () => {
    const { status, output } = await runCaptured(['audit', '--no-dd', path.join(SAMPLES, 'audit.pbn')]);
    assert.equal(status, 1);
    assert.match(output, /lead ♠K/);
  });
});

describeWith('engine', 'analyse --write streamed', function () {
  this.timeout(600_000);
  let folder = '';
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-analyse-outcomes-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('lone CRs and a byte order mark: the tags written, the CRs and the mark kept', async () => {
    const text = ['revoke-equity.pbn', 'clean.pbn'].map((name) => readFileSync(path.join(SAMPLES, name), 'latin1')).join('\n');
    const loneCr = path.join(folder, 'lone-cr.pbn'), marked = path.join(folder, 'marked.pbn');
    writeFileSync(loneCr, text.replace(/\r?\n/g, '\r'), 'latin1');
    writeFileSync(marked, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace('Board "1"', 'Board "1é"'), 'utf8')]));
    const run = await runCaptured(['analyse', '--write', loneCr, marked]);
    assert.match(run.errors, /lone-cr\.pbn:\d+: board 1: OptimumResultTable, OptimumScore and ParContract written/);
    assert.ok(readFileSync(loneCr, 'latin1').includes(']\r['));
    assert.deepEqual([...readFileSync(marked).subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  });

  it('a read-only file whose DD tags are right already: not rewritten, not refused', async () => {
    const right = path.join(folder, 'right.pbn');
    copyFileSync(path.join(SAMPLES, 'claim.pbn'), right);
    await runCaptured(['analyse', '--write', right]);
    chmodSync(right, 0o444);
    const run = await runCaptured(['analyse', '--write', right]);
    chmodSync(right, 0o644);
    assert.equal(run.status, 0);
    assert.match(run.errors, /DD tags already right\n/);
  });
});
