/**
 * Issue 37 item 15: a folder's symbolic links are followed, to a `.pbn` file and to a folder,
 * each file and folder once (by device and inode): a link back up (a cycle) ends, a second name of
 * a file adds nothing, a dangling link is passed by. `check` used to skip every link silently.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN } from '../rulings/boards';

describe('folders with symbolic links (issue 37 item 15)', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-links-'));
    const clean = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
    mkdirSync(path.join(folder, 'boards'));
    mkdirSync(path.join(folder, 'elsewhere', 'day2'), { recursive: true });
    writeFileSync(path.join(folder, 'boards', 'a.pbn'), clean);
    writeFileSync(path.join(folder, 'elsewhere', 'x.pbn'), clean);
    writeFileSync(path.join(folder, 'elsewhere', 'day2', 'y.pbn'), clean);
    symlinkSync(path.join(folder, 'elsewhere', 'x.pbn'), path.join(folder, 'boards', 'linked.pbn'));
    symlinkSync(path.join(folder, 'elsewhere', 'day2'), path.join(folder, 'boards', 'day2'));
    symlinkSync('..', path.join(folder, 'boards', 'loop'));
    symlinkSync('a.pbn', path.join(folder, 'boards', 'same.pbn'));
    symlinkSync('nowhere.pbn', path.join(folder, 'boards', 'dangling.pbn'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('fix --dry-run of the folder goes through each linked file and folder once, the cycle ending', async () => {
    const boards = path.join(folder, 'boards');
    const { status, output } = await runCaptured(['fix', '--dry-run', boards]);
    assert.equal(status, 0);
    // The folder itself is met again through loop/boards: taken once. elsewhere/x.pbn comes through linked.pbn first.
    assert.deepEqual(output.split('\n').filter(Boolean), [
      `${path.join(boards, 'a.pbn')}: nothing to fix`,
      `${path.join(boards, 'day2', 'y.pbn')}: nothing to fix`,
      `${path.join(boards, 'linked.pbn')}: nothing to fix`,
    ]);
  });

  it('check of the folder counts the three files', async () => {
    const { status, output } = await runCaptured(['check', path.join(folder, 'boards')]);
    assert.equal(status, 0);
    assert.match(output, /^3 files · 0 errors · /m);
  });
});
