/**
 * The tokenizer for one game's text: tag brackets, names, strings (escapes resolved on demand),
 * section words, `;` and `{}` commentary and `%` escape lines, each with exact offsets, into a
 * compact TokenList. It also checks the character set and line length (PBN §2), reporting
 * through a ProblemSink, and never throws.
 */
import { ProblemSink } from './problems';
import { BLOCK_COMMENT, CLOSE, CLOSED, ESCAPE, HAS_ESCAPES, LINE_COMMENT, OPEN, STRING, Token, TokenList, WORD } from './tokenList';

export type { Token, TokenKind } from './tokenList';

/** Line length limit: 255 characters including the terminator, as the reference verifier counts. */
export const MAX_LINE_LENGTH = 254;

function isWordChar(code: number): boolean {
  // Printing ASCII except the self-delimiting and comment characters.
  return code > 32 && code < 127 && code !== 91 && code !== 93 && code !== 123 && code !== 125 && code !== 59 && code !== 34;
}

/** Checks one character inside a string or commentary (Latin-1 printing characters). */
function isAllowedInCommentary(code: number): boolean {
  return (code >= 32 && code <= 126) || (code >= 160 && code <= 255);
}

/** Tokenizes a game's text into token objects (see `scanTokens` for the compact list). */
export function scanGame(text: string, sink: ProblemSink): Token[] {
  return scanTokens(text, sink).toArray();
}

/** Character classes of the scanner's table: what a character starts (or, for STRAY, continues) outside strings and commentary. */
const STRAY = 0, WORD_CHARACTER = 1, LINE_FEED = 2, BLANK = 3, OPEN_BRACKET = 4, CLOSE_BRACKET = 5, SEMICOLON = 6, OPEN_BRACE = 7, QUOTE_MARK = 8, CLOSE_BRACE = 9;

/** The class of every UTF-16 code unit (STRAY unless set). */
const CHARACTER_CLASS = new Uint8Array(65536);
for (let code = 0; code < 128; code++) if (isWordChar(code)) CHARACTER_CLASS[code] = WORD_CHARACTER;
CHARACTER_CLASS[10] = LINE_FEED;
for (const code of [13, 32, 9, 11, 12]) CHARACTER_CLASS[code] = BLANK;
CHARACTER_CLASS[91] = OPEN_BRACKET;
CHARACTER_CLASS[93] = CLOSE_BRACKET;
CHARACTER_CLASS[59] = SEMICOLON;
CHARACTER_CLASS[123] = OPEN_BRACE;
CHARACTER_CLASS[125] = CLOSE_BRACE;
CHARACTER_CLASS[34] = QUOTE_MARK;

/**
 * Tokenizes a game's text. Character-set and line-length problems go to `sink` (the line lengths
 * first, as if checked before the tokens). A `transient` list stays in the shared buffer: valid
 * only until the next game is scanned (a file read game by game).
 */
export function scanTokens(text: string, sink: ProblemSink, transient = false): TokenList {
  const tokens = new TokenList(text);
  const lineProblems = new LineProblems(sink);
  let i = 0;
  let atLineStart = true;
  // Where the line after the last line feed seen outside commentary starts: lines are measured only over a long stretch between two.
  let lineStart = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    const start = i;
    switch (CHARACTER_CLASS[code]) {
      case LINE_FEED:
        if (i - lineStart > MAX_LINE_LENGTH) lineProblems.check(text, lineStart, i);
        lineStart = i + 1;
        atLineStart = true;
        i++;
        continue;
      case BLANK:
        i++;
        continue;
      case WORD_CHARACTER:
        if (code === 37 && atLineStart) {
          const end = lineEnd(text, i);
          tokens.push(ESCAPE, start, end);
          i = end;
          continue;
        }
        i++;
        while (i < n && CHARACTER_CLASS[text.charCodeAt(i)] === WORD_CHARACTER) i++;
        tokens.push(WORD, start, i);
        break;
      case OPEN_BRACKET:
        tokens.push(OPEN, start, ++i);
        break;
      case CLOSE_BRACKET:
        tokens.push(CLOSE, start, ++i);
        break;
      case SEMICOLON: {
        const end = lineEnd(text, i);
        checkCommentary(text, i + 1, end, sink);
        tokens.push(LINE_COMMENT, start, end);
        i = end;
        break;
      }
      case OPEN_BRACE: {
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
        break;
      }
      case QUOTE_MARK:
        i = scanString(text, i, tokens, sink);
        break;
      default:
        // Characters that may not stand outside strings and commentary: one problem per run.
        i++;
        while (i < n && CHARACTER_CLASS[text.charCodeAt(i)] === STRAY) i++;
        sink.add('pbn.character.bad', 'error', start, i, { character: describeCharacter(code) });
    }
    atLineStart = false;
  }
  if (n - lineStart > MAX_LINE_LENGTH) lineProblems.check(text, lineStart, n);
  if (!transient) tokens.trim();
  return tokens;
}

