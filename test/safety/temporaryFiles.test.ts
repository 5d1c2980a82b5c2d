/**
 * Issue 18 item 9 and issue 37 item 5: temporary files never outlive the run, and a signal stops
 * every command at once. A signal (SIGINT, SIGTERM, SIGHUP) during `check --format json` ends
 * the process by that signal (a shell's status 130, 143) and its spill files are removed (by the
 * janitor, once the process is gone); so during `fix --in-place`, and during a long synchronous
 * computation, which a signal handler in the process could not interrupt; a run killed outright
 * leaves files that the next run removes by their name pattern and dead process id, never those
 * of a process that still runs. Each test waits for a state (a file appears or goes, a process
 * exits), never for a time.
 * Test tier: full — signals and processes of the CLI.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { holdSignals, noteTemporary, removeTemporariesOnSignals } from '../../server/src/io/temporaryFiles';
import { generateFile } from '../../scripts/benchBoards';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'bin/pbn-director.js');

/** The id of a process that has ended (a child run to its end). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/** Resolves once `ready()` holds, looking again after each turn of the event loop's timers. */
function until(ready: () => boolean): Promise<void> {
  return new Promise((resolve) => { const look = () => (ready() ? resolve() : setTimeout(look, 5)); look(); });
}

describe('temporary files (issue 18 item 9)', function () {
  this.timeout(120_000);
  let folder: string;
  let temporary: string;
  let big: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-temporaries-'));
    big = path.join(folder, 'big.pbn');
    // 10,000 boards: the JSON output passes the quarter megabyte held in memory, so it spills.
    writeFileSync(big, generateFile(10_000, 7), 'latin1');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));
  beforeEach(() => { temporary = mkdtempSync(path.join(folder, 'tmp-')); });

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`${signal} during check --format json removes its spill files and the process dies of ${signal}`, async () => {
      const child = spawn(process.execPath, [BIN, 'check', '--format', 'json', big], { env: { ...process.env, TMPDIR: temporary }, stdio: 'ignore' });
      const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, by) => resolve({ code, signal: by })));
      let exited = false;
      void ended.then(() => { exited = true; });
      await until(() => exited || readdirSync(temporary).some((name) => name.startsWith(`pbn-director-${child.pid}-`)));
      assert.ok(!exited, 'the check spilled to a temporary file before it ended');
      child.kill(signal);
      const end = await ended;
      assert.equal(end.signal, signal, 'it still dies of the signal');
      await until(() => readdirSync(temporary).length === 0);
      assert.deepEqual(readdirSync(temporary), [], 'no spill file is left');
    });
  }

  it('the next check removes the spill files of a run killed outright, and not those of a process that runs', () => {
    const dead = path.join(temporary, `pbn-director-${deadPid()}-1796000000000-0.tmp`);
    const running = path.join(temporary, `pbn-director-${process.pid}-1796000000000-0.tmp`);
    const other = path.join(temporary, 'pbn-director-notes.txt');
    for (const file of [dead, running, other]) writeFileSync(file, 'x');
    const run = spawnSync(process.execPath, [BIN, 'check', path.join(ROOT, 'samples')], { env: { ...process.env, TMPDIR: temporary } });
    assert.ok(run.status === 0 || run.status === 1, String(run.stderr));
    assert.deepEqual(readdirSync(temporary).sort(), [path.basename(running), path.basename(other)].sort());
  });

  it('fix --in-place removes what a killed fix of the same file left beside it, and nothing else', () => {
    const file = path.join(temporary, 'board.pbn');
    writeFileSync(file, pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }));
    const pid = deadPid();
    const leftover = path.join(temporary, `.board.pbn.${pid}.0a1b2c3d.tmp`);
    const running = path.join(temporary, `.board.pbn.${process.pid}.0a1b2c3d.tmp`);
    const otherFile = path.join(temporary, `.other.pbn.${pid}.0a1b2c3d.tmp`);
    for (const name of [leftover, running, otherFile]) writeFileSync(name, 'a full-size copy');
    const run = spawnSync(process.execPath, [BIN, 'fix', '--in-place', file], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.ok(!existsSync(leftover), 'the dead run\'s temporary is gone');
    assert.deepEqual(readdirSync(temporary).sort(), [path.basename(running), 'board.pbn', path.basename(otherFile)].sort());
  });

  it('SIGINT during fix --in-place: the process dies of it, the temporary beside the file goes, the file is as it was', async () => {
    const file = path.join(temporary, 'big.pbn');
    const board = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });
    const text = Array.from({ length: 4000 }, (_, index) => board.replace('[Board "1"]', `[Board "${index + 1}"]`)).join('\n');
    writeFileSync(file, text);
    const child = spawn(process.execPath, [BIN, 'fix', '--in-place', file], { stdio: 'ignore' });
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, signal) => resolve(signal)));
    let exited = false;
    void ended.then(() => { exited = true; });
    await until(() => exited || readdirSync(temporary).length > 1);
    assert.ok(!exited, 'the fix was writing its temporary');
    child.kill('SIGINT');
    assert.equal(await ended, 'SIGINT');
    await until(() => readdirSync(temporary).length === 1);
    assert.deepEqual(readdirSync(temporary), ['big.pbn']);
    assert.equal(readFileSync(file, 'latin1'), text);
  });

  it('SIGTERM in a shell: status 143 (a process ended by the signal)', async () => {
    const run = spawnSync('bash', ['-c', `"$0" "$1" check --format json "$2" >/dev/null & pid=$!; until ls "$3" | grep -q "pbn-director-$pid-"; do sleep 0.01; done; kill -TERM $pid; wait $pid; echo $?`, process.execPath, BIN, big, temporary], { env: { ...process.env, TMPDIR: temporary }, encoding: 'utf8' });
    assert.equal(run.stdout, '143\n', run.stderr);
    await until(() => readdirSync(temporary).length === 0);
  });

  it('a signal during a long synchronous computation ends the process at once, and its temporary is removed', async () => {
    const file = path.join(temporary, '.board.pbn.1.ab.tmp');
    const script = path.join(temporary, 'holder.ts');
    writeFileSync(file, 'half-written');
    writeFileSync(script, [
      `import { noteTemporary, removeTemporariesOnSignals } from ${JSON.stringify(path.join(ROOT, 'server/src/io/temporaryFiles'))};`,
      'removeTemporariesOnSignals();',
      `noteTemporary(${JSON.stringify(file)});`,
      'process.stdout.write("ready\\n");',
      // Never gives the event loop a turn: a signal handler in this process would never run.
      'for (;;) Math.sqrt(Math.random());',
    ].join('\n'));
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => { if (String(chunk).includes('ready')) resolve(); }));
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, signal) => resolve(signal)));
    child.kill('SIGTERM');
    assert.equal(await ended, 'SIGTERM');
    await until(() => !existsSync(file));
    assert.ok(!existsSync(file), 'the temporary is removed');
  });

  it('no signal handler is installed while temporaries exist (a signal acts as usual)', () => {
    const counts = () => ['SIGINT', 'SIGTERM', 'SIGHUP'].map((signal) => process.listenerCount(signal));
    const before = counts();
    removeTemporariesOnSignals();
    noteTemporary(path.join(temporary, 'noted.tmp'));
    holdSignals();
    assert.deepEqual(counts(), before);
  });
});
