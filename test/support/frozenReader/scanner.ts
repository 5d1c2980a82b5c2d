/**
 * The tokenizer for one game's text: tag brackets, names, strings (escapes resolved on demand),
 * section words, `;` and `{}` commentary and `%` escape lines, each with exact offsets, into a
 * compact TokenList. It also checks the character set and line length (PBN §2), reporting
 * through a ProblemSink, and never throws.
 */
import { ProblemSink } from '../../../server/src/syntax/problems';
import { BLOCK_COMMENT, CLOSE, CLOSED, ESCAPE, HAS_ESCAPES, LINE_COMMENT, OPEN, STRING, Token, TokenList, WORD } from './tokenList';

export type { Token, TokenKind } from './tokenList';

/** Line length limit: 255 characters including the terminator, as the reference verifier counts. */
export const MAX_LINE_LENGTH = 254;

function isWordChar(code: number): boolean {
  // Printing ASCII except the self-delimiting and comment characters.
  return code > 32 && code < 127 && code !== 91 && code !== 93 && code !== 123 && code !== 125 && code !== 59 && code !== 34;
}


/** A character that is neither whitespace, a token character nor a delimiter (so it is reported). */
function isStrayCharacter(code: number): boolean {
  return !isWordChar(code) && code !== 10 && code !== 13 && code !== 32 && code !== 9 && code !== 11 && code !== 12
    && code !== 91 && code !== 93 && code !== 123 && code !== 125 && code !== 59 && code !== 34;
}

/** Checks one character inside a string or commentary (Latin-1 printing characters). */
function isAllowedInCommentary(code: number): boolean {
  return (code >= 32 && code <= 126) || (code >= 160 && code <= 255);
}

/** Tokenizes a game's text into token objects (see `scanTokens` for the compact list). */
export function scanGame(text: string, sink: ProblemSink): Token[] {
  return scanTokens(text, sink).toArray();
}

/**
 * Tokenizes a game's text. Character-set and line-length problems go to `sink`. A `transient`
 * list stays in the shared buffer: valid only until the next game is scanned (a file read game by game).
 */
export function scanTokens(text: string, sink: ProblemSink, transient = false): TokenList {
  const tokens = new TokenList(text);
  checkLines(text, sink);
  let i = 0;
  let atLineStart = true;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 10) { atLineStart = true; i++; continue; }
    if (code === 13 || code === 32 || code === 9 || code === 11 || code === 12) { i++; continue; }
    const start = i;
    if (code === 37 && atLineStart) {
      const end = lineEnd(text, i);
      tokens.push(ESCAPE, start, end);
      i = end;
      continue;
    }
    atLineStart = false;
    if (code === 91 || code === 93) {
      tokens.push(code === 91 ? OPEN : CLOSE, start, i + 1);
      i++;
    } else if (code === 59) {
      const end = lineEnd(text, i);
      checkCommentary(text, i + 1, end, sink);
      tokens.push(LINE_COMMENT, start, end);
      i = end;
    } else if (code === 123) {
      let end = text.indexOf('}', i + 1);
      const closed = end >= 0;
      if (!closed) {
        end = n;
        sink.add('pbn.comment.unterminated', 'error', start, start + 1);
      }
      checkCommentary(text, i + 1, end, sink);
      if (closed) checkSwallowedTags(text, start, end, sink);
      tokens.push(BLOCK_COMMENT, start, closed ? end + 1 : end, closed ? CLOSED : 0);
      i = closed ? end + 1 : end;
    } else if (code === 34) {
      i = scanString(text, i, tokens, sink);
    } else if (WORD_CHARACTERS[code] === 1) {
      i++;
      while (i < n && WORD_CHARACTERS[text.charCodeAt(i)] === 1) i++;
      tokens.push(WORD, start, i);
    } else {
      // Characters that may not stand outside strings and commentary: one problem per run.
      i++;
      while (i < n && isStrayCharacter(text.charCodeAt(i))) i++;
      sink.add('pbn.character.bad', 'error', start, i, { character: describeCharacter(code) });
    }
  }
  if (!transient) tokens.trim();
  return tokens;
}

/** A whole line that reads as one tag pair. */
const TAG_LINE = /^[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]*"[^"\n]*"[ \t]*\][ \t]*\r?$/;

/**
 * A brace comment over several lines whose inner lines read as tag pairs: most likely a `}`
 * missing, or a `{` inside the comment, so that the comment swallows the tags up to a later `}`
 * (bridge-bots, hand-edited files). One warning on the `{`, with the number of tags and the first.
 */
