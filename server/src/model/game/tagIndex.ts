/**
 * A game's tags indexed by name, built once per game: every pass of the model asks for a few tags
 * by name (Deal, Declarer, Contract, Result, Score...), and a linear search of the game's few dozen
 * tags per question was a large share of the check. The index maps each name to the position of its
 * first tag that is not a duplicate, the tag `findTag` gives. It is kept for the last two tag lists
 * asked about (a game's passes ask one after another; the parser makes a new list per parse), so no
 * game is kept alive by it beyond the next two; a game whose tags have the names of the game before,
 * in the same places, shares that game's index (indexes are never changed).
 */
import { GameSyntax, TagPair } from '../../syntax/gameSyntax';

/** Positions of a game's tags by name (the first of each name that is not a duplicate). */
export type TagIndex = ReadonlyMap<string, number>;

let lastTags: readonly TagPair[] | undefined, lastIndex: TagIndex | undefined;
let otherTags: readonly TagPair[] | undefined, otherIndex: TagIndex | undefined;

/** The index of a tag list (built on the first question about it). */
export function tagIndexOf(tags: readonly TagPair[]): TagIndex {
  if (tags === lastTags) return lastIndex!;
  if (tags === otherTags) return otherIndex!;
  const index = lastTags && lastIndex && sameShape(tags, lastTags) ? lastIndex : indexTags(tags);
  otherTags = lastTags; otherIndex = lastIndex;
  lastTags = tags; lastIndex = index;
  return index;
}

/** A new index of `tags`. */
function indexTags(tags: readonly TagPair[]): TagIndex {
  const index = new Map<string, number>();
  for (let position = 0; position < tags.length; position++) {
    const tag = tags[position];
    if (!tag.duplicate && !index.has(tag.name)) index.set(tag.name, position);
  }
  return index;
}

/** True when two tag lists have the same names and duplicates at the same positions: the same index (the games of a file mostly do; the parser shares name strings). */
function sameShape(tags: readonly TagPair[], other: readonly TagPair[]): boolean {
  if (tags.length !== other.length) return false;
  for (let position = 0; position < tags.length; position++) {
    if (tags[position].name !== other[position].name || tags[position].duplicate !== other[position].duplicate) return false;
  }
  return true;
}

/** The first tag named `name` that is not a duplicate (what `findTag` gives), through the index. */
export function tagNamed(syntax: Pick<GameSyntax, 'tags'>, name: string): TagPair | undefined {
  const position = tagIndexOf(syntax.tags).get(name);
  return position === undefined ? undefined : syntax.tags[position];
}

/** The position of that tag among the game's tags, or -1 when it has none. */
export function tagPosition(syntax: Pick<GameSyntax, 'tags'>, name: string): number {
  return tagIndexOf(syntax.tags).get(name) ?? -1;
}
