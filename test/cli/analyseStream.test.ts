/**
 * `analyse` of a PBN file read game by game (cli/analyseStream.ts) gives the bytes the whole-file
 * path printed and wrote (CliIo.readWhole), with the same exit status: standard output and error
 * in English text and Dutch JSON, and with `--write` (in Dutch) the written file, on the samples and the real
 * files under 10 KB of the shared corpus (skipped when absent); also a file with lone CRs, one
 * with a byte order mark, standard input, several files with a LIN file among them, a file
 * without a game, and a read-only file with nothing to change (not written, not refused).
 * Slow tier: real double-dummy workers. Needs the built engine; skips without it.
 * Test tier: full — a stream test (analyse game by game against whole).
 */
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CliRun, runCaptured } from '../support/cli';
import { describeWith } from '../analysis/support/ddEngine';
import { REAL_FOLDER as CORPUS } from '../golden/support/fixtureGames';

const SAMPLES = path.join(__dirname, '..', '..', 'samples');
const LIN = path.join(__dirname, '..', 'fixtures', 'audit', 'rooms.lin');

/** The samples, and the real files under 10 KB when the corpus is there. */
function files(): string[] {
  const samples = readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn')).map((name) => path.join(SAMPLES, name));
  if (!existsSync(CORPUS)) return samples;
  const real = readdirSync(CORPUS).filter((name) => name.endsWith('.pbn')).map((name) => path.join(CORPUS, name)).filter((file) => statSync(file).size < 10 * 1024);
  return [...samples, ...real];
}

/** A run's exit status, standard output and standard error. */
function said(run: CliRun): { status: number; output: string; errors: string } {
  return { status: run.status, output: run.output, errors: run.errors };
}

/** Runs `argv` streamed and whole and asserts the same status, output and errors; `reset` runs before each (the file written back). */
async function sameBothWays(argv: string[], label: string, reset: () => void = () => undefined, stdin?: Buffer): Promise<{ streamed: CliRun; whole: CliRun }> {
  reset();
  const streamed = await runCaptured(argv, stdin);
  const afterStreamed = written();
  reset();
  const whole = await runCaptured(argv, stdin, true);
  assert.deepEqual(said(streamed), said(whole), label);
  assert.deepEqual(afterStreamed, written(), `${label}: the written files`);
  return { streamed, whole };
}

let folder = '';

/** The bytes of every file in the work folder. */
function written(): Record<string, string> {
  return Object.fromEntries(readdirSync(folder).sort().map((name) => [name, readFileSync(path.join(folder, name)).toString('latin1')]));
}

describeWith('engine', 'analyse read game by game', function () {
  this.timeout(600000);
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-analyse-stream-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));
  if (!existsSync(CORPUS)) it.skip(`the real files (${CORPUS} is absent)`);

  for (const file of files()) {
    it(`${path.basename(file)}: the same bytes as the whole-file path (text in English, JSON in Dutch, --write)`, async () => {
      for (const [format, language] of [['text', 'en'], ['json', 'nl']]) {
        const { whole } = await sameBothWays(['analyse', '--format', format, '--language', language, file], `${format} ${language}`);
        assert.ok(whole.output.length > 0);
      }
      const copy = path.join(folder, path.basename(file));
      // The corpus files are read-only: the copies are not.
      const { whole } = await sameBothWays(['analyse', '--write', '--language', 'nl', copy], '--write', () => { copyFileSync(file, copy); chmodSync(copy, 0o644); });
      assert.match(whole.errors, /\.pbn:\d+: /);
      rmSync(copy);
    });
  }

  it('lone CRs and a byte order mark: the same output and the same file written (CRs and mark kept)', async () => {
    const text = ['revoke-equity.pbn', 'clean.pbn', 'teaching.pbn'].map((name) => readFileSync(path.join(SAMPLES, name), 'latin1')).join('\n');
    const loneCr = path.join(folder, 'lone-cr.pbn'), marked = path.join(folder, 'marked.pbn');
    const reset = () => {
      writeFileSync(loneCr, text.replace(/\r?\n/g, '\r'), 'latin1');
      writeFileSync(marked, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace('Board "1"', 'Board "1é"'), 'utf8')]));
    };
    for (const format of ['text', 'json']) await sameBothWays(['analyse', '--format', format, loneCr, marked], format, reset);
    const { whole } = await sameBothWays(['analyse', '--write', loneCr, marked], '--write', reset);
    assert.match(whole.errors, /lone-cr\.pbn:\d+: board 1: OptimumResultTable, OptimumScore and ParContract written/);
    assert.ok(readFileSync(loneCr, 'latin1').includes(']\r['));
    assert.deepEqual([...readFileSync(marked).subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    rmSync(loneCr);
    rmSync(marked);
  });

  it('standard input, a LIN file among PBN files, a file without a game: the same bytes', async () => {
    const empty = path.join(folder, 'empty.pbn');
    writeFileSync(empty, '% nothing here\n');
    const sample = path.join(SAMPLES, 'claim.pbn');
    for (const format of ['text', 'json']) {
      await sameBothWays(['analyse', '--format', format, '-'], `${format} standard input`, undefined, readFileSync(sample));
      await sameBothWays(['analyse', '--format', format, '--write', '-'], `${format} --write standard input`, undefined, readFileSync(sample));
      await sameBothWays(['analyse', '--format', format, sample, LIN, empty], `${format} with a LIN file`);
    }
    // A file that holds its DD tags already is not rewritten, a read-only one not refused.
    const right = path.join(folder, 'right.pbn');
    copyFileSync(sample, right);
    await runCaptured(['analyse', '--write', right]);
    chmodSync(right, 0o444);
    const { streamed } = await sameBothWays(['analyse', '--write', right], 'read-only, nothing to change');
    assert.equal(streamed.status, 0);
    assert.match(streamed.errors, /DD tags already right\n/);
    chmodSync(right, 0o644);
    rmSync(right);
    rmSync(empty);
  });
});
