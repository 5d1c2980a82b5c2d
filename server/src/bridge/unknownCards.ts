/**
 * What a player certainly held of a suit when the record writes some of his earlier cards as `-`
 * (PBN §3.6: a card not known). Each `-` he played before the trick may have been any card of his
 * that the record never shows him playing; a card the record shows him playing later he surely
 * still held. So he certainly held the suit when one of its cards is played later, or when more of
 * its never-shown cards remain than his `-` cards could account for. When the record holds all
 * thirteen of his cards, every never-shown card is one of his `-` cards, so with no `-` after the
 * trick he had surely played them all. The play's replay and the Laws
 * engine's revoke search both read this one rule, so a failure to follow suit is a revoke, a
 * question for the Director, or nothing, alike for both.
 */
import { countOf, lowestRankIn } from './cardIndex';

/** The answer for one suit: void, certainly held (with the lowest rank certainly held), or held unless a `-` was one of them. */
export type SuitHolding = { kind: 'void' } | { kind: 'held'; lowest: number } | { kind: 'unknown' };

/**
 * `stillHeld`: the suit's cards of the hand not shown played before the trick (13-bit mask, bit = rank);
 * `shownAnywhere`: the suit's cards the record shows the player playing, in any trick;
 * `unknownBefore`: how many cards he played before the trick as `-`;
 * `unknownAfter`: how many he plays as `-` after it, when the record holds all thirteen of his cards (else undefined).
 */
export function suitHolding(stillHeld: number, shownAnywhere: number, unknownBefore: number, unknownAfter?: number): SuitHolding {
  if (stillHeld === 0) return { kind: 'void' };
  if (unknownBefore === 0) return { kind: 'held', lowest: lowestRankIn(stillHeld) };
  const shownLater = stillHeld & shownAnywhere;
  if (shownLater !== 0) return { kind: 'held', lowest: lowestRankIn(shownLater) };
  if (countOf(stillHeld) > unknownBefore) return { kind: 'held', lowest: lowestRankIn(stillHeld) };
  if (unknownAfter === 0) return { kind: 'void' };
  return { kind: 'unknown' };
}
