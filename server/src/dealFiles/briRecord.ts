/**
 * The BRI record of one board, as a `.bri` file holds it and a `.dup` record starts with it: 78
 * ASCII digits, 39 two-digit card numbers (01 = ♠A, 02 = ♠K … 13 = ♠2, 14 = ♥A … 52 = ♣2), the
 * first 13 North's, then East's, then South's; West holds the 13 cards left.
 */
import { DealFileProblem } from '../shapes/dealFileProblems';
import { DealFileBoard, boardProblem, emptyBoard, giveCard } from './dealBoard';

/** The bytes of a board's BRI record. */
export const BRI_BYTES = 78;

/** Reads the BRI record at `start` of `bytes`: the board, or what is wrong with it. */
export function readBriRecord(bytes: Uint8Array, start: number, number: number): DealFileBoard | DealFileProblem {
  const board = emptyBoard(number);
  const twice: number[] = [];
  for (let card = 0; card < 39; card++) {
    const at = start + card * 2;
    const tens = bytes[at] - 48;
    const units = bytes[at + 1] - 48;
    const value = tens * 10 + units;
    if (tens < 0 || tens > 9 || units < 0 || units > 9 || value < 1 || value > 52) {
      return { kind: 'unreadable', board: number, at: card * 2 + 1, text: String.fromCharCode(bytes[at], bytes[at + 1]) };
    }
    giveCard(board, value - 1, Math.floor(card / 13), twice);
  }
  // West: every card nobody else holds (a card given twice leaves West one short, named below).
  board.owners.forEach((owner, card) => { if (owner < 0) board.owners[card] = 3; });
  return boardProblem(board, twice) ?? board;
}
