/**
 * A game's tags indexed by name, built once per game: every pass of the model asks for a few tags
 * by name (Deal, Declarer, Contract, Result, Score...), and a linear search of the game's few dozen
 * tags per question was a large share of the check. The index maps each name to the position of its
 * first tag that is not a duplicate, the tag `findTag` gives. It is kept for the last two tag lists
 * asked about (a game's passes ask one after another; the parser makes a new list per parse), so no
 * game is kept alive by it beyond the next two.
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
  const index = new Map<string, number>();
  for (let position = 0; position < tags.length; position++) {
    const tag = tags[position];
    if (!tag.duplicate && !index.has(tag.name)) index.set(tag.name, position);
  }
  otherTags = lastTags; otherIndex = lastIndex;
  lastTags = tags; lastIndex = index;
  return index;
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
