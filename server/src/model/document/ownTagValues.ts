/**
 * A game's own tag values read from its tags (the first of each name, Note tags left out), for
 * the common case of a game that inherits nothing: the values every check reads, without a Map
 * per game of the usual few dozen tags. A game with many tags gets its Map on the first look-up,
 * so that reading every tag's value stays linear in the tags (40,000 tags were quadratic).
 */
import { GameSyntax, TagPair } from '../../syntax/gameSyntax';
import type { InheritedValues } from './inheritedValues';
import { NO_PROBLEMS } from './inheritedValues';

/** Up to this many tags a look-up scans them; beyond it they are indexed once. */
const SCANNED_TAGS = 64;

/** The own tag values of a game, as a read-only Map. */
export class OwnTagValues implements ReadonlyMap<string, string> {
  /** The values by name, built on the first look-up of a game with many tags. */
  private index: Map<string, string> | undefined;

  constructor(private readonly tags: readonly TagPair[]) {}

  get(name: string): string | undefined {
    if (this.tags.length > SCANNED_TAGS) return (this.index ??= new Map(this.entries())).get(name);
    for (const tag of this.tags) if (tag.name === name && !tag.duplicate && name !== 'Note') return tag.value;
    return undefined;
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
