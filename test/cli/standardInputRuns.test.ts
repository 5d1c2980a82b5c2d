/**
 * `fix -` spills standard input to a temporary copy and its fixed text to another, both named
 * `pbn-director-PID-TIME-N.tmp`. When each module kept its own N, two runs in one process in the
 * same millisecond could pick a taken name and stop with "EEXIST" (about one pair in seven, as
 * the in-process tests run). One counter, and a taken name skipped, make every run succeed.
 */
import assert from 'node:assert/strict';
import { closeSync, existsSync, unlinkSync } from 'node:fs';
import { forgetTemporary, openSpillFile } from '../../server/src/io/temporaryFiles';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN } from '../rulings/boards';

const WRONG_RESULT = pbnGame({ ...CLEAN_ONE_DOWN, result: '10', score: 'NS 650' });

describe('fix of standard input, run after run in one process', () => {
  it('60 runs of `fix -` on their own output: each succeeds and the second of each pair changes nothing', async () => {
    for (let run = 0; run < 30; run++) {
      const first = await runCaptured(['fix', '-'], Buffer.from(WRONG_RESULT, 'latin1'));
      const second = await runCaptured(['fix', '-'], Buffer.from(first.output, 'latin1'));
      assert.equal(first.errors.includes('internal error'), false, first.errors);
      assert.equal(second.errors, '', `run ${run}: ${second.errors}`);
      assert.equal(second.output, first.output, `run ${run}`);
    }
  });

  it('spill files opened back to back have distinct names and exist until removed', () => {
    const opened = Array.from({ length: 20 }, () => openSpillFile());
    assert.equal(new Set(opened.map((spill) => spill.path)).size, 20);
    for (const spill of opened) {
      assert.ok(existsSync(spill.path));
      closeSync(spill.descriptor);
      unlinkSync(spill.path);
      forgetTemporary(spill.path);
    }
  });
});