function checkSwallowedTags(text: string, open: number, close: number, sink: ProblemSink): void {
  const firstLineEnd = text.indexOf('\n', open);
  if (firstLineEnd < 0 || firstLineEnd > close || text.lastIndexOf('[', close) < firstLineEnd) return;
  let count = 0, first = '';
  for (let lineStart = firstLineEnd + 1; lineStart < close;) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0 || lineEnd > close) lineEnd = close;
    const match = TAG_LINE.exec(text.slice(lineStart, lineEnd));
    if (match) { count++; first ||= match[1]; }
    lineStart = lineEnd + 1;
  }
  if (count === 0) return;
  const nested = text.indexOf('{', open + 1);
  sink.add('pbn.comment.swallows-tags', 'warning', open, open + 1, { count, tag: first, nested: nested >= 0 && nested < close ? 1 : 0 });
}

/** 1 for the characters of a word (printing ASCII except the self-delimiting and comment characters), by code. */
const WORD_CHARACTERS = new Uint8Array(65536);
for (let code = 0; code < 128; code++) WORD_CHARACTERS[code] = isWordChar(code) ? 1 : 0;

function lineEnd(text: string, from: number): number {
  let end = text.indexOf('\n', from);
  if (end < 0) end = text.length;
  if (end > from && text.charCodeAt(end - 1) === 13) end--;
  return end;
}

function scanString(text: string, open: number, tokens: TokenList, sink: ProblemSink): number {
  const end = lineEnd(text, open);
  let i = open + 1;
  let faults: CharacterFaults | undefined;
  let flags = 0;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      faults?.report(sink);
      tokens.push(STRING, open, i + 1, flags | CLOSED);
      return i + 1;
    }
    if (code === 92 && i + 1 < end && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 92)) {
      flags = HAS_ESCAPES;
      i += 2;
      continue;
    }
    if (!isAllowedInCommentary(code)) (faults ??= new CharacterFaults()).note(code, i);
    i++;
  }
  faults?.report(sink);
  sink.add('pbn.string.unterminated', 'error', open, end);
  tokens.push(STRING, open, end, flags);
  return end;
}

function checkCommentary(text: string, from: number, to: number, sink: ProblemSink): void {
  let faults: CharacterFaults | undefined;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13 || code === 9) continue;
    if (!isAllowedInCommentary(code)) (faults ??= new CharacterFaults()).note(code, i);
  }
  faults?.report(sink);
}

/**
 * The characters of one string or comment that PBN does not allow, gathered so that a string
 * full of them gives one diagnostic per kind (outside Latin-1, or forbidden) spanning them all.
 */
class CharacterFaults {
  private readonly runs = new Map<'pbn.character.bad' | 'pbn.encoding.not-latin1', { first: number; last: number; characters: string[] }>();

  /** Records one disallowed character at `offset`. */
  note(code: number, offset: number): void {
    const kind = code > 255 && code !== 0xfffd ? 'pbn.encoding.not-latin1' : 'pbn.character.bad';
    const run = this.runs.get(kind);
    const name = describeCharacter(code);
    if (!run) { this.runs.set(kind, { first: offset, last: offset, characters: [name] }); return; }
    run.last = offset;
    if (run.characters.length <= 3 && !run.characters.includes(name)) run.characters.push(name);
  }

  /** Reports the gathered characters, one problem per kind. */
  report(sink: ProblemSink): void {
    for (const [code, run] of this.runs) {
      const shown = run.characters.length > 3 ? [...run.characters.slice(0, 3), '…'] : run.characters;
      sink.add(code, code === 'pbn.character.bad' ? 'error' : 'warning', run.first, run.last + 1, { character: shown.join(', ') });
    }
    this.runs.clear();
  }
}

/** A readable name for a character in messages: the character itself or its code point. */
export function describeCharacter(code: number): string {
  const hex = 'U+' + code.toString(16).toUpperCase().padStart(4, '0');
  return code > 32 && code !== 127 && !(code >= 128 && code < 160) ? `'${String.fromCharCode(code)}' (${hex})` : hex;
}

function checkLines(text: string, sink: ProblemSink): void {
  let lineStart = 0;
  while (lineStart <= text.length) {
    const end = lineEnd(text, lineStart);
    if (end - lineStart > MAX_LINE_LENGTH) {
      sink.add('pbn.line.too-long', 'warning', lineStart + MAX_LINE_LENGTH, end, { length: end - lineStart, limit: MAX_LINE_LENGTH });
    }
    const next = text.indexOf('\n', end);
    if (next < 0) break;
    lineStart = next + 1;
  }
}

