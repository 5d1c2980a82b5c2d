/**
 * The tokens of one game, compact: three numbers per token (start, end, kind and flags) in one
 * Int32Array, the text sliced from the game's text only when someone asks for it. A game of 130
 * tokens keeps 1.6 KB instead of 130 objects with copied strings. `token(i)` and the iteration
 * helpers build `Token` objects on demand for the editor features that want them.
 */
import { copyToSlab } from './slab';

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

/** Token kinds as the numbers the list stores. */
export const OPEN = 0, CLOSE = 1, STRING = 2, WORD = 3, LINE_COMMENT = 4, BLOCK_COMMENT = 5, ESCAPE = 6;
const KIND_NAMES: readonly TokenKind[] = ['open', 'close', 'string', 'word', 'lineComment', 'blockComment', 'escape'];

/** Flags stored with a token. */
export const CLOSED = 16, HAS_ESCAPES = 32;

const KIND_MASK = 15;
const QUOTE = 34, BACKSLASH = 92;

/** The buffer a list is filled in (one game at a time), before `trim` gives it its own. */
let scratch = new Int32Array(1024 * 3);

/** The tokens of one game's text. */
export class TokenList {
  private data: Int32Array;
  /** Where this list's numbers start in `data`. */
  private offset = 0;
  /** Number of tokens. */
  length = 0;

  /** An empty list to fill with `push`; it shares a buffer until `trim` (one list is filled at a time). */
  constructor(readonly source: string) {
    this.data = scratch;
  }

  /** Appends a token: `kind` one of the kind numbers, `flags` CLOSED and HAS_ESCAPES. */
  push(kind: number, start: number, end: number, flags = 0): void {
    if ((this.length + 1) * 3 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      if (this.data === scratch) scratch = grown;
      this.data = grown;
    }
    const at = this.length * 3;
    this.data[at] = start;
    this.data[at + 1] = end;
    this.data[at + 2] = kind | flags;
    this.length++;
  }

  /** Gives the list its own buffer of the right size (once filled). */
  trim(): void {
    const place = copyToSlab(this.data, this.length * 3);
    this.data = place.slab;
    this.offset = place.offset;
  }

  /** The kind number of token `index`. */
  kindCode(index: number): number {
    return this.data[this.offset + index * 3 + 2] & KIND_MASK;
  }

  /** The kind of token `index`. */
  kind(index: number): TokenKind {
    return KIND_NAMES[this.kindCode(index)];
  }

  /** Offset of the token's first character. */
  start(index: number): number {
    return this.data[this.offset + index * 3];
  }

  /** Offset just past the token. */
  end(index: number): number {
    return this.data[this.offset + index * 3 + 1];
  }

  /** The tag (its index in the game's tags, plus one) whose section holds the token; 0 for none. */
  owner(index: number): number {
    return this.data[this.offset + index * 3 + 2] >>> 8;
  }

  /** Gives token `index` to the section of the tag numbered `owner` (index plus one). */
  setOwner(index: number, owner: number): void {
    const at = this.offset + index * 3 + 2;
    this.data[at] = (this.data[at] & 255) | (owner << 8);
  }

  /** For strings and block comments: the closing delimiter is there. */
  closed(index: number): boolean {
    return (this.data[this.offset + index * 3 + 2] & CLOSED) !== 0;
  }

  /** True for commentary (`;` or `{}`). */
  isComment(index: number): boolean {
    const kind = this.kindCode(index);
    return kind === LINE_COMMENT || kind === BLOCK_COMMENT;
  }

  /** The token's text: a string's unescaped value, a comment without its delimiters, anything else as written. */
  text(index: number): string {
    const at = this.offset + index * 3;
    const start = this.data[at], end = this.data[at + 1], meta = this.data[at + 2];
    switch (meta & KIND_MASK) {
      case STRING: {
        const to = meta & CLOSED ? end - 1 : end;
        return meta & HAS_ESCAPES ? unescapeString(this.source, start + 1, to) : this.source.slice(start + 1, to);
      }
      case LINE_COMMENT: return this.source.slice(start + 1, end);
      case BLOCK_COMMENT: return this.source.slice(start + 1, meta & CLOSED ? end - 1 : end);
      default: return this.source.slice(start, end);
    }
  }

  /** Token `index` as an object. */
  token(index: number): Token {
    const kind = this.kindCode(index);
    const token: Token = { kind: KIND_NAMES[kind], start: this.start(index), end: this.end(index), text: this.text(index) };
    if (kind === STRING || kind === BLOCK_COMMENT) token.closed = this.closed(index);
    return token;
  }

  /** Every token as an object. */
  toArray(): Token[] {
    const tokens: Token[] = [];
    for (let index = 0; index < this.length; index++) tokens.push(this.token(index));
    return tokens;
  }

  /** The tokens as objects, in order. */
  *[Symbol.iterator](): IterableIterator<Token> {
    for (let index = 0; index < this.length; index++) yield this.token(index);
  }

  /** The tokens (as objects) for which `test` holds. */
  filter(test: (token: Token) => boolean): Token[] {
    return this.toArray().filter(test);
  }

  /** True when `test` holds for some token (as an object). */
  some(test: (token: Token) => boolean): boolean {
    for (let index = 0; index < this.length; index++) if (test(this.token(index))) return true;
    return false;
  }
}

/** The value of a string whose content is `source[from, to)`: `\"` and `\\` resolved. */
function unescapeString(source: string, from: number, to: number): string {
  let value = '';
  let segmentStart = from;
  for (let i = from; i < to; i++) {
    if (source.charCodeAt(i) === BACKSLASH && i + 1 < to && (source.charCodeAt(i + 1) === QUOTE || source.charCodeAt(i + 1) === BACKSLASH)) {
      value += source.slice(segmentStart, i) + source[i + 1];
      i++;
      segmentStart = i + 1;
    }
  }
  return value + source.slice(segmentStart, to);
}
