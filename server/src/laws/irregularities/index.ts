/**
 * The irregularity part of the Laws engine (Laws 49-60, 62, 63B, 68-71): `ruleOnBoard` gives every
 * ruling of a board, `findLeaderHint` spots an unmarked lead out of turn.
 */
export { ruleOnBoard, uncheckedObligations } from './ruleOnBoard';
export { findLeaderHint } from './leaderHints';
export type { LeaderHint } from './leaderHints';
export { irregularityMessage, breachDescription } from './messages';
