/**
 * `audit` with double dummy of a PBN file read game by game (features/audit/auditStream.ts with
 * the CLI's DD session) prints the bytes the whole-file path printed (CliIo.readWhole), with the
 * same exit status: English and Dutch text and JSON, on the samples, the audit fixtures (a board
 * played in two rooms), standard input, a generated file of several blocks (travellers with
 * findings and swapped deals, boards in two rooms) and, in JSON, the real files under 40 KB of the
 * shared corpus (skipped, saying so, when absent). Slow tier: real double-dummy workers (some ten
 * minutes on a loaded machine). Needs the built engine; skips without it.
 * Test tier: full — a stream test (audit with double dummy game by game against whole).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { writeAuditDdFile } from '../../scripts/bench/auditDdMemory';
import { runCaptured } from '../support/cli';
import { describeWith } from '../analysis/support/ddEngine';
import { REAL_FOLDER as CORPUS } from '../golden/support/fixtureGames';

const ROOT = path.join(__dirname, '..', '..');
const pbnIn = (folder: string) => readdirSync(folder).filter((name) => /\.pbn$/i.test(name)).sort().map((name) => path.join(folder, name));
const LOCAL = [...pbnIn(path.join(ROOT, 'samples')), ...pbnIn(path.join(ROOT, 'test', 'fixtures', 'audit'))];
const FORMATS: ReadonlyArray<readonly string[]> = [[], ['--language', 'nl'], ['--format', 'json']];

/** Runs `audit` (with double dummy) game by game and whole; both must print the same bytes and end the same. */
async function assertSameAsWhole(argv: readonly string[], stdin?: Buffer): Promise<string> {
  const streamed = await runCaptured(['audit', ...argv], stdin);
  const whole = await runCaptured(['audit', ...argv], stdin, true);
  assert.equal(streamed.errors, whole.errors, `${argv.join(' ')}: standard error`);
  assert.ok(streamed.bytes.equals(whole.bytes), `${argv.join(' ')}: standard output differs\n--- streamed\n${streamed.output}\n--- whole\n${whole.output}`);
  assert.equal(streamed.status, whole.status, `${argv.join(' ')}: exit status`);
  return whole.output;
}

describeWith('engine', 'audit with double dummy read game by game prints what the whole-file path printed', function () {
  this.timeout(600_000);

  for (const file of LOCAL) {
    it(path.relative(ROOT, file), async () => {
      for (const format of FORMATS) await assertSameAsWhole([...format, file]);
    });
  }

  it('samples/audit.pbn: the double-dummy findings are there (the fouled table), also from standard input', async () => {
    const sample = path.join(ROOT, 'samples', 'audit.pbn');
    assert.match(await assertSameAsWhole([sample]), /Law 87A/);
    for (const format of FORMATS) await assertSameAsWhole([...format, '-'], readFileSync(sample));
  });

  it('a generated file of several blocks: travellers with findings, boards played in two rooms; also several files in one run', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-audit-dd-stream-'));
    try {
      const file = path.join(folder, 'blocks.pbn');
      writeAuditDdFile(file, 0.25);
      assert.ok(statSync(file).size > 4 * (1 << 15), 'more than four blocks');
      for (const format of FORMATS) {
        const output = await assertSameAsWhole([...format, file]);
        if (format.length === 0) assert.match(output, /Law 87A/);
        if (format.length === 0) assert.match(output, /Closed room: the lead/);
      }
      await assertSameAsWhole(['--format', 'json', path.join(ROOT, 'samples', 'audit.pbn'), file, path.join(ROOT, 'test', 'fixtures', 'audit', 'rooms.pbn')]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  if (!existsSync(CORPUS)) it.skip(`the real files (${CORPUS} is absent): they are not compared`);
  else {
    for (const file of pbnIn(CORPUS).filter((name) => statSync(name).size < 40 * 1024)) {
      // JSON only (its messages are the English text's): a real traveller file asks hundreds of DD tables per run.
      it(`corpus: ${path.basename(file)} (JSON)`, async () => {
        await assertSameAsWhole(['--format', 'json', file]);
      });
    }
  }
});
