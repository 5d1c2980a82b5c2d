/**
 * Travellers in a game: the ScoreTable recomputed, a table whose numbers do not add up
 * (`pbn.table.score-inconsistent`, which row, which column, what it should be), and a table
 * that does not yet carry the game's adjusted or rectified score (`pbn.table.stale`) with the
 * "Update traveller" quick-fix; every expected number is worked out by hand in the comments.
 */
import assert from 'node:assert/strict';
import { Diagnostic } from 'vscode-languageserver-types';
import { applyAction, open } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { MP_ROWS, mpBoard } from './support/travellerBoards';

const traveller = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.table.') || String(diagnostic.code).startsWith('pbn.adjusted.'));

/** The rows of the ScoreTable in a text, as lists of cells. */
function rowsOf(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('[ScoreTable'));
  return lines.slice(start + 1).filter((line) => line.trim() !== '' && !line.startsWith('[')).map((line) => line.trim().split(/\s+/));
}

/** The text after the "Update traveller" quick-fix on the first traveller diagnostic. */
function updated(text: string): { text: string; title: string } {
  const opened = open(text);
  const diagnostic = opened.diagnostics.find((candidate) => candidate.code === 'pbn.table.stale' || candidate.code === 'pbn.table.score-inconsistent')!;
  assert.ok(diagnostic, 'a traveller diagnostic');
  const action = opened.actionsFor(diagnostic).find((candidate) => candidate.title.startsWith('Update traveller'))!;
  assert.ok(action, 'an Update traveller action');
  return { text: applyAction(opened.document, action), title: action.title };
}

describe('Travellers: a consistent table', () => {
  it('five tables with the game at table 3: nothing to report', () => {
    assert.deepEqual(traveller(open(mpBoard()).diagnostics), []);
  });
});

