/**
 * The editor's text of a document as a list of pieces of some 32K characters, each but the last
 * ending with a LF, so that no line and no CR LF is cut. An edit replaces the pieces it touches
 * and shares the others with the previous version (which stays valid: the model of the previous
 * version reads it). Positions follow TextDocument exactly (LF, CR LF and CR end lines; an offset
 * on a line's end of line moves before it), without ever building the whole text.
 */
import { Position } from 'vscode-languageserver-types';
import { hasLoneCarriageReturn } from './carriageReturns';
import { TextSource } from './textSource';

const PIECE = 32 * 1024;

/** Offsets where the lines of a piece start (the first at 0); a start at the piece's end counts only for the last piece; `noLoneCarriageReturn` when the caller knows the piece has none. */
function lineStartsOf(piece: string, last: boolean, noLoneCarriageReturn = false): Int32Array {
  const starts: number[] = [0];
  if (noLoneCarriageReturn || !hasLoneCarriageReturn(piece)) {
    // Only LF and CR LF: a line starts after each LF.
    for (let at = piece.indexOf('\n'); at >= 0; at = piece.indexOf('\n', at + 1)) if (at + 1 < piece.length || last) starts.push(at + 1);
    return Int32Array.from(starts);
  }
  for (let at = 0; at < piece.length; at++) {
    const code = piece.charCodeAt(at);
    if (code !== 10 && code !== 13) continue;
    if (code === 13 && piece.charCodeAt(at + 1) === 10) at++;
    if (at + 1 < piece.length || last) starts.push(at + 1);
  }
  return Int32Array.from(starts);
}

/** Cuts text into pieces of about `size` characters that end with a LF (the last one excepted). */
function cut(text: string, into: string[], size: number): void {
  let from = 0;
  while (text.length - from > size) {
    let at = text.lastIndexOf('\n', from + size);
    if (at < from) at = text.indexOf('\n', from + size);
    if (at < 0 || at + 1 >= text.length) break;
    into.push(text.slice(from, at + 1));
    from = at + 1;
  }
  if (from < text.length) into.push(text.slice(from));
}

function isEndOfLine(code: number): boolean {
  return code === 10 || code === 13;
}

/** An immutable text in pieces. */
export class PieceText implements TextSource {
  readonly length: number;
  /** Offset of each piece's first character (and the length after the last). */
  private readonly starts: Float64Array;
  /** Line of each piece's first character. */
  private readonly lines: Float64Array;

  private constructor(private readonly pieces: readonly string[], private readonly lineStarts: Int32Array[], private readonly size: number) {
    this.starts = new Float64Array(pieces.length + 1);
    this.lines = new Float64Array(pieces.length + 1);
    for (let index = 0; index < pieces.length; index++) {
      this.starts[index + 1] = this.starts[index] + pieces[index].length;
      this.lines[index + 1] = this.lines[index] + lineStarts[index].length;
    }
    this.length = this.starts[pieces.length];
  }

  /** A text from a string; `size` is the length pieces are cut to (small ones for tests); `noLoneCarriageReturn` when the caller has counted none in `text`. */
  static of(text: string, size = PIECE, noLoneCarriageReturn = false): PieceText {
    const pieces: string[] = [];
    cut(text, pieces, size);
    return new PieceText(pieces, pieces.map((piece, index) => lineStartsOf(piece, index === pieces.length - 1, noLoneCarriageReturn)), size);
  }

  /** Number of lines (as TextDocument counts them). */
  get lineCount(): number {
    return this.pieces.length ? this.lines[this.pieces.length] : 1;
  }

  /** The text with `[start, end)` replaced by `text` (offsets within the text). */
  replace(start: number, end: number, text: string): PieceText {
    if (!this.pieces.length) return PieceText.of(text, this.size);
    const first = this.pieceAt(start);
    let last = end > start ? this.pieceAt(end - 1) : first;
    let middle = this.pieces[first].slice(0, start - this.starts[first]) + text + this.pieces[last].slice(end - this.starts[last]);
    // A piece that no longer ends with a LF joins the next one, so that pieces keep ending at line ends.
    while (last + 1 < this.pieces.length && !middle.endsWith('\n')) middle += this.pieces[++last];
    const replacement: string[] = [];
    cut(middle, replacement, this.size);
    const after = this.pieces.length - last - 1;
    const pieces = [...this.pieces.slice(0, first), ...replacement, ...this.pieces.slice(last + 1)];
    const lineStarts = [...this.lineStarts.slice(0, first), ...replacement.map((piece, index) => lineStartsOf(piece, after === 0 && index === replacement.length - 1)), ...this.lineStarts.slice(last + 1)];
    // When the replacement removed the end of the text, the piece now last counts a line start at its end.
    if (after === 0 && replacement.length === 0 && pieces.length) lineStarts[pieces.length - 1] = lineStartsOf(pieces[pieces.length - 1], true);
    return new PieceText(pieces, lineStarts, this.size);
  }

