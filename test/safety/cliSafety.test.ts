/**
 * The CLI on hostile input (issue: `fix` must never corrupt a file, and no input may crash or
 * hang the tool): games with each kind of syntax error are never edited and are named on
 * standard error; writes are atomic (a full disk leaves the original alone); pipes, devices and
 * oversized files are refused in one line; `--`, `--help` after a command, standard input; a
 * reader that closes the pipe early; large outputs that used to be quadratic.
 * Test tier: full — signals and processes of the CLI.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, openSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { open, withCode } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

const BIN = path.resolve(__dirname, '../../bin/pbn-director.js');
const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });

/** The revoke board with one syntax error put in. */
const BROKEN: Record<string, string> = {
  'unterminated string': REVOKE.replace('[Site "Test"]', '[Site "Test]'),
  'missing ]': REVOKE.replace('[Site "Test"]', '[Site "Test"'),
  'stray text': REVOKE.replace('[Site "Test"]', '[Site "Test"] stray'),
  'unterminated comment': REVOKE.replace('[Site "Test"]', '[Site "Test"] { never closed'),
};

describe('fix never edits a game with a syntax error', () => {
  for (const [fault, text] of Object.entries(BROKEN)) {
    it(`${fault}: the game is left byte for byte, stderr says why, exit 1`, async () => {
      const { status, output, errors } = await runCaptured(['fix', '-'], Buffer.from(text, 'latin1'));
      assert.equal(output, text, 'the game comes out unchanged');
      assert.match(errors, /<stdin>:\d+: (board|game) 1: left alone: syntax error — /);
      assert.equal(status, 1, 'errors remain');
    });
  }

  it('fixes the clean game and leaves the broken one next to it (and says which is which)', async () => {
    const clean = REVOKE.replace('[Board "1"]', '[Board "2"]');
    const { output, errors } = await runCaptured(['fix', '-'], Buffer.from(`${BROKEN['stray text']}\n${clean}`, 'latin1'));
    const [first, second] = output.split('\n\n');
    assert.equal(first + '\n', BROKEN['stray text']);
    assert.match(second, /\[Result "\^11"\]/);
    assert.match(errors, /board 1: left alone: syntax error/);
    assert.match(errors, /board 2: \^R before ♠5 at trick 7, Result 9 → \^11, Score NS -100 → NS 650, ruling line added/);
  });

  it('the quick-fixes are not offered on such a game either', () => {
    const { diagnostics, actionsFor } = open(BROKEN['stray text']);
    const [revoke] = withCode(diagnostics, 'pbn.revoke.unmarked');
    assert.ok(revoke, 'the revoke is still reported');
    assert.deepEqual(actionsFor(revoke), []);
  });
});

