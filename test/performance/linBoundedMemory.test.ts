/**
 * Issue 18 item 7: `check` (text and JSON) and `convert --to pbn` of a LIN file go board by board
 * (cli/linFile.ts), so a 12 MB LIN file — the corpus's boards repeated, one board a line as the
 * robots write them, and vugraph rooms under one `vg`/`rs` header — stays under 250 MB peak RSS
 * (read by a preloaded hook at exit), where reading it whole took some 55 to 75 times the file
 * (670 to 930 MB). Skipped with a note when the LIN corpus (../shared) is absent.
 * Test tier: full — bounded memory on large LIN files.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCli, writeUsageHook } from '../../scripts/bench/processRuns';
import { LIN_CORPUS, requirePath } from '../lin/support';

const TARGET_BYTES = 12 * 1024 * 1024;
const BOUND_MB = 250;

/** `header` then `lines` repeated until the text passes TARGET_BYTES. */
function repeated(header: readonly string[], lines: readonly string[]): string {
  const out = [...header];
  let size = 0;
  while (size < TARGET_BYTES) for (const line of lines) { out.push(line); size += line.length + 1; }
  return `${out.join('\n')}\n`;
}

describe('LIN check and convert in bounded memory (issue 18 item 7)', function () {
  this.timeout(600_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'lin-memory-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it(`check (text, JSON) and convert --to pbn of a 12 MB LIN file stay under ${BOUND_MB} MB peak RSS`, function () {
    requirePath(this, LIN_CORPUS, 'the LIN corpus');
    const robot = readFileSync(path.join(LIN_CORPUS, 'dominicprice-endplay_example1.lin'), 'latin1').split('\n').filter((line) => line.trim());
    const vugraph = readFileSync(path.join(LIN_CORPUS, 'forrestrice-bridge-bots_usbf_sf_14502.lin'), 'latin1').split('\n');
    const files = {
      'robot.lin': repeated([], robot),
      'vugraph.lin': repeated(vugraph.slice(0, 3), vugraph.slice(3)),
    };
    const hook = writeUsageHook(folder);
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(folder, name);
      writeFileSync(file, text, 'latin1');
      const megabytes = statSync(file).size / 1024 / 1024;
      assert.ok(megabytes > 11, `the file is ${megabytes.toFixed(1)} MB`);
      for (const args of [['check', file], ['check', '--format', 'json', file], ['convert', '--to', 'pbn', '-o', path.join(folder, 'out.pbn'), file]]) {
        const run = runCli(args, hook, folder, { TMPDIR: folder });
        assert.ok(run.status === 0 || run.status === 1, `${args.join(' ')}: status ${run.status}`);
        assert.ok(run.peakRssMb !== undefined && run.peakRssMb < BOUND_MB, `${name}: ${args[0]} ${args[1]}: peak RSS ${run.peakRssMb?.toFixed(0)} MB for a ${megabytes.toFixed(1)} MB file`);
      }
    }
  });
});
