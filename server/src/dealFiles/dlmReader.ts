/**
 * Reads a Duplimate / Big Deal `.dlm` file: a `[Document]` section of `key=value` lines. Each
 * board's line `Board NN=` holds 26 letters and a 3-digit checksum: a letter is `a` plus four
 * times the holder of one card plus the holder of the next (0–3, N E S W), the cards in the order
 * ♠A … ♠2, ♥A … ♣2; the checksum is the board number XORed with every letter's code. The header's
 * `Checksum` is the number of boards, XORed with 1 when `Status=Show`.
 */
import { DealFileProblem } from '../shapes/dealFileProblems';
import { DealFileBoard, boardProblem, emptyBoard, giveCard } from './dealBoard';

/** The boards of a .dlm file and what is wrong with it. */
export interface DlmReading {
  boards: DealFileBoard[];
  problems: DealFileProblem[];
}

/** Letters of a board's line; then its checksum's digits. */
const LETTERS = 26;
const CHECKSUM_DIGITS = 3;

/** The `key=value` lines of the text, keys as written (`From board`). */
function documentFields(text: string): Map<string, string> | undefined {
  const lines = text.split(/\r?\n|\r/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines[0] !== '[Document]') return undefined;
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const equals = line.indexOf('=');
    if (equals > 0) fields.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  return fields;
}

/** A whole number written in decimal, or undefined. */
function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** Reads the text of a .dlm file (ASCII). */
export function readDlm(text: string): DlmReading {
  const fields = documentFields(text);
  if (!fields) return { boards: [], problems: [{ kind: 'not-a-deal-file', format: 'dlm', detail: '[Document]' }] };
  const from = wholeNumber(fields.get('From board'));
  const to = wholeNumber(fields.get('To board'));
  if (from === undefined || to === undefined || from < 1 || to < from) {
    return { boards: [], problems: [{ kind: 'not-a-deal-file', format: 'dlm', detail: 'From board / To board' }] };
  }
  const problems: DealFileProblem[] = [];
  // A key other than 0 is taken to mean the letters are enciphered, which this reader does not
  // undo (the format's public descriptions show only key 0): such a file is refused as it is.
  const key = wholeNumber(fields.get('Crypto key'));
  if (key !== undefined && key !== 0) return { boards: [], problems: [{ kind: 'encrypted' }] };
  const checksum = wholeNumber(fields.get('Checksum'));
  const expected = (to - from + 1) ^ (fields.get('Status') === 'Show' ? 1 : 0);
  if (checksum !== undefined && checksum !== expected) problems.push({ kind: 'file-checksum', found: checksum, expected });
  const boards: DealFileBoard[] = [];
  for (let number = from; number <= to; number++) {
    const line = fields.get(`Board ${String(number).padStart(2, '0')}`);
    if (line === undefined) {
      problems.push({ kind: 'missing-board', board: number });
      continue;
    }
    const read = readBoardLine(number, line);
    if ('kind' in read) problems.push(read);
    else boards.push(read);
  }
  return { boards, problems };
}

/** One board's letters and checksum: the board, or what is wrong with it. */
function readBoardLine(number: number, line: string): DealFileBoard | DealFileProblem {
  if (line.length < LETTERS + CHECKSUM_DIGITS) return { kind: 'truncated', board: number, bytes: line.length, needed: LETTERS + CHECKSUM_DIGITS };
  const board = emptyBoard(number);
  const twice: number[] = [];
  let sum = number;
  for (let at = 0; at < LETTERS; at++) {
    const value = line.charCodeAt(at) - 97;
    if (value < 0 || value > 15) return { kind: 'unreadable', board: number, at: at + 1, text: line[at] };
    sum ^= line.charCodeAt(at);
    giveCard(board, at * 2, value >> 2, twice);
    giveCard(board, at * 2 + 1, value & 3, twice);
  }
  const written = line.slice(LETTERS);
  if (!/^\d+$/.test(written)) return { kind: 'unreadable', board: number, at: LETTERS + 1, text: written };
  if (Number(written) !== sum) return { kind: 'checksum', board: number, found: Number(written), expected: sum };
  return boardProblem(board, twice) ?? board;
}
