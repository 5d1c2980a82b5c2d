/**
 * Tag value inheritance across games (PBN §4.8): `#` takes the value of the same tag in the
 * nearest previous game that had a real value; `##text` uses `text` here and in every following
 * game that does not set the tag. Forbidden for the tags that describe one deal. This pass is
 * cheap (tag values only), so it runs over the whole file on every change.
 */
import { GameSyntax, TagPair } from '../syntax/gameSyntax';
import { Problem } from '../syntax/problems';
import { NOT_INHERITABLE } from '../syntax/tags';

/** Effective tag values of one game, plus the inheritance problems found in it. */
export interface InheritedValues {
  values: ReadonlyMap<string, string>;
  problems: Problem[];
  /** A key that changes whenever an inherited value of this game changes. */
  key: string;
}

/** Resolves inheritance for every game, in file order. */
export function resolveInheritance(games: readonly GameSyntax[]): InheritedValues[] {
  const resolver = new InheritanceResolver();
  return games.map((game) => resolver.resolve(game));
}

/** Inheritance as games come one after another: remembers the last real and the sticky values so far. */
export class InheritanceResolver {
  private readonly lastReal = new Map<string, string>();
  private readonly sticky = new Map<string, string>();

  /** The effective values of the next game (with tags) in file order. */
  resolve(game: GameSyntax): InheritedValues {
    const { lastReal, sticky } = this;
    if (sticky.size === 0 && !game.tags.some((tag) => tag.value.charCodeAt(0) === 35)) {
      // Nothing inherited: the game's own values, and the last real values for the games after it.
      for (const tag of game.tags) if (!tag.duplicate && tag.name !== 'Note' && tag.value !== '') lastReal.set(tag.name, tag.value);
      return ownTagValues(game);
    }
    const values = new Map<string, string>();
    let problems: Problem[] | undefined;
    let inherited: string[] | undefined;
    for (const tag of game.tags) {
      if (tag.duplicate || tag.name === 'Note') continue;
      let value = tag.value;
      if (value.charCodeAt(0) === 35) { // '#'
        if (NOT_INHERITABLE.has(tag.name)) {
          (problems ??= []).push({ code: 'pbn.tag.inheritance', severity: 'error', start: tag.valueStart, end: tag.valueEnd, args: { tag: tag.name } });
          value = '';
        } else if (value.startsWith('##')) {
          value = value.slice(2);
          sticky.set(tag.name, value);
        } else if (value === '#') {
          value = lastReal.get(tag.name) ?? '';
          (inherited ??= []).push(`${tag.name}=${value}`);
        }
      }
      values.set(tag.name, value);
      if (value !== '') lastReal.set(tag.name, value);
    }
    if (sticky.size) {
      for (const [name, value] of sticky) {
        if (!values.has(name)) {
          values.set(name, value);
          (inherited ??= []).push(`${name}=${value}`);
        }
      }
    }
    return { values, problems: problems ?? NO_PROBLEMS, key: inherited ? inherited.join('\u0001') : '' };
  }
}

/** No inheritance problems: one shared, frozen array. */
const NO_PROBLEMS: Problem[] = Object.freeze([]) as unknown as Problem[];

/**
 * A game's own tag values read from its tags (the first of each name, Note tags left out), for
 * the common case of a game that inherits nothing: no Map is built per game.
 */
export class OwnTagValues implements ReadonlyMap<string, string> {
  constructor(private readonly tags: readonly TagPair[]) {}

  get(name: string): string | undefined {
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
