/**
 * Splits the raw words of an auction or play section into items: calls or cards, `-`, suffixes
 * (`!`, `?!`), note references (`=1=`), NAGs (`$12`), irregularity marks (`^R`), `*` and `+`.
 * Words may run together (`1S!=1=`), as import format allows; commentary is kept as items so
 * that each comment stays attached to what precedes it. The split reads character codes (no
 * regular expression) into a compact list; `sectionItems` gives the items as objects. The lists
 * of the last game asked about are kept by section tag, so that the model and the export-layout
 * check that follows it split each section once.
 */
import { GameSyntax, SectionItem, TagPair } from '../../syntax/gameSyntax';
import { Token, TokenList, BLOCK_COMMENT, LINE_COMMENT, STRING, WORD } from '../../syntax/tokenList';

/** Item kinds as the compact list stores them. */
export const VALUE = 0, SUFFIX = 1, NOTE = 2, NAG = 3, IRREGULARITY = 4, STAR = 5, PLUS = 6, COMMENT = 7, STRING_ITEM = 8, JUNK = 9;
const KIND_NAMES: readonly SectionItem['kind'][] = ['value', 'suffix', 'note', 'nag', 'irregularity', 'star', 'plus', 'comment', 'string', 'junk'];

/** Character classes by code: 1 letter, 2 digit, 3 `-`, 4 one of `!?*+=$^`, 0 anything else. */
const CLASS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const character = String.fromCharCode(code);
  CLASS[code] = /[A-Za-z]/.test(character) ? 1 : /[0-9]/.test(character) ? 2 : character === '-' ? 3 : '!?*+=$^'.includes(character) ? 4 : 0;
}
const classOf = (code: number) => (code < 128 ? CLASS[code] : 0);
const isValueCharacter = (code: number) => code < 128 && CLASS[code] >= 1 && CLASS[code] <= 3;

/** The buffers lists are written in, one per section of a game (reused by the next game's sections). */
const buffers: Int32Array[] = [];

/**
 * The items of one section: kind, offsets and (for strings and comments) the token, four numbers
 * each. Valid until a list of another game is made (the readers use each list at once and drop it).
 */
export class SectionItemList {
  length = 0;

  /** `slot`: the buffer of `buffers` the list is written in (-1: a buffer of its own). */
  constructor(readonly source: string, private readonly tokens: { text(index: number): string } | undefined, private readonly slot = -1, private data = slot >= 0 ? (buffers[slot] ??= new Int32Array(256 * 4)) : new Int32Array(16 * 4)) {}

  /** Appends an item; `token` is the index of the string or comment token it stands for. */
  push(kind: number, start: number, end: number, token = -1): void {
    if ((this.length + 1) * 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      if (this.slot >= 0) buffers[this.slot] = grown;
      this.data = grown;
    }
    const at = this.length++ * 4;
    this.data[at] = kind;
    this.data[at + 1] = start;
    this.data[at + 2] = end;
    this.data[at + 3] = token;
  }

  /** The kind number of item `index`. */
  kind(index: number): number { return this.data[index * 4]; }
  /** Offset of the item's first character. */
  start(index: number): number { return this.data[index * 4 + 1]; }
  /** Offset just past the item. */
  end(index: number): number { return this.data[index * 4 + 2]; }

  /** The item's text: a string's value or a comment's text for those, else as written. */
  text(index: number): string {
    const token = this.data[index * 4 + 3];
    return token >= 0 && this.tokens ? this.tokens.text(token) : this.source.slice(this.start(index), this.end(index));
  }

  /** Item `index` as an object. */
  item(index: number): SectionItem {
    return { kind: KIND_NAMES[this.kind(index)], text: this.text(index), start: this.start(index), end: this.end(index) };
  }

  /** Every item as an object. */
  toArray(): SectionItem[] {
    const items: SectionItem[] = [];
    for (let index = 0; index < this.length; index++) items.push(this.item(index));
    return items;
  }
}

/** The tag list of the game whose section lists `listed` holds, and those lists by section tag. */
let listedTags: readonly TagPair[] | undefined;
const listed: Array<{ tag: TagPair; items: SectionItemList }> = [];

