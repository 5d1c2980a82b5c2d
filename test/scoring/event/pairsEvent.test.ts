/**
 * A small matchpoint pairs event worked out by hand (issue 36): three tables, four boards, every
 * board played at every table (top 2 × (3 − 1) = 4), NS pairs 1, 2, 3 at tables 1, 2, 3 against
 * EW pairs 4, 5, 6. The rulings: a split assigned score (Law 12C1(b), 2017), a weighted score
 * (Law 12C1(c)) matchpointed outcome by outcome, a rectified result, and a board not played at
 * table 2 (average plus for NS, average minus for EW: Law 12C2), fixed by the 2017 default and
 * against the session with the setting.
 */
import assert from 'node:assert/strict';
import { rulesFor } from '../../../server/src/laws/editions';
import { tableResult, weightedResult } from '../../../server/src/scoring/field';
import { EventBoard, EventRow, SideAward, TableAwards } from '../../../server/src/scoring/event/eventInput';
import { eventStandings } from '../../../server/src/scoring/event/eventStandings';

const RULES = rulesFor('2017').adjusted;
const scored = (score: number): SideAward => ({ kind: 'scored', result: tableResult(score) });
/** A table result from NS's view: NS gets `ns`, EW its negation. */
const table = (ns: number): TableAwards => ({ NS: scored(ns), EW: scored(-ns) });
const row = (number: number, before: TableAwards, after = before): EventRow => ({ table: String(number), ns: String(number), ew: String(number + 3), count: 1, before, after });
const board = (name: string, rows: EventRow[]): EventBoard => ({ board: name, method: 'matchpoints', datum: { dropEachEnd: 0, roundTo: 10 }, rules: RULES, rows });

const BOARDS: EventBoard[] = [
  // Board 1, NS +420, +170, −50: NS 4, 2, 0; EW 0, 2, 4.
  board('1', [row(1, table(420)), row(2, table(170)), row(3, table(-50))]),
  // Board 2, NS +110, +110, −100 at the table: NS 3, 3, 0; EW 1, 1, 4.
  // Table 3's split score: NS (damaged) assigned +110, EW keep their table result (+100 for EW).
  // After: NS +110 three times, 2 each; EW −110, −110, +100: 1, 1, 4 (unchanged).
  board('2', [row(1, table(110)), row(2, table(110)), row(3, table(-100), { NS: scored(110), EW: scored(100) })]),
  // Board 3, NS +620, +650, +170 at the table: NS 2, 4, 0; EW 2, 0, 4.
  // Table 1 weighted 60 % of +620, 40 % of −100 (12C1(c)); table 3 rectified to +200.
  //   NS +650: beats every outcome, 2 + 2 = 4.
  //   NS table 1: +620 (0.6) beats +200 only, 0.6 × 2 = 1.2; −100 (0.4) beats nothing; 1.2.
  //   NS +200: beats −100 (0.4), 0.4 × 2 = 0.8.             (4 + 1.2 + 0.8 = 6 = 3 × 2)
  //   EW −650: 0.  EW table 1: −620 (0.6) beats −650, 1.2; +100 (0.4) beats both, 1.6; 2.8.
  //   EW −200: beats −650, 2; beats −620 (0.6), 1.2; 3.2.    (0 + 2.8 + 3.2 = 6)
  board('3', [
    row(1, table(620), { NS: { kind: 'scored', result: weightedResult([[60, 620], [40, -100]]) }, EW: { kind: 'scored', result: weightedResult([[60, -620], [40, 100]]) } }),
    row(2, table(650)),
    row(3, table(170), table(200)),
  ]),
  // Board 4, not played at table 2 (no result before the ruling): NS average plus, EW average minus. Tables 1 and 3 are compared
  // alone (n = 2) and Neuberg'd to the field of 3: (M + 1) × 3 / 2 − 1.
  //   NS +140 (M 2): 3.5; NS +110 (M 0): 0.5. EW −140: 0.5; EW −110: 3.5.
  board('4', [row(1, table(140)), row(2, { NS: { kind: 'none' }, EW: { kind: 'none' } }, { NS: { kind: 'artificial', form: { kind: 'plus' } }, EW: { kind: 'artificial', form: { kind: 'minus' } } }), row(3, table(110))]),
];

const standing = (standings: ReturnType<typeof eventStandings>, id: string) => standings.participants.find((participant) => participant.id === id)!;
const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);

