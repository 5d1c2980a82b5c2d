/**
 * The syntax tree of one game: its tag pairs in order, each with the tokens of the section it
 * opens (auction, play, table) as indexes into the game's compact token list, which also holds
 * every commentary and escape token. Offsets are relative to the game's text so that a game
 * parsed once can be reused wherever it moves in the file.
 */
import { Token, TokenList } from './tokenList';

/** Kinds of items in an auction or play section. */
export type ItemKind = 'value' | 'suffix' | 'note' | 'nag' | 'irregularity' | 'star' | 'plus' | 'comment' | 'string' | 'junk';

/** One item of an auction or play section. */
export interface SectionItem {
  kind: ItemKind;
  text: string;
  start: number;
  end: number;
}

/** A tag pair and, for section tags, its section. */
export interface TagPair {
  name: string;
  nameStart: number;
  nameEnd: number;
  /** The unescaped value ('' when the string is missing). */
  value: string;
  /** Offsets of the string token including its quotes (the name's end when missing). */
  valueStart: number;
  valueEnd: number;
  hasValue: boolean;
  start: number;
  end: number;
  /** For section tags: the words, strings and comments of the section (indexes in the game's token list). */
  section?: SectionTokens;
  /** For `Note` tags (and BridgeComposer's `BCNote` among them): the section (`Auction` or `Play`) they belong to, if any. */
  noteOwner?: 'Auction' | 'Play';
  /** This is not the first tag of its name in the game (ignored, as import format says). */
  duplicate: boolean;
}

/** A parsed game. */
export interface GameSyntax {
  text: string;
  tags: TagPair[];
  tokens: TokenList;
  /** Offset of the first tag (where the game "is" for symbols); 0 when there is none. */
  firstTagStart: number;
}

/** Offsets of the part of a string token holding the value (inside the quotes). */
export function valueContentRange(tag: TagPair): [number, number] {
  return tag.hasValue ? [tag.valueStart + 1, Math.max(tag.valueStart + 1, tag.valueEnd - 1)] : [tag.valueStart, tag.valueEnd];
}

/** The first (effective) tag of a name. */
export function findTag(game: GameSyntax, name: string): TagPair | undefined {
  return game.tags.find((tag) => tag.name === name && !tag.duplicate);
}

/**
 * The tokens of a section tag's section: the tokens of the game's list that carry its number
 * (the list keeps an owner per token, so a section costs no array of its own), in order.
 */
export class SectionTokens implements Iterable<number> {
  /** Number of tokens. */
  length = 0;
  /** The first and last of them (-1 while empty). */
  first = -1;
  last = -1;

  constructor(private readonly tokens: TokenList, readonly owner: number) {}

  /** Adds token `index` (tokens come in order). */
  add(index: number): void {
    this.tokens.setOwner(index, this.owner);
    if (this.first < 0) this.first = index;
    this.last = index;
    this.length++;
  }

  *[Symbol.iterator](): IterableIterator<number> {
    for (let index = this.first; index >= 0 && index <= this.last; index++) if (this.tokens.owner(index) === this.owner) yield index;
  }
}

/** The tokens of a tag's section as objects (empty for a tag without a section). */
export function sectionTokens(syntax: GameSyntax, tag: TagPair): Token[] {
  return Array.from(tag.section ?? [], (index) => syntax.tokens.token(index));
}

/** Offset just past the last token of a tag's section, or the tag's end when the section is empty. */
export function sectionEnd(syntax: GameSyntax, tag: TagPair): number {
  const last = tag.section?.last ?? -1;
  return last < 0 ? tag.end : Math.max(tag.end, syntax.tokens.end(last));
}