describe('Travellers: pbn.table.score-inconsistent', () => {
  it('a wrong matchpoint: table 4 (400) beats two tables, so MP_NS is 4, not 5, and MP_EW 4, not 3', () => {
    const rows = [...MP_ROWS];
    rows[3] = '4 3NT  N  9   400    -    5    3    50    50';
    const found = traveller(open(mpBoard([], rows)).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), [
      'ScoreTable row 4 (table 4): MP_NS is 5, but the scores (2 per score beaten, 1 per tie, top 8) gives 4.',
      'ScoreTable row 4 (table 4): MP_EW is 3, but the scores (2 per score beaten, 1 per tie, top 8) gives 4.',
    ]);
    assert.ok(found.every((diagnostic) => diagnostic.severity === 2));
  });

  it('a wrong score: 4♠ −1 not vulnerable costs 50, not 100 (Law 77); the MPs are read from the scores as written', () => {
    const rows = [...MP_ROWS];
    rows[1] = '2 4S   S  9     -  100    1    7  12.5  87.5';
    rows[4] = '5 4S   S  8     -  100    1    7  12.5  87.5';
    const found = traveller(open(mpBoard([], rows)).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), ['ScoreTable row 2 (table 2): Score_EW is NS −100, but 4♠ −1 by S (Law 77, Laws 2017) gives NS −50.']);
  });

  it('matchpoints centred on zero (Ruter): earned less half the top (4), the percentages of the top — nothing to report', () => {
    // MP_ROWS earned 7, 2, 7, 4, 0 (EW 1, 6, 1, 4, 8) → centred +3, −2, +3, 0, −4 (EW −3, +2, −3, 0, +4).
    const rows = [
      '1 4S   S 10   420    -   +3   -3  87.5  12.5',
      '2 4S   S  9     -   50   -2   +2    25    75',
      '3 4S   S 10   420    -   +3   -3  87.5  12.5',
      '4 3NT  N  9   400    -    0    0    50    50',
      '5 4S   S  8     -  100   -4   +4     0   100',
    ];
    assert.deepEqual(traveller(open(mpBoard([], rows)).diagnostics), []);
  });

  it('a wrong cell in a centred table is found on the centred scale, in English and Dutch', () => {
    const rows = [
      '1 4S   S 10   420    -   +3   -3  87.5  12.5',
      '2 4S   S  9     -   50   -2   +2    25    75',
      '3 4S   S 10   420    -   +3   -3  87.5  12.5',
      '4 3NT  N  9   400    -   +1    0    50    50',
      '5 4S   S  8     -  100   -4   +4     0   100',
    ];
    assert.deepEqual(traveller(open(mpBoard([], rows)).diagnostics).map((diagnostic) => diagnostic.message), [
      'ScoreTable row 4 (table 4): MP_NS is 1, but the scores (2 per score beaten, 1 per tie, top 8, less half the top, 4: centred on 0 as the table writes them) gives 0.',
    ]);
    assert.deepEqual(traveller(open(mpBoard([], rows), { language: 'nl' }).diagnostics).map((diagnostic) => diagnostic.message), [
      'ScoreTable-rij 4 (tafel 4): MP_NS is 1, maar de scores (2 per verslagen score, 1 per gelijke, top 8, min de helft van de top, 4: rond 0 zoals de tabel ze schrijft) geeft 0.',
    ]);
  });

  it('"Update traveller" on a centred table writes the centred number with its plus sign', () => {
    const rows = [
      '1 4S   S 10   420    -   +2   -3  87.5  12.5',
      '2 4S   S  9     -   50   -2   +2    25    75',
      '3 4S   S 10   420    -   +3   -3  87.5  12.5',
      '4 3NT  N  9   400    -    0    0    50    50',
      '5 4S   S  8     -  100   -4   +4     0   100',
    ];
    const after = updated(mpBoard([], rows)).text;
    assert.deepEqual(rowsOf(after)[0], ['1', '4S', 'S', '10', '420', '-', '+3', '-3', '87.5', '12.5']);
    assert.deepEqual(traveller(open(after).diagnostics), []);
  });

  it('an excerpt of a larger field (the best 2 of many tables) is not recomputed as if complete; its Law 77 scores still are', () => {
    // Of a big field, 420 and 400 top the board at 97 % and 93 %: as a field of two they would be 100 % and 0 %.
    const header = 'Table\\1R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;Percentage_NS\\5R;Percentage_EW\\5R';
    const board = (rows: string[]) => mpBoard([], rows).replace(/\[ScoreTable "[^"]*"\]/, `[ScoreTable "${header}"]`);
    assert.deepEqual(traveller(open(board(['3 4S   S 10   420    -  97.0   3.0', '7 3NT  N  9   400    -  93.0   7.0'])).diagnostics), []);
    const wrongScore = traveller(open(board(['3 4S   S 10   420    -  97.0   3.0', '7 3NT  N  9   430    -  93.0   7.0'])).diagnostics);
    assert.deepEqual(wrongScore.map((diagnostic) => diagnostic.message), ['ScoreTable row 2 (table 7): Score_NS is NS +430, but 3NT = by N (Law 77, Laws 2017) gives NS +400.']);
  });

  it('a complete table with one wrong percentage is still found (most cells agree)', () => {
    const rows = [...MP_ROWS];
    rows[3] = '4 3NT  N  9   400    -    4    4    70    50';
    assert.deepEqual(traveller(open(mpBoard([], rows)).diagnostics).map((diagnostic) => diagnostic.message), [
      'ScoreTable row 4 (table 4): Percentage_NS is 70, but the matchpoints (top 8) gives 50.',
    ]);
  });

  it('in Dutch: seats and sides as N O Z W and NZ/OW', () => {
    const rows = [...MP_ROWS];
    rows[1] = '2 4S   S  9     -  100    1    7  12.5  87.5';
    rows[4] = '5 4S   S  8     -  100    1    7  12.5  87.5';
    const found = traveller(open(mpBoard([], rows), { language: 'nl' }).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), ['ScoreTable-rij 2 (tafel 2): Score_EW is NZ −100, maar 4♠ −1 door Z (artikel 77, Spelregels 2017) geeft NZ −50.']);
  });

  it('"Update traveller" rewrites the wrong cells, and the table then agrees with itself', () => {
    const rows = [...MP_ROWS];
    rows[3] = '4 3NT  N  9   400    -    5    3    50    50';
    const { text, title } = updated(mpBoard([], rows));
    assert.equal(title, 'Update traveller (2 values)');
    assert.deepEqual(rowsOf(text)[3], ['4', '3NT', 'N', '9', '400', '-', '4', '4', '50', '50']);
    assert.deepEqual(traveller(open(text).diagnostics), []);
  });
});

