/**
 * Incremental game splitting for the document model. The new text is compared with the previous
 * one (common prefix and suffix); the games before the change keep their chunks, and the splitter
 * runs again from the start of the game holding the change (or of the game before it, when the
 * two were split at a repeated tag rather than a blank line) only until it starts a game exactly
 * where an unchanged old game now starts. The splitter's state is fresh at every game start, so
 * from that point the rest of the file splits as before and the old games are moved and reused.
 * Files with `<PBN>` regions (§6.2) are always split whole.
 */
import { GameChunk, splitGames } from '../syntax/splitter';

const BLOCKS = [65536, 4096, 256, 16];
const LESS_THAN = 60;

/** A chunk position as the resplit needs it. */
export interface ChunkStart {
  start: number;
  end: number;
}

/**
 * How the chunks of the new text derive from the previous ones: previous chunks `[0, before)`
 * are kept as they are, then come `pieces` (split again, file offsets), then previous chunks
 * from `after` on, moved by `delta` characters.
 */
export interface ResplitPlan {
  before: number;
  pieces: GameChunk[];
  after: number;
  delta: number;
}

export { hasEmbeddingMarker } from '../syntax/splitter';

/** Length of the common prefix of two strings (compared block by block, then by character). */
export function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let length = 0;
  for (const block of BLOCKS) {
    while (length + block <= limit && a.slice(length, length + block) === b.slice(length, length + block)) length += block;
  }
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

/** Length of the common suffix of two strings, at most `limit`. */
export function commonSuffixLength(a: string, b: string, limit: number): number {
  let length = 0;
  for (const block of BLOCKS) {
    while (length + block <= limit && a.slice(a.length - length - block, a.length - length) === b.slice(b.length - length - block, b.length - length)) length += block;
  }
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

/** True when the text between two chunks holds a semi-empty line (two line breaks). */
function blankLineBetween(text: string, from: number, to: number): boolean {
  let lineBreaks = 0;
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 10) lineBreaks++;
  return lineBreaks >= 2;
}

/** Index of the last chunk starting at or before `offset`, or -1. */
function lastChunkStartingBy(chunks: readonly ChunkStart[], offset: number): number {
  let low = 0, high = chunks.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (chunks[middle].start <= offset) low = middle + 1; else high = middle;
  }
  return low - 1;
}

/**
 * Plans the chunks of `text` from those of `previousText` (a file without `<PBN>` regions).
 * Returns undefined when the change may add a `<PBN>` line; the caller then splits the whole text.
 */
export function planResplit(previousText: string, previousChunks: readonly ChunkStart[], text: string): ResplitPlan | undefined {
  const count = previousChunks.length;
  if (previousText === text) return { before: count, pieces: [], after: count, delta: 0 };
  const prefix = commonPrefixLength(previousText, text);
  const suffix = commonSuffixLength(previousText, text, Math.min(previousText.length, text.length) - prefix);
  const oldChangeEnd = previousText.length - suffix;
  if (touchesAngleBracket(text, prefix, text.length - suffix)) return undefined;
  const delta = text.length - previousText.length;
  const first = lastChunkStartingBy(previousChunks, prefix);
  let before = Math.max(first, 0);
  // A game that began at a repeated tag (no blank line before it) may join the game before it again.
  while (before > 0 && !blankLineBetween(previousText, previousChunks[before - 1].end, previousChunks[before].start)) before--;
  const resplitStart = first >= 0 ? previousChunks[before].start : 0;
  let candidate = Math.max(lastChunkStartingBy(previousChunks, oldChangeEnd - 1) + 1, before);
  for (let step = 1; candidate < count; candidate += step, step *= 2) {
    const resyncAt = previousChunks[candidate].start + delta;
    const sliceEnd = candidate + 1 < count ? previousChunks[candidate + 1].start + delta : text.length;
    const pieces = splitSlice(text, resplitStart, sliceEnd);
    const resynced = pieces.findIndex((piece) => piece.start === resyncAt);
    if (resynced >= 0) return { before, pieces: pieces.slice(0, resynced), after: candidate, delta };
  }
  return { before, pieces: splitSlice(text, resplitStart, text.length), after: count, delta };
}

/** Splits `text[from, to)` (which starts at a line start with no brace open) into chunks with file offsets. */
function splitSlice(text: string, from: number, to: number): GameChunk[] {
  const pieces = splitGames(from === 0 && to === text.length ? text : text.slice(from, to));
  if (from === 0) return pieces;
  return pieces.map((piece) => ({ start: piece.start + from, end: piece.end + from, text: piece.text }));
}
