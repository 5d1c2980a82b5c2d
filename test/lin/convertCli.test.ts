/**
 * The CLI and LIN: `convert` both ways (standard output, `-o` written atomically with the mode
 * of the file it replaces, nothing written on failure), usage errors, `check` and `report` on a
 * `.lin` file, and folders that pick up `.lin` files.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { REVOKE_BOARD, claimBoard } from './support';

/** Runs the CLI in-process; returns the status and what went to stdout and stderr. */
async function run(...argv: string[]) {
  return runCaptured(argv);
}

describe('CLI: LIN', () => {
  let folder: string;
  let lin: string;
  before(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lin-cli-'));
    fs.mkdirSync(path.join(folder, 'event'));
    lin = path.join(folder, 'event', 'revoke.lin');
    fs.writeFileSync(lin, REVOKE_BOARD, 'latin1');
    fs.writeFileSync(path.join(folder, 'event', 'claim.lin'), claimBoard('11'), 'latin1');
  });
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('convert writes the PBN export text to standard output', async () => {
    const { status, output } = await run('convert', '--to', 'pbn', lin);
    assert.equal(status, 0);
    assert.match(output, /^% PBN 2\.1\r\n% EXPORT\r\n\r\n\[Event "\?"\]\r\n/);
    assert.match(output, /\[Contract "4S"\]\r\n\[Result "12"\]\r\n\[Score "NS 480"\]/);
  });

  it('convert -o replaces a file atomically and keeps its mode', async () => {
    const target = path.join(folder, 'revoke.pbn');
    fs.writeFileSync(target, 'old');
    fs.chmodSync(target, 0o640);
    const { status, errors } = await run('convert', lin, '-o', target);
    assert.equal(status, 0);
    assert.match(errors, /revoke\.lin: converted to PBN in .*revoke\.pbn/);
    assert.match(fs.readFileSync(target, 'latin1'), /^% PBN 2\.1/);
    assert.equal(fs.statSync(target).mode & 0o777, 0o640);
    assert.deepEqual(fs.readdirSync(folder).filter((name) => name.endsWith('.tmp')), []);
  });

  it('convert -o into a folder that does not exist fails in one line and writes nothing', async () => {
    const { status, errors } = await run('convert', lin, '-o', path.join(folder, 'missing', 'x.pbn'));
    assert.equal(status, 2);
    assert.match(errors, /^pbn-director: .*x\.pbn: cannot write \(ENOENT: no such folder\); nothing was written\n$/);
    assert.equal(fs.readFileSync(lin, 'latin1'), REVOKE_BOARD);
  });

  it('convert --to lin turns the PBN back into one line per board', async () => {
    const pbn = path.join(folder, 'revoke.pbn');
    const { status, output } = await run('convert', '--to', 'lin', pbn);
    assert.equal(status, 0);
    assert.equal(output, 'pn|Sue,Wim,Nick,Eve|st||md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,S765HJT98DQJTCKQJ|rh||ah|Board 1|sv|o|'
      + 'mb|4S|mb|p|mb|p|mb|p|pg||pc|HJ|pc|H5|pc|H2|pc|HA|pg||pc|SA|pc|S5|pc|S2|pc|C2|pg||pc|HK|pc|DQ|pc|H6|pc|H3|pg||pc|HQ|pc|HT|pc|H7|pc|H4|pg||mc|12|\n');
  });

  it('convert: exit 1 when the input has errors (the conversion is written all the same), 2 for usage errors', async () => {
    const withErrors = await run('convert', path.join(folder, 'event', 'claim.lin'));
    assert.equal(withErrors.status, 1);
    assert.match(withErrors.output, /\[Result "11"\]/);
    assert.match(withErrors.errors, /claim\.lin: 1 error in the input/);
    assert.equal((await run('convert', '--to', 'pbn', path.join(folder, 'revoke.pbn'))).status, 2);
    assert.equal((await run('convert', '--to', 'doc', lin)).status, 2);
    assert.equal((await run('convert', lin, lin)).status, 2);
  });

  it('check reads .lin files in a folder and reports on LIN lines and columns', async () => {
    const { status, output } = await run('check', path.join(folder, 'event'));
    assert.equal(status, 1);
    const claimLine = claimBoard('11');
    assert.match(output, new RegExp(`claim\\.lin:1:${claimLine.indexOf('mc|11|') + 4} error pbn\\.lin\\.claim\\.too-many `));
    assert.match(output, new RegExp(`revoke\\.lin:1:${REVOKE_BOARD.indexOf('pc|DQ|') + 4} warning pbn\\.revoke\\.unmarked `));
    assert.match(output, /\n2 files · 1 error · 1 warning · 1 ruling\n$/);
  });

  it('check --format json gives the LIN line of each board', async () => {
    const { output } = await run('check', '--format', 'json', lin);
    const report = JSON.parse(output);
    assert.deepEqual(report.files[0].games.map((game: { line: number; board: string; contract: string }) => [game.line, game.board, game.contract]), [[1, '1', '4S']]);
    assert.equal(report.files[0].games[0].diagnostics[0].code, 'pbn.revoke.unmarked');
  });

  it('fix refuses a LIN file in one line and says how to convert it', async () => {
    const { status, errors } = await run('fix', lin);
    assert.equal(status, 2);
    assert.match(errors, /^pbn-director: .*revoke\.lin: a LIN file has no Result or Score to fix; convert it first \(pbn-director convert --to pbn/);
    assert.equal(errors.split('\n').length, 2);
  });

  it('report writes the ruling report of a .lin file', async () => {
    const { status, output } = await run('report', '--format', 'md', lin);
    assert.equal(status, 0);
    assert.match(output, /^# Ruling report — revoke\.lin/);
  });
});
