/**
 * Incremental game splitting for the document model. The new text is compared with the previous
 * one (common prefix and suffix); the games before the change keep their chunks, and the splitter
 * runs again from the start of the game holding the change only until it starts a game exactly
 * where an unchanged old game now starts. A game starts only after a semi-empty line outside
 * braces, so from that point the rest of the file splits as before and the old chunks (with
 * their text strings, whose hashes V8 has already computed) are shifted and reused. Files with
 * `<PBN>` regions (§6.2) are always split whole.
 */
import { GameChunk, splitGames } from '../syntax/splitter';

const BLOCK = 4096;
const LESS_THAN = 60;

/** True when the text has a `<PBN>` line, i.e. it embeds PBN in another document. */
export function hasEmbeddingMarker(text: string): boolean {
  return /^[ \t]*<PBN>[ \t]*\r?$/im.test(text);
}

/** Length of the common prefix of two strings. */
export function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let length = 0;
  while (length + BLOCK <= limit && a.slice(length, length + BLOCK) === b.slice(length, length + BLOCK)) length += BLOCK;
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

/** Length of the common suffix of two strings, at most `limit`. */
export function commonSuffixLength(a: string, b: string, limit: number): number {
  let length = 0;
  while (length + BLOCK <= limit && a.slice(a.length - length - BLOCK, a.length - length) === b.slice(b.length - length - BLOCK, b.length - length)) length += BLOCK;
  while (length < limit && a.charCodeAt(a.length - 1 - length) === b.charCodeAt(b.length - 1 - length)) length++;
  return length;
}

/** True when the lines of `text` touched by `[from, to)` contain a `<` (a possible `<PBN>` line). */
function touchesAngleBracket(text: string, from: number, to: number): boolean {
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  let lineEnd = text.indexOf('\n', to);
  if (lineEnd < 0) lineEnd = text.length;
  for (let index = lineStart; index < lineEnd; index++) if (text.charCodeAt(index) === LESS_THAN) return true;
  return false;
}

/** Index of the last chunk starting at or before `offset`, or -1. */
function lastChunkStartingBy(chunks: readonly GameChunk[], offset: number): number {
  let low = 0, high = chunks.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (chunks[middle].start <= offset) low = middle + 1; else high = middle;
  }
  return low - 1;
}

/** Index of the first chunk starting at or after `offset` (chunks.length if none). */
function firstChunkStartingFrom(chunks: readonly GameChunk[], offset: number): number {
  return lastChunkStartingBy(chunks, offset - 1) + 1;
}

/**
 * The chunks of `text`, derived from those of `previousText` (a file without `<PBN>` regions).
 * Returns undefined when the change may add a `<PBN>` line; the caller then splits the whole text.
 */
export function resplitGames(previousText: string, previousChunks: readonly GameChunk[], text: string): GameChunk[] | undefined {
  if (previousText === text) return previousChunks.slice();
  const prefix = commonPrefixLength(previousText, text);
  const suffix = commonSuffixLength(previousText, text, Math.min(previousText.length, text.length) - prefix);
  const oldChangeEnd = previousText.length - suffix;
  const newChangeEnd = text.length - suffix;
  if (touchesAngleBracket(text, prefix, newChangeEnd)) return undefined;
  const delta = text.length - previousText.length;
  const first = lastChunkStartingBy(previousChunks, prefix);
  const resplitStart = first >= 0 ? previousChunks[first].start : 0;
  const kept = previousChunks.slice(0, Math.max(first, 0));
  let candidate = Math.max(firstChunkStartingFrom(previousChunks, oldChangeEnd), first, 0);
  for (let step = 1; candidate < previousChunks.length; candidate += step, step *= 2) {
    const resyncAt = previousChunks[candidate].start + delta;
    const sliceEnd = candidate + 1 < previousChunks.length ? previousChunks[candidate + 1].start + delta : text.length;
    const pieces = splitSlice(text, resplitStart, sliceEnd);
    const resynced = pieces.findIndex((piece) => piece.start === resyncAt);
    if (resynced < 0) continue;
    const shifted = previousChunks.slice(candidate).map((chunk) => (delta === 0 ? chunk : { start: chunk.start + delta, end: chunk.end + delta, text: chunk.text }));
    return kept.concat(pieces.slice(0, resynced), shifted);
  }
  return kept.concat(splitSlice(text, resplitStart, text.length));
}

/** Splits `text[from, to)` (which starts at a line start with no brace open) into chunks with file offsets. */
function splitSlice(text: string, from: number, to: number): GameChunk[] {
  const pieces = splitGames(text.slice(from, to));
  if (from === 0) return pieces;
  return pieces.map((piece) => ({ start: piece.start + from, end: piece.end + from, text: piece.text }));
}