describe('event re-scoring: a matchpoint pairs event by hand (Law 12C1, 12C2 2017)', () => {
  it('L17 12C2 fixed: totals, percentages and ranks before and after the rulings', () => {
    const standings = eventStandings(BOARDS, new Map([['1', 'Ann - Bob']]));
    assert.equal(standings.unit, '%');
    // Pairs never change direction: NS and EW ranked apart.
    assert.equal(standings.ranking, 'direction');
    // Pair 1: before 4 + 3 + 2 + 3.5 = 12.5 of 16 = 78.125 %; after 4 + 2 + 1.2 + 3.5 = 10.7 = 66.875 %.
    const one = standing(standings, '1');
    close(one.before.total, 78.125); close(one.total, 66.875);
    assert.deepEqual([one.names, one.direction, one.rank, one.before.rank, one.boards], ['Ann - Bob', 'NS', 1, 1, 4]);
    close(one.matchpoints!.points, 10.7); close(one.matchpoints!.top, 16);
    assert.deepEqual(one.changes.map((change) => change.board), ['2', '3']);
    // Pair 2: before 2 + 3 + 4 = 9 of 12 = 75 % (board 4 unplayed); after 2 + 2 + 4 + 60 % of 4 (2.4) = 10.4 of 16 = 65 %.
    const two = standing(standings, '2');
    close(two.before.total, 75); close(two.total, 65);
    assert.deepEqual([two.rank, two.before.rank], [2, 2]);
    // Pair 3: before 0 + 0 + 0 + 0.5 = 0.5 = 3.125 %; after 0 + 2 + 0.8 + 0.5 = 3.3 = 20.625 %.
    close(standing(standings, '3').before.total, 3.125); close(standing(standings, '3').total, 20.625);
    // Pair 4 (EW at table 1): before 0 + 1 + 2 + 0.5 = 3.5 = 21.875 %; after 0 + 1 + 2.8 + 0.5 = 4.3 = 26.875 %.
    close(standing(standings, '4').before.total, 21.875); close(standing(standings, '4').total, 26.875);
    // Pair 5: before 2 + 1 + 0 = 3 of 12 = 25 %; after + 40 % of 4 (1.6) = 4.6 of 16 = 28.75 %; only board 4 changed.
    close(standing(standings, '5').before.total, 25); close(standing(standings, '5').total, 28.75);
    assert.deepEqual(standing(standings, '5').changes.map((change) => [change.board, change.before, change.after]), [['4', undefined, 1.6]]);
    // Pair 6 (EW at table 3): before 4 + 4 + 4 + 3.5 = 15.5 = 96.875 %; after 4 + 4 + 3.2 + 3.5 = 14.7 = 91.875 %.
    close(standing(standings, '6').before.total, 96.875); close(standing(standings, '6').total, 91.875);
    // EW: 6 (91.875), 5 (28.75), 4 (26.875).
    assert.deepEqual(standings.participants.map((participant) => `${participant.id}:${participant.rank}`), ['1:1', '2:2', '3:3', '6:1', '5:2', '4:3']);
  });

  it('what BCS (40/50/60 combinations, no weighted or split score) and USEBIO (one average plus code) hold of each ruling', () => {
    const rulings = eventStandings(BOARDS, new Map()).rulings;
    assert.deepEqual(rulings.map(({ board, table, award, bcs, usebio }) => ({ board, table, award, bcs, usebio })), [
      // Board 2 table 3: NS +110, EW +100 do not balance: neither program holds a split score.
      { board: '2', table: '3', award: 'split', bcs: { holds: false }, usebio: { averagePlus: [], byHand: true } },
      { board: '3', table: '1', award: 'weighted', bcs: { holds: false }, usebio: { averagePlus: [], byHand: true } },
      // The rectified +200 is a table result to both.
      { board: '3', table: '3', award: 'assigned', bcs: { holds: true }, usebio: { averagePlus: [], byHand: false } },
      // 60 % – 40 % is one of BCS's nine combinations; USEBIO's code covers NS's average plus, EW's average minus by hand.
      { board: '4', table: '2', award: 'artificial', bcs: { holds: true }, usebio: { averagePlus: ['NS'], byHand: true } },
    ]);
    assert.deepEqual(rulings[3].percent, { NS: 60, EW: 40 });
  });

  it('with the session rule, BCS gets the nearest combination: 66.67 % → 60 %, 25 % → 40 %', () => {
    const [artificial] = eventStandings(BOARDS, new Map(), 'session').rulings.filter((ruling) => ruling.award === 'artificial');
    // Pair 2 after: 2.667 of 4 = 66.67 %; pair 5: 1 of 4 = 25 %.
    assert.ok(Math.abs(artificial.percent!.NS! - 200 / 3) < 1e-9);
    assert.equal(artificial.percent!.EW, 25);
    assert.deepEqual(artificial.bcs, { holds: false, nearest: { NS: 60, EW: 40 } });
    assert.deepEqual(artificial.usebio, { averagePlus: [], byHand: true });
  });

  it('L17 12C2 with the session setting: average plus the pair\'s other boards, average minus likewise', () => {
    const standings = eventStandings(BOARDS, new Map(), 'session');
    // Pair 2 after: other boards 2 + 2 + 4 = 8 of 12 = 66.67 % > 60 %: board 4 is 2/3 of 4 = 2.667; 10.667 of 16 = 66.67 %.
    // Before: board 4 unplayed, 9 of 12 = 75 %.
    close(standing(standings, '2').total, 200 / 3); close(standing(standings, '2').before.total, 75);
    // Pair 5: other boards 2 + 1 + 0 = 3 of 12 = 25 % < 40 %: board 4 is 1; 4 of 16 = 25 %.
    close(standing(standings, '5').total, 25);
    // Pair 1 is ahead of pair 2 by 66.875 to 66.67.
    assert.deepEqual([standing(standings, '1').rank, standing(standings, '2').rank], [1, 2]);
  });

  it('L97 88 by default: average plus against the session, average minus fixed', () => {
    const old = BOARDS.map((each) => ({ ...each, rules: rulesFor('1997').adjusted }));
    const standings = eventStandings(old, new Map());
    close(standing(standings, '2').total, 200 / 3);
    close(standing(standings, '5').total, 28.75);
  });
});
