/**
 * Cross-IMP travellers on the scale the table prints them (issue 31 item 7): Ruter writes
 * `IMP;Cross` cells as the SUM of the IMPs against every other table, others as the average; a
 * table whose cells fit neither is not checked or rewritten, and a column whose every row would
 * change is left alone with one note (the recomputation has misread it). Every figure is worked
 * out by hand in the comments.
 */
import assert from 'node:assert/strict';
import { Diagnostic } from 'vscode-languageserver-types';
import { applyAction, open } from '../support/service';
import { AVERAGED, SUMMED, crossBoard, mpBoard } from './support/travellerBoards';

const traveller = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.table.'));

/** The rows of the ScoreTable in a text, as lists of cells. */
function rowsOf(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('[ScoreTable'));
  return lines.slice(start + 1).filter((line) => line.trim() !== '' && !line.startsWith('[')).map((line) => line.trim().split(/\s+/));
}

/** The text after "Update traveller", or undefined when no diagnostic offers it. */
function updated(text: string): string | undefined {
  const opened = open(text);
  for (const diagnostic of opened.diagnostics) {
    const action = opened.actionsFor(diagnostic).find((candidate) => candidate.title.startsWith('Update traveller'));
    if (action) return applyAction(opened.document, action);
  }
  return undefined;
}

describe('Travellers: cross-IMPs summed over the other tables (Ruter)', () => {
  it('a summed table (16, −26, 16, −6) is read as sums: nothing to report, nothing to update', () => {
    const text = crossBoard(SUMMED);
    assert.deepEqual(traveller(open(text).diagnostics).map((diagnostic) => diagnostic.message), []);
    assert.equal(updated(text), undefined);
  });

  it('IMP;Cross2 is read the same way', () => {
    assert.deepEqual(traveller(open(crossBoard(SUMMED, 'IMP;Cross2')).diagnostics), []);
  });

  it('a wrong cell in a summed table is found as a sum, and Update traveller writes the sum (−6.0), never the average (−2)', () => {
    const rows = [...SUMMED];
    rows[3] = '4 2S   S 10   170    -  -5.0   6.0';
    const text = crossBoard(rows);
    assert.deepEqual(traveller(open(text).diagnostics).map((diagnostic) => diagnostic.message), [
      'ScoreTable row 4 (table 4): IMP_NS is −5, but the IMP scale against every other score, summed (cross-IMPs, as the table writes them) gives −6.',
    ]);
    const after = rowsOf(updated(text)!);
    assert.deepEqual(after.map((row) => row.slice(6)), [['16.0', '-16.0'], ['-26.0', '26.0'], ['16.0', '-16.0'], ['-6.0', '6.0']]);
  });

  it('the same board printed as averages (5.33, −8.67, 5.33, −2.00) is still read as averages; a wrong cell gets the average', () => {
    assert.deepEqual(traveller(open(crossBoard(AVERAGED)).diagnostics), []);
    const rows = [...AVERAGED];
    rows[1] = '2 4S   S  9     -   50 -8.00  8.67';
    const text = crossBoard(rows);
    assert.deepEqual(traveller(open(text).diagnostics).map((diagnostic) => diagnostic.message), [
      'ScoreTable row 2 (table 2): IMP_NS is −8, but the IMP scale against every other score, averaged (cross-IMPs) gives −8.67.',
    ]);
    assert.deepEqual(rowsOf(updated(text)!)[1].slice(6), ['-8.67', '8.67']);
  });
});

describe('Travellers: an artificial score on a summed cross-IMP table', () => {
  it('NS A+ at table 3: the other rows are summed over the three tables compared, the artificial row\'s IMP cells are left as they are', () => {
    // Table 3 leaves the comparison: 420 against −50 +10 and against 170 +6 → 16; −50 against 420
    // −10 and against 170 −6 → −16; 170 against 420 −6 and against −50 +6 → 0. Law 12C's +3 / −3
    // is on the averaged scale; what it is on a summed one the Laws do not say, so row 3 keeps its cells.
    const text = crossBoard(SUMMED).replace('[Table "3"]', '[Table "3"]\n[AdjustedScore "NS A+ | EW A-"]');
    const found = traveller(open(text).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), [
      "ScoreTable row 3 (table 3) does not yet reflect this game's AdjustedScore: 4 values of the traveller change (Update traveller).",
    ]);
    assert.deepEqual(rowsOf(updated(text)!).map((row) => row.slice(6)), [['16.0', '-16.0'], ['-16.0', '16.0'], ['16.0', '-16.0'], ['0.0', '0.0']]);
  });
});

