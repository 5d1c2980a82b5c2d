/**
 * `audit --no-dd` reads a PBN file game by game (features/audit/auditStream.ts) and prints the
 * bytes the whole-file path printed (CliIo.readWhole), with the same exit status: text in English
 * and Dutch and JSON, on the samples, the audit fixtures (boards played in two rooms), standard
 * input, several files in one run, and the real corpus under ../shared (skipped, saying so, when
 * absent). Slow tier: every file is read twice per format.
 * Test tier: full — a stream test (audit game by game against whole).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';

const ROOT = path.join(__dirname, '..', '..');
const pbnIn = (folder: string) => readdirSync(folder).filter((name) => /\.pbn$/i.test(name)).sort().map((name) => path.join(folder, name));
const LOCAL = [...pbnIn(path.join(ROOT, 'samples')), ...pbnIn(path.join(ROOT, 'test', 'fixtures', 'audit'))];
const CORPUS = path.resolve(ROOT, '..', 'shared', 'corpus', 'real');
const FORMATS: ReadonlyArray<readonly string[]> = [[], ['--language', 'nl'], ['--format', 'json']];

/** Runs `audit --no-dd` streamed and whole; both must print the same bytes and end the same. */
async function assertSameAsWhole(argv: readonly string[], stdin?: Buffer): Promise<void> {
  const streamed = await runCaptured(['audit', '--no-dd', ...argv], stdin);
  const whole = await runCaptured(['audit', '--no-dd', ...argv], stdin, true);
  assert.equal(streamed.errors, whole.errors, `${argv.join(' ')}: standard error`);
  assert.ok(streamed.bytes.equals(whole.bytes), `${argv.join(' ')}: standard output differs\n--- streamed\n${streamed.output}\n--- whole\n${whole.output}`);
  assert.equal(streamed.status, whole.status, `${argv.join(' ')}: exit status`);
}

describe('audit --no-dd streamed prints what the whole-file path printed', function () {
  this.timeout(300_000);

  for (const file of LOCAL) {
    it(path.relative(ROOT, file), async () => {
      for (const format of FORMATS) await assertSameAsWhole([...format, file]);
    });
  }

  it('samples/audit.pbn has findings (the comparison is not of empty outputs)', async () => {
    const { status, output } = await runCaptured(['audit', '--no-dd', path.join(ROOT, 'samples', 'audit.pbn')]);
    assert.equal(status, 1);
    assert.match(output, /lead ♠K/);
  });

  it('standard input, and several files in one run', async () => {
    const sample = path.join(ROOT, 'samples', 'audit.pbn');
    for (const format of FORMATS) await assertSameAsWhole([...format, '-'], readFileSync(sample));
    for (const format of FORMATS) await assertSameAsWhole([...format, ...LOCAL]);
  });

  if (!existsSync(CORPUS)) it.skip(`the real corpus (${CORPUS}) is absent: its files are not compared`);
  else {
    for (const file of pbnIn(CORPUS)) {
      it(`corpus: ${path.basename(file)}`, async () => {
        for (const format of FORMATS) await assertSameAsWhole([...format, file]);
      });
    }
  }
});
