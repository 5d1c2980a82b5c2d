/**
 * The DGE record of one board, as a `.dge` file holds it and a `.dup` record has it after the
 * BRI part: 68 bytes, the hands of North, East, South and West, each as four suits, a suit a
 * marker byte (6 ♠, 3 ♥, 4 ♦, 5 ♣: the old PC symbols) and its ranks (`AKQJT98765432`).
 */
import { RANKS } from '../bridge/cards';
import { DealFileProblem } from '../shapes/dealFileProblems';
import { DealFileBoard, boardProblem, emptyBoard, giveCard } from './dealBoard';

/** The bytes of a board's DGE record. */
export const DGE_BYTES = 68;

/** The suit (0–3, ♠ first) of each marker byte. */
const SUIT_OF_MARKER: Readonly<Record<number, number>> = { 6: 0, 3: 1, 4: 2, 5: 3 };

/** Reads the DGE record at `start` of `bytes`: the board, or what is wrong with it. */
export function readDgeRecord(bytes: Uint8Array, start: number, number: number): DealFileBoard | DealFileProblem {
  const board = emptyBoard(number);
  const twice: number[] = [];
  let markers = 0;
  let suit = -1;
  for (let at = 0; at < DGE_BYTES; at++) {
    const byte = bytes[start + at];
    const marker = SUIT_OF_MARKER[byte];
    if (marker !== undefined) {
      suit = marker;
      markers++;
      continue;
    }
    const rank = RANKS.indexOf(String.fromCharCode(byte));
    // Before the first marker, a fifth hand, or a byte that is no rank: the record cannot be read.
    if (suit < 0 || markers > 16 || rank < 0) return { kind: 'unreadable', board: number, at: at + 1, text: String.fromCharCode(byte) };
    giveCard(board, suit * 13 + rank, Math.floor((markers - 1) / 4), twice);
  }
  return boardProblem(board, twice) ?? board;
}
