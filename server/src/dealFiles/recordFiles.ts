/**
 * Reads the files of fixed-size records: `.bri` and `.dge` (a record of 128 bytes per board, the
 * deal then padding, boards numbered from 1 in turn: the files hold no numbers) and `.dup` (a
 * record of 156 bytes per board: BRI part, DGE part of the same deal, then 10 bytes, in the first
 * record a header `YN` + first board (2 characters) + ` 0 ` + number of boards (2 digits) + ` `).
 */
import { DealFileProblem } from '../shapes/dealFileProblems';
import { BRI_BYTES, readBriRecord } from './briRecord';
import { DealFileBoard } from './dealBoard';
import { DGE_BYTES, readDgeRecord } from './dgeRecord';

/** The boards of a file and what is wrong with it. */
export interface RecordReading {
  boards: DealFileBoard[];
  problems: DealFileProblem[];
}

/** The record size of .bri and .dge files; of .dup files. */
export const PADDED_RECORD_BYTES = 128;
export const DUP_RECORD_BYTES = BRI_BYTES + DGE_BYTES + 10;

/** True when the bytes from `start` to `end` are padding only (NUL or space). */
function padding(bytes: Uint8Array, start: number, end: number): boolean {
  for (let at = start; at < Math.min(end, bytes.length); at++) if (bytes[at] !== 0 && bytes[at] !== 32) return false;
  return true;
}

/** A board read, or its problem, added to the reading. */
function add(reading: RecordReading, read: DealFileBoard | DealFileProblem): void {
  if ('kind' in read) reading.problems.push(read);
  else reading.boards.push(read);
}

/** Reads a .bri or .dge file: records of 128 bytes until the end or a record of padding only. */
export function readPaddedRecords(bytes: Uint8Array, dealBytes: number, readRecord: typeof readBriRecord): RecordReading {
  const reading: RecordReading = { boards: [], problems: [] };
  for (let start = 0, number = 1; start < bytes.length; start += PADDED_RECORD_BYTES, number++) {
    if (padding(bytes, start, start + PADDED_RECORD_BYTES)) break;
    if (bytes.length - start < dealBytes) {
      reading.problems.push({ kind: 'truncated', board: number, bytes: bytes.length - start, needed: dealBytes });
      break;
    }
    add(reading, readRecord(bytes, start, number));
  }
  if (reading.boards.length === 0 && reading.problems.length === 0) reading.problems.push({ kind: 'no-boards' });
  return reading;
}

/** Reads a .bri file. */
export function readBri(bytes: Uint8Array): RecordReading {
  return readPaddedRecords(bytes, BRI_BYTES, readBriRecord);
}

/** Reads a .dge file. */
export function readDge(bytes: Uint8Array): RecordReading {
  return readPaddedRecords(bytes, DGE_BYTES, readDgeRecord);
}

/** A number of one or two characters (digits, space-padded), or undefined. */
function headerNumber(bytes: Uint8Array, start: number): number | undefined {
  const text = String.fromCharCode(bytes[start], bytes[start + 1]).trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
}

/**
 * Reads a .dup file. Its BRI part gives each board's deal; the DGE part must hold the same deal
 * (a record whose two parts differ is named). The header's second byte (`N`) is said to mark a
 * "reversed" set, which no description explains: it is not read.
 */
export function readDup(bytes: Uint8Array): RecordReading {
  const reading: RecordReading = { boards: [], problems: [] };
  const header = BRI_BYTES + DGE_BYTES;
  const first = bytes.length >= DUP_RECORD_BYTES ? headerNumber(bytes, header + 2) : undefined;
  const count = bytes.length >= DUP_RECORD_BYTES ? headerNumber(bytes, header + 7) : undefined;
  if (bytes.length >= DUP_RECORD_BYTES && (first === undefined || count === undefined)) {
    return { boards: [], problems: [{ kind: 'not-a-deal-file', format: 'dup', detail: 'header' }] };
  }
  if (first === undefined || count === undefined) {
    return { boards: [], problems: [bytes.length === 0 ? { kind: 'no-boards' } : { kind: 'truncated', board: 1, bytes: bytes.length, needed: DUP_RECORD_BYTES }] };
  }
  for (let index = 0; index < count; index++) {
    const start = index * DUP_RECORD_BYTES;
    const number = first + index;
    if (bytes.length - start < DUP_RECORD_BYTES) {
      reading.problems.push({ kind: 'truncated', board: number, bytes: Math.max(0, bytes.length - start), needed: DUP_RECORD_BYTES });
      break;
    }
    const bri = readBriRecord(bytes, start, number);
    const dge = readDgeRecord(bytes, start + BRI_BYTES, number);
    if ('kind' in bri || 'kind' in dge) add(reading, 'kind' in bri ? bri : dge);
    else if (bri.owners.some((owner, card) => dge.owners[card] !== owner)) reading.problems.push({ kind: 'parts-differ', board: number });
    else add(reading, bri);
  }
  if (count === 0) reading.problems.push({ kind: 'no-boards' });
  return reading;
}
