/**
 * Tag value inheritance across games (PBN §4.8): `#` takes the value of the same tag in the
 * nearest previous game that had a real value; `##text` uses `text` here and in every following
 * game that does not set the tag. Forbidden for the tags that describe one deal. This pass is
 * cheap (tag values only), so it runs over the whole file on every change.
 */
import { GameSyntax } from '../syntax/gameSyntax';
import { Problem } from '../syntax/problems';
import { NOT_INHERITABLE } from '../syntax/tags';

/** Effective tag values of one game, plus the inheritance problems found in it. */
export interface InheritedValues {
  values: Map<string, string>;
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
