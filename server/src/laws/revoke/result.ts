/**
 * From rulings to the hand record: the declaring side's tricks after the transfers, and whether
 * the PBN `Result` needs its `^` mark (pbn.md §10: required exactly when the Result gives a side
 * fewer tricks than it already won in the recorded play, forbidden otherwise).
 */
import { Side, sideOf, otherSide } from '../../bridge/seats';
import { PlayedBoard, RevokeRuling } from '../../shapes/laws';
import { recordedTricksOfSide, tallyTricks } from './tricks';

/** The declaring side's tricks after the transfers; `baseTricks` defaults to the tricks it won in the recorded play. */
export function rectifiedTricks(board: PlayedBoard, rulings: readonly RevokeRuling[], baseTricks?: number): number {
  const declaringSide: Side = sideOf(board.declarer);
  let tricks = baseTricks ?? recordedTricksOfSide(tallyTricks(board), declaringSide);
  for (const ruling of rulings) tricks += ruling.to === declaringSide ? ruling.transfer : -ruling.transfer;
  return Math.min(13, Math.max(0, tricks));
}

/** True when a Result (declaring side's tricks; defenders' default to the rest of 13) must carry `^`. */
export function resultNeedsCaret(board: PlayedBoard, declaringSideTricks: number, defendingSideTricks = 13 - declaringSideTricks): boolean {
  const tally = tallyTricks(board);
  const declaringSide = sideOf(board.declarer);
  return (
    declaringSideTricks < recordedTricksOfSide(tally, declaringSide) ||
    defendingSideTricks < recordedTricksOfSide(tally, otherSide(declaringSide))
  );
}
