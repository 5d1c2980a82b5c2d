/**
 * Test boards for the Law 64C decision, each with a revoke whose double-dummy numbers were
 * solved with the engine (the position before the revoke card, with the offender's legal cards,
 * and the position after the revoke trick) and agree with DDS's own card-by-card trace of the play:
 * - GAINED_NOTHING, 3NT by South: West discards ♦9 on South's ♠J at trick 7 holding ♠3, his only
 *   legal card; the ♠J wins either way, so NS take 9 double dummy before the revoke and 9 after
 *   its trick. South then gives away a trick at trick 10 and another at 11: 7 at the table. West
 *   did not win the revoke trick and EW win later ones: 64A2 (1975: 64) transfers 1, so 8.
 * - SHORT_BY_EDITION, 2♠ by South: West discards ♦6 on North's ♥Q at trick 6 holding ♥8 (East wins
 *   with the ♥A): NS take 8 double dummy with the ♥8, 6 after the trick, so the revoke cost them 2.
 *   South loses one more at trick 8: 5 at the table, 7 without the revoke. 2017 and 2007 64A2:
 *   1 trick (6, short by one); 1997 and 1987 64A2 add one because West later won a trick with a
 *   heart he held then (♥K, trick 9): 7; 1975 Law 64 counts by side, EW won the revoke trick and a
 *   later one: 2, so 7.
 * - DUMMY_REVOKE, 3♠ by South: dummy (North) ruffs West's ♣A with the ♠4 at trick 7 holding ♣J.
 *   EW take 4 double dummy with dummy's club, 3 after the trick: the revoke cost them 1. Dummy's
 *   card was faced: no trick is transferred in any edition (64B3; 1975: 64c). NS take 10 at the
 *   table, rectified 10 (3♠ +1); without the revoke 9 (3♠ =).
 * - BOTH_SIDES, 1NT by South: East discards ♦4 on West's ♥10 at trick 2 holding ♥Q54, South
 *   discards ♣7 on North's ♠8 at trick 5 holding ♠62; neither revoke costs its non-offenders a
 *   trick double dummy (East's gives NS 2: 8 with a heart, 10 after the trick; South's: EW 3 and
 *   3). NS take 10 at the table. 2017 and 2007 64B7: both sides revoked, no transfer at all; 1997
 *   and 1987: 2 tricks to NS (64A2 and East's later heart win) and 1 to EW; 1975: 1 to NS, 2 to EW.
 */
import { game } from './ddBoards';

const board = (deal: string, contract: string, result: string, rows: string[]) =>
  game({ Dealer: 'S', Deal: deal, Declarer: 'S', Contract: contract, Result: result }, ['[Auction "S"]', `${contract} Pass Pass Pass`, '[Play "W"]', ...rows]);

/** 3NT by South, a revoke that gained nothing and declarer's own later mistakes (see the header). */
export const GAINED_NOTHING = board('N:AT2.QJ53.AKQ8.T8 Q.KT9864.J64.J96 KJ8654.A7.T.7542 973.2.97532.AKQ3', '3NT', '7', [
  'CQ CT CJ C4', 'C3 C8 C9 C7', 'CA DA C6 C5', 'CK DK H4 C2', 'D5 DQ DJ DT', 'S9 ST SQ SK', 'D9 S2 HK SJ',
  'S7 SA HT S6', 'H2 HQ H9 HA', 'S3 HJ H8 H7', 'D7 D8 D6 S8', 'D3 H5 H6 S5', 'D2 H3 D4 S4',
]);

/** 2♠ by South, a revoke that cost NS 2 tricks; the transfer is 1 or 2 by edition (see the header). */
export const SHORT_BY_EDITION = board('N:A9765.Q65.KQ7.K2 3.A7432.J52.AQJ4 KJ8.T.AT98.T9865 QT42.KJ98.643.73', '2S', '5', [
  'C3 C2 CJ C5', 'SQ S5 S3 SJ', 'D4 DQ D5 D9', 'S4 S7 H2 SK', 'D3 DK D2 D8', 'D6 HQ HA HT', 'S2 D7 DJ DA',
  'ST S9 H7 S8', 'HK H6 H4 DT', 'HJ H5 H3 CT', 'H9 SA CQ C9', 'H8 S6 C4 C8', 'C7 CK CA C6',
]);

/** 3♠ by South, dummy's revoke (64B3: no transfer) that cost EW a trick (see the header). */
export const DUMMY_REVOKE = board('N:AQ84.AK92.Q4.KQJ JT32.T8753.T9.75 K965.QJ.762.T632 7.64.AKJ853.A984', '3S', '10', [
  'DK DQ DT D6', 'D3 D4 D9 D7', 'H6 HA H7 HQ', 'H4 HK HT HJ', 'D5 H9 H5 S9', 'S7 S8 SJ SK', 'CA S4 C7 CT',
  'DA H2 H8 S6', 'C9 CK C5 C6', 'C8 CQ ST C3', 'DJ SA S3 S5', 'D8 SQ S2 D2', 'C4 CJ H3 C2',
]);

/** 1NT by South, a revoke by each side (64B7 from 2007 on; see the header). */
export const BOTH_SIDES = board('N:AQ874.K98.AT85.J J53.Q54.Q43.T865 K962.J2.K962.K97 T.AT763.J7.AQ432', '1NT', '10', [
  'HA H9 H5 HJ', 'HT HK D4 H2', 'ST SA SJ SK', 'H7 SQ S5 S9', 'H6 S8 S3 C7', 'H3 S7 H4 S6', 'DJ S4 DQ S2',
  'D7 DA D3 DK', 'C4 DT CT D9', 'C3 D8 C8 D6', 'C2 D5 C6 D2', 'CA H8 HQ CK', 'CQ CJ C5 C9',
]);