describe('writes are atomic', () => {
  let folder: string;
  beforeEach(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-atomic-')); });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('--in-place keeps the file mode and leaves no temporary file', async () => {
    const file = path.join(folder, 'board.pbn');
    writeFileSync(file, REVOKE);
    chmodSync(file, 0o640);
    assert.equal((await runCaptured(['fix', '--in-place', file])).status, 0);
    assert.equal(statSync(file).mode & 0o777, 0o640);
    assert.match(readFileSync(file, 'latin1'), /\[Result "\^11"\]/);
    assert.deepEqual(readdirSync(folder), ['board.pbn']);
  });

  it('a write into a missing folder fails in one line, exit 2', async () => {
    const { status, errors } = await runCaptured(['fix', '-o', path.join(folder, 'no', 'such', 'out.pbn'), '-'], Buffer.from(REVOKE));
    assert.equal(status, 2);
    assert.match(errors, /^pbn-director: .*out\.pbn: cannot write \(ENOENT: no such folder\); nothing was written\n$/, 'the one line alone: no "ruling line added" for a write that failed (issue 18 item 11)');
  });

  it('a read-only file (0444) is not rewritten: one line, exit 2, unchanged; --force writes it and keeps the mode (issue 18 item 10)', async () => {
    const file = path.join(folder, 'board.pbn');
    writeFileSync(file, REVOKE);
    chmodSync(file, 0o444);
    const refused = await runCaptured(['fix', '--in-place', file]);
    assert.equal(refused.status, 2);
    assert.equal(refused.errors, `pbn-director: ${file}: read-only (mode 0444); not rewritten, the file is unchanged (--force writes it anyway)\n`);
    assert.equal(readFileSync(file, 'latin1'), REVOKE);
    const forced = await runCaptured(['fix', '--in-place', '--force', file]);
    assert.equal(forced.status, 0, forced.errors);
    assert.match(forced.errors, /board 1: .*ruling line added\n.*: \d+ edits? written to /);
    assert.match(readFileSync(file, 'latin1'), /\[Result "\^11"\]/);
    assert.equal(statSync(file).mode & 0o777, 0o444);
    assert.deepEqual(readdirSync(folder), ['board.pbn']);
  });

  it('report -o and convert -o onto a read-only file are refused the same way', async () => {
    const target = path.join(folder, 'out.html');
    writeFileSync(target, 'kept');
    chmodSync(target, 0o444);
    const report = await runCaptured(['report', '--no-dd', '-o', target, '-'], Buffer.from(REVOKE));
    assert.equal(report.status, 2);
    assert.match(report.errors, /out\.html: read-only \(mode 0444\); not rewritten/);
    const lin = path.join(folder, 'out.lin');
    writeFileSync(lin, 'kept');
    chmodSync(lin, 0o400);
    const convert = await runCaptured(['convert', '-o', lin, '-'], Buffer.from(REVOKE));
    assert.equal(convert.status, 2);
    assert.match(convert.errors, /out\.lin: read-only \(mode 0400\); not rewritten/);
    assert.equal(readFileSync(lin, 'latin1'), 'kept');
  });

  it('as another user: a file it may not write is refused; with --force, or a file open to all, "written" says the owner could not be kept (needs root)', function () {
    if (process.getuid?.() !== 0) this.skip();
    const shared = mkdtempSync(path.join(tmpdir(), 'pbn-owner-'));
    try {
      chmodSync(shared, 0o777);
      const file = path.join(shared, 'board.pbn');
      writeFileSync(file, REVOKE);
      execFileSync('chown', ['1000:1000', file]);
      chmodSync(file, 0o644);
      const asNobody = (...argv: string[]) => spawnSync(process.execPath, [BIN, ...argv], { uid: 65534, gid: 65534, encoding: 'utf8' });
      const probe = asNobody('--version');
      if (probe.status !== 0) this.skip();
      const refused = asNobody('fix', '--in-place', file);
      assert.equal(refused.status, 2);
      assert.equal(refused.stderr, `pbn-director: ${file}: not writable for this user (mode 0644, owner uid 1000); not rewritten, the file is unchanged (--force writes it anyway)\n`);
      assert.equal(readFileSync(file, 'latin1'), REVOKE);
      const forced = asNobody('fix', '--in-place', '--force', file);
      assert.equal(forced.status, 0, forced.stderr);
      assert.match(forced.stderr, /; the owner could not be kept \(uid:gid 1000:1000, now 65534:65534\)\n/);
      writeFileSync(file, REVOKE);
      execFileSync('chown', ['1000:1000', file]);
      chmodSync(file, 0o666);
      const written = asNobody('fix', '--in-place', file);
      assert.equal(written.status, 0, written.stderr);
      assert.match(written.stderr, /edits? written to .*board\.pbn; the owner could not be kept \(uid:gid 1000:1000, now 65534:65534\)\n/);
      assert.equal(statSync(file).uid, 65534, 'the note tells the truth');
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('on a full disk the original is untouched and the message says so (tmpfs of 64 KB; needs root)', function () {
    const mountPoint = path.join(folder, 'small');
    mkdirSync(mountPoint);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mountPoint]).status === 0;
    if (!mounted) this.skip();
    try {
      const file = path.join(mountPoint, 'big.pbn');
      // 43 KB of boards: the fixed text (48 KB) does not fit beside the original in 64 KB.
      const original = Array.from({ length: 100 }, (_, index) => REVOKE.replace('[Board "1"]', `[Board "${index + 1}"]`)).join('\n');
      writeFileSync(file, original);
      const run = spawnSync(process.execPath, [BIN, 'fix', '--in-place', file], { encoding: 'utf8' });
      assert.equal(run.status, 2);
      assert.match(run.stderr, /big\.pbn: cannot write \(ENOSPC: no space left on the device\); the original file is unchanged/);
      assert.ok(!run.stderr.includes('    at '), 'no stack trace');
      assert.ok(!run.stderr.includes('ruling line added'), 'no game is said to be changed when the write failed (issue 18 item 11)');
      assert.equal(readFileSync(file, 'latin1'), original);
      assert.deepEqual(readdirSync(mountPoint), ['big.pbn']);
    } finally {
      spawnSync('umount', [mountPoint]);
    }
  });
});