describe('Travellers: the game\'s AdjustedScore carried into its row', () => {
  it('weighted (12C1(c)): 60 % 4♠= and 40 % 4♠−1 at table 3 — MP_NS 7.4, 2.4, 5.4, 4.8, 0 (see matchpoints.test.ts)', () => {
    const text = mpBoard(['[AdjustedScore "60% 4S= S; 40% 4S-1 S"]']);
    const stale = traveller(open(text).diagnostics);
    assert.deepEqual(stale.map((diagnostic) => `${diagnostic.code} ${diagnostic.message}`), [
      "pbn.table.stale ScoreTable row 3 (table 3) does not yet reflect this game's AdjustedScore: 16 values of the traveller change (Update traveller).",
    ]);
    const after = updated(text).text;
    // MP_EW = 8 − MP_NS (the adjusted score balances); percentages of the top of 8.
    assert.deepEqual(rowsOf(after).map((row) => row.slice(6)), [
      ['7.4', '0.6', '92.5', '7.5'], ['2.4', '5.6', '30', '70'], ['5.4', '2.6', '67.5', '32.5'], ['4.8', '3.2', '60', '40'], ['0', '8', '0', '100'],
    ]);
    assert.deepEqual(traveller(open(after).diagnostics), [], 'after the update the traveller reflects the adjusted score');
  });

  it('split artificial (12C2): NS A+ | EW A- — table 3 gets ^4.8 / ^3.2 (60 % / 40 % of 8), the other four by Neuberg', () => {
    // The four scored tables among themselves (top 6): NS 420 → 6, 400 → 4, −50 → 2, −100 → 0;
    // Neuberg to a field of 5: (M + 1) × 5/4 − 1 = 7.75, 5.25, 2.75, 0.25. EW mirrors it.
    const after = updated(mpBoard(['[AdjustedScore "NS A+ | EW A-"]'])).text;
    assert.deepEqual(rowsOf(after).map((row) => row.slice(6)), [
      ['7.75', '0.25', '96.88', '3.13'], ['2.75', '5.25', '34.38', '65.63'], ['^4.8', '^3.2', '^60', '^40'], ['5.25', '2.75', '65.63', '34.38'], ['0.25', '7.75', '3.13', '96.88'],
    ]);
    assert.deepEqual(traveller(open(after).diagnostics), []);
  });

  it('keeps the columns aligned: a wider value takes a space from the right-aligned cell before it', () => {
    const after = updated(mpBoard(['[AdjustedScore "NS A+ | EW A-"]'])).text;
    const line = after.split('\n').find((candidate) => candidate.startsWith('1 4S'))!;
    assert.equal(line, '1 4S   S 10   420    - 7.75 0.25 96.88  3.13');
  });

  it('a game without a Table tag cannot find its row: pbn.adjusted.no-row, and nothing is rewritten', () => {
    const text = mpBoard(['[AdjustedScore "A="]']).replace('[Table "3"]\n', '');
    assert.deepEqual(traveller(open(text).diagnostics).map((diagnostic) => diagnostic.code), ['pbn.adjusted.no-row']);
  });
});

describe('Travellers: a ruling\'s rectified score carried into the row', () => {
  it('the revoke board (4♠ by S vulnerable, 9 tricks, 2 tricks transferred → +650) at table 1 of three', () => {
    // Before: NS −100 (table 1), +620, −100 → MP_NS 1, 4, 1 (top 4). After the transfer table 1
    // scores +650: MP_NS 4, 2, 0 and MP_EW 0, 2, 4 — six MP cells, the Result and the Score.
    const header = '[ScoreTable "Table\\1R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;MP_NS\\2R;MP_EW\\2R"]';
    const rows = ['1 4S   S  9     -  100  1  3', '2 4S   S 10   620    -  4  0', '3 4S   S  9     -  100  1  3'];
    const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags: ['[Laws "2017"]', '[Table "1"]', header, ...rows] });
    const found = traveller(open(text).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), [
      'ScoreTable row 1 (table 1) does not yet reflect the rectified score of the rulings (NS +650): 8 values of the traveller change (Update traveller).',
    ]);
    const after = rowsOf(updated(text).text.split('[Auction')[0]);
    assert.deepEqual(after, [['1', '4S', 'S', '11', '650', '-', '4', '0'], ['2', '4S', 'S', '10', '620', '-', '2', '2'], ['3', '4S', 'S', '9', '-', '100', '0', '4']]);
  });
});

describe('Travellers: IMP columns by the traveller\'s method', () => {
  const imps = (scoring: string, rows: string[], extraTags: string[] = []) => mpBoard([...extraTags], rows)
    .replace('[Scoring "MP"]', `[Scoring "${scoring}"]`)
    .replace(/\[ScoreTable "[^"]*"\]/, '[ScoreTable "Table\\1R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;IMP_NS\\3R;IMP_EW\\3R"]');

  it('teams (two tables): the weighted score at table 3 against −50 at table 1 → 0.6 × 10 + 0.4 × 0 = 6 IMPs', () => {
    // 420 − (−50) = 470 → 10 IMPs for 60 %; −50 against −50 → 0 for 40 %. Table 1 loses the same.
    const rows = ['1 4S   S  9     -   50 -10  10', '3 4S   S 10   420    -  10 -10'];
    const after = rowsOf(updated(imps('IMP', rows, ['[AdjustedScore "60% 4S= S; 40% 4S-1 S"]'])).text);
    assert.deepEqual(after.map((row) => row.slice(6)), [['-6', '6'], ['6', '-6']]);
  });

  it('cross-IMPs (Scoring "IMP;Cross"): 420 → (6 + 10) / 2 = 8, 170 → 0, −50 → −8; a wrong cell is found', () => {
    const rows = ['1 2S   S 10   170    -   1  -1', '2 4S   S  9     -   50  -8   8', '3 4S   S 10   420    -   8  -8'];
    const found = traveller(open(imps('IMP;Cross', rows)).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), [
      'ScoreTable row 1 (table 1): IMP_NS is 1, but the IMP scale against every other score, averaged (cross-IMPs) gives 0.',
      'ScoreTable row 1 (table 1): IMP_EW is −1, but the IMP scale against every other score, averaged (cross-IMPs) gives 0.',
    ]);
  });
});
