/**
 * Hand-made PBN texts shared by the stdio tests. The played board is built so its tricks can be
 * counted by hand: each player holds (nearly) one suit, West cashes three clubs, South ruffs the
 * fourth and runs ten spades, so South makes 4♠ with exactly 10 tricks.
 */

/** Board 7: 4♠ by South, 10 tricks, a full auction and 13 tricks of play, one multi-line comment. */
export const PLAYED_BOARD = [
  '[Event "LSP test"]',
  '[Site "Test"]',
  '[Date "2024.03.01"]',
  '[Board "7"]',
  '[West "West"]',
  '[North "North"]',
  '[East "East"]',
  '[South "South"]',
  '[Dealer "S"]',
  '[Vulnerable "All"]',
  '[Deal "S:AKQJT98765...432 432...AKQJT98765 .AKQJT98765432.. ..AKQJT98765432."]',
  '[Scoring "IMP"]',
  '[Declarer "S"]',
  '[Contract "4S"]',
  '[Result "10"]',
  '[Score "NS 620"]',
  '{ West cashes three clubs,',
  '  then South ruffs and runs the spades. }',
  '[Auction "S"]',
  '4S Pass Pass Pass',
  '[Play "W"]',
  'CA H2 D2 C2',
  'CK H3 D3 C3',
  'CQ H4 D4 C4',
  'CJ H5 D5 S5',
  'S2 H6 D6 SA',
  'S3 H7 D7 SK',
  'S4 H8 D8 SQ',
  'CT H9 D9 SJ',
  'C9 HT DT ST',
  'C8 HJ DJ S9',
  'C7 HQ DQ S8',
  'C6 HK DK S7',
  'C5 HA DA S6',
].join('\n');

/** A passed-out board whose Dealer tag is not a seat (`pbn.side.bad`). */
export const BAD_DEALER_BOARD = [
  '[Event "LSP test"]',
  '[Board "1"]',
  '[Dealer "Q"]',
  '[Vulnerable "None"]',
  '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]',
  '[Declarer ""]',
  '[Contract "Pass"]',
  '[Result ""]',
].join('\n');

/** A clean passed-out board. */
export const CLEAN_BOARD = BAD_DEALER_BOARD.replace('[Dealer "Q"]', '[Dealer "N"]') + '\n[Auction "N"]\nPass Pass Pass Pass';
