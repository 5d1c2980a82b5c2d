/**
 * The revoke part of the Laws engine: finding revokes, deciding establishment, ruling under
 * Law 64 of an edition, and turning rulings into a rectified trick count.
 */
export { findRevokes } from './findRevokes';
export type { FoundRevoke } from './findRevokes';
export { isEstablished } from './established';
export type { Establishment } from './established';
export { ruleOnRevokes } from './ruleOnRevokes';
export type { RevokeOptions } from './ruleOnRevokes';
export { rectifiedTricks, resultNeedsCaret } from './result';
export { trickWinner, tallyTricks, tricksWonBySideFrom } from './tricks';
export type { TrickTally } from './tricks';
