/**
 * The one entry to the deal files: `readDealFile` reads a `.dlm`, `.dup`, `.bri` or `.dge` file's
 * bytes (the format from the file's name) into its boards, the problems found (each naming its
 * board where it is one board's) and the PBN text of the boards read — what `check`, `convert`
 * and the editor's view work on, and what a Bridgemate session reads for the deals beside it.
 */
import { DealFileFormat, DealFileProblem } from '../shapes/dealFileProblems';
import { DealFileBoard, boardDealer, boardVulnerability, pbnDealValue } from './dealBoard';
import { readDlm } from './dlmReader';
import { readBri, readDge, readDup } from './recordFiles';

/** A deal file read. */
export interface DealFileReading {
  format: DealFileFormat;
  /** The boards read without a problem, in file order. */
  boards: DealFileBoard[];
  /** What is wrong, in file order; empty for a good file. */
  problems: DealFileProblem[];
  /** The boards as PBN games (Board, Dealer, Vulnerable, Deal), LF line ends. */
  pbn: string;
}

/** The deal-file format of a file name, or undefined. */
export function dealFileFormat(fileName: string): DealFileFormat | undefined {
  const match = /\.(dlm|dup|bri|dge)$/i.exec(fileName);
  return match ? (match[1].toLowerCase() as DealFileFormat) : undefined;
}

/** True when the file name is a deal file's. */
export function isDealFileName(fileName: string): boolean {
  return dealFileFormat(fileName) !== undefined;
}

/** Reads a deal file; `fileName` (or its extension) says the format. Throws only for a name that is no deal file's. */
export function readDealFile(bytes: Uint8Array, fileName: string): DealFileReading {
  const format = dealFileFormat(fileName);
  if (!format) throw new Error(`not a deal file name: ${fileName}`);
  const read = format === 'dlm' ? readDlm(Buffer.from(bytes).toString('latin1'))
    : format === 'dup' ? readDup(bytes)
      : format === 'bri' ? readBri(bytes) : readDge(bytes);
  return { format, boards: read.boards, problems: read.problems, pbn: dealBoardsPbn(read.boards) };
}

/** The boards as PBN games, a blank line between them. */
export function dealBoardsPbn(boards: readonly DealFileBoard[]): string {
  const games = boards.map((board) => [
    `[Board "${board.number}"]`,
    `[Dealer "${boardDealer(board)}"]`,
    `[Vulnerable "${boardVulnerability(board)}"]`,
    `[Deal "${pbnDealValue(board)}"]`,
  ].join('\n'));
  return ['% PBN 2.1', ...games.map((game) => `\n${game}`)].join('\n') + '\n';
}
