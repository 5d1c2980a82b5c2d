/**
 * Issue 18 item 7: `analyse` reads a PBN file game by game (commands/analyseFile.ts), so its heap
 * does not grow with the file. No clock is read: a 4 MB file of 7,600 boards is analysed with the
 * main thread's heap capped at 64 MB (Node's --max-old-space-size), as text, as JSON and with
 * `--write`, and each run must end normally; read whole, the same file did not fit in 128 MB. The
 * file repeats 16 deals under new board numbers, so that the double-dummy work stays small (a
 * board's answers are kept for the next block that asks them). Needs the built engine.
 * Test tier: full — bounded memory of analyse.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { generateFile } from '../../scripts/benchBoards';
import { describeWith } from '../analysis/support/ddEngine';

const BIN = path.resolve(__dirname, '../../bin/pbn-director.js');

/** `count` boards numbered 1 to `count`, their deals and play those of `distinct` generated boards in turn. */
function repeatedBoards(count: number, distinct: number): string {
  const games = generateFile(distinct, 7).replace('% PBN 2.1\r\n% EXPORT\r\n', '').split('\r\n\r\n');
  const boards: string[] = [];
  for (let board = 1; board <= count; board++) boards.push(games[(board - 1) % distinct].replace(/\[Board "\d+"\]/, `[Board "${board}"]`));
  return `% PBN 2.1\r\n${boards.join('\r\n\r\n')}\r\n`;
}

describeWith('engine', 'analyse in bounded memory (issue 18 item 7)', function () {
  this.timeout(600_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-analyse-memory-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('a 4 MB file: text, JSON and --write end normally with a 64 MB heap', () => {
    const file = path.join(folder, 'boards.pbn');
    writeFileSync(file, repeatedBoards(7600, 16), 'latin1');
    const megabytes = readFileSync(file).length / (1024 * 1024);
    assert.ok(megabytes > 4, `the file is ${megabytes.toFixed(1)} MB`);
    for (const args of [['analyse', file], ['analyse', '--format', 'json', file], ['analyse', '--write', file]]) {
      const run = spawnSync(process.execPath, ['--max-old-space-size=64', BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TMPDIR: folder }, encoding: 'utf8' });
      assert.equal(run.signal, null, `${args.join(' ')}: ended by ${run.signal} (out of memory)`);
      assert.equal(run.status, 0, `${args.join(' ')}: ${run.stderr.slice(-300)}`);
    }
    assert.equal(readFileSync(file, 'latin1').match(/\[OptimumResultTable /g)?.length, 7600);
  });
});