describe('what the CLI refuses or takes', () => {
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-inputs-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('a named pipe or a device: one line, exit 2, at once (no hang)', async function () {
    const fifo = path.join(folder, 'pipe.pbn');
    if (spawnSync('mkfifo', [fifo]).status !== 0) this.skip();
    for (const [target, kind] of [[fifo, 'a named pipe'], ['/dev/zero', 'a device']]) {
      for (const command of ['check', 'fix', 'report']) {
        const { status, errors } = await runCaptured([command, target]);
        assert.equal(status, 2, `${command} ${target}`);
        assert.equal(errors, `pbn-director: ${target}: ${kind}, not a PBN file; give a file or a folder\n`);
      }
    }
  });

  it('a file over the size limit of fix: one line, exit 2, before reading it', async () => {
    const huge = path.join(folder, 'huge.pbn');
    writeFileSync(huge, '');
    truncateSync(huge, 65 * 1024 * 1024);
    const { status, errors } = await runCaptured(['fix', huge]);
    assert.equal(status, 2);
    assert.match(errors, /huge\.pbn: 65 MB is larger than the 64 MB this tool reads at once; split the file/);
  });

  it('standard input that never ends (- < /dev/zero): check, fix and score stop at 64 MB with the one-line refusal, exit 2', function () {
    this.timeout(120_000);
    for (const command of ['check', 'fix', 'score']) {
      const zero = openSync('/dev/zero', 'r');
      try {
        // Without the bound the read never ends and spawnSync waits for ever (mocha's timeout fails it).
        const run = spawnSync(process.execPath, [BIN, command, '-'], { stdio: [zero, 'pipe', 'pipe'], encoding: 'utf8' });
        assert.equal(run.status, 2, command);
        assert.equal(run.stderr, 'pbn-director: <stdin>: more than the 64 MB this tool reads at once; split the file\n', command);
      } finally {
        closeSync(zero);
      }
    }
  });

  it('standard input one byte over the bound is refused in the same line', async () => {
    const over = await runCaptured(['score', '-'], Buffer.alloc(64 * 1024 * 1024 + 1, 0x20));
    assert.equal(over.status, 2);
    assert.equal(over.errors, 'pbn-director: <stdin>: more than the 64 MB this tool reads at once; split the file\n');
  });

  it('check reads a file of any size game by game; a line over 64 MB gets one line, exit 2', async () => {
    const huge = path.join(folder, 'huge-line.pbn');
    // Spaces, not NUL bytes: a file of NUL bytes is refused first as not text (issue 31 item 13).
    writeFileSync(huge, Buffer.alloc(65 * 1024 * 1024, 0x20));
    const { status, errors, output } = await runCaptured(['check', huge]);
    assert.equal(status, 2);
    assert.equal(output, '');
    assert.match(errors, /^pbn-director: .*huge-line\.pbn: a line of more than 64 MB; this tool reads lines and games up to that size\n$/);
  });

  it('-- ends the options; --help after a command shows the help', async () => {
    const odd = path.join(folder, '-odd.pbn');
    writeFileSync(odd, REVOKE);
    const run = await runCaptured(['check', '--', odd]);
    assert.equal(run.status, 0);
    assert.match(run.output, /^1 file · 0 errors · /m);
    const help = await runCaptured(['check', '--help']);
    assert.equal(help.status, 0);
    assert.match(help.output, /^Usage:/);
  });

  it('fix -o with the input as output is refused unless --in-place', async () => {
    const file = path.join(folder, 'same.pbn');
    writeFileSync(file, REVOKE);
    const { status, errors } = await runCaptured(['fix', '-o', file, file]);
    assert.equal(status, 2);
    assert.match(errors, /-o names the input file; use --in-place/);
    assert.equal(readFileSync(file, 'latin1'), REVOKE);
  });

  it('a reader that closes the pipe early ends the CLI quietly (no EPIPE stack trace)', function () {
    const many = path.join(folder, 'many.pbn');
    writeFileSync(many, Array.from({ length: 300 }, (_, index) => REVOKE.replace('[Board "1"]', `[Board "${index + 1}"]`)).join('\n'));
    const run = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" check --format json "${many}" | head -c 100 >/dev/null`], { encoding: 'utf8' });
    assert.equal(run.stderr, '');
    assert.ok(run.status === 0 || run.status === 1, `exit ${run.status}`);
  });

  it('node dist/server.js without a transport says how to start it, in one line, in the environment\'s language', () => {
    const server = path.resolve(__dirname, '../../dist/server.js');
    const run = spawnSync(process.execPath, [server], { encoding: 'utf8', timeout: 10_000, env: { ...process.env, LANG: 'C' } });
    assert.equal(run.status, 2);
    assert.equal(run.stderr, 'pbn-director language server: start it with --stdio (or --node-ipc from VS Code); the command-line tool is pbn-director.\n');
    const dutch = spawnSync(process.execPath, [server], { encoding: 'utf8', timeout: 10_000, env: { ...process.env, LANG: 'nl_BE.UTF-8' } });
    assert.equal(dutch.stderr, 'pbn-director taalserver: start hem met --stdio (of --node-ipc vanuit VS Code); het opdrachtregelprogramma is pbn-director.\n');
  });
});

