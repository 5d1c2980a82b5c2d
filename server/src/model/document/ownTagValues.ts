/**
 * A game's own tag values read from its tags (the first of each name, Note tags left out), for
 * the common case of a game that inherits nothing: the values every check reads, without a Map
 * of values per game. A look-up goes through the game's tag index (model/game/tagIndex.ts, built
 * once per game), so reading every tag's value stays linear in the tags (40,000 tags were quadratic).
 */
import { GameSyntax, TagPair } from '../../syntax/gameSyntax';
import { tagIndexOf } from '../game/tagIndex';
import type { InheritedValues } from './inheritedValues';
import { NO_PROBLEMS } from './inheritedValues';

/** The own tag values of a game, as a read-only Map. */
export class OwnTagValues implements ReadonlyMap<string, string> {
  constructor(private readonly tags: readonly TagPair[]) {}

  get(name: string): string | undefined {
    if (name === 'Note') return undefined;
    const position = tagIndexOf(this.tags).get(name);
    return position === undefined ? undefined : this.tags[position].value;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  get size(): number {
    let count = 0;
    for (const tag of this.tags) if (!tag.duplicate && tag.name !== 'Note') count++;
    return count;
  }

  *entries(): MapIterator<[string, string]> {
    for (const tag of this.tags) if (!tag.duplicate && tag.name !== 'Note') yield [tag.name, tag.value];
  }

  *keys(): MapIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): MapIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  forEach(visit: (value: string, key: string, map: ReadonlyMap<string, string>) => void): void {
    for (const [name, value] of this.entries()) visit(value, name, this);
  }
}

/** The values of a game whose tags hold no `#` value, when no `##` value is in force: its own. */
export function ownTagValues(game: GameSyntax): InheritedValues {
  return { values: new OwnTagValues(game.tags), problems: NO_PROBLEMS, key: '' };
}
