/**
 * The game splitter as a state machine fed one line at a time, so that a whole text and a file
 * streamed in blocks are split by the same code. A game ends at a semi-empty line (empty or only
 * spaces and tabs) unless that line is inside a brace comment (PBN §3.1); a line that starts with
 * a second Event, Board or Deal tag starts a new game. In a file that embeds PBN (§6.2) only the
 * lines between a `<PBN>` line and the next `</PBN>` line are read; a marker line is a line (or,
 * as the regular expressions of earlier versions saw it, a stretch between U+2028/U+2029
 * separators) holding only the marker and spaces or tabs, in any case.
 */
import { CLOSE_MARKER, OPEN_MARKER, TextWindow, gameStartingTag, isSemiEmpty, markerAt, scanLine, segmentEnd } from './splitterLines';

export type { TextWindow } from './splitterLines';

/** One game's text and where it sits in the file. */
export interface GameChunk {
  /** Offset of the chunk's first character in the file. */
  start: number;
  /** Offset just past its last non-terminator character. */
  end: number;
  text: string;
  /** Line (0-based) of its first character, when the splitter was told line numbers. */
  line?: number;
  /** Line (0-based) of its last character, likewise. */
  endLine?: number;
}

const CARRIAGE_RETURN = 13, PERCENT = 37, OPEN_BRACE = 123, CLOSE_BRACE = 125;

/** Splits lines into game chunks; `embedded` says the file has a `<PBN>` line (then only its regions are read). */
export class GameSplitter {
  private inRegion: boolean;
  private inBrace = false;
  private chunkStart = -1;
  private chunkEnd = -1;
  private chunkLine = 0;
  private chunkEndLine = 0;
  private readonly seenTags = new Set<string>();

  constructor(private readonly embedded: boolean, private readonly emit: (chunk: GameChunk) => void) {
    this.inRegion = !embedded;
  }

  /** The first file offset the splitter may still need (the open chunk's start), or -1. */
  get pendingStart(): number {
    return this.chunkStart;
  }

  /** Feeds the line `[lineStart, lineEnd)` (file offsets; `lineEnd` at its `\n` or the end of the text) of `text`. */
  line(text: TextWindow, lineStart: number, lineEnd: number, lineNumber: number): void {
    if (!this.embedded) { this.regionLine(text, lineStart, lineEnd, lineNumber); return; }
    let from = lineStart;
    if (this.inRegion) {
      const close = markerAt(text, lineStart, lineEnd, CLOSE_MARKER);
      if (close < 0) { this.regionLine(text, lineStart, lineEnd, lineNumber); return; }
      if (close > lineStart) this.regionLine(text, lineStart, close, lineNumber);
      this.flush(text);
      this.inBrace = false;
      this.seenTags.clear();
      this.inRegion = false;
      // After a closing marker the search for the next opening one goes on along the same line.
      from = segmentEnd(text, close, lineEnd) + 1;
      if (from > lineEnd) return;
    }
    // A region starts on the line after its opening marker.
    if (markerAt(text, from, lineEnd, OPEN_MARKER) >= 0) this.inRegion = true;
  }

  /** The text has ended: the last game, if any, is complete. */
  finish(text: TextWindow): void {
    this.flush(text);
  }

  private regionLine(text: TextWindow, lineStart: number, lineEnd: number, lineNumber: number): void {
    const { source, base } = text;
    const from = lineStart - base;
    let contentEnd = lineEnd - base;
    if (contentEnd > from && source.charCodeAt(contentEnd - 1) === CARRIAGE_RETURN) contentEnd--;
    if (!this.inBrace && isSemiEmpty(source, from, contentEnd)) {
      this.flush(text);
      this.seenTags.clear();
      return;
    }
    const tag = this.inBrace ? undefined : gameStartingTag(source, from, contentEnd);
    if (tag && this.seenTags.has(tag) && this.chunkStart >= 0) {
      this.flush(text);
      this.seenTags.clear();
    }
    if (tag) this.seenTags.add(tag);
    if (this.chunkStart < 0) { this.chunkStart = lineStart; this.chunkLine = lineNumber; }
    this.chunkEnd = contentEnd + base;
    this.chunkEndLine = lineNumber;
    const escapeLine = !this.inBrace && source.charCodeAt(from) === PERCENT;
    // Most lines hold no brace at all: only a line with the brace that changes the state is scanned.
    if (!escapeLine && this.nextBrace(text, from, this.inBrace ? CLOSE_BRACE : OPEN_BRACE) < contentEnd) this.inBrace = scanLine(source, from, contentEnd, this.inBrace);
  }

  private braceWindow: TextWindow | undefined;
  private braceFrom = [Infinity, Infinity];
  private braceAt = [-1, -1];

  /** The offset in the window's source of the next `{` (or `}`) at or after `from`, Infinity when none (remembered along a window). */
  private nextBrace(text: TextWindow, from: number, brace: number): number {
    const which = brace === OPEN_BRACE ? 0 : 1;
    const source = text.source;
    if (text !== this.braceWindow) { this.braceWindow = text; this.braceFrom = [Infinity, Infinity]; this.braceAt = [-1, -1]; }
    if (from < this.braceFrom[which] || this.braceAt[which] < from) {
      const at = source.indexOf(which === 0 ? '{' : '}', from);
      this.braceFrom[which] = from;
      this.braceAt[which] = at < 0 ? Infinity : at;
    }
    return this.braceAt[which];
  }

  private flush(text: TextWindow): void {
    if (this.chunkStart < 0) return;
    const { chunkStart, chunkEnd } = this;
    this.chunkStart = -1;
    this.emit({ start: chunkStart, end: chunkEnd, text: text.source.slice(chunkStart - text.base, chunkEnd - text.base), line: this.chunkLine, endLine: this.chunkEndLine });
  }
}
