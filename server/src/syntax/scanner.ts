/**
 * The tokenizer for one game's text: tag brackets, names, strings (escapes resolved), section
 * words, `;` and `{}` commentary and `%` escape lines, each with exact offsets. It also checks
 * the character set and line length (PBN §2), reporting through a ProblemSink, and never throws.
 */
import { ProblemSink } from './problems';

/** Kinds of raw tokens. */
export type TokenKind = 'open' | 'close' | 'string' | 'word' | 'lineComment' | 'blockComment' | 'escape';

/** A raw token with offsets relative to the game text. */
export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  /** The token's text; for strings the unescaped value without quotes. */
  text: string;
  /** For strings and block comments: false when the closing delimiter is missing. */
  closed?: boolean;
}

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

/** Tokenizes a game's text. Character-set and line-length problems go to `sink`. */
export function scanGame(text: string, sink: ProblemSink): Token[] {
  const tokens: Token[] = [];
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
      tokens.push({ kind: 'escape', start, end, text: text.slice(start, end) });
      i = end;
      continue;
    }
    atLineStart = false;
    if (code === 91 || code === 93) {
      tokens.push({ kind: code === 91 ? 'open' : 'close', start, end: i + 1, text: text[i] });
      i++;
    } else if (code === 59) {
      const end = lineEnd(text, i);
      checkCommentary(text, i + 1, end, sink);
      tokens.push({ kind: 'lineComment', start, end, text: text.slice(i + 1, end) });
      i = end;
    } else if (code === 123) {
      let end = text.indexOf('}', i + 1);
      const closed = end >= 0;
      if (!closed) {
        end = n;
        sink.add('pbn.comment.unterminated', 'error', start, start + 1);
      }
      checkCommentary(text, i + 1, end, sink);
      tokens.push({ kind: 'blockComment', start, end: closed ? end + 1 : end, text: text.slice(i + 1, end), closed });
      i = closed ? end + 1 : end;
    } else if (code === 34) {
      i = scanString(text, i, tokens, sink);
    } else if (isWordChar(code)) {
      while (i < n && isWordChar(text.charCodeAt(i))) i++;
      tokens.push({ kind: 'word', start, end: i, text: text.slice(start, i) });
    } else {
      // Characters that may not stand outside strings and commentary: one problem per run.
      i++;
      while (i < n && isStrayCharacter(text.charCodeAt(i))) i++;
      sink.add('pbn.character.bad', 'error', start, i, { character: describeCharacter(code) });
    }
  }
  return tokens;
}

function lineEnd(text: string, from: number): number {
  let end = text.indexOf('\n', from);
  if (end < 0) end = text.length;
  if (end > from && text.charCodeAt(end - 1) === 13) end--;
  return end;
}

function scanString(text: string, open: number, tokens: Token[], sink: ProblemSink): number {
  const end = lineEnd(text, open);
  let value = '';
  let i = open + 1;
  const faults = new CharacterFaults();
  let segmentStart = i;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      faults.report(sink);
      value += text.slice(segmentStart, i);
      tokens.push({ kind: 'string', start: open, end: i + 1, text: value, closed: true });
      return i + 1;
    }
    if (code === 92 && i + 1 < end && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 92)) {
      value += text.slice(segmentStart, i) + text[i + 1];
      i += 2;
      segmentStart = i;
      continue;
    }
    if (!isAllowedInCommentary(code)) faults.note(code, i);
    i++;
  }
  value += text.slice(segmentStart, end);
  faults.report(sink);
  sink.add('pbn.string.unterminated', 'error', open, end);
  tokens.push({ kind: 'string', start: open, end, text: value, closed: false });
  return end;
}

function checkCommentary(text: string, from: number, to: number, sink: ProblemSink): void {
  const faults = new CharacterFaults();
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13 || code === 9) continue;
    if (!isAllowedInCommentary(code)) faults.note(code, i);
  }
  faults.report(sink);
}

/**
 * The characters of one string or comment that PBN does not allow, gathered so that a string
 * full of them gives one diagnostic per kind (outside Latin-1, or forbidden) spanning them all.
 */
class CharacterFaults {
  private readonly runs = new Map<string, { first: number; last: number; characters: string[] }>();

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

