/**
 * Splits a PBN file into game texts. A game ends at a semi-empty line (empty or only spaces and
 * tabs) unless that line is inside a brace comment (PBN §3.1). A line that starts with a second
 * Event, Board or Deal tag also starts a new game — the blank line between two games is missing
 * (reported by the diagnostics), and merging them would hide the second board. When the file
 * embeds PBN between `<PBN>` and `</PBN>` lines (§6.2), only those regions are read. This is the
 * only whole-file pass; everything else works on one game's text, which is what makes reparsing
 * incremental. Lines end at LF (CR LF included); a file with lone CRs is read with them turned
 * into LFs first (see `withLineFeeds`).
 */

/** One game's text and where it sits in the file. */
export interface GameChunk {
  /** Offset of the chunk's first character in the file. */
  start: number;
  /** Offset just past its last non-terminator character. */
  end: number;
  text: string;
}

const CARRIAGE_RETURN = 13, SPACE = 32, TAB = 9;
const QUOTE = 34, BACKSLASH = 92, SEMICOLON = 59, PERCENT = 37, OPEN_BRACE = 123, CLOSE_BRACE = 125, OPEN_BRACKET = 91;

/** The text with every lone CR (an old Mac line end) turned into LF: same length, so offsets and positions stay valid. */
export function withLineFeeds(text: string): string {
  return LONE_CR.test(text) ? text.replace(LONE_CR_ALL, '\n') : text;
}

/** True when the text ends some line with a CR alone. */
export function hasLoneCarriageReturn(text: string): boolean {
  return LONE_CR.test(text);
}

const LONE_CR = /\r(?!\n)/;
const LONE_CR_ALL = /\r(?!\n)/g;

/** The regions of the file that hold PBN: the whole file, or the `<PBN>` … `</PBN>` parts. */
function pbnRegions(text: string): Array<[number, number]> {
  const open = /^[ \t]*<PBN>[ \t]*\r?$/gim;
  if (!open.test(text)) return [[0, text.length]];
  open.lastIndex = 0;
  const regions: Array<[number, number]> = [];
  let match: RegExpExecArray | null;
  while ((match = open.exec(text))) {
    const regionStart = text.indexOf('\n', match.index) + 1 || text.length;
    const close = /^[ \t]*<\/PBN>[ \t]*\r?$/gim;
    close.lastIndex = regionStart;
    const closing = close.exec(text);
    const regionEnd = closing ? closing.index : text.length;
    regions.push([regionStart, regionEnd]);
    open.lastIndex = closing ? close.lastIndex : text.length;
  }
  return regions;
}

/** Splits `text` into game chunks (chunks of only comments included; the parser decides). */
export function splitGames(text: string): GameChunk[] {
  const chunks: GameChunk[] = [];
  for (const [regionStart, regionEnd] of pbnRegions(text)) splitRegion(text, regionStart, regionEnd, chunks);
  return chunks;
}

/** Tags of which a game has one: a second one at the start of a line begins the next game. */
const GAME_STARTING_TAGS = ['Event', 'Board', 'Deal'];

/** The game-starting tag a line opens with (after spaces), if any. */
function gameStartingTag(text: string, lineStart: number, contentEnd: number): string | undefined {
  let at = lineStart;
  while (at < contentEnd && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at++;
  if (text.charCodeAt(at) !== OPEN_BRACKET) return undefined;
  at++;
  while (at < contentEnd && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at++;
  for (const name of GAME_STARTING_TAGS) {
    if (!text.startsWith(name, at)) continue;
    const after = text.charCodeAt(at + name.length);
    if (after === SPACE || after === TAB || after === QUOTE) return name;
  }
  return undefined;
}

function splitRegion(text: string, regionStart: number, regionEnd: number, chunks: GameChunk[]): void {
  let inBrace = false;
  let chunkStart = -1;
  let chunkEnd = -1;
  const seenTags = new Set<string>();
  let lineStart = regionStart;
  while (lineStart < regionEnd) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0 || lineEnd > regionEnd) lineEnd = regionEnd;
    let contentEnd = lineEnd;
    if (contentEnd > lineStart && text.charCodeAt(contentEnd - 1) === CARRIAGE_RETURN) contentEnd--;
    if (!inBrace && isSemiEmpty(text, lineStart, contentEnd)) {
      if (chunkStart >= 0) chunks.push({ start: chunkStart, end: chunkEnd, text: text.slice(chunkStart, chunkEnd) });
      chunkStart = -1;
      seenTags.clear();
    } else {
      const tag = inBrace ? undefined : gameStartingTag(text, lineStart, contentEnd);
      if (tag && seenTags.has(tag) && chunkStart >= 0) {
        chunks.push({ start: chunkStart, end: chunkEnd, text: text.slice(chunkStart, chunkEnd) });
        chunkStart = -1;
        seenTags.clear();
      }
      if (tag) seenTags.add(tag);
      if (chunkStart < 0) chunkStart = lineStart;
      chunkEnd = contentEnd;
      const escapeLine = !inBrace && text.charCodeAt(lineStart) === PERCENT;
      if (!escapeLine) inBrace = scanLine(text, lineStart, contentEnd, inBrace);
    }
    lineStart = lineEnd + 1;
  }
  if (chunkStart >= 0) chunks.push({ start: chunkStart, end: chunkEnd, text: text.slice(chunkStart, chunkEnd) });
}

function isSemiEmpty(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code !== SPACE && code !== TAB) return false;
  }
  return true;
}

/** Follows strings, `;` comments and braces along one line; returns whether a brace is open at its end. */
function scanLine(text: string, from: number, to: number, inBrace: boolean): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (inBrace) {
      if (code === CLOSE_BRACE) inBrace = false;
    } else if (code === OPEN_BRACE) {
      inBrace = true;
    } else if (code === SEMICOLON) {
      return false;
    } else if (code === QUOTE) {
      for (i++; i < to; i++) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i++;
        else if (inner === QUOTE) break;
      }
    }
  }
  return inBrace;
}
