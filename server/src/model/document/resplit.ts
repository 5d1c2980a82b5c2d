/**
 * Incremental game splitting for the document model. A change (the edit the server saw, or the
 * common prefix and suffix of two texts) is found in the previous version's chunks; the games
 * before it keep their chunks, and the splitter runs again from the start of the game holding
 * the change (or of the game before it, when the two were split at a repeated tag rather than a
 * blank line) only until it starts a game exactly where an unchanged old game now starts. The
 * splitter's state is fresh at every game start, so from that point the rest of the file splits
 * as before and the old games are moved and reused. Files with `<PBN>` regions (§6.2) are always
 * split whole, as is a change that may add a `<PBN>` line.
 */
import { GameChunk, hasEmbeddingMarker, splitGames } from '../../syntax/splitter';
import { TextEdit } from '../../text/editableDocument';
import { TextSource } from '../../text/textSource';

export { hasEmbeddingMarker };

const BLOCKS = [65536, 4096, 256, 16];
const LESS_THAN = 60;

/** Where the previous version's chunks were. */
export interface ChunkPlaces {
  readonly count: number;
  start(position: number): number;
  end(position: number): number;
  /** A blank line separates the chunk from the one before it. */
  blankLineBefore(position: number): boolean;
}

/** A change of a text: `[start, oldEnd)` of the old text became `[start, newEnd)` of the new. */
export interface TextChange {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/**
 * How the chunks of the new text derive from the previous ones: previous chunks `[0, before)`
 * are kept as they are, then come `pieces` (split again, file offsets; their `line` counts from
 * the first piece), then previous chunks from `after` on, moved by `delta` characters.
 */
export interface ResplitPlan {
  before: number;
  pieces: GameChunk[];
  after: number;
  delta: number;
}

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

/** The change between two texts; undefined when they are equal. */
export function textChange(previousText: string, text: string): TextChange | undefined {
  if (previousText === text) return undefined;
  const prefix = commonPrefixLength(previousText, text);
  const suffix = commonSuffixLength(previousText, text, Math.min(previousText.length, text.length) - prefix);
  return { start: prefix, oldEnd: previousText.length - suffix, newEnd: text.length - suffix };
}

/** One change covering a sequence of edits (each in the coordinates the previous one left); undefined for none. */
export function composeEdits(edits: readonly TextEdit[]): TextChange | undefined {
  let change: TextChange | undefined;
  for (const edit of edits) {
    if (!change) { change = { start: edit.start, oldEnd: edit.end, newEnd: edit.start + edit.text.length }; continue; }
    // In the current text the changed span runs to the later of its end and the edit's end; past it, old = current - delta.
    const spanEnd = Math.max(change.newEnd, edit.end);
    const oldEnd = edit.end > change.newEnd ? edit.end - (change.newEnd - change.oldEnd) : change.oldEnd;
    change = { start: Math.min(change.start, edit.start), oldEnd, newEnd: spanEnd + edit.text.length - (edit.end - edit.start) };
  }
  return change;
}

/** True when the lines of `text` touched by `[from, to)` contain a `<` (a possible `<PBN>` line). */
function touchesAngleBracket(text: TextSource, from: number, to: number): boolean {
  const lineStart = text.lineStartBefore(from);
  const lineEnd = text.lineEndFrom(to);
  for (let index = lineStart; index < lineEnd; index++) if (text.charCodeAt(index) === LESS_THAN) return true;
  return false;
}

/** Position of the last chunk starting at or before `offset`, or -1. */
function lastChunkStartingBy(chunks: ChunkPlaces, offset: number): number {
  let low = 0, high = chunks.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (chunks.start(middle) <= offset) low = middle + 1; else high = middle;
  }
  return low - 1;
}

/**
 * Plans the chunks of `text` from the previous ones after `change` (a file without `<PBN>`
 * regions). Returns undefined when the change may add a `<PBN>` line; the caller then splits the whole text.
 */
export function planResplit(chunks: ChunkPlaces, change: TextChange, text: TextSource): ResplitPlan | undefined {
  const count = chunks.count;
  if (touchesAngleBracket(text, change.start, change.newEnd)) return undefined;
  const delta = change.newEnd - change.oldEnd;
  const first = lastChunkStartingBy(chunks, change.start);
  let before = Math.max(first, 0);
  // A game that began at a repeated tag (no blank line before it) may join the game before it again.
  while (before > 0 && !chunks.blankLineBefore(before)) before--;
  const resplitStart = first >= 0 ? chunks.start(before) : 0;
  let candidate = Math.max(lastChunkStartingBy(chunks, change.oldEnd - 1) + 1, before);
  for (let step = 1; candidate < count; candidate += step, step *= 2) {
    const resyncAt = chunks.start(candidate) + delta;
    const sliceEnd = candidate + 1 < count ? chunks.start(candidate + 1) + delta : text.length;
    const pieces = splitSlice(text, resplitStart, sliceEnd);
    const resynced = pieces.findIndex((piece) => piece.start === resyncAt);
    if (resynced >= 0) return { before, pieces: pieces.slice(0, resynced), after: candidate, delta };
  }
  return { before, pieces: splitSlice(text, resplitStart, text.length), after: count, delta };
}

/** Splits `text[from, to)` (which starts at a line start with no brace open) into chunks with file offsets. */
function splitSlice(text: TextSource, from: number, to: number): GameChunk[] {
  const pieces = splitGames(text.slice(from, to));
  if (from === 0) return pieces;
  return pieces.map((piece) => ({ start: piece.start + from, end: piece.end + from, text: piece.text, line: piece.line, endLine: piece.endLine }));
}
