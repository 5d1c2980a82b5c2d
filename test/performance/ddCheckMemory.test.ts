/**
 * `check --dd` of a PBN file reads it game by game (pipeline/ddGamePipeline.ts): each block's
 * double-dummy questions are answered, its games checked and dropped, so the peak RSS stays at the
 * floor of Node and the double-dummy workers whatever the size of the file. A 6 MB file of
 * repeated samples (those whose double dummy is cheap, some 1 s of CPU a MB) peaks within 120 MB
 * of a 1 MB one (measured: 188 and 210 MB); read whole (`check --dd -`: 210 and 469 MB) it grows
 * some 50 MB a MB and fails. The bound is relative, not a fixed ceiling, because the workers (one
 * a core) are a large part of the floor. The peak is read by a preloaded hook at exit, no clock.
 * Slow tier (some 10 s of CPU). Needs the built engine; skips without it.
 * Test tier: full — bounded memory of check --dd.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { repeatedSamples } from '../../scripts/bench/ddCheckMemory';
import { runCli, writeUsageHook } from '../../scripts/bench/processRuns';
import { describeWith } from '../analysis/support/ddEngine';

/** Samples with double-dummy questions that are cheap to answer (a claim, revokes, an adjusted score). */
const CHEAP_SAMPLES = ['adjusted-score.pbn', 'claim-layouts.pbn', 'revoke-equity.pbn', 'revoke-marked.pbn'];
/** How far the large file's peak may rise above the small one's. */
const GROWTH_BOUND_MB = 120;

describeWith('engine', 'check --dd in bounded memory', function () {
  this.timeout(300_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-dd-memory-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it(`a 6 MB file peaks within ${GROWTH_BOUND_MB} MB of a 1 MB one (game by game; whole it grows some 260 MB)`, () => {
    const hook = writeUsageHook(folder);
    const peaks = [1, 6].map((megabytes) => {
      const file = path.join(folder, `samples-${megabytes}mb.pbn`);
      writeFileSync(file, repeatedSamples(megabytes * 1024 * 1024, CHEAP_SAMPLES), 'latin1');
      const run = runCli(['check', '--dd', file], hook, folder);
      assert.ok(run.status === 0 || run.status === 1, `${megabytes} MB: ended with ${run.status}`);
      assert.ok(run.peakRssMb !== undefined, `${megabytes} MB: no peak RSS recorded`);
      return run.peakRssMb;
    });
    assert.ok(peaks[1] - peaks[0] < GROWTH_BOUND_MB, `peak RSS ${peaks[0].toFixed(0)} MB at 1 MB, ${peaks[1].toFixed(0)} MB at 6 MB`);
  });
});