describe('Travellers: a scale the check has not established is never rewritten', () => {
  it('cross-IMP cells that fit neither sums nor averages (3, −3, 3, −3): one note per column, no warning per cell, no update', () => {
    const rows = ['1 4S   S 10   420    -  3 -3', '2 4S   S  9     -   50 -3  3', '3 4S   S 10   420    -  3 -3', '4 2S   S 10   170    - -3  3'];
    const text = crossBoard(rows);
    const found = traveller(open(text).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.code), ['pbn.table.imp-scale', 'pbn.table.imp-scale']);
    assert.equal(found[0].message, 'ScoreTable: IMP_NS fits neither cross-IMPs averaged over the other tables nor their sum (0 of 4 cells fit one); its cells are not checked, and Update traveller leaves them as they are.');
    const dutch = traveller(open(text, { language: 'nl' }).diagnostics);
    assert.equal(dutch[1].message, "ScoreTable: IMP_EW past niet bij cross-IMP's gemiddeld over de andere tafels en ook niet bij hun som (0 van 4 cellen passen bij één van beide); de cellen worden niet gecontroleerd en Uitslagenstaat bijwerken laat ze staan.");
    assert.equal(updated(text), undefined);
  });

  it('matchpoints printed one higher (8, 3, 8, 5, 1 for 7, 2, 7, 4, 0): every row would change, so the column is left alone with one note', () => {
    // Five tables, top 8 (travellerBoards.ts): MP_NS 7, 2, 7, 4, 0 and MP_EW 1, 6, 1, 4, 8, neither
    // earned nor centred (3, −2, 3, 0, −4). The percentages agree, so the table is not an excerpt.
    // Every MP_NS and MP_EW cell differs: the table is misread, not all wrong.
    const rows = [
      '1 4S   S 10   420    -    8    2  87.5  12.5',
      '2 4S   S  9     -   50    3    7    25    75',
      '3 4S   S 10   420    -    8    2  87.5  12.5',
      '4 3NT  N  9   400    -    5    5    50    50',
      '5 4S   S  8     -  100    1    9     0   100',
    ];
    const text = mpBoard([], rows);
    const found = traveller(open(text).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), [
      'ScoreTable: all 5 cells of MP_NS differ from the recomputation, a sign the check has misread the table rather than that every cell is wrong; they are not reported one by one, and Update traveller leaves them as they are.',
      'ScoreTable: all 5 cells of MP_EW differ from the recomputation, a sign the check has misread the table rather than that every cell is wrong; they are not reported one by one, and Update traveller leaves them as they are.',
    ]);
    assert.equal(updated(text), undefined);
  });

  it('every score written as if nobody were vulnerable on a board the file says is All: one note, no rewrite of five scores', () => {
    // Vulnerable "All": 4♠ = is NS +620 (not 420), 4♠ −1 NS −100 (not −50), 3NT = +600 (not 400),
    // 4♠ −2 NS −200 (not −100): every row differs, the game's own row (table 3) too.
    const text = mpBoard().replace('[Vulnerable "None"]', '[Vulnerable "All"]');
    const found = traveller(open(text).diagnostics);
    assert.deepEqual(found.map((diagnostic) => diagnostic.message), [
      'ScoreTable: all 5 cells of Score_NS / Score_EW differ from the recomputation, a sign the check has misread the table rather than that every cell is wrong; they are not reported one by one, and Update traveller leaves them as they are.',
    ]);
    assert.equal(updated(text), undefined);
  });
});
