/**
 * A slow reader of standard output (`check --format json big.pbn | less`, a pipe over a network):
 * the CLI waits for it instead of piling the output up in memory (issue 37 item 16: the JSON of a
 * 60 MB file with a finding in every game, read through a pipe, held 556 MB). The JSON is held back
 * until every file is read (a file that cannot be read leaves standard output empty), then written
 * in pieces, each waited for.
 */
import * as assert from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../server/src/cli/main';
import { everyGameFindings } from '../../scripts/bench/edgeInputs';

/** Runs `check` with a standard output that counts what is written between two waits for the reader. */
async function largestUnwaitedWrite(argv: string[]): Promise<{ status: number; largest: number; total: number }> {
  let sinceWait = 0, largest = 0, total = 0;
  const status = await runCli(argv, {
    stdout: (chunk) => {
      sinceWait += chunk.length;
      total += chunk.length;
      largest = Math.max(largest, sinceWait);
    },
    stderr: () => undefined,
    stderrIsTTY: false,
    stdin: () => [],
    stdoutDrained: async () => { sinceWait = 0; },
  });
  return { status, largest, total };
}

describe('a slow reader of standard output (issue 37 item 16)', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'slow-reader-'));
    writeFileSync(join(folder, 'every-game.pbn'), everyGameFindings(1.5), 'latin1');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  for (const format of ['json', 'text']) {
    it(`is waited for between pieces of check --format ${format}'s output`, async () => {
      const run = await largestUnwaitedWrite(['check', '--format', format, join(folder, 'every-game.pbn')]);
      assert.strictEqual(run.status, 1);
      // Megabytes of output (a finding in each of some 7,000 games), never more than half a megabyte unwaited.
      assert.ok(run.total > 1024 * 1024, `only ${run.total} characters written`);
      assert.ok(run.largest <= 512 * 1024, `${run.largest} characters written without waiting for the reader`);
    });
  }
});
