/**
 * Who won which trick, and how many tricks a side won from a given trick on. Recorded tricks use
 * the winner the model supplies, or the winning card when all four cards are known. After a
 * claim, the tricks that were never played are shared out by the claimed total, and count as
 * won after every recorded trick.
 */
import { Card, Strain, suitOf, Suit, winningCard } from '../../bridge/cards';
import { Seat, Side, sideOf } from '../../bridge/seats';
import { PlayedBoard, PlayedTrick } from '../../shapes/laws';

/** Trick winners by trick number, plus the unplayed tricks each side took by claim or concession. */
export interface TrickTally {
  winners: Map<number, Seat>;
  claimedBySide: Record<Side, number>;
}

/** The seat whose card won a trick; undefined when the trick is incomplete or has unknown cards. */
export function trickWinner(trick: PlayedTrick, trump: Strain): Seat | undefined {
  if (trick.winner) return trick.winner;
  const cards = trick.cards.map((played) => played.card);
  if (cards.length !== 4 || cards.some((card) => card === undefined)) return undefined;
  const best = winningCard(cards as Card[], trump);
  return trick.cards.find((played) => played.card === best)?.seat;
}

/** The suit of the card that led a trick, when known. */
export function suitLedTo(trick: PlayedTrick): Suit | undefined {
  const lead = trick.cards[0]?.card;
  return lead === undefined ? undefined : suitOf(lead);
}

/** Tallies a board; `claimedTotal` is the declaring side's total including claimed tricks, before any transfer. */
export function tallyTricks(board: PlayedBoard, claimedTotal?: number): TrickTally {
  const winners = new Map<number, Seat>();
  for (const trick of board.tricks) {
    const winner = trickWinner(trick, board.contract.strain);
    if (winner) winners.set(trick.number, winner);
  }
  const claimedBySide: Record<Side, number> = { NS: 0, EW: 0 };
  if (board.endedEarly && claimedTotal !== undefined) {
    const declaringSide = sideOf(board.declarer);
    const unplayed = 13 - winners.size;
    const recordedForDeclarer = [...winners.values()].filter((seat) => sideOf(seat) === declaringSide).length;
    const claimedForDeclarer = Math.min(unplayed, Math.max(0, claimedTotal - recordedForDeclarer));
    claimedBySide[declaringSide] = claimedForDeclarer;
    claimedBySide[declaringSide === 'NS' ? 'EW' : 'NS'] = unplayed - claimedForDeclarer;
  }
  return { winners, claimedBySide };
}

/** Tricks `side` won from trick `fromTrick` on (claimed tricks included). */
export function tricksWonBySideFrom(tally: TrickTally, side: Side, fromTrick: number): number {
  let count = tally.claimedBySide[side];
  for (const [number, seat] of tally.winners) if (number >= fromTrick && sideOf(seat) === side) count++;
  return count;
}

/** Tricks `side` won in the recorded play. */
export function recordedTricksOfSide(tally: TrickTally, side: Side): number {
  return [...tally.winners.values()].filter((seat) => sideOf(seat) === side).length;
}
