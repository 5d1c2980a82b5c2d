/**
 * `check --dd` of a PBN file read game by game (pipeline/ddGamePipeline.ts) gives the bytes the
 * whole-file path printed (CliIo.readWhole), with the same exit status: English text and Dutch
 * JSON, on the samples and the real files under 10 KB of the shared corpus (skipped when absent).
 * Slow tier: real double-dummy workers. Needs the built engine; skips without it.
 * Test tier: full — a stream test (check --dd read in blocks against read whole).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('games read ahead of their check keep their own tokens: five samples in one block under `% EXPORT` give the export-layout and DD findings of the whole path', async () => {
    // The block's games are all read before the first is checked; with shared token buffers the export-layout check of the earlier ones read the last one's tokens.
    const names = ['revoke-equity.pbn', 'revoke-unmarked.pbn', 'claim.pbn', 'revoke-marked.pbn', 'teaching.pbn'];
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-dd-stream-'));
    try {
      const file = path.join(folder, 'export.pbn');
      writeFileSync(file, ['% EXPORT', ...names.map((name) => readFileSync(path.join(SAMPLES, name), 'latin1'))].join('\n'), 'latin1');
      const argv = ['check', '--dd', '--language', 'en', file];
      const [streamed, whole] = [await runCaptured(argv), await runCaptured(argv, Buffer.alloc(0), true)];
      assert.equal(streamed.output, whole.output);
      assert.match(whole.output, /pbn\.revoke\.equity/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
