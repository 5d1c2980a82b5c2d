/**
 * A teams match worked out by hand (issue 36): Oranje and Leeuwen, three boards, Oranje NS in the
 * Open room and EW in the Closed room. A weighted score (Law 12C1(c), 2017) IMPed outcome by
 * outcome, and a board that could not be played in the Open room (average plus and minus, +3 and
 * −3 IMPs: Law 12C2, 86A). Then the file's TotalScoreTable checked against the computed totals.
 */
import assert from 'node:assert/strict';
import { rulesFor } from '../../../server/src/laws/editions';
import { tableResult, weightedResult } from '../../../server/src/scoring/field';
import { EventBoard, SideAward, TableAwards } from '../../../server/src/scoring/event/eventInput';
import { eventStandings } from '../../../server/src/scoring/event/eventStandings';
import { checkTotals } from '../../../server/src/scoring/event/totalScoreCheck';

const RULES = rulesFor('2017').adjusted;
const scored = (score: number): SideAward => ({ kind: 'scored', result: tableResult(score) });
const table = (ns: number): TableAwards => ({ NS: scored(ns), EW: scored(-ns) });
const rooms = (name: string, open: [TableAwards, TableAwards?], closed: [TableAwards, TableAwards?]): EventBoard => ({
  board: name, method: 'teams', datum: { dropEachEnd: 0, roundTo: 10 }, rules: RULES, rows: [
    { table: 'Open', ns: 'Oranje', ew: 'Leeuwen', count: 1, before: open[0], after: open[1] ?? open[0] },
    { table: 'Closed', ns: 'Leeuwen', ew: 'Oranje', count: 1, before: closed[0], after: closed[1] ?? closed[0] },
  ],
});

const BOARDS = [
  // Board 1: Open NS +620, Closed NS +170: Oranje +620 − 170 = +450, 10 IMPs (430 to 490).
  rooms('1', [table(620)], [table(170)]),
  // Board 2: Open NS −100, Closed NS +140: Oranje −240, −6 IMPs (220 to 260).
  // The Closed room's ruling weights 50 % of +140 and 50 % of −50 for Leeuwen NS:
  // Oranje 0.5 × IMPs(−240) + 0.5 × IMPs(−100 + 50 = −50) = 0.5 × −6 + 0.5 × −2 = −4.
  rooms('2', [table(-100)], [table(140), { NS: { kind: 'scored', result: weightedResult([[50, 140], [50, -50]]) }, EW: { kind: 'scored', result: weightedResult([[50, -140], [50, 50]]) } }]),
  // Board 3: not played in the Open room (no result before the ruling): Oranje average plus +3, Leeuwen average minus −3.
  rooms('3', [{ NS: { kind: 'none' }, EW: { kind: 'none' } }, { NS: { kind: 'artificial', form: { kind: 'plus' } }, EW: { kind: 'artificial', form: { kind: 'minus' } } }], [table(400)]),
];

describe('event re-scoring: a teams match by hand (Law 12C1(c), 12C2, 86A 2017)', () => {
  const standings = eventStandings(BOARDS, new Map());

  it('IMPs per team before and after the rulings', () => {
    assert.equal(standings.unit, 'IMP');
    // Oranje before: 10 − 6 = +4 (board 3 unplayed); after: 10 − 4 + 3 = +9.
    // Leeuwen before: −10 + 6 = −4; after: −10 + 4 − 3 = −9.
    assert.deepEqual(standings.participants.map((team) => [team.id, team.before.total, team.before.rank, team.total, team.rank]), [
      ['Oranje', 4, 1, 9, 1],
      ['Leeuwen', -4, 2, -9, 2],
    ]);
    assert.deepEqual(standings.participants[0].changes, [{ board: '2', before: -6, after: -4 }, { board: '3', before: undefined, after: 3 }]);
  });

  it('checks the file\'s totals against the computed ones (before the rulings), each to its written precision', () => {
    const check = checkTotals([
      { id: 'Oranje', cells: [{ column: 'TotalScoreIMP', text: '4' }] },
      // Leeuwen's −5 is not the −4 its travellers give: a finding.
      { id: 'Leeuwen', cells: [{ column: 'TotalScoreIMP', text: '-5' }, { column: 'Names', text: 'x' }] },
      // A team the travellers do not hold.
      { id: 'Tijgers', cells: [{ column: 'TotalScoreIMP', text: '0' }] },
    ], standings);
    assert.equal(check.checked, 3);
    assert.deepEqual(check.findings, [{ id: 'Leeuwen', column: 'TotalScoreIMP', file: '-5', computed: -4 }, { id: 'Tijgers', column: 'TotalScoreIMP', file: '0' }]);
  });
});
