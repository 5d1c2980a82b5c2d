/**
 * Test boards whose double-dummy answers can be counted by hand, as PBN text:
 * - SOLID: each player holds one whole suit (N spades, E hearts, S diamonds, W clubs). A side
 *   takes 13 tricks where it holds the trumps and 0 elsewhere (in no trump the opening leader runs
 *   his suit), so NS make 7♠ and 7♦, EW 7♥ and 7♣; par is 7♠ by N/S, NS +1510 (210 + 300 + 1000).
 * - RUFF: South 10 spades and three small clubs, West three small spades and ten top clubs, North
 *   13 hearts, East 13 diamonds; in 4♠ by South West cashes three clubs, South ruffs the fourth and
 *   draws trumps: 10 tricks, and the defence can never take more than its three clubs.
 * - ENDING: a two-card end position in no trump, North to lead: ♠A and ♣2 against East's ♣A and ♥A.
 *   North must cash the ♠A first (1 trick); leading the ♣2 first loses both; East, on the ♠A, must
 *   keep the ♣A (discarding it lets the ♣2 win: 2 tricks).
 */

/** The tags of a game around a deal and whatever else a test adds. */
export function game(tags: Record<string, string>, sections: string[] = []): string {
  const head = { Event: 'DD test', Site: 'Test', Date: '2024.03.14', Board: '1', Dealer: 'N', Vulnerable: 'None', ...tags };
  return [...Object.entries(head).map(([name, value]) => `[${name} "${value}"]`), ...sections].join('\n') + '\n';
}

/** Each player one suit: N spades, E hearts, S diamonds, W clubs. */
export const SOLID_DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

/** South's ten spades and West's ten clubs (see the header). */
export const RUFF_DEAL = 'S:AKQJT98765...432 432...AKQJT98765 .AKQJT98765432.. ..AKQJT98765432.';

/** RUFF played out: West cashes ♣A K Q, South ruffs the fourth club, then runs the spades (West follows three times). */
export const RUFF_PLAY = [
  'CA H2 D2 C4', 'CK H3 D3 C3', 'CQ H4 D4 C2', 'CJ H5 D5 S5',
  'S2 H6 D6 SA', 'S3 H7 D7 SK', 'S4 H8 D8 SQ', 'C9 H9 D9 SJ',
  'C8 HT DT ST', 'C7 HJ DJ S9', 'C6 HQ DQ S8', 'C5 HK DK S7', 'CT HA DA S6',
];

/** The RUFF board: 4♠ by South, the play as far as `tricks` goes (`*` when it stops), Result and more tags. */
export function ruffBoard(options: { tricks?: string[]; result?: string; tags?: Record<string, string> } = {}): string {
  const tricks = options.tricks ?? RUFF_PLAY;
  return game({ Dealer: 'S', Deal: RUFF_DEAL, Declarer: 'S', Contract: '4S', Result: options.result ?? '10', ...options.tags },
    ['[Auction "S"]', '4S Pass Pass Pass', '[Play "W"]', ...tricks, ...(tricks.length < 13 ? ['*'] : [])]);
}

/** The two-card ending (see the header). */
export const ENDING_DEAL = 'N:A...2 .A..A 3..2. ..AK.';

/** The ending played: `rows` in the Play tag's columns N E S W. */
export function endingBoard(rows: string[]): string {
  return game({ Deal: ENDING_DEAL, Declarer: 'N', Contract: 'NT' }, ['[Play "N"]', ...rows]);
}
