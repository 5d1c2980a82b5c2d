/**
 * Issue 18 item 7 for `audit` with double dummy (the default): a PBN file, or standard input, is
 * read game by game with the DD session (commands/audit.ts), so a 6 MB file of
 * travellers is audited in a 64 MB heap (Node's --max-old-space-size; the double-dummy workers'
 * tables live outside it). Read whole, as before, the same run needs some 25 times the file and
 * runs out of that heap. No clock is read. Slow tier: some 7,000 games with double dummy, twice.
 * Needs the built engine; skips without it.
 * Test tier: full — bounded memory of audit.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { writeAuditDdFile } from '../../scripts/bench/auditDdMemory';
import { describeWith } from '../analysis/support/ddEngine';

const BIN = path.resolve(__dirname, '../../bin/pbn-director.js');
const HEAP_MB = 64;

/** Runs `audit --format json` in a heap of HEAP_MB, on `file` or (with `stdin`) on standard input. */
function auditInSmallHeap(file: string, stdin: boolean): { status: number | null; signal: NodeJS.Signals | null; output: string; errors: string } {
  const input = stdin ? openSync(file, 'r') : 'ignore';
  try {
    const run = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, BIN, 'audit', '--format', 'json', stdin ? '-' : file], { stdio: [input, 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26 });
    return { status: run.status, signal: run.signal, output: run.stdout, errors: run.stderr };
  } finally {
    if (typeof input === 'number') closeSync(input);
  }
}

describeWith('engine', 'audit with double dummy in bounded memory (issue 18 item 7)', function () {
  this.timeout(900_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-audit-memory-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it(`a 6 MB file of travellers, and the same on standard input, are audited with double dummy in a ${HEAP_MB} MB heap`, () => {
    const file = path.join(folder, 'travellers.pbn');
    const megabytes = writeAuditDdFile(file, 6);
    assert.ok(megabytes > 5.9, `the file is ${megabytes.toFixed(1)} MB`);
    for (const stdin of [false, true]) {
      const run = auditInSmallHeap(file, stdin);
      const what = stdin ? 'standard input' : 'the file';
      assert.equal(run.signal, null, `${what}: ended by ${run.signal} (out of memory)`);
      assert.equal(run.status, 1, `${what}: ${run.errors.slice(-300)}`);
      // Every fiftieth traveller is samples/audit.pbn's, with its fouled table found by double dummy; every twenty-fifth board was played in two rooms.
      const boards = JSON.parse(run.output).files[0].boards as Array<{ board: string; findings: Array<{ kind: string }> }>;
      const fouled = boards.filter((board) => board.findings.some((finding) => finding.kind === 'fouled'));
      assert.ok(fouled.length > 100, `${what}: ${fouled.length} fouled boards`);
      assert.ok(boards.some((board) => Number(board.board) > 100_000), `${what}: a board played in two rooms is reported`);
    }
  });
});
