/**
 * The line tests of the game splitter (gameSplitter.ts): the `<PBN>`/`</PBN>` embedding markers
 * (a stretch between line ends, CRs, U+2028 or U+2029 holding only the marker and spaces or tabs,
 * in any case), semi-empty lines, a line opening with a game-starting tag, and the scan of one line
 * for strings, `;` comments and braces (PBN §3.1) that tells whether a brace comment is still open.
 */

/** A window on the text being split: `source[0]` is file offset `base`. */
export interface TextWindow {
  source: string;
  base: number;
}

const CARRIAGE_RETURN = 13, SPACE = 32, TAB = 9, LINE_SEPARATOR = 0x2028, PARAGRAPH_SEPARATOR = 0x2029;
const QUOTE = 34, BACKSLASH = 92, SEMICOLON = 59, OPEN_BRACE = 123, CLOSE_BRACE = 125, OPEN_BRACKET = 91, LESS_THAN = 60;

/** Tags of which a game has one: a second one at the start of a line begins the next game. */
const GAME_STARTING_TAGS = ['Event', 'Board', 'Deal'];

/** The embedding markers (PBN §6.2), lower case. */
export const OPEN_MARKER = '<pbn>', CLOSE_MARKER = '</pbn>';

function charAt(text: TextWindow, offset: number): number {
  return text.source.charCodeAt(offset - text.base);
}

/** True for the characters that end a stretch of text for the marker test (besides `\n`, which ends lines). */
function isSeparator(code: number): boolean {
  return code === CARRIAGE_RETURN || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}

/** The end of the stretch starting at `from`: the next CR, U+2028 or U+2029, else `lineEnd`. */
export function segmentEnd(text: TextWindow, from: number, lineEnd: number): number {
  let at = from;
  while (at < lineEnd && !isSeparator(charAt(text, at))) at++;
  return at;
}

/** The start of the first stretch of `[from, lineEnd)` that holds only `marker` (any case) and spaces or tabs, or -1. */
export function markerAt(text: TextWindow, from: number, lineEnd: number, marker: string): number {
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
export function gameStartingTag(source: string, lineStart: number, contentEnd: number): string | undefined {
  let at = lineStart;
  while (at < contentEnd && (source.charCodeAt(at) === SPACE || source.charCodeAt(at) === TAB)) at++;
  if (source.charCodeAt(at) !== OPEN_BRACKET) return undefined;
  at++;
  while (at < contentEnd && (source.charCodeAt(at) === SPACE || source.charCodeAt(at) === TAB)) at++;
  // Most lines open another tag: one look at the first letter (E, B or D) decides.
  const initial = source.charCodeAt(at);
  if (initial !== 69 && initial !== 66 && initial !== 68) return undefined;
  for (const name of GAME_STARTING_TAGS) {
    if (!source.startsWith(name, at)) continue;
    const after = source.charCodeAt(at + name.length);
    if (after === SPACE || after === TAB || after === QUOTE) return name;
  }
  return undefined;
}

/** True when `[from, to)` of `source` holds only spaces and tabs (a semi-empty line). */
export function isSemiEmpty(source: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = source.charCodeAt(i);
    if (code !== SPACE && code !== TAB) return false;
  }
  return true;
}

/** Follows strings, `;` comments and braces along one line; returns whether a brace is open at its end. */
export function scanLine(source: string, from: number, to: number, inBrace: boolean): boolean {
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
