/**
 * What a traveller cell holds: a number (with how many decimals it was written), `^` before it
 * for an artificial score (PBN §5.2), or nothing (`-` irrelevant, `?` unknown, empty).
 */
import { TravellerCell } from './readTraveller';

/** A cell's value. */
export interface CellValue {
  number?: number;
  /** Marked `^`: an artificial score, given rather than computed. */
  artificial: boolean;
  /** Decimals as written (`4.80` → 2). */
  decimals: number;
}

const NUMBER = /^[+-]?\d+(?:\.(\d*))?$/;

/** Reads a cell. */
export function cellValue(cell: TravellerCell | undefined): CellValue {
  if (!cell) return { artificial: false, decimals: 0 };
  const artificial = cell.text.startsWith('^');
  const text = artificial ? cell.text.slice(1) : cell.text;
  const match = NUMBER.exec(text);
  return match ? { number: Number(text), artificial, decimals: match[1]?.length ?? 0 } : { artificial, decimals: 0 };
}

/** True when a cell's number is `expected` to the precision it was written with. */
export function agrees(cell: CellValue, expected: number): boolean {
  if (cell.number === undefined) return false;
  return Math.abs(cell.number - expected) <= 0.5 * 10 ** -cell.decimals + 1e-9;
}
