/**
 * Full 13-trick boards for the end-to-end ruling tests, as readable trick lists (leader first,
 * then clockwise). Each comment says who won what, so the expected rulings can be checked by hand.
 */
import { GameSpec } from '../support/pbnGame';

/**
 * 4♠ by South, NS vulnerable, West leads. Trick 7: North leads ♥J, East ruffs with ♠5 while
 * holding ♥2 (he plays it at trick 9) and wins the trick; at trick 8 East leads, so the revoke is
 * established. NS win tricks 2, 3, 5, 6, 8–12 = 9 tricks in play; EW win 1, 4, 7 and 13 — so
 * the offending side won the revoke trick and a later one: 2 tricks to NS in every edition, for
 * 11 tricks, 4♠+1 vulnerable = 650.
 */
export const EAST_RUFFS_AT_TRICK_7: GameSpec = {
  declarer: 'S', contract: '4S', vulnerability: 'NS',
  tricks: [
    'W:DK DT D7 DA', 'S:HA HK HQ H9', 'S:ST SJ SK SA', 'E:CA CT CK C6', 'E:C8 C9 CQ S2', 'N:SQ S7 S9 H3',
    'N:HJ S5 H7 H8', 'E:C7 C5 CJ S3', 'N:HT H2 H5 H6', 'N:S8 C2 D2 D4', 'N:S6 C4 C3 D9', 'N:S4 D5 H4 DJ', 'N:D3 D6 D8 DQ',
  ],
};

/** The same play with the revoke marked `^R`. */
export const EAST_RUFFS_AT_TRICK_7_MARKED: GameSpec = {
  ...EAST_RUFFS_AT_TRICK_7,
  tricks: EAST_RUFFS_AT_TRICK_7.tricks.map((trick, index) => (index === 6 ? 'N:HJ ^RS5 H7 H8' : trick)),
};

/** The same board claimed after trick 9 (NS 6 tricks so far, declarer claims 3 more: Result 9 at the table). */
export const EAST_RUFFS_THEN_CLAIM: GameSpec = {
  ...EAST_RUFFS_AT_TRICK_7,
  tricks: EAST_RUFFS_AT_TRICK_7.tricks.slice(0, 9),
  holds: { N: ['S8', 'S6', 'S4', 'D3'], E: ['C2', 'C4', 'D5', 'D6'], S: ['D2', 'C3', 'H4', 'D8'], W: ['D4', 'D9', 'DJ', 'DQ'] },
};

/**
 * 4♠ by South, NS vulnerable, no irregularity. NS win tricks 1, 3, 4, 8–13 (9 tricks); EW win
 * 2 (West ruffs ♥A), 5, 6 and 7: one down, NS -100.
 */
export const CLEAN_ONE_DOWN: GameSpec = {
  declarer: 'S', contract: '4S', vulnerability: 'NS',
  tricks: [
    'W:SK SA SQ SJ', 'N:HA H8 HK S3', 'W:CJ CQ C6 CA', 'S:CK CT C7 C4', 'S:DT D9 DK DA', 'E:DQ D7 D3 DJ', 'E:H6 HT S7 HQ',
    'W:S9 S8 D2 ST', 'S:H9 C2 HJ H5', 'N:D8 D6 S4 C3', 'S:S6 C5 S2 H2', 'S:S5 C8 H3 D4', 'S:H4 C9 H7 D5',
  ],
};
