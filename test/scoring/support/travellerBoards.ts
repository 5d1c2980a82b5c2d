/**
 * Test boards with travellers: a five-table matchpoint board (4♠ by South, nobody vulnerable)
 * whose game is table 3, with the ScoreTable rows given by the test, so each test states the
 * numbers it works out by hand.
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
