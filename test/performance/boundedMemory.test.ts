/**
 * Issue 18 item 7: `check` holds what it must print later (a file's text lines until they can
 * be sorted, the JSON file diagnostics that come before the games) in a temporary file, not in
 * memory, so a file with a finding on every line runs in a heap far smaller than its output.
 * No clock is read: the check runs with a 40 MB heap (Node's --max-old-space-size), in which
 * holding 25 MB of findings as strings cannot fit, and must end normally. The text order is
 * checked against a plain stable sort. `fix` (in place and to standard output), `score`,
 * `convert --to lin` and `report` (the ruling report and the handout) read a file game by game:
 * on a 12 MB file their peak RSS (read by a preloaded hook at exit) stays under a fixed bound,
 * well below what reading it whole took (some 25 times the file, 300 MB and more; `report` some
 * 140 times, 1.7 GB). So do `fix --dry-run`, standard input (`check -`, `fix -`, `score -`,
 * `convert -`, `report -`) and a file with lone CRs (`fix -o`, `score`, `convert`, `report`),
 * which read whole before.
 * Test tier: full — bounded memory on large files.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CheckText } from '../../server/src/cli/checkText';
import { ProgressLine } from '../../server/src/cli/progressLine';
import { StdoutBatch } from '../../server/src/cli/stdoutBatch';
import { generateFile } from '../../scripts/benchBoards';
import { runCli, writeUsageHook } from '../../scripts/bench/processRuns';

const BIN = path.resolve(__dirname, '../../bin/pbn-director.js');

describe('check in bounded memory (issue 18 item 7)', function () {
  this.timeout(120_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-memory-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('a 2 MB file with findings on every line (25 MB of them): text and JSON end normally in a 40 MB heap', () => {
    // Every line end doubled into a lone CR: each line reads as a game of its own, most with an error.
    const text = generateFile(3600, 11).replace(/\r\n/g, '\r\r\n');
    const file = path.join(folder, 'noisy.pbn');
    writeFileSync(file, text.slice(0, text.indexOf('\n', 2 * 1024 * 1024) + 1), 'latin1');
    for (const format of ['text', 'json']) {
      const run = spawnSync(process.execPath, ['--max-old-space-size=40', BIN, 'check', '--format', format, file], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TMPDIR: folder }, encoding: 'utf8' });
      assert.equal(run.signal, null, `${format}: ended by ${run.signal} (out of memory)`);
      assert.equal(run.status, 1, `${format}: ${run.stderr.slice(-300)}`);
      assert.deepEqual(readdirSync(folder), ['noisy.pbn'], `${format}: its temporary files are gone`);
    }
  });

  it('fix, score, convert and report of a 12 MB file stay under 200 MB peak RSS, whatever the size of the file', function () {
    this.timeout(300_000);
    // Every other board's Score given to the wrong side: half the boards get an edit.
    let board = 0;
    const text = generateFile(22_000, 7).replace(/\[Score "(NS|EW) /g, (whole, side) => (board++ % 2 ? whole : `[Score "${side === 'NS' ? 'EW' : 'NS'} `));
    const file = path.join(folder, 'large.pbn');
    writeFileSync(file, text, 'latin1');
    const megabytes = text.length / (1024 * 1024);
    assert.ok(megabytes > 11, `the file is ${megabytes.toFixed(1)} MB`);
    const hook = writeUsageHook(folder);
    for (const args of [['fix', file], ['score', file], ['convert', '--to', 'lin', file], ['fix', '--in-place', file], ['report', '--no-dd', '-o', path.join(folder, 'report.html'), file], ['report', '--no-dd', '--layout', 'handout', '-o', path.join(folder, 'handout.html'), file]]) {
      const run = runCli(args, hook, folder);
      assert.ok(run.status === 0 || run.status === 1, `${args.join(' ')}: ended with ${run.status}`);
      assert.ok(run.peakRssMb !== undefined && run.peakRssMb < 200, `${args.join(' ')}: peak RSS ${run.peakRssMb?.toFixed(0)} MB for a ${megabytes.toFixed(1)} MB file`);
    }
  });

  it('fix --dry-run, standard input (check, fix, score, convert, report) and a file with lone CRs stay under 200 MB peak RSS on a 12 MB file', function () {
    this.timeout(300_000);
    let board = 0;
    const text = generateFile(22_000, 7).replace(/\[Score "(NS|EW) /g, (whole, side) => (board++ % 2 ? whole : `[Score "${side === 'NS' ? 'EW' : 'NS'} `));
    const file = path.join(folder, 'large.pbn');
    writeFileSync(file, text, 'latin1');
    const loneCr = path.join(folder, 'lone-cr.pbn');
    writeFileSync(loneCr, text.replace(/\r\n/g, '\r'), 'latin1');
    const megabytes = text.length / (1024 * 1024);
    assert.ok(megabytes > 11, `the file is ${megabytes.toFixed(1)} MB`);
    const hook = writeUsageHook(folder);
    const runs: Array<[string[], string | undefined]> = [
      [['fix', '--dry-run', file], undefined],
      [['check', '-'], file], [['fix', '-'], file], [['score', '-'], file], [['convert', '--to', 'lin', '-'], file],
      [['fix', '-o', path.join(folder, 'fixed.pbn'), loneCr], undefined], [['score', loneCr], undefined], [['convert', '--to', 'lin', loneCr], undefined],
      [['report', '--no-dd', '-o', path.join(folder, 'stdin-report.html'), '-'], file],
      [['report', '--no-dd', '--layout', 'handout', '-o', path.join(folder, 'stdin-handout.html'), '-'], file],
      [['report', '--no-dd', '-o', path.join(folder, 'lone-cr-report.html'), loneCr], undefined],
    ];
    for (const [args, stdin] of runs) {
      const run = runCli(args, hook, folder, {}, stdin);
      const name = `${args.join(' ')}${stdin ? ' < file' : ''}`;
      assert.ok(run.status === 0 || run.status === 1, `${name}: ended with ${run.status}`);
      assert.ok(run.peakRssMb !== undefined && run.peakRssMb < 200, `${name}: peak RSS ${run.peakRssMb?.toFixed(0)} MB for a ${megabytes.toFixed(1)} MB file`);
    }
  });

  it('text lines come out in the order of a stable sort by line and column, whatever pieces they came in', async () => {
    let written = '';
    const stdout = new StdoutBatch({ stdout: (chunk) => { written += String(chunk); }, stderr: () => undefined, stderrIsTTY: false, stdin: () => [] });
    const output = new CheckText(stdout, new ProgressLine({ stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, stdin: () => [] }), false);
    const lines: string[] = [];
    for (let game = 0; game < 3000; game++) {
      // A game's lines out of order among themselves, two of the same position in the order they came.
      lines.push(`f.pbn:${game * 10 + 5}:1 error a.b second ${game}`, `f.pbn:${game * 10 + 2}:7 warning a.b first ${game}`, `f.pbn:${game * 10 + 5}:1 error a.b third ${game}`);
    }
    // The file's own lines, found at its end, belong before the games.
    const late = ['f.pbn:1:1 warning pbn.line.cr-only late', 'f.pbn:12:3 info x.y late-middle'];
    const all = [...lines, ...late];
    output.beginFile('f.pbn');
    const stream = lines.map((line) => line + '\n').join('');
    // In pieces that cut lines, as a worker's held output comes.
    for (let at = 0; at < stream.length; at += 1000) output.direct(stream.slice(at, at + 1000));
    output.direct(late.map((line) => line + '\n').join(''));
    await output.endFile();
    const position = (line: string) => /^f\.pbn:(\d+):(\d+) /.exec(line)!.slice(1, 3).map(Number);
    const expected = all.map((line, index) => ({ line, index })).sort((a, b) => {
      const [x, y] = [position(a.line), position(b.line)];
      return x[0] - y[0] || x[1] - y[1] || a.index - b.index;
    }).map(({ line }) => line + '\n').join('');
    assert.equal(written, expected);
    assert.deepEqual(output.counts, { errors: 6000, warnings: 3001, rulings: 0 });
  });
});
