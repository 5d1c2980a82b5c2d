/**
 * The game splitter as a state machine fed one line at a time, so that a whole text and a file
 * streamed in blocks are split by the same code. A game ends at a semi-empty line (empty or only
 * spaces and tabs) unless that line is inside a brace comment (PBN §3.1); a line that starts with
 * a second Event, Board or Deal tag starts a new game. In a file that embeds PBN (§6.2) only the
 * lines between a `<PBN>` line and the next `</PBN>` line are read; a marker line is a line (or,
 * as the regular expressions of earlier versions saw it, a stretch between U+2028/U+2029
 * separators) holding only the marker and spaces or tabs, in any case.
 */

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

/** A window on the text being split: `source[0]` is file offset `base`. */
export interface TextWindow {
  source: string;
  base: number;
}

const CARRIAGE_RETURN = 13, SPACE = 32, TAB = 9, LINE_SEPARATOR = 0x2028, PARAGRAPH_SEPARATOR = 0x2029;
const QUOTE = 34, BACKSLASH = 92, SEMICOLON = 59, PERCENT = 37, OPEN_BRACE = 123, CLOSE_BRACE = 125, OPEN_BRACKET = 91, LESS_THAN = 60;

/** Tags of which a game has one: a second one at the start of a line begins the next game. */
const GAME_STARTING_TAGS = ['Event', 'Board', 'Deal'];

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

const OPEN_MARKER = '<pbn>', CLOSE_MARKER = '</pbn>';

function charAt(text: TextWindow, offset: number): number {
  return text.source.charCodeAt(offset - text.base);
}

/** True for the characters that end a stretch of text for the marker test (besides `\n`, which ends lines). */
function isSeparator(code: number): boolean {
  return code === CARRIAGE_RETURN || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}

/** The end of the stretch starting at `from`: the next CR, U+2028 or U+2029, else `lineEnd`. */
function segmentEnd(text: TextWindow, from: number, lineEnd: number): number {
  let at = from;
  while (at < lineEnd && !isSeparator(charAt(text, at))) at++;
  return at;
}

/** The start of the first stretch of `[from, lineEnd)` that holds only `marker` (any case) and spaces or tabs, or -1. */
function markerAt(text: TextWindow, from: number, lineEnd: number, marker: string): number {
  for (let start = from; start <= lineEnd;) {
    const end = segmentEnd(text, start, lineEnd);
    if (isMarker(text, start, end, marker)) return start;
    start = end + 1;
  }
  return -1;
}

function isMarker(text: TextWindow, start: number, end: number, marker: string): boolean {
  let at = start;
  while (at < end && (charAt(text, at) === SPACE || charAt(text, at) === TAB)) at++;
  if (end - at < marker.length || charAt(text, at) !== LESS_THAN) return false;
  for (let index = 0; index < marker.length; index++) {
    const code = charAt(text, at + index);
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lower !== marker.charCodeAt(index)) return false;
  }
  for (at += marker.length; at < end; at++) if (charAt(text, at) !== SPACE && charAt(text, at) !== TAB) return false;
  return true;
}

/** The game-starting tag a line opens with (after spaces), if any; offsets are in `source`. */
function gameStartingTag(source: string, lineStart: number, contentEnd: number): string | undefined {
  let at = lineStart;
  while (at < contentEnd && (source.charCodeAt(at) === SPACE || source.charCodeAt(at) === TAB)) at++;
  if (source.charCodeAt(at) !== OPEN_BRACKET) return undefined;
  at++;
  while (at < contentEnd && (source.charCodeAt(at) === SPACE || source.charCodeAt(at) === TAB)) at++;
  for (const name of GAME_STARTING_TAGS) {
    if (!source.startsWith(name, at)) continue;
    const after = source.charCodeAt(at + name.length);
    if (after === SPACE || after === TAB || after === QUOTE) return name;
  }
  return undefined;
}

function isSemiEmpty(source: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = source.charCodeAt(i);
    if (code !== SPACE && code !== TAB) return false;
  }
  return true;
}

/** Follows strings, `;` comments and braces along one line; returns whether a brace is open at its end. */
function scanLine(source: string, from: number, to: number, inBrace: boolean): boolean {
  for (let i = from; i < to; i++) {
    const code = source.charCodeAt(i);
    if (inBrace) {
      if (code === CLOSE_BRACE) inBrace = false;
    } else if (code === OPEN_BRACE) {
      inBrace = true;
    } else if (code === SEMICOLON) {
      return false;
    } else if (code === QUOTE) {
      for (i++; i < to; i++) {
        const inner = source.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    }
  }
  return inBrace;
}
