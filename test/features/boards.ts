/**
 * Hand-made boards for the feature tests, with everything the tests assert counted by hand.
 * REVOKE_BOARD (the deal of an earlier revoke-unmarked sample): 4♠ by South, West leads; East ruffs North's ♥J with
 * ♠5 at trick 7 while still holding ♥2 (an established revoke he won himself: Law 64A1, and EW
 * win trick 13, so two tricks go to NS). Tricks: 1 S, 2 S, 3 E, 4 E, 5 N, 6 N, 7 E, 8–12 N, 13 W,
 * so NS 9 · EW 4. HCP: North 8, East 8, South 8, West 16.
 */

/** 4♠ by S, unmarked revoke by East at trick 7, Date 2024 (Laws 2017 inferred). */
export const REVOKE_BOARD = [
  '[Event "Club pairs"]',
  '[Site "Utrecht"]',
  '[Date "2024.03.14"]',
  '[Board "7"]',
  '[West "Jansen"]',
  '[North "de Vries"]',
  '[East "Bakker"]',
  '[South "Visser"]',
  '[Dealer "N"]',
  '[Vulnerable "NS"]',
  '[Deal "N:KQ86432.QJT.T3.6 A75.92.765.A8742 T9.A754.A82.T953 J.K863.KQJ94.KQJ"]',
  '[Scoring "MP"]',
  '[Declarer "S"]',
  '[Contract "4S"]',
  '[Result "9"]',
  '[Score "NS -100"]',
  '[Auction "N"]',
  'Pass Pass 1S Pass',
  '4S Pass Pass Pass',
  '[Play "W"]',
  'DK DT D7 DA',
  'HK HQ H9 HA',
  'SJ SK SA ST',
  'CK C6 CA CT',
  'CQ S2 C8 C9',
  'H3 SQ S7 S9',
  'H8 HJ S5 H7',
  'CJ S3 C7 C5',
  'H6 HT H2 H5',
  'D4 S8 C2 D2',
  'D9 S6 C4 C3',
  'DJ S4 D5 H4',
  'DQ D3 D6 D8',
].join('\n');

/**
 * The same deal with notes, in import format: North deals, the auction has two alerts (=1= on
 * 1♠, =2= on 2NT) and the play one note (=1= on the opening lead).
 */
export const NOTES_BOARD = [
  '[Event "Notes"]',
  '[Board "3"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:KQ86432.QJT.T3.6 A75.92.765.A8742 T9.A754.A82.T953 J.K863.KQJ94.KQJ"]',
  '[Declarer "S"]',
  '[Contract "4S"]',
  '[Result "10"]',
  '[Auction "N"]',
  'Pass Pass 1S =1= Pass',
  '2NT =2= Pass 4S AP',
  '[Note "1:five-card major"]',
  '[Note "2:Jacoby, game forcing"]',
  '[Play "W"]',
  'DK =1= DT D7 DA',
  '[Note "1:top of a sequence"]',
].join('\n');

/** An import-format game: tags out of order, lower-case calls, `AP`, `-` before the dealer, comments. */
export const IMPORT_BOARD = [
  '% a header line',
  '{ board commentary }',
  '[Board "5"] [Dealer "E"]',
  '[Vulnerable "Both"]',
  '[Event "Club"]',
  '[Deal "N:KQ86432.QJT.T3.6 A75.92.765.A8742 T9.A754.A82.T953 J.K863.KQJ94.KQJ"]',
  '[Declarer "S"] ; the declarer',
  '[Contract "4S"]',
  '[Result "9"]',
  '[Annotator "Me"]',
  '[Auction "N"]',
  '- p 1s { light } pass',
  '2s =1= p 4s ap',
  '[Note "1:natural"]',
  '[Play "N"]',
  'DT D7 DA DK',
  'HQ H9 HA HK ; ace wins',
  'SK SA ST SJ',
  '*',
].join('\n');
