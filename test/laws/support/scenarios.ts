/**
 * The revoke deals the tests share, each written as readable tricks (4♠ by South unless said,
 * dummy North, West leads). Every scenario notes who won which trick so a reader can check the
 * expected rulings by hand.
 */
import { BoardSpec } from './boardBuilder';

const FOUR_SPADES_BY_SOUTH = { declarer: 'S', contract: '4S' } as const;

/** East ruffs a club at trick 2 holding ♣5 and wins it; North wins trick 3. EW: T1, T2; NS: T3. */
export const EAST_RUFFS_AND_WINS: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 S2 C3', 'E:C5 C6 C7 C8'],
};

/** East discards ♦2 at trick 2 holding ♣5; his partner West wins it, and trick 3. EW: T1-T3. */
export const PARTNER_WINS: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 D2 C3', 'W:DK D3 D4 D5'],
  holds: { E: ['C5'] },
};

/** East discards ♦2 at trick 2 holding ♣Q, West wins it; East wins trick 3 with that ♣Q. EW: T1-T3. */
export const LATER_WIN_WITH_SUIT_LED: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 D2 C3', 'W:C4 C6 CQ C7'],
};

/** Declarer (South) discards ♣2 at trick 2 holding ♦3; dummy's ♦A wins it. NS: T2; EW: T1, T3. */
export const DUMMY_WINS_DECLARERS_REVOKE: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:DK DA D2 C2', 'N:D4 D5 D3 D6'],
};

/** Dummy (North) discards ♣2 at trick 2 holding ♦3; South wins it. NS: T2; EW: T1, T3. */
export const DUMMY_REVOKES: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:DK C2 D2 DA', 'S:D4 D5 D3 D6'],
};

/** East discards on clubs at tricks 2 and 3 holding ♣5 (played at trick 4). EW: T1-T3; NS: T4. */
export const SAME_SUIT_TWICE: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 D2 C3', 'W:CK C4 D3 C6', 'W:C8 C9 C5 CT'],
};

/** East revokes in clubs at trick 2 (West wins), South in diamonds at trick 3 (dummy wins). EW: T1, T2, T4; NS: T3. */
export const BOTH_SIDES_REVOKE: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 D2 C3', 'W:DK DA D4 C4', 'N:D5 D6 D7 D8'],
  holds: { E: ['C5'] },
};

/** East discards at trick 2 holding ♣5; NS win trick 2 and everything after. EW: T1 only. */
export const OFFENDERS_WIN_NOTHING_MORE: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:C2 CA D2 C3', 'N:HK H5 H6 H7'],
  holds: { E: ['C5'] },
};

/** East ruffs trick 2 holding ♣5 and wins it; the record stops there (claim). EW: T1, T2. */
export const CLAIM_AFTER_REVOKE: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 S2 C3'],
  holds: { E: ['C5'] },
};

/** East discards at trick 2 (North wins); West leads out of turn to trick 3 and the record stops. EW: T1; NS: T2. */
export const PARTNER_LEADS_OUT_OF_TURN: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:C2 CA D2 C3', 'W:^LDK'],
  holds: { E: ['C5'] },
};

/** East ruffs trick 2 (holding ♣5), West ruffs trick 3 (holding ♦5); South wins trick 4. EW: T1-T3; NS: T4. */
export const TWO_REVOKES_OVER_THE_CAP: BoardSpec = {
  ...FOUR_SPADES_BY_SOUTH,
  tricks: ['W:HA H2 H3 H4', 'W:C2 C3 S2 C4', 'E:D2 D3 S3 D4', 'W:H5 H6 H7 H8'],
  holds: { E: ['C5'], W: ['D5'] },
};

const ELEVEN_TRICKS_TO_WEST = [
  'W:HA H2 H3 H4', 'W:HK H5 H6 H7', 'W:HQ H8 H9 HT',
  'W:CA C2 C3 C4', 'W:CK C5 C6 C7', 'W:CQ C8 C9 CT',
  'W:DA D2 D3 D4', 'W:DK D5 D6 D7', 'W:DQ D8 D9 DT',
  'W:SA S2 S3 S4', 'W:SK S5 S6 S7',
];

/** 3NT by South, all 13 tricks played, West wins every trick; East discards ♣J at trick 12 holding ♠9 (after West led). */
export const TWELFTH_TRICK_AFTER_PARTNER: BoardSpec = {
  declarer: 'S',
  contract: '3NT',
  tricks: [...ELEVEN_TRICKS_TO_WEST, 'W:SQ S8 CJ ST', 'W:SJ HJ S9 DJ'],
};

/** As above, but North leads trick 12, so East's partner West is still to play when East revokes. */
export const TWELFTH_TRICK_BEFORE_PARTNER: BoardSpec = {
  declarer: 'S',
  contract: '3NT',
  tricks: [...ELEVEN_TRICKS_TO_WEST, 'N:S8 ^RCJ ST SQ', 'W:SJ HJ S9 DJ'],
};
