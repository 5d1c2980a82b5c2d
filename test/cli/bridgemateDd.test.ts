/**
 * `pbn-director audit` with double dummy on a Bridgemate session (.bws): board 7 of
 * samples/audit.pbn entered the Bridgemate way, tables 8 and 11 having played it with North's and
 * East's hands swapped (3♣ = by East with the lead ♥8: double dummy 6 tricks on the recorded
 * deal, 9 with the two hands swapped), so the audit finds the fouled board and its groups as it
 * does for the PBN traveller (test/cli/auditDd.test.ts). Needs the built engine; skips without it.
 * Test tier: full — the audit with double dummy through the CLI.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { describeWith } from '../analysis/support/ddEngine';
import { ResultSpec, bwsBytes } from '../support/bridgemateSession';

const DEAL = 'N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2';
const row = (table: number, contract: string, declarer: string, result: string, lead: string): ResultSpec => ({ table, round: 1, board: 7, contract, declarer, result, lead });

describeWith('engine', 'pbn-director audit with double dummy on a .bws', function () {
  this.timeout(60000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-bws-dd-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('tables 8 and 11 fouled (North and East swapped), 5 a lead not held, 10 an impossible result; the groups for Law 87B', async () => {
    const file = path.join(folder, 'club.bws');
    writeFileSync(file, bwsBytes({
      hands: [{ board: 7, deal: DEAL }],
      results: [
        row(1, '3 NT', 'W', '=', 'C5'), row(2, '3 NT', 'E', '=', 'D2'), row(3, '2 S', 'W', '+1', 'HA'), row(4, '4 H', 'W', '=', 'CK'),
        row(5, '3 NT', 'E', '=', 'SK'), row(6, '2 S', 'W', '+1', 'HK'), row(7, '3 NT', 'W', '+1', 'HQ'), row(8, '3 C', 'E', '=', 'H8'),
        row(10, '4 H', 'W', '+4', 'CK'), row(11, '3 C', 'E', '=', 'H8'),
      ],
    }));
    const { status, output } = await runCaptured(['audit', '--format', 'json', file]);
    assert.equal(status, 1);
    const board = JSON.parse(output).files[0].boards[0];
    assert.deepEqual(board.findings.map((finding: { row: number; kind: string }) => [finding.row, finding.kind]), [[5, 'lead-not-held'], [8, 'fouled'], [9, 'impossible-result'], [10, 'fouled']]);
    assert.deepEqual(board.findings[1].evidence.explainedBy, { variant: 'swap-NE', dd: 9, leadHeld: true });
    assert.deepEqual(board.groups.map((group: { deal: string; tables: string[] }) => [group.deal, group.tables]), [['recorded', ['1', '2', '3', '4', '5', '6', '7', '10']], ['swap-NE', ['8', '11']]]);
  });
});
