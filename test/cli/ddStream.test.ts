/**
 * `check --dd` of a PBN file read game by game (pipeline/ddGamePipeline.ts) gives the bytes the
 * whole-file path printed (CliIo.readWhole), with the same exit status: English text and Dutch
 * JSON, on the samples and the real files under 10 KB of the shared corpus (skipped when absent).
 * Slow tier: real double-dummy workers. Needs the built engine; skips without it.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { describeWith } from '../analysis/support/ddEngine';
import { REAL_FOLDER as CORPUS } from '../golden/support/fixtureGames';

const SAMPLES = path.join(__dirname, '..', '..', 'samples');

/** The samples, and the real files under 10 KB when the corpus is there. */
function files(): string[] {
  const samples = readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn')).map((name) => path.join(SAMPLES, name));
  if (!existsSync(CORPUS)) return samples;
  const real = readdirSync(CORPUS).filter((name) => name.endsWith('.pbn')).map((name) => path.join(CORPUS, name)).filter((file) => statSync(file).size < 10 * 1024);
  return [...samples, ...real];
}

describeWith('engine', 'check --dd read game by game', function () {
  this.timeout(600000);
  if (!existsSync(CORPUS)) it.skip(`the real files (${CORPUS} is absent)`);
  for (const file of files()) {
    it(`${path.basename(file)}: the same bytes as the whole-file path (text in English, JSON in Dutch)`, async () => {
      for (const [format, language] of [['text', 'en'], ['json', 'nl']]) {
        const argv = ['check', '--dd', '--format', format, '--language', language, file];
        const streamed = await runCaptured(argv);
        const whole = await runCaptured(argv, Buffer.alloc(0), true);
        assert.equal(streamed.status, whole.status, `${format} ${language}: exit status`);
        assert.equal(streamed.output, whole.output, `${format} ${language}: output`);
        assert.ok(whole.output.length > 0);
      }
    });
  }
});
