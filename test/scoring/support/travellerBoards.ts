/**
 * Test boards with travellers: a five-table matchpoint board (4♠ by South, nobody vulnerable)
 * whose game is table 3, with the ScoreTable rows given by the test, so each test states the
 * numbers it works out by hand; and a four-table cross-IMP board with its IMPs summed and averaged.
 */

/** The header of the matchpoint traveller. */
export const MP_HEADER = 'Table\\1R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\5R;Percentage_EW\\5R';

/**
 * The five tables as played, before any adjustment: NS 420, −50, 420, 400, −100. Matchpoints
 * (top 8): the two 420s beat three and tie each other, 7; 400 beats two, 4; −50 beats one, 2;
 * −100 nothing. EW gets 8 minus that. Percentages of 8.
 */
export const MP_ROWS = [
  '1 4S   S 10   420    -    7    1  87.5  12.5',
  '2 4S   S  9     -   50    2    6    25    75',
  '3 4S   S 10   420    -    7    1  87.5  12.5',
  '4 3NT  N  9   400    -    4    4    50    50',
  '5 4S   S  8     -  100    0    8     0   100',
];

/** A game for table 3 (4♠ by S, 10 tricks) with extra tags and the traveller rows given. */
export function mpBoard(extraTags: string[] = [], rows: string[] = MP_ROWS, edition = '2017'): string {
  return [
    '[Event "Club pairs"]', '[Site "Club"]', '[Date "2024.03.14"]', '[Board "1"]',
    '[West "W"]', '[North "N"]', '[East "E"]', '[South "S"]', '[Dealer "N"]', '[Vulnerable "None"]',
    '[Deal "N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2"]',
    '[Scoring "MP"]', '[Declarer "S"]', '[Contract "4S"]', '[Result "10"]',
    `[Laws "${edition}"]`, '[Score "420"]', '[Table "3"]', ...extraTags,
    `[ScoreTable "${MP_HEADER}"]`, ...rows, '',
  ].join('\n');
}

/**
 * Four tables, nobody vulnerable (the game is table 3): NS 420, −50, 420, 170 (2♠ +2).
 * IMPs (bands 220–260 = 6, 430–490 = 10):
 *   420 against −50 +10, against 420 0, against 170 (250) +6 → sum 16, average 16 / 3 = 5.33;
 *   −50 against 420 −10 twice, against 170 (220) −6 → sum −26, average −8.67;
 *   170 against 420 −6 twice, against −50 (220) +6 → sum −6, average −2.
 * The sums add up to 0 (16 + 16 − 26 − 6), as a field's IMPs do.
 */
/** The four tables with the IMPs summed over the other tables, one decimal (as Ruter writes them). */
export const SUMMED = [
  '1 4S   S 10   420    -  16.0 -16.0',
  '2 4S   S  9     -   50 -26.0  26.0',
  '3 4S   S 10   420    -  16.0 -16.0',
  '4 2S   S 10   170    -  -6.0   6.0',
];
/** The same four tables with the IMPs averaged over the other tables. */
export const AVERAGED = [
  '1 4S   S 10   420    -  5.33 -5.33',
  '2 4S   S  9     -   50 -8.67  8.67',
  '3 4S   S 10   420    -  5.33 -5.33',
  '4 2S   S 10   170    - -2.00  2.00',
];

/** mpBoard scored by cross-IMPs (`scoring`) with IMP columns instead of matchpoints, and the rows given. */
export function crossBoard(rows: readonly string[], scoring = 'IMP;Cross'): string {
  const header = 'Table\\1R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;IMP_NS\\5R;IMP_EW\\5R';
  return mpBoard([], [...rows]).replace('[Scoring "MP"]', `[Scoring "${scoring}"]`).replace(/\[ScoreTable "[^"]*"\]/, `[ScoreTable "${header}"]`);
}
