/**
 * The game splitter as a state machine fed a window of lines at a time, so that a whole text and
 * a file streamed in blocks are split by the same code. A game ends at a semi-empty line (empty or
 * only spaces and tabs) unless that line is inside a brace comment (PBN §3.1); a line that starts
 * with a second Event, Board or Deal tag starts a new game (the tags seen are bits of one number).
 * In a file that embeds PBN (§6.2) only the lines between a `<PBN>` line and the next `</PBN>`
 * line are read; a marker line is a line (or, as the regular expressions of earlier versions saw
 * it, a stretch between U+2028/U+2029 separators) holding only the marker and spaces or tabs, in
 * any case. Told to, it also notes the file's first `% EXPORT` line as the lines go by.
 */
import { isExportLine } from './exportLine';
import { OwnTexts } from './ownText';
import { CLOSE_MARKER, OPEN_MARKER, TextWindow, gameStartingTagBit, isSemiEmpty, markerAt, scanLine, segmentEnd } from './splitterLines';

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

const CARRIAGE_RETURN = 13, PERCENT = 37, OPEN_BRACKET = 91, SPACE = 32, TAB = 9;

/** Splits lines into game chunks; `embedded` says the file has a `<PBN>` line (then only its regions are read). */
export class GameSplitter {
  private inRegion: boolean;
  private inBrace = false;
  private chunkStart = -1;
  private chunkEnd = -1;
  private chunkLine = 0;
  private chunkEndLine = 0;
  /** The game-starting tags seen in the game so far, as bits (gameStartingTagBit). */
  private seenTags = 0;
  /** File offset of the first `% EXPORT` line met (when looked for), or -1. */
  exportAt = -1;
  /** The offsets in the current window's source of the next `{` and `}` at or after the last look (Infinity: none). */
  private nextOpen = -1;
  private nextClose = -1;
  /** The games' texts, each a string of its own. */
  private readonly texts = new OwnTexts();

  /** `lookForExport`: note the first `% EXPORT` line in `exportAt`. */
  constructor(private readonly embedded: boolean, private readonly emit: (chunk: GameChunk) => void, private readonly lookForExport = false) {
    this.inRegion = !embedded;
  }

  /** The first file offset the splitter may still need (the open chunk's start), or -1. */
  get pendingStart(): number {
    return this.chunkStart;
  }

  /** Feeds every line of `text.source` from `from` (a line start) on, the first numbered `lineNumber`; returns the number of the line after them. */
  lines(text: TextWindow, from: number, lineNumber: number): number {
    const { source, base } = text;
    const length = source.length;
    this.nextOpen = this.nextClose = -1;
    for (let lineStart = from; lineStart < length; lineNumber++) {
      let lineEnd = source.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = length;
      const first = source.charCodeAt(lineStart);
      if (first === PERCENT && this.lookForExport && this.exportAt < 0 && isExportLine(source, lineStart, lineEnd)) this.exportAt = base + lineStart;
      if (this.embedded) this.line(text, base + lineStart, base + lineEnd, lineNumber);
      else this.regionLine(text, lineStart, lineEnd, lineNumber, first);
      lineStart = lineEnd + 1;
    }
    return lineNumber;
  }

  /** The text has ended: the last game, if any, is complete. */
  finish(text: TextWindow): void {
    this.flush(text);
  }

  /** Feeds one line of a file that embeds PBN (file offsets `[lineStart, lineEnd)`). */
  private line(text: TextWindow, lineStart: number, lineEnd: number, lineNumber: number): void {
    const base = text.base;
    let from = lineStart;
    if (this.inRegion) {
      const close = markerAt(text, lineStart, lineEnd, CLOSE_MARKER);
      const first = text.source.charCodeAt(lineStart - base);
      if (close < 0) { this.regionLine(text, lineStart - base, lineEnd - base, lineNumber, first); return; }
      if (close > lineStart) this.regionLine(text, lineStart - base, close - base, lineNumber, first);
      this.flush(text);
      this.inBrace = false;
      this.seenTags = 0;
      this.inRegion = false;
      // After a closing marker the search for the next opening one goes on along the same line.
      from = segmentEnd(text, close, lineEnd) + 1;
      if (from > lineEnd) return;
    }
    // A region starts on the line after its opening marker.
    if (markerAt(text, from, lineEnd, OPEN_MARKER) >= 0) this.inRegion = true;
  }

  /** One line of a region, `[from, lineEnd)` in the window's source, `first` its first character's code. */
  private regionLine(text: TextWindow, from: number, lineEnd: number, lineNumber: number, first: number): void {
    const { source, base } = text;
    let contentEnd = lineEnd;
    if (contentEnd > from && source.charCodeAt(contentEnd - 1) === CARRIAGE_RETURN) contentEnd--;
    if (this.inBrace) {
      this.extend(from, contentEnd, base, lineNumber);
      if (this.next(source, from, true) < contentEnd) this.inBrace = scanLine(source, from, contentEnd, true);
      return;
    }
    // An empty line or a line of blanks ends the game.
    if (from === contentEnd || ((first === SPACE || first === TAB) && isSemiEmpty(source, from, contentEnd))) {
      this.flush(text);
      this.seenTags = 0;
      return;
    }
    const tag = first === OPEN_BRACKET || first === SPACE || first === TAB ? gameStartingTagBit(source, from, contentEnd) : 0;
    if (tag !== 0) {
      if ((this.seenTags & tag) !== 0 && this.chunkStart >= 0) {
        this.flush(text);
        this.seenTags = 0;
      }
      this.seenTags |= tag;
    }
    this.extend(from, contentEnd, base, lineNumber);
    // Most lines hold no brace at all: only a line with the brace that changes the state is scanned.
    if (first !== PERCENT && this.next(source, from, false) < contentEnd) this.inBrace = scanLine(source, from, contentEnd, false);
  }

  /** The line `[from, contentEnd)` (window offsets) belongs to the open chunk (which it starts when none is open). */
  private extend(from: number, contentEnd: number, base: number, lineNumber: number): void {
    if (this.chunkStart < 0) { this.chunkStart = from + base; this.chunkLine = lineNumber; }
    this.chunkEnd = contentEnd + base;
    this.chunkEndLine = lineNumber;
  }

  /** The offset in `source` of the next `}` (`close`) or `{` at or after `from`, Infinity when none (remembered along a window). */
  private next(source: string, from: number, close: boolean): number {
    if (close) {
      if (this.nextClose < from) { const at = source.indexOf('}', from); this.nextClose = at < 0 ? Infinity : at; }
      return this.nextClose;
    }
    if (this.nextOpen < from) { const at = source.indexOf('{', from); this.nextOpen = at < 0 ? Infinity : at; }
    return this.nextOpen;
  }

  private flush(text: TextWindow): void {
    if (this.chunkStart < 0) return;
    const { chunkStart, chunkEnd } = this;
    this.chunkStart = -1;
    this.emit({ start: chunkStart, end: chunkEnd, text: this.texts.text(text.source, chunkStart - text.base, chunkEnd - text.base), line: this.chunkLine, endLine: this.chunkEndLine });
  }
}
