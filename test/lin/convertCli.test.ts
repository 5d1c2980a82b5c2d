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
import { REVOKE_BOARD, claimBoard, verifierMessages } from './support';

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

  it('convert marks the revoke the play shows ^R, leaves the Result to the checker, and the verifier accepts it', async function () {
    this.timeout(60000);
    const { status, output, bytes } = await run('convert', '--to', 'pbn', lin);
    assert.equal(status, 0);
    // Trick 3: North leads ♥K, East plays ♦Q while holding ♥T98 (see REVOKE_BOARD); the columns start with East.
    assert.match(output, /\[Play "E"\]\r\nHJ H5 H2 HA\r\nS5 S2 C2 SA\r\n\^R DQ H6 H3 HK\r\nHT H7 H4 HQ\r\n\*\r\n$/);
    assert.equal(output.split('^R').length - 1, 1);
    assert.match(output, /\[Result "12"\]/);
    assert.deepEqual(verifierMessages(this, bytes), []);
  });

  it('convert reads a LIN file wrapped inside values (sv|o⏎|sa|0|, as GIB writes it) like the unwrapped one, and exits 0', async () => {
    const wrapped = path.join(folder, 'wrapped.lin');
    fs.writeFileSync(wrapped, REVOKE_BOARD.replace('Nick,Eve|', 'Nick,Eve\r\n|').replace('|sv|o|', '|sv|o\r\n|sa|0|'), 'latin1');
    const { status, output, errors } = await run('convert', '--to', 'pbn', wrapped);
    assert.equal(errors, '');
    assert.equal(status, 0);
    assert.equal(output, (await run('convert', '--to', 'pbn', lin)).output);
    const checked = await run('check', wrapped);
    assert.doesNotMatch(checked.output, /lin\.syntax/);
  });

  it('convert writes Latin-1 when every character fits it, also from a UTF-8 LIN file, and the verifier accepts it', async function () {
    this.timeout(60000);
    const utf8 = path.join(folder, 'names.lin');
    fs.writeFileSync(utf8, REVOKE_BOARD.replace('Sue,Wim,Nick,Eve', 'Søren,Wim,Zoë,Eve'), 'utf8');
    const target = path.join(folder, 'names.pbn');
    const { status } = await run('convert', utf8, '-o', target);
    assert.equal(status, 0);
    const bytes = fs.readFileSync(target);
    assert.ok(bytes.includes(Buffer.from('[South "S\xf8ren"]', 'latin1')), 'ø as the one Latin-1 byte F8');
    assert.ok(!bytes.includes(Buffer.from('ø', 'utf8')), 'no UTF-8 ø');
    const checked = await run('check', target);
    assert.doesNotMatch(checked.output, /pbn\.encoding/);
    assert.deepEqual(verifierMessages(this, bytes), []);
  });

  it('convert writes UTF-8 when the Latin-1 bytes would read back as other characters (Ã©) or a character does not fit', async () => {
    for (const [name, expected] of [['Ã©ric', 'Ã©ric'], ['Łukasz', 'Łukasz']]) {
      const source = path.join(folder, 'odd.lin');
      fs.writeFileSync(source, REVOKE_BOARD.replace('Sue,', `${name},`), 'utf8');
      const target = path.join(folder, 'odd.pbn');
      assert.equal((await run('convert', source, '-o', target)).status, 0);
      assert.match(fs.readFileSync(target, 'utf8'), new RegExp(`\\[South "${expected}"\\]`));
    }
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
