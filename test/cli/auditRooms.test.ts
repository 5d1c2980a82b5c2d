/**
 * `pbn-director audit` on a board played in two rooms with no ScoreTable, in PBN and in LIN
 * (test/fixtures/audit/rooms.*: board 46, 4♥ = by East in the Open room, by West in the Closed
 * room, nobody vulnerable, so NS −420 in both). Worked out by hand: the Closed room's lead ♦A is
 * not in North's hand (South holds it), and rooms.pbn writes its score NS +420, reversed. The
 * LIN gives no score of its own (the projection computes it). A smoke run on the shared LIN corpus
 * skips when ../shared is absent.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'audit');
const CORPUS = path.resolve(__dirname, '..', '..', '..', 'shared', 'corpus', 'lin');

describe('pbn-director audit of the rooms of a board', () => {
  it('PBN, JSON: the Closed room (row 2) leads a card North does not hold and reverses its score', async () => {
    const { status, output } = await runCaptured(['audit', '--no-dd', '--format', 'json', path.join(FIXTURES, 'rooms.pbn')]);
    assert.equal(status, 1);
    const [board] = JSON.parse(output).files[0].boards;
    assert.equal(board.board, '46');
    assert.deepEqual(board.findings.map((finding: { row: number; table: string; kind: string }) => [finding.row, finding.table, finding.kind]), [[2, 'Closed room', 'lead-not-held'], [2, 'Closed room', 'reversed-score']]);
    assert.deepEqual(board.findings[1].evidence, { contract: '4H', declarer: 'W', tricks: 10, found: 420, expected: -420 });
  });

  it('PBN, Dutch text: the room by its Dutch name', async () => {
    const { output } = await runCaptured(['audit', '--no-dd', '--language', 'nl', path.join(FIXTURES, 'rooms.pbn')]);
    const lines = output.split('\n');
    assert.match(lines[1], /^ {2}Gesloten zaal: de uitkomst ♦A zit niet in de hand van Noord/);
    assert.match(lines[2], /^ {2}Gesloten zaal: NZ \+420 .*\(NZ −420\)$/);
  });

  it('PBN with nothing wrong: exit 0, one board audited', async () => {
    const file = path.join(FIXTURES, 'rooms-clean.pbn');
    const { status, output } = await runCaptured(['audit', '--no-dd', file]);
    assert.equal(status, 0);
    assert.equal(output, `${file}: 1 board audited, nothing found\n`);
  });

  it('LIN: the same board read through its projection, the lead not held in the Closed room', async () => {
    const { status, output } = await runCaptured(['audit', '--no-dd', '--format', 'json', path.join(FIXTURES, 'rooms.lin')]);
    assert.equal(status, 1);
    const [board] = JSON.parse(output).files[0].boards;
    assert.deepEqual(board.findings.map((finding: { row: number; table: string; kind: string }) => [finding.row, finding.table, finding.kind]), [[2, 'Closed room', 'lead-not-held']]);
    assert.deepEqual(board.findings[0].evidence, { lead: 'DA', leader: 'N', holder: 'S', declarerAcross: 'E' });
  });

  it('the shared LIN corpus: every file runs and exits 0 or 1', async function () {
    if (!existsSync(CORPUS)) this.skip(); // ../shared/corpus/lin is absent: nothing to smoke-test
    for (const name of readdirSync(CORPUS).filter((file) => file.endsWith('.lin'))) {
      const { status } = await runCaptured(['audit', '--no-dd', path.join(CORPUS, name)]);
      assert.ok(status === 0 || status === 1, `${name}: exit ${status}`);
    }
  });
});
