/**
 * The game splitter, fed line by line, against the regular-expression splitter of earlier
 * versions (kept here as the oracle): the same chunks for random texts built from blank lines,
 * braces, quotes, repeated Event/Board/Deal tags, `<PBN>`/`</PBN>` markers in any case with
 * spaces, CR LF and CR, and the U+2028/U+2029 separators that regular expressions treat as line ends.
 */
import assert from 'node:assert/strict';
import { seededRandom } from '../../scripts/benchBoards';
import { GameChunk } from '../../server/src/syntax/gameSplitter';
import { splitGames } from '../../server/src/syntax/splitter';

interface Chunk { start: number; end: number; text: string }

const CARRIAGE_RETURN = 13, SPACE = 32, TAB = 9;
const QUOTE = 34, BACKSLASH = 92, SEMICOLON = 59, PERCENT = 37, OPEN_BRACE = 123, CLOSE_BRACE = 125, OPEN_BRACKET = 91;

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
function oldSplitGames(text: string): Chunk[] {
  const chunks: Chunk[] = [];
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

function splitRegion(text: string, regionStart: number, regionEnd: number, chunks: Chunk[]): void {
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

const PIECES = [
  '\n', '\n\n', '\r\n', ' \t\n', '{', '}', '"', '\\', ';', '%', 'x', '[Event "A"]', '[Board "1"]', '[ Deal "N:"]', '[Site "S"]',
  '<PBN>', '<pbn>', ' <PbN>\t', '</PBN>', '</pbn> ', '\u2028', '\u2029', '\r', '<', '<PBN>x', '[Event"B"]',
];

const shape = (chunks: readonly (Chunk | GameChunk)[]) => chunks.map(({ start, end, text }) => ({ start, end, text }));

describe('game splitter', () => {
  it('splits 3,000 random texts exactly as the regular-expression splitter did', () => {
    const random = seededRandom(2026);
    for (let round = 0; round < 3000; round++) {
      let text = '';
      const length = 5 + Math.floor(random() * 40);
      for (let piece = 0; piece < length; piece++) {
        const value = PIECES[Math.floor(random() * PIECES.length)];
        text += random() < 0.3 ? `\n${value}\n` : value;
      }
      // The splitter reads text whose lone CRs are already LFs (see withLineFeeds).
      text = text.replace(/\r(?!\n)/g, '\n');
      assert.deepEqual(shape(splitGames(text)), shape(oldSplitGames(text)), JSON.stringify(text));
    }
  });

  it('gives each chunk its first line', () => {
    const chunks = splitGames('[Event "A"]\r\n\r\n\r\n[Event "B"]\n[Event "C"]\n');
    assert.deepEqual(chunks.map((chunk) => chunk.line), [0, 3, 4]);
  });
});
