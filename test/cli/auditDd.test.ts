/**
 * `pbn-director audit` with double dummy, in-process with the real worker threads (slow tier: a
 * worker start and ten DD tables per run): the fouled table and the groups of samples/audit.pbn
 * (worked out by hand in test/scoring/audit/), the Dutch text, a consistent traveller. Needs the
 * built engine; skips without it.
 * Test tier: full — the audit with double dummy through the CLI.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { describeWith } from '../analysis/support/ddEngine';

const SAMPLE = path.join(__dirname, '..', '..', 'samples', 'audit.pbn');

describeWith('engine', 'pbn-director audit with double dummy', function () {
  this.timeout(60000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-audit-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('--format json: tables 8 and 11 fouled (North and East swapped), table 9 implausible, the groups for Law 87B', async () => {
    const { status, output } = await runCaptured(['audit', '--format', 'json', SAMPLE]);
    assert.equal(status, 1);
    const board = JSON.parse(output).files[0].boards[0];
    assert.deepEqual(board.findings.map((finding: { row: number; kind: string }) => [finding.row, finding.kind]), [[5, 'lead-not-held'], [6, 'reversed-score'], [7, 'score-mismatch'], [8, 'fouled'], [9, 'implausible-result'], [10, 'impossible-result'], [11, 'fouled']]);
    assert.deepEqual(board.findings[3].evidence.explainedBy, { variant: 'swap-NE', dd: 9, leadHeld: true });
    assert.equal(board.findings[3].evidence.dd, 6);
    assert.deepEqual(board.groups, [{ deal: 'recorded', rows: [1, 2, 3, 4, 5, 6, 7, 9, 10], tables: ['1', '2', '3', '4', '5', '6', '7', '9', '10'] }, { deal: 'swap-NE', rows: [8, 11], tables: ['8', '11'] }]);
  });

  it('text in Dutch: the fouled table, the groups to score apart', async () => {
    const { output } = await runCaptured(['audit', '--language', 'nl', SAMPLE]);
    assert.match(output, /Tafel 8: waarschijnlijk een verkeerd gestoken spel \(Artikel 87A\): 3♣ = door Oost, dubbel dummy 6 op de vastgelegde verdeling; het spel zoals gespeeld had Noord en Oost verwisseld \(dubbel dummy 9/);
    assert.match(output, /scoor elke groep apart \(Artikel 87B\): zoals vastgelegd: tafels 1, 2, 3, 4, 5, 6, 7, 9, 10; Noord en Oost verwisseld: tafels 8, 11/);
  });

  it('a consistent traveller: nothing found, exit 0', async () => {
    const file = path.join(folder, 'fine.pbn');
    // Board 7's deal: 3NT by West or East takes 9 double dummy; 400 for EW nobody vulnerable.
    writeFileSync(file, `[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2"]\n[ScoreTable "Table;Contract;Declarer;Result;Lead;Score_NS;Score_EW"]\n1 3NT W 9 C5 - 400\n2 3NT E 9 D2 - 400\n`);
    const { status, output } = await runCaptured(['audit', file]);
    assert.equal(status, 0);
    assert.equal(output, `${file}: 1 board audited, nothing found\n`);
  });
});
