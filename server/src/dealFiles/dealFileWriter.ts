/**
 * Writes boards as a `.dlm` or `.dup` file (the layouts dlmReader.ts and recordFiles.ts read), for
 * a Director who re-deals a set: the boards must be numbered one after the other (both formats
 * hold only the first number and the count) and a .dlm holds boards 1 to 99. A .dlm lists every
 * board from 1 to 99, those outside the set as the sorted filler deal (♠ North, ♥ East, ♦ South,
 * ♣ West) dealing programs write there; its lines end in CR LF.
 */
import { RANKS } from '../bridge/cards';
import { DealFileWriteProblem } from '../shapes/dealFileProblems';
import { DealFileBoard, emptyBoard } from './dealBoard';

/** The highest board number each format holds. */
const HIGHEST: Record<'dlm' | 'dup', number> = { dlm: 99, dup: 99 };

/** The problem with writing these boards in `format`, or undefined. */
export function writeProblem(boards: readonly DealFileBoard[], format: 'dlm' | 'dup'): DealFileWriteProblem | undefined {
  if (boards.length === 0) return { kind: 'no-boards' };
  for (const [index, board] of boards.entries()) {
    const expected = boards[0].number + index;
    if (board.number !== expected) return { kind: 'not-consecutive', board: board.number, expected };
    if (board.number < 1 || board.number > HIGHEST[format]) return { kind: 'out-of-range', board: board.number, highest: HIGHEST[format] };
  }
  return undefined;
}

/** Two digits, zero-padded. */
function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The filler deal: every card of suit s to seat s. */
function fillerBoard(number: number): DealFileBoard {
  const board = emptyBoard(number);
  board.owners.forEach((_, card) => { board.owners[card] = Math.floor(card / 13); });
  return board;
}

/** A board's .dlm letters and checksum. */
function dlmLetters(board: DealFileBoard): string {
  let letters = '';
  let sum = board.number;
  for (let pair = 0; pair < 26; pair++) {
    const code = 97 + board.owners[pair * 2] * 4 + board.owners[pair * 2 + 1];
    sum ^= code;
    letters += String.fromCharCode(code);
  }
  return letters + String(sum).padStart(3, '0');
}

/** The text of a .dlm file of the boards (checked first with `writeProblem`). */
export function writeDlm(boards: readonly DealFileBoard[]): string {
  const first = boards[0].number;
  const last = first + boards.length - 1;
  const lines = [
    '[Document]', 'Headline=pbn-director', 'Status=Show', 'Duplicates=1',
    `From board=${first}`, `To board=${last}`, 'Next board to duplimate=0', 'PrintOuts=0', 'Crypto key=0',
    `Checksum=${boards.length ^ 1}`,
  ];
  for (let number = 1; number <= 99; number++) {
    const board = number >= first && number <= last ? boards[number - first] : fillerBoard(number);
    lines.push(`Duplicates ${twoDigits(number)}=0`, `Board ${twoDigits(number)}=${dlmLetters(board)}`);
  }
  return lines.map((line) => `${line}\r\n`).join('');
}

/** The bytes of a .dup file of the boards (checked first with `writeProblem`). */
export function writeDup(boards: readonly DealFileBoard[]): Uint8Array {
  const records = boards.map((board, index) => {
    let bri = '';
    for (let seat = 0; seat < 3; seat++) {
      board.owners.forEach((owner, card) => { if (owner === seat) bri += twoDigits(card + 1); });
    }
    let dge = '';
    for (let seat = 0; seat < 4; seat++) {
      for (const [suit, marker] of [6, 3, 4, 5].entries()) {
        dge += String.fromCharCode(marker);
        for (let rank = 0; rank < 13; rank++) if (board.owners[suit * 13 + rank] === seat) dge += RANKS[rank];
      }
    }
    const tail = index === 0 ? `YN${String(board.number).padEnd(2, ' ')} 0 ${twoDigits(boards.length)} ` : '\0'.repeat(10);
    return bri + dge + tail;
  });
  return Uint8Array.from(Buffer.from(records.join(''), 'latin1'));
}
