/**
 * What `fix` applies (issue: a new user's command line): the rulings, the Score (Law 77) and
 * Result (`^`) corrections the editor offers as quick-fixes, consistent with each other in one
 * run; `--only rulings|scores` picks one kind, `--travellers` adds the recomputed ScoreTable, and
 * standard error says what changed per game.
 */
import assert from 'node:assert/strict';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { SUMMED, crossBoard, mpBoard } from '../scoring/support/travellerBoards';

// 4♠ by South, NS vulnerable, 9 tricks in a complete play, but the file says 10 and NS 650.
const WRONG_RESULT = pbnGame({ ...CLEAN_ONE_DOWN, result: '10', score: 'NS 650' });
const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, boardNumber: 2, result: '9', score: 'NS 420' });

async function fix(text: string, ...options: string[]) {
  return runCaptured(['fix', ...options, '-'], Buffer.from(text, 'latin1'));
}

describe('fix: which corrections', () => {
  it('a Result that contradicts the play becomes the tricks won, and the Score follows it in the same run (Law 77: 4♠ −1 vulnerable = NS −100)', async () => {
    const first = await fix(WRONG_RESULT);
    assert.match(first.output, /\[Result "9"\]\n\[Score "NS -100"\]/);
    assert.match(first.errors, /board 1: Result 10 → 9, Score NS 650 → NS -100/);
    const second = await fix(first.output);
    assert.equal(second.output, first.output, 'nothing left to do');
  });

  it('--only rulings leaves the plain corrections; --only scores leaves the revoke', async () => {
    const both = `${WRONG_RESULT}\n${REVOKE}`;
    const rulings = await fix(both, '--only', 'rulings');
    assert.match(rulings.output, /\[Result "10"\]\n\[Score "NS 650"\]/, 'board 1 untouched');
    assert.match(rulings.output, /\[Result "\^11"\]/, 'board 2 ruled');
    const scores = await fix(both, '--only', 'scores');
    assert.match(scores.output, /\[Result "9"\]\n\[Score "NS -100"\]/, 'board 1 corrected');
    assert.match(scores.output, /\[Result "9"\]\n\[Score "NS -100"\]\n\[Auction/, 'board 2: only its Score by Law 77 (9 tricks), no transfer');
    assert.ok(!scores.output.includes('^R'), 'no revoke mark');
  });

  it('--travellers rewrites a ScoreTable row whose matchpoints do not add up (table 1: 420 ties the other 420 above three scores: 7 MP, not 6)', async () => {
    // Row 1 says 6 / 2 MP and 75 / 25 %: it should be 7 / 1 and 87.5 / 12.5 (top 8; see travellerBoards.ts).
    const text = mpBoard([], ['1 4S   S 10   420    -    6    2    75    25', ...['2 4S   S  9     -   50    2    6    25    75', '3 4S   S 10   420    -    7    1  87.5  12.5', '4 3NT  N  9   400    -    4    4    50    50', '5 4S   S  8     -  100    0    8     0   100']]);
    const without = await fix(text);
    assert.equal(without.output, text, 'not without --travellers');
    const withTravellers = await fix(text, '--travellers');
    assert.match(withTravellers.output, /^1 4S +S 10 +420 +- +7 +1 +87\.5 +12\.5$/m);
    assert.match(withTravellers.errors, /board 1: traveller: 4 values recomputed/);
  });

  it('--travellers on summed cross-IMPs (Ruter): a consistent table is left alone, a wrong cell gets the sum (−6.0), never the average (−2)', async () => {
    // The four tables of travellerBoards.ts: 170 loses 6 to each 420 and wins 6 from −50, sum −6.
    const consistent = crossBoard(SUMMED);
    const left = await fix(consistent, '--travellers');
    assert.equal(left.output, consistent);
    assert.doesNotMatch(left.errors, /traveller/);
    const text = crossBoard([...SUMMED.slice(0, 3), '4 2S   S 10   170    -  -5.0   6.0']);
    const fixed = await fix(text, '--travellers');
    assert.match(fixed.output, /^4 2S +S 10 +170 +- +-6\.0 +6\.0$/m);
    assert.match(fixed.errors, /board 1: traveller: 1 value recomputed/);
  });

  it('--travellers leaves a cross-IMP column on no scale read (3, −3, 3, −3 fits neither the sums nor the averages)', async () => {
    const text = crossBoard(['1 4S   S 10   420    -  3 -3', '2 4S   S  9     -   50 -3  3', '3 4S   S 10   420    -  3 -3', '4 2S   S 10   170    - -3  3']);
    const result = await fix(text, '--travellers');
    assert.equal(result.output, text);
  });

  it('--only and --travellers belong to fix', async () => {
    assert.equal((await runCaptured(['check', '--travellers', '-'])).status, 2);
    assert.equal((await runCaptured(['fix', '--only', 'everything', '-'])).status, 2);
  });
});
