/**
 * A document's text as the reader needs it when it re-reads only what an edit touched: its
 * length, slices, characters, and the line around an offset. A plain string is one; the
 * editor's piece text (pieceText.ts) is another, which never builds the whole text.
 */

/** Read access to a text. */
export interface TextSource {
  readonly length: number;
  /** The text of `[start, end)`. */
  slice(start: number, end: number): string;
  /** The UTF-16 code at `offset` (NaN outside the text). */
  charCodeAt(offset: number): number;
  /** The start of the line holding `offset`: just past the last LF before it, or 0. */
  lineStartBefore(offset: number): number;
  /** The first LF at or after `offset`, or the length. */
  lineEndFrom(offset: number): number;
  /** The whole text (costly for a large piece text; for the paths that need it). */
  toString(): string;
}

/** A string as a TextSource. */
export function stringSource(text: string): TextSource {
  return {
    length: text.length,
    slice: (start, end) => text.slice(start, end),
    charCodeAt: (offset) => text.charCodeAt(offset),
    lineStartBefore: (offset) => text.lastIndexOf('\n', offset - 1) + 1,
    lineEndFrom: (offset) => { const at = text.indexOf('\n', offset); return at < 0 ? text.length : at; },
    toString: () => text,
  };
}