/** The items of a section tag of a parsed game (split on the first question about the game's tag). */
export function sectionItemList(syntax: GameSyntax, tag: TagPair): SectionItemList {
  if (listedTags !== syntax.tags) { listedTags = syntax.tags; listed.length = 0; }
  for (const entry of listed) if (entry.tag === tag) return entry.items;
  const items = splitSection(syntax, tag, listed.length);
  listed.push({ tag, items });
  return items;
}

/** Splits the section of `tag` into the buffer `slot`. */
function splitSection(syntax: GameSyntax, tag: TagPair, slot: number): SectionItemList {
  const tokens: TokenList = syntax.tokens;
  const items = new SectionItemList(syntax.text, tokens, slot);
  const section = tag.section;
  if (!section) return items;
  for (let index = section.first; index >= 0 && index <= section.last; index++) {
    if (tokens.owner(index) !== section.owner) continue;
    const kind = tokens.kindCode(index);
    if (kind === LINE_COMMENT || kind === BLOCK_COMMENT) items.push(COMMENT, tokens.start(index), tokens.end(index), index);
    else if (kind === STRING) items.push(STRING_ITEM, tokens.start(index), tokens.end(index), index);
    else if (kind === WORD) {
      const start = tokens.start(index), end = tokens.end(index);
      if (isPlainValue(syntax.text, start, end)) items.push(VALUE, start, end);
      else splitWord(syntax.text, start, end, items);
    }
  }
  return items;
}

/** True when the word is one call or card (letters, digits and `-` only): the common case, not split. */
function isPlainValue(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (!isValueCharacter(text.charCodeAt(at))) return false;
  return true;
}

/** Turns section tokens (objects) into items with exact offsets. */
export function sectionItems(tokens: readonly Token[]): SectionItem[] {
  const items: SectionItem[] = [];
  for (const token of tokens) {
    if (token.kind === 'lineComment' || token.kind === 'blockComment') items.push({ kind: 'comment', text: token.text, start: token.start, end: token.end });
    else if (token.kind === 'string') items.push({ kind: 'string', text: token.text, start: token.start, end: token.end });
    else if (token.kind === 'word') {
      const word = token.text;
      splitWord(word, 0, word.length, { push: (kind, start, end) => items.push({ kind: KIND_NAMES[kind], text: word.slice(start, end), start: token.start + start, end: token.start + end }) });
    }
  }
  return items;
}

/**
 * Splits the word `text[start, end)` the way the pattern
 * `\^[A-Za-z]?|=[^=\s]*=?|\$[A-Za-z0-9]*|[!?]+|\*|\+|[A-Za-z0-9-]+|[^A-Za-z0-9!?*+=$^-]+` does.
 */
function splitWord(text: string, start: number, end: number, items: { push(kind: number, start: number, end: number): void }): void {
  let at = start;
  while (at < end) {
    const code = text.charCodeAt(at);
    let next = at + 1;
    let kind: number;
    if (code === 94) { // ^
      if (next < end && classOf(text.charCodeAt(next)) === 1) next++;
      kind = IRREGULARITY;
    } else if (code === 61) { // =
      while (next < end && text.charCodeAt(next) !== 61) next++;
      if (next < end) next++;
      kind = NOTE;
    } else if (code === 36) { // $
      while (next < end && (classOf(text.charCodeAt(next)) === 1 || classOf(text.charCodeAt(next)) === 2)) next++;
      kind = NAG;
    } else if (code === 33 || code === 63) { // ! ?
      while (next < end && (text.charCodeAt(next) === 33 || text.charCodeAt(next) === 63)) next++;
      kind = SUFFIX;
    } else if (code === 42) {
      kind = STAR;
    } else if (code === 43) {
      kind = PLUS;
    } else if (isValueCharacter(code)) {
      while (next < end && isValueCharacter(text.charCodeAt(next))) next++;
      kind = VALUE;
    } else {
      while (next < end && classOf(text.charCodeAt(next)) === 0) next++;
      kind = JUNK;
    }
    items.push(kind, at, next);
    at = next;
  }
}
