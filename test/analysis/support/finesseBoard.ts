/**
 * FINESSE: a 6NT by South whose play stops after ten tricks with South on lead, in a three-card
 * ending: North ♠A Q ♦A, South ♠3 2 ♦2, East ♠K 5 ♦Q, West ♠4 ♦K J (all ten tricks went to North
 * and South; in the tenth East and West showed out of clubs). Counted by hand over the 20 ways
 * (C(6,3)) of dealing the defenders' six cards three each: the claim of all three tricks holds
 * whenever West has the ♠K (the finesse: 10 layouts) and when East's ♠K is bare (it falls under
 * the ace: East holds it with two diamonds, 3 layouts), so on 13 of 20; it fails exactly when
 * East holds ♠K x or ♠K x x (7 layouts), declarer then making 12. The actual layout is one of those.
 */
import { game } from './ddBoards';

/** The FINESSE deal (see the header). */
export const FINESSE_DEAL = 'N:AQJ7.AKQ.AT6.AK3 KT5.9752.Q95.864 9632.JT.842.QJT9 84.8643.KJ73.752';

/** The ten tricks, in the Play tag's columns W N E S. */
export const FINESSE_PLAY = ['D7 DT D9 D8', 'D3 D6 D5 D4', 'S8 SJ ST S9', 'H8 HA H9 HJ', 'H6 HK H7 HT', 'H4 HQ H5 S6', 'C7 CA C8 C9', 'C5 CK C6 CT', 'C2 C3 C4 CQ', 'H3 S7 H2 CJ'];

/** The FINESSE board with its Result (13: South claims the rest) and more tags. */
export function finesseBoard(options: { result?: string; tags?: Record<string, string>; tricks?: string[] } = {}): string {
  return game({ Dealer: 'S', Deal: FINESSE_DEAL, Declarer: 'S', Contract: '6NT', Result: options.result ?? '13', ...options.tags },
    ['[Auction "S"]', '6NT Pass Pass Pass', '[Play "W"]', ...(options.tricks ?? FINESSE_PLAY), '*']);
}
