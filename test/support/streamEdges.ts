/**
 * Test helper: an edge file for the streamed commands (a Latin-1 comment, a wrong Result and
 * Score, a revoke, `#` inheritance, an unreadable game, a traveller, a game without Declarer that
 * ends the file without a line end); and where the real files of ../shared/corpus/real are
 * (absent on a machine without it).
 */
import { pbnGame } from './pbnGame';
import * as path from 'node:path';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { mpBoard } from '../scoring/support/travellerBoards';

/** The shared corpus of real files. */
export const REAL = path.resolve(__dirname, '../../../shared/corpus/real');

// 4♠ S, NS vulnerable, 9 tricks played: the file's 10 and NS 650 become 9 and NS −100.
const WRONG = pbnGame({ ...CLEAN_ONE_DOWN, result: '10', score: 'NS 650' });
const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, boardNumber: 2, result: '9', score: 'NS 420' });
// Event and Site inherited from board 2 (`#`); the Score of 9 tricks is NS −100, not NS 650.
const INHERITS = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 3, result: '9', score: 'NS 650' }).replace('[Event "Test"]', '[Event "#"]').replace('[Site "Test"]', '[Site "#"]');
// An unclosed tag: the game cannot be read with certainty and stays as it is, wrong Score and all.
export const BROKEN = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 4, result: '9', score: 'NS 650' }).replace('[Dealer "S"]', '[Dealer "S"');
// Row 1's 420 ties the other 420 above three scores: 7 and 1 MP, 87.5 and 12.5 %, not 6 / 2 and 75 / 25.
const TRAVELLER = mpBoard([], ['1 4S   S 10   420    -    6    2    75    25', '2 4S   S  9     -   50    2    6    25    75', '3 4S   S 10   420    -    7    1  87.5  12.5', '4 3NT  N  9   400    -    4    4    50    50', '5 4S   S  8     -  100    0    8     0   100']).replace('[Board "1"]', '[Board "5"]');
// No Declarer: the auction decides it (South); the game ends the file without a line end.
const NO_DECLARER = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 6, result: '9', score: 'NS -100' }).replace('[Declarer "S"]\n', '').replace(/\n$/, '');

/** The edge file's text. */
export const EDGE = ['% PBN 2.1\n{ Café à la carte }\n', WRONG, REVOKE, INHERITS, BROKEN, TRAVELLER, NO_DECLARER].join('\n');
