/**
 * Issue 18 item 7: `fix`, `score` and `convert --to lin` read a file game by game. Differential:
 * what they write from a file (streamed) is byte for byte what they write from the same bytes on
 * standard input read whole (CliIo.readWhole, the path they always had) — the fixed text to standard output, to
 * `-o` and in place, standard error line for line (names aside), the exit status; `score` as text
 * and JSON; the LIN lines of `convert`. On the real files of ../shared/corpus/real and on a file
 * built for the edges (test/support/streamEdges.ts): LF, CR LF, Latin-1, UTF-8 with a byte order
 * mark, embedded PBN, lone CRs, `#` inheritance, an unreadable game (left byte for byte), a tag
 * inserted on the file's last line without a line end.
 * Test tier: full — a stream test (fix game by game against whole).
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { BROKEN, EDGE, REAL, edgeFiles } from '../support/streamEdges';

describe('fix, score and convert read a file game by game: the same bytes as the whole-file path (issue 18 item 7)', function () {
  this.timeout(300_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-streamed-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs every comparison on one file. */
  async function compare(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    const named = (text: string, ...pairs: Array<[string, string]>) => pairs.reduce((done, [from, to]) => done.split(from).join(to), text);
    for (const options of [[], ['--travellers']]) {
      const whole = await runCaptured(['fix', ...options, '-'], bytes, true);
      const streamed = await runCaptured(['fix', ...options, file]);
      assert.ok(whole.bytes.equals(streamed.bytes), `${name} ${options}: standard output`);
      assert.equal(streamed.errors, named(whole.errors, ['<stdin>', file]), `${name} ${options}: standard error`);
      assert.equal(streamed.status, whole.status, `${name} ${options}: exit status`);
    }
    const wholeOut = path.join(folder, 'whole.out'), streamedOut = path.join(folder, 'streamed.out');
    const whole = await runCaptured(['fix', '-o', wholeOut, '-'], bytes, true);
    const streamed = await runCaptured(['fix', '-o', streamedOut, file]);
    assert.ok(readFileSync(streamedOut).equals(readFileSync(wholeOut)), `${name}: -o`);
    assert.equal(streamed.errors, named(whole.errors, ['<stdin>', file], [wholeOut, streamedOut]), `${name}: -o, standard error`);
    assert.equal(streamed.status, whole.status, `${name}: -o, exit status`);
    const copy = path.join(folder, `copy-${name}`);
    copyFileSync(file, copy);
    const inPlace = await runCaptured(['fix', '--in-place', copy]);
    assert.ok(readFileSync(copy).equals(readFileSync(wholeOut)), `${name}: --in-place`);
    assert.equal(inPlace.errors, named(whole.errors, ['<stdin>', copy], [wholeOut, copy]), `${name}: --in-place, standard error`);
    rmSync(copy);
    for (const format of ['text', 'json']) {
      const wholeScore = await runCaptured(['score', '--format', format, '-'], bytes, true);
      const streamedScore = await runCaptured(['score', '--format', format, file]);
      const stdinName = format === 'json' ? JSON.stringify('<stdin>') : '<stdin>';
      assert.equal(streamedScore.output, named(wholeScore.output, [stdinName, format === 'json' ? JSON.stringify(file) : file]), `${name}: score ${format}`);
      assert.equal(streamedScore.status, wholeScore.status, `${name}: score ${format}, exit status`);
    }
    const wholeLin = await runCaptured(['convert', '--to', 'lin', '-'], bytes, true);
    const streamedLin = await runCaptured(['convert', '--to', 'lin', file]);
    assert.ok(streamedLin.bytes.equals(wholeLin.bytes), `${name}: convert --to lin`);
    assert.equal(streamedLin.errors, named(wholeLin.errors, ['-:', `${file}:`], ['check -', `check ${file}`]), `${name}: convert, standard error`);
    assert.equal(streamedLin.status, wholeLin.status, `${name}: convert, exit status`);
    assert.deepEqual(readdirSync(folder).filter((entry) => entry.endsWith('.tmp')), [], `${name}: no temporary left`);
  }

  it('the edge file: what the fix changes, and what it leaves', async () => {
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

  for (const [name, bytes] of edgeFiles()) {
    it(`${name}: fix (stdout, -o, --in-place), score and convert agree with the whole-file path`, async () => compare(name, bytes));
  }

  it('the real files of the corpus agree with the whole-file path', async function () {
    if (!existsSync(REAL)) this.skip(); // ../shared/corpus/real is not there: nothing to compare
    const files = readdirSync(REAL).filter((entry) => /\.pbn$/i.test(entry));
    assert.ok(files.length > 0, 'the corpus has PBN files');
    for (const entry of files) await compare(`real-${entry}`, readFileSync(path.join(REAL, entry)));
  });
});
