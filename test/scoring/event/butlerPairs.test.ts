/**
 * An IMP pairs event scored against the datum (Butler), worked out by hand (issue 36): four
 * tables, two boards, NS pairs 1-4 at tables 1-4 against EW pairs 5-8. Board 1 could not be
 * played at table 4: NS average plus, EW average minus, +3 and −3 IMPs (Law 12C2, 86A, 2017), or
 * with the session rule the pair's IMPs per board on its other boards when better for it.
 */
import assert from 'node:assert/strict';
import { rulesFor } from '../../../server/src/laws/editions';
import { tableResult } from '../../../server/src/scoring/field';
import { EventBoard, EventRow, TableAwards } from '../../../server/src/scoring/event/eventInput';
import { eventStandings } from '../../../server/src/scoring/event/eventStandings';

const table = (ns: number): TableAwards => ({ NS: { kind: 'scored', result: tableResult(ns) }, EW: { kind: 'scored', result: tableResult(-ns) } });
const row = (number: number, before: TableAwards, after = before): EventRow => ({ table: String(number), ns: String(number), ew: String(number + 4), count: 1, before, after });
const board = (name: string, rows: EventRow[]): EventBoard => ({ board: name, method: 'datum', datum: { dropEachEnd: 0, roundTo: 10 }, rules: rulesFor('2017').adjusted, rows });

const BOARDS = [
  // Board 1: NS +420, +170, −50; table 4 unplayed. Datum (420 + 170 − 50) / 3 = 180.
  //   NS: +240 → 6, −10 → 0, −230 → −6. EW: −6, 0, +6.
  board('1', [row(1, table(420)), row(2, table(170)), row(3, table(-50)), row(4, { NS: { kind: 'none' }, EW: { kind: 'none' } }, { NS: { kind: 'artificial', form: { kind: 'plus' } }, EW: { kind: 'artificial', form: { kind: 'minus' } } })]),
  // Board 2: NS +100, +100, +100, +600. Datum 900 / 4 = 225, rounded half away from zero to 230.
  //   NS: −130 → −4 three times, +370 → 9. EW: +4 three times, −9.
  board('2', [row(1, table(100)), row(2, table(100)), row(3, table(100)), row(4, table(600))]),
];

describe('event re-scoring: Butler IMP pairs by hand (Law 12C2, 86A 2017)', () => {
  it('fixed: average plus +3, average minus −3; one ranking for both directions', () => {
    const standings = eventStandings(BOARDS, new Map());
    assert.equal(standings.ranking, 'field');
    // 4: 3 + 9 = 12; 7: 6 + 4 = 10; 6: 0 + 4 = 4; 1: 6 − 4 = 2; 5: −6 + 4 = −2; 2: 0 − 4 = −4; 3: −6 − 4 = −10; 8: −3 − 9 = −12.
    assert.deepEqual(standings.participants.map((pair) => [pair.id, pair.total, pair.rank]), [
      ['4', 12, 1], ['7', 10, 2], ['6', 4, 3], ['1', 2, 4], ['5', -2, 5], ['2', -4, 6], ['3', -10, 7], ['8', -12, 8],
    ]);
    // Before the ruling pair 4 had board 2 only, +9, behind pair 7's +10; pair 8's −9 was ahead of pair 3's −10.
    assert.deepEqual([standings.participants[0].before, standings.participants[7].before], [{ total: 9, rank: 2 }, { total: -9, rank: 7 }]);
  });

  it('session: pair 4 gets its +9 per board on the other board for board 1, pair 8 its −9', () => {
    const standings = eventStandings(BOARDS, new Map(), 'session');
    const total = (id: string) => standings.participants.find((pair) => pair.id === id)!.total;
    assert.deepEqual([total('4'), total('8')], [18, -18]);
  });
});
