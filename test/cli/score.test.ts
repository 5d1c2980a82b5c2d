/**
 * `pbn-director score`: each board's traveller with the recomputed columns in bridge notation,
 * the changes "Update traveller" would write, JSON output, exit statuses and usage errors.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { SUMMED, crossBoard, mpBoard } from '../scoring/support/travellerBoards';

async function run(...argv: string[]) {
  return runCaptured(argv);
}

describe('pbn-director score', () => {
  let folder: string;
  const file = (name: string) => path.join(folder, name);
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-score-'));
    writeFileSync(file('agrees.pbn'), mpBoard());
    writeFileSync(file('artificial.pbn'), mpBoard(['[AdjustedScore "NS A+ | EW A-"]']));
    writeFileSync(file('summed.pbn'), crossBoard(SUMMED));
    writeFileSync(file('unread.pbn'), crossBoard(['1 4S   S 10   420    -  3 -3', '2 4S   S  9     -   50 -3  3', '3 4S   S 10   420    -  3 -3', '4 2S   S 10   170    - -3  3']));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('a traveller that agrees: the rows in bridge notation, exit status 0', async () => {
    const { status, output } = await run('score', file('agrees.pbn'));
    assert.equal(status, 0);
    const lines = output.split('\n');
    assert.equal(lines[0], 'Board 1 · MP · Laws 2017');
    assert.match(lines[1], /^ {2}Table {2}Result +Score +MP_NS +MP_EW +Percentage_NS +Percentage_EW$/);
    assert.match(lines[3], /^ {2}2 +4♠ −1 S +NS −50 +2 +6 +25 +75$/);
    assert.match(lines[5], /^ {2}4 +3NT = N +NS \+400 +4 +4 +50 +50$/);
    assert.equal(lines[7], '  the traveller agrees with the recomputation');
  });

  it('an artificial adjusted score at table 3: changed values as "file → recomputed", one line of changes per row, exit 1', async () => {
    const { status, output } = await run('score', file('artificial.pbn'));
    assert.equal(status, 1);
    assert.match(output, /3 +AdjustedScore "NS A\+ \| EW A-" +NS \+420 +7 → \^4\.8 +1 → \^3\.2 +87\.5 → \^60 +12\.5 → \^40/);
    assert.match(output, /\n {2}row 1: MP_NS 7 → 7\.75, MP_EW 1 → 0\.25, Percentage_NS 87\.5 → 96\.88, Percentage_EW 12\.5 → 3\.13\n/);
  });

  it('cross-IMPs summed (Ruter): the heading says so and the sums are the recomputation (420 against 420, −50, 170: 0 + 10 + 6 = 16), exit 0', async () => {
    const { status, output } = await run('score', file('summed.pbn'));
    assert.equal(status, 0);
    const lines = output.split('\n');
    assert.equal(lines[0], 'Board 1 · IMP;Cross · Laws 2017 · IMP cross, summed');
    assert.match(lines[2], /^ {2}1 +4♠ = S +NS \+420 +16 +−16$/);
    assert.match(lines[5], /^ {2}4 +2♠ \+2 S +NS \+170 +−6 +6$/);
    assert.equal(lines[6], '  the traveller agrees with the recomputation');
  });

  it('cross-IMPs on no scale read: the cells as the file has them, and a line saying they are left alone (not "agrees"), in both languages', async () => {
    const { status, output } = await run('score', file('unread.pbn'));
    assert.equal(status, 0);
    assert.match(output, /^Board 1 · IMP;Cross · Laws 2017 · IMP cross, scale not read\n/);
    assert.match(output, /\n {2}IMP_NS, IMP_EW: left as they are, on a scale the check has not read \(see check\)\n/);
    assert.doesNotMatch(output, /agrees/);
    const dutch = (await run('score', '--language', 'nl', file('unread.pbn'))).output;
    assert.match(dutch, /^Spel 1 · IMP;Cross · Spelregels 2017 · IMP cross, schaal niet herkend\n/);
    assert.match(dutch, /\n {2}IMP_NS, IMP_EW: ongewijzigd gelaten, op een schaal die de controle niet herkent \(zie check\)\n/);
  });

  it('in Dutch: seat letters and sides', async () => {
    const { output } = await run('score', '--language', 'nl', file('agrees.pbn'));
    assert.match(output, /^Spel 1 · MP · Spelregels 2017\n/);
    assert.match(output, /2 +4♠ −1 Z +NZ −50/);
  });

  it('JSON: per board the rows, each recomputed cell beside the file\'s, and the changes', async () => {
    const { status, output } = await run('score', '--format', 'json', file('artificial.pbn'));
    assert.equal(status, 1);
    const report = JSON.parse(output);
    const [board] = report.boards;
    assert.equal(board.board, '1');
    assert.deepEqual(board.columns, ['MP_NS', 'MP_EW', 'Percentage_NS', 'Percentage_EW']);
    assert.deepEqual(board.rows[2].cells.MP_NS, { file: '7', recomputed: 4.8, artificial: true, changed: true });
    assert.equal(board.rows[2].adjusted, 'NS A+ | EW A-');
    assert.deepEqual(board.changes[8], { row: 3, column: 'MP_NS', before: '7', after: '^4.8' });
  });

  it('a file without ScoreTable says so; usage errors exit 2', async () => {
    writeFileSync(file('plain.pbn'), mpBoard().replace(/\[ScoreTable[\s\S]*$/, ''));
    const { status, output, errors } = await run('score', file('plain.pbn'));
    assert.deepEqual({ status, output, errors }, { status: 0, output: `${file('plain.pbn')}: no ScoreTable\n`, errors: '' });
    assert.equal((await run('score', file('agrees.pbn'), file('plain.pbn'))).status, 2);
    assert.equal((await run('score', '--format', 'html', file('agrees.pbn'))).status, 2);
    assert.equal((await run('score', '--in-place', file('agrees.pbn'))).status, 2);
  });
});