/** The line-length problems of a game, put before the problems the scan adds (as when the lines were checked first). */
class LineProblems {
  /** Where the next one goes in the sink's list. */
  private at: number;

  constructor(private readonly sink: ProblemSink) {
    this.at = sink.problems.length;
  }

  /** Checks the lines of `[from, to)` (`from` a line start, `to` a line feed or the text's end). */
  check(text: string, from: number, to: number): void {
    for (let lineStart = from; ;) {
      const end = lineEnd(text, lineStart);
      if (end - lineStart > MAX_LINE_LENGTH) {
        this.sink.add('pbn.line.too-long', 'warning', lineStart + MAX_LINE_LENGTH, end, { length: end - lineStart, limit: MAX_LINE_LENGTH });
        const problems = this.sink.problems;
        if (problems.length - 1 > this.at) problems.splice(this.at, 0, problems.pop()!);
        this.at++;
      }
      const next = text.indexOf('\n', end);
      if (next < 0 || next >= to) return;
      lineStart = next + 1;
    }
  }
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

function lineEnd(text: string, from: number): number {
  let end = text.indexOf('\n', from);
  if (end < 0) end = text.length;
  if (end > from && text.charCodeAt(end - 1) === 13) end--;
  return end;
}

/** Classes of the characters inside a string: allowed (Latin-1 printing characters but the quote and backslash), the quote, LF, CR, backslash, not allowed. */
const ALLOWED = 0, STRING_QUOTE = 1, STRING_LINE_FEED = 2, STRING_CARRIAGE_RETURN = 3, STRING_BACKSLASH = 4, NOT_ALLOWED = 5;
const STRING_CLASS = new Uint8Array(65536).fill(NOT_ALLOWED);
for (let code = 0; code < 256; code++) if (isAllowedInCommentary(code)) STRING_CLASS[code] = ALLOWED;
STRING_CLASS[34] = STRING_QUOTE;
STRING_CLASS[10] = STRING_LINE_FEED;
STRING_CLASS[13] = STRING_CARRIAGE_RETURN;
STRING_CLASS[92] = STRING_BACKSLASH;

/** Reads the string opening at `open` (it ends at its closing quote, else at the line's end, a CR before the LF left out); returns where the scan goes on. */
function scanString(text: string, open: number, tokens: TokenList, sink: ProblemSink): number {
  const n = text.length;
  let i = open + 1;
  let faults: CharacterFaults | undefined;
  let flags = 0;
  for (; i < n; i++) {
    const code = text.charCodeAt(i);
    const kind = STRING_CLASS[code];
    // Most characters are ordinary ones: one look at the table passes them.
    if (kind === ALLOWED) continue;
    if (kind === STRING_QUOTE) {
      faults?.report(sink);
      tokens.push(STRING, open, i + 1, flags | CLOSED);
      return i + 1;
    }
    if (kind === STRING_LINE_FEED || (kind === STRING_CARRIAGE_RETURN && (i + 1 === n || text.charCodeAt(i + 1) === 10))) break;
    if (kind === STRING_BACKSLASH) {
      const next = text.charCodeAt(i + 1);
      if (next === 34 || next === 92) {
        flags = HAS_ESCAPES;
        i++;
      }
      continue;
    }
    (faults ??= new CharacterFaults()).note(code, i);
  }
  faults?.report(sink);
  sink.add('pbn.string.unterminated', 'error', open, i);
  tokens.push(STRING, open, i, flags);
  return i;
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
 * full of them gives one diagnostic per kind (outside Latin-1, forbidden, or U+FFFD: the text
 * damaged by an earlier conversion) spanning them all.
 */
class CharacterFaults {
  private readonly runs = new Map<FaultKind, { first: number; last: number; characters: string[] }>();

  /** Records one disallowed character at `offset`. */
  note(code: number, offset: number): void {
    const kind: FaultKind = code === REPLACEMENT_CHARACTER ? 'pbn.encoding.damaged' : code > 255 ? 'pbn.encoding.not-latin1' : 'pbn.character.bad';
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
      if (code === 'pbn.encoding.damaged') sink.add(code, 'warning', run.first, run.last + 1, {});
      else sink.add(code, code === 'pbn.character.bad' ? 'error' : 'warning', run.first, run.last + 1, { character: shown.join(', ') });
    }
    this.runs.clear();
  }
}

/** What a string or comment can hold that PBN does not allow. */
type FaultKind = 'pbn.character.bad' | 'pbn.encoding.not-latin1' | 'pbn.encoding.damaged';

/** U+FFFD, which a decoder writes for a byte it could not read. */
const REPLACEMENT_CHARACTER = 0xfffd;

/** A readable name for a character in messages: the character itself or its code point. */
export function describeCharacter(code: number): string {
  const hex = 'U+' + code.toString(16).toUpperCase().padStart(4, '0');
  return code > 32 && code !== 127 && !(code >= 128 && code < 160) ? `'${String.fromCharCode(code)}' (${hex})` : hex;
}
