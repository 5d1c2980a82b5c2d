/**
 * Tag value inheritance across games (PBN §4.8): `#` takes the value of the same tag in the
 * nearest previous game that had a real value; `##text` uses `text` here and in every following
 * game that does not set the tag. Forbidden for the tags that describe one deal. A game that
 * gives no Board, Dealer, Vulnerable or Deal right after one that does reads them from it (the
 * other room of the board, carriedDeal.ts). The resolver
 * reads the games in order; its state can be kept (checkpoints) and compared, so that after an
 * edit the values are resolved again only until the state is what it was (documentAnalysis.ts).
 */
import { GameSyntax, TagPair } from '../../syntax/gameSyntax';
import { Problem } from '../../syntax/problems';
import { NOT_INHERITABLE } from '../../syntax/tags';
import { NONE, carriedProblem, carriedValues, mayCarryDeal } from './carriedDeal';
import { InheritedValues, NO_PROBLEMS } from './inheritedValues';
import { ownTagValues } from './ownTagValues';

/** Resolves inheritance for every game, in file order. */
export function resolveInheritance(games: readonly GameSyntax[]): InheritedValues[] {
  const resolver = new InheritanceResolver();
  return games.map((game) => resolver.resolve(game));
}

/** What inheritance remembers after a game: the last real value of each tag, and the sticky (`##`) values. */
export interface InheritanceState {
  readonly lastReal: ReadonlyMap<string, string>;
  readonly sticky: ReadonlyMap<string, string>;
  /** What the next game may read when it is the other room of the last one (carriedDeal.ts). */
  readonly room: ReadonlyMap<string, string>;
}

/** Inheritance as games come one after another: remembers the last real and the sticky values so far. */
export class InheritanceResolver {
  private readonly lastReal: Map<string, string>;
  private readonly sticky: Map<string, string>;
  /** The last game resolved, whose values the next game may read (carriedDeal.ts), or the values themselves. */
  private roomFrom: { syntax: GameSyntax; values: ReadonlyMap<string, string> } | ReadonlyMap<string, string>;

  /** A resolver at the start of a file, or in `state` (copied). */
  constructor(state?: InheritanceState) {
    this.lastReal = new Map(state?.lastReal);
    this.sticky = new Map(state?.sticky);
    this.roomFrom = state?.room ?? NONE;
  }

  /** A copy of the state after the games resolved so far. */
  snapshot(): InheritanceState {
    this.fold();
    return { lastReal: new Map(this.lastReal), sticky: new Map(this.sticky), room: this.room() };
  }

  /** True when the state is `state`: the games after this point get the values they would get after it. */
  isIn(state: InheritanceState): boolean {
    this.fold();
    return sameMap(this.lastReal, state.lastReal) && sameMap(this.sticky, state.sticky) && sameMap(this.room(), state.room);
  }

  /**
   * The tags of the last game that inherited nothing, not yet written into `lastReal`: most games
   * inherit nothing, and the next one usually sets every tag it set, so its values need never be
   * written (a reference to the tag list: the parser makes new objects per parse).
   */
  private pending: readonly TagPair[] | undefined;

  /** Writes the pending game's real values into `lastReal`. */
  private fold(): void {
    const tags = this.pending;
    if (!tags) return;
    this.pending = undefined;
    for (const tag of tags) if (!tag.duplicate && tag.name !== 'Note' && tag.value !== '') this.lastReal.set(tag.name, tag.value);
  }

  /** The effective values of the next game (with tags) in file order. */
  resolve(game: GameSyntax): InheritedValues {
    const resolved = this.resolveOwn(game);
    this.roomFrom = { syntax: game, values: resolved.values };
    return resolved;
  }

  /** What the next game may read from the last one (worked out only when asked: most games give their own deal). */
  private room(): ReadonlyMap<string, string> {
    if ('syntax' in this.roomFrom) this.roomFrom = carriedValues(this.roomFrom.syntax, this.roomFrom.values);
    return this.roomFrom as ReadonlyMap<string, string>;
  }

  private resolveOwn(game: GameSyntax): InheritedValues {
    const { lastReal, sticky } = this;
    const room = mayCarryDeal(game) && this.room().size ? this.room() : undefined;
    if (sticky.size === 0 && !room && !game.tags.some((tag) => tag.value.charCodeAt(0) === 35)) {
      // Nothing inherited: the game's own values, and the last real values for the games after it (written when needed).
      if (this.pending && !overwrites(game.tags, this.pending)) this.fold();
      this.pending = game.tags;
      return ownTagValues(game);
    }
    this.fold();
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
    if (room) {
      const carried: string[] = [];
      for (const [name, value] of room) {
        if (values.has(name)) continue;
        values.set(name, value);
        carried.push(name);
        (inherited ??= []).push(`${name}=${value}`);
      }
      (problems ??= []).push(carriedProblem(game, carried, room.get('Board')));
    }
    return { values, problems: problems ?? NO_PROBLEMS, key: inherited ? inherited.join('\u0001') : '' };
  }
}

/**
 * True when folding `tags` into the last real values overwrites every value folding `before` would
 * write, and adds names in the same order: the same names and duplicates at the same places, and
 * the same values empty. Then `before` need not be folded at all (the state is the same Map).
 */
function overwrites(tags: readonly TagPair[], before: readonly TagPair[]): boolean {
  if (tags.length !== before.length) return false;
  for (let position = 0; position < tags.length; position++) {
    const tag = tags[position], earlier = before[position];
    if (tag.name !== earlier.name || tag.duplicate !== earlier.duplicate || (tag.value === '') !== (earlier.value === '')) return false;
  }
  return true;
}

/** The same entries in the same order (the order decides where sticky values come in a game's values). */
function sameMap(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  const others = b.entries();
  for (const [key, value] of a) {
    const [otherKey, otherValue] = others.next().value!;
    if (key !== otherKey || value !== otherValue) return false;
  }
  return true;
}
