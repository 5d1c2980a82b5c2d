/**
 * Writes PBN text and its source map together: every piece of text is appended with the LIN
 * range it copies (a value entry) or was generated from (a tag entry). Lines end in CRLF, as the
 * PBN export format wants; tag lines are kept within the 255-character limit; commentary is
 * wrapped at spaces into lines of at most 80 characters (a longer word keeps a line of its own).
 * Strings are escaped the PBN way.
 */
import { EntryList } from './entryList';
import { GameEntry, SourceMap } from './sourceMap';

/** A LIN range a piece of PBN text comes from. */
export interface LinSpan {
  start: number;
  end: number;
}

/** The longest tag line (255 characters with the line terminator, as the verifier counts). */
const MAX_TAG_LINE = 254;
const COMMENT_WIDTH = 80;

/** `!S` (in explanations) or `@S` (in commentary) → `\S`, the PBN suit escape. */
export function pbnSuitEscapes(text: string, escape: '!' | '@'): string {
  return text.replace(escape === '!' ? /!([SHDC])/g : /@([SHDC])/g, '\\$1');
}

/** The LIN span of a tag (or anything with a start and an end). */
export function spanOf(tag: { start: number; end: number } | undefined): LinSpan | undefined {
  return tag ? { start: tag.start, end: tag.end } : undefined;
}

/** Escapes a PBN string value: `"` and a backslash before `"`, `\` or the end; control characters become spaces. */
export function pbnString(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\\(?=["\\]|$)/g, '\\\\').replace(/"/g, '\\"');
}

/** An escaped value cut short: a lone backslash left at the end (half of `\\\\` or `\\"`) is dropped. */
function withoutHalfEscape(cut: string): string {
  let slashes = 0;
  while (slashes < cut.length && cut[cut.length - 1 - slashes] === '\\') slashes++;
  return slashes % 2 ? cut.slice(0, -1) : cut;
}

/** Appends PBN text and records where its pieces come from. */
export class PbnWriter {
  /** The text of the games finished, one string each, and the pieces since: one string appended to would be a rope of millions of nodes. */
  private readonly written: string[] = [];
  private pieces: string[] = [];
  private length = 0;
  private readonly values = new EntryList();
  private readonly tags = new EntryList();
  private readonly games: GameEntry[] = [];
  private gameValues = 0;
  private gameTags = 0;

  /** The current offset. */
  get offset(): number {
    return this.length;
  }

  /** Appends text; `value` maps it character for character, `tag` maps it as generated from a LIN tag. */
  write(text: string, value?: LinSpan, tag?: LinSpan): void {
    if (!text) return;
    const start = this.length;
    this.pieces.push(text);
    this.length += text.length;
    if (value) this.values.push(start, this.length, value.start, value.end);
    if (tag) this.tags.push(start, this.length, tag.start, tag.end);
  }

  /** Maps `[start, offset)`, written piece by piece, as generated from a LIN tag. */
  tagSpan(start: number, tag: LinSpan | undefined): void {
    if (tag && start < this.length) this.tags.push(start, this.length, tag.start, tag.end);
  }

  /** Ends the line. */
  newline(): void {
    this.write('\r\n');
  }

  /** `[Name "value"]` on its own line; the value cut so that the line stays within the limit. */
  tagPair(name: string, value: string, tag?: LinSpan, valueSpan?: LinSpan): void {
    const room = MAX_TAG_LINE - name.length - 5;
    let escaped = pbnString(value);
    if (escaped.length > room) escaped = withoutHalfEscape(escaped.slice(0, room));
    const start = this.length;
    this.write(`[${name} "`);
    this.write(escaped, valueSpan);
    this.write('"]');
    this.tagSpan(start, tag);
    this.newline();
  }

  /** A `{…}` comment on lines of its own (each at most 80 characters), generated from a LIN tag. */
  comment(text: string, tag?: LinSpan): void {
    const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/}/g, ')').trim();
    const lines = wrap(`{${clean}}`, COMMENT_WIDTH);
    const start = this.length;
    lines.forEach((line, index) => {
      if (index > 0) this.newline();
      this.write(line);
    });
    this.tagSpan(start, tag);
  }

  /** Marks `[start, offset)` as the game of a board. */
  game(start: number, board: number, lin: LinSpan): void {
    this.games.push({
      pbnStart: start, pbnEnd: this.length, linStart: lin.start, linEnd: lin.end, board,
      values: [this.gameValues, this.values.count], tags: [this.gameTags, this.tags.count],
    });
    this.written.push(this.pieces.join(''));
    this.pieces = [];
    this.gameValues = this.values.count;
    this.gameTags = this.tags.count;
  }

  /** The text and its map. */
  finish(): { text: string; map: SourceMap } {
    return { text: this.written.join('') + this.pieces.join(''), map: new SourceMap(this.values, this.tags, this.games) };
  }
}

/**
 * Breaks text at spaces into lines of at most `width` characters: only at spaces (the run of
 * spaces at a break gives way to the line break, runs inside a line stay), so the words read as
 * written. A word longer than `width` stays whole on a line of its own; only a word beyond the
 * PBN line limit (254 characters) is cut, as no line may hold it.
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let gap = '';
  for (const piece of text.split(/( +)/)) {
    if (piece === '') continue;
    if (piece.startsWith(' ')) { gap = piece; continue; }
    let word = piece;
    while (word.length > MAX_TAG_LINE) {
      if (line) { lines.push(line); line = ''; }
      lines.push(word.slice(0, MAX_TAG_LINE));
      word = word.slice(MAX_TAG_LINE);
    }
    if (line && line.length + gap.length + word.length > width) { lines.push(line); line = ''; }
    line = line ? `${line}${gap}${word}` : word;
    gap = '';
  }
  if (line) lines.push(line);
  return lines;
}