  slice(start: number, end: number): string {
    const from = Math.max(0, start), to = Math.min(this.length, end);
    if (to <= from) return '';
    const first = this.pieceAt(from), last = this.pieceAt(to - 1);
    if (first === last) return this.pieces[first].slice(from - this.starts[first], to - this.starts[first]);
    let text = this.pieces[first].slice(from - this.starts[first]);
    for (let index = first + 1; index < last; index++) text += this.pieces[index];
    return text + this.pieces[last].slice(0, to - this.starts[last]);
  }

  charCodeAt(offset: number): number {
    if (!(offset >= 0 && offset < this.length)) return NaN;
    const piece = this.pieceAt(offset);
    return this.pieces[piece].charCodeAt(offset - this.starts[piece]);
  }

  lineStartBefore(offset: number): number {
    // As `text.lastIndexOf('\n', offset - 1) + 1`, which looks at position 0 even for offset 0.
    if (!this.length) return 0;
    let position = Math.min(Math.max(offset - 1, 0), this.length - 1);
    for (let piece = this.pieceAt(position); piece >= 0; piece--) {
      const local = this.pieces[piece].lastIndexOf('\n', position - this.starts[piece]);
      if (local >= 0) return this.starts[piece] + local + 1;
      position = this.starts[piece] - 1;
    }
    return 0;
  }

  lineEndFrom(offset: number): number {
    for (let piece = this.pieceAt(Math.max(0, offset)); piece >= 0 && piece < this.pieces.length; piece++) {
      const local = this.pieces[piece].indexOf('\n', Math.max(0, offset - this.starts[piece]));
      if (local >= 0) return this.starts[piece] + local;
    }
    return this.length;
  }

  toString(): string {
    return this.pieces.join('');
  }

  /** The position of an offset, as TextDocument.positionAt gives it. */
  positionAt(offset: number): Position {
    let at = Math.max(0, Math.min(offset, this.length));
    if (!this.pieces.length) return { line: 0, character: at };
    const piece = this.pieceAt(at);
    const starts = this.lineStarts[piece];
    const local = at - this.starts[piece];
    let low = 0, high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle] > local) high = middle; else low = middle + 1;
    }
    const lineStart = this.starts[piece] + starts[low - 1];
    while (at > lineStart && isEndOfLine(this.charCodeAt(at - 1))) at--;
    return { line: this.lines[piece] + low - 1, character: at - lineStart };
  }

  /** `offset` moved before the line end it stands on (not before `lineOffset`), as TextDocument does. */
  beforeEndOfLine(offset: number, lineOffset: number): number {
    while (offset > lineOffset && isEndOfLine(this.charCodeAt(offset - 1))) offset--;
    return offset;
  }

  /** The offset of a position, as TextDocument.offsetAt gives it. */
  offsetAt(position: Position): number {
    const lineCount = this.lineCount;
    if (position.line >= lineCount) return this.length;
    if (position.line < 0) return 0;
    const lineOffset = this.lineStart(position.line);
    if (position.character <= 0) return lineOffset;
    const nextLineOffset = position.line + 1 < lineCount ? this.lineStart(position.line + 1) : this.length;
    let offset = Math.min(lineOffset + position.character, nextLineOffset);
    while (offset > lineOffset && isEndOfLine(this.charCodeAt(offset - 1))) offset--;
    return offset;
  }

  /** The offset where line `line` starts (0 ≤ line < lineCount). */
  lineStart(line: number): number {
    if (!this.pieces.length) return 0;
    let low = 0, high = this.pieces.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lines[middle] > line) high = middle; else low = middle + 1;
    }
    const piece = low - 1;
    return this.starts[piece] + this.lineStarts[piece][line - this.lines[piece]];
  }

  /** The piece holding `offset` (the last piece for the end of the text). */
  private pieceAt(offset: number): number {
    let low = 0, high = this.pieces.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.starts[middle + 1] > offset) high = middle; else low = middle + 1;
    }
    return Math.min(low, this.pieces.length - 1);
  }
}