describe('outputs that used to grow quadratically', function () {
  this.timeout(60_000);

  it('check --format json on 40 KB of braces: valid JSON, the problems of each game capped with a summary', async () => {
    const braces = `[Event "x"]\n[Play "N"]\n${'} '.repeat(20_000)}\n`;
    const { status, output } = await runCaptured(['check', '--format', 'json', '-'], Buffer.from(braces));
    assert.equal(status, 1);
    const [game] = JSON.parse(output).files[0].games;
    assert.equal(game.diagnostics.length, 1001);
    assert.match(game.diagnostics[1000].message, /^…and 19,\d{3} more problems in this game \(only the first 1,000 are listed\)\.$/);
  });

  it('fix --dry-run on a 2 MB file with a revoke in every board prints every hunk', async () => {
    const boards = Array.from({ length: 5000 }, (_, index) => REVOKE.replace('[Board "1"]', `[Board "${index + 1}"]`));
    const text = boards.join('\n');
    assert.ok(text.length > 2_000_000, `${text.length} characters`);
    const { output } = await runCaptured(['fix', '--dry-run', '-'], Buffer.from(text));
    assert.equal((output.match(/^@@ /gm) ?? []).length, 10_000, 'two hunks a board: Result, Score and line; the ^R mark');
    assert.equal((output.match(/^\+\[Result "\^11"\]$/gm) ?? []).length, 5000);
  });
});

describe('the installed CLI', () => {
  it('exists (npm test builds dist/ first)', () => {
    assert.ok(existsSync(BIN));
    assert.match(execFileSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' }), /^\d+\.\d+\.\d+/);
  });
});
