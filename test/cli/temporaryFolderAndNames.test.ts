/**
 * Issue 37 item 17. Standard input copied into a temporary folder that is full (the write's
 * ENOSPC injected: node:fs's writeSync replaced while the run lasts) or missing: one line naming
 * the folder and what is wrong, exit status 2, never "internal error". A file name holding a line
 * feed or a tab, given or found in a folder: written as `\u000a`, `\u0009` wherever check's and
 * fix's lines show it, so that no output line is split.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';

/** One game whose Score is wrong (4♥ made, not vulnerable: NS 420, not 400), so check names the file. */
const WRONG_SCORE = '[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
  + '[Deal "N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987"]\n'
  + '[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n[Score "NS 400"]\n';

/** node:fs itself (not an import's copy of its names), whose writeSync the modules under test call. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs: { writeSync: unknown } = require('node:fs');

/** Runs `argv` with every write to a file descriptor failing as a full disk does. */
async function withFullDisk<T>(run: () => Promise<T>): Promise<T> {
  const original = fs.writeSync;
  fs.writeSync = () => {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
  };
  try {
    return await run();
  } finally {
    fs.writeSync = original;
  }
}

describe('a full temporary folder and file names with controls (issue 37 item 17)', () => {
  for (const command of ['check', 'fix']) {
    it(`${command} - with the temporary folder full: one line naming the folder, exit 2`, async () => {
      const run = await withFullDisk(() => runCaptured([command, '-'], Buffer.from(WRONG_SCORE)));
      assert.equal(run.status, 2);
      assert.equal(run.errors, `pbn-director: the temporary folder ${tmpdir()} is full (ENOSPC: no space left on the device); free space there or set TMPDIR to another folder\n`);
    });
  }

  it('check - with TMPDIR a folder that does not exist: one line naming it, exit 2', async () => {
    const missing = path.join(tmpdir(), `pbn-no-such-folder-${process.pid}`);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = missing;
    try {
      const run = await runCaptured(['check', '-'], Buffer.from(WRONG_SCORE));
      assert.equal(run.status, 2);
      assert.equal(run.errors, `pbn-director: the temporary folder ${missing} does not exist (ENOENT); set TMPDIR to a folder this user can write\n`);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });

  describe('file names with a line feed or a tab', function () {
    let folder: string;
    before(function () {
      // Windows allows neither in a file name.
      if (process.platform === 'win32') this.skip();
      folder = mkdtempSync(path.join(tmpdir(), 'pbn-names-'));
      writeFileSync(path.join(folder, 'e\nf.pbn'), WRONG_SCORE);
      writeFileSync(path.join(folder, 'g\th.pbn'), WRONG_SCORE);
    });
    after(() => { if (folder) rmSync(folder, { recursive: true, force: true }); });

    it('check of the folder: each finding one line, the names escaped', async () => {
      const { output } = await runCaptured(['check', '--color', 'never', folder]);
      const mismatch = ':9:9 error pbn.score.mismatch Score "NS 400" does not match Contract, Vulnerable and Result';
      const lines = output.split('\n');
      assert.ok(lines.some((line) => line.startsWith(`${folder}/e\\u000af.pbn${mismatch}`)), output);
      assert.ok(lines.some((line) => line.startsWith(`${folder}/g\\u0009h.pbn${mismatch}`)), output);
      assert.ok(!output.includes('\t'), output);
      assert.equal(lines.filter((line) => line.startsWith('f.pbn')).length, 0, output);
    });

    it('fix FILE -o OUT: the message names the file escaped on one line', async () => {
      const target = path.join(folder, 'out.pbn');
      const run = await runCaptured(['fix', path.join(folder, 'e\nf.pbn'), '-o', target]);
      assert.equal(run.status, 0, run.errors);
      // The change, then what was written: two lines, each starting with the escaped name.
      const name = `${folder}/e\\u000af.pbn`;
      assert.equal(run.errors, `${name}:1: board 1: Score NS 400 → NS 420\n${name}: 1 edit written to ${target}\n`);
    });
  });
});
