/**
 * How the inheritance state after an edit differs from the old one when only values changed: the
 * same names, in the same order, in the last real values, the sticky (`##`) values and what the
 * next game may read as its other room, some with other values (a keystroke in `[Event
 * "##Spring"]`). A game after it that names none of those tags and inherits nothing with `#`
 * passes the state on as it did, and its values differ from its old ones by the changed sticky
 * values alone: documentAnalysis.ts gives it them without reading its text again, and moves the
 * old checkpoints on with the changes applied.
 */
import { InheritanceState } from './inheritance';
import { InheritedValues } from './inheritedValues';

/** The changed values, per part of the state, and their names. */
export interface StateChanges {
  readonly lastReal: ReadonlyMap<string, string>;
  readonly sticky: ReadonlyMap<string, string>;
  readonly room: ReadonlyMap<string, string>;
  /** The changed names (documentAnalysis.ts asks `mentionsNone` of a game's text). */
  readonly names: readonly string[];
}

/** What changed from `previous` to `next` when only values did (non-empty both); undefined otherwise, or when nothing did. */
export function stateChanges(next: InheritanceState, previous: InheritanceState): StateChanges | undefined {
  const lastReal = changedValues(next.lastReal, previous.lastReal);
  const sticky = changedValues(next.sticky, previous.sticky);
  const room = changedValues(next.room, previous.room);
  if (!lastReal || !sticky || !room) return undefined;
  const names = new Set([...lastReal.keys(), ...sticky.keys(), ...room.keys()]);
  if (names.size === 0) return undefined;
  return { lastReal, sticky, room, names: [...names] };
}

/** The values of `next` that differ from `previous`, with the same names in the same order and no empty value among them; else undefined. */
function changedValues(next: ReadonlyMap<string, string>, previous: ReadonlyMap<string, string>): Map<string, string> | undefined {
  if (next.size !== previous.size) return undefined;
  const changed = new Map<string, string>();
  const others = previous.entries();
  for (const [name, value] of next) {
    const [otherName, otherValue] = others.next().value!;
    if (name !== otherName) return undefined;
    if (value === otherValue) continue;
    if (value === '' || otherValue === '') return undefined;
    changed.set(name, value);
  }
  return changed;
}

/**
 * True when a light game's text has none of the changed names: it has no tag of them. (A light
 * game has nothing to report, so no tag of a name other than the standard's, in its case, which
 * would be a finding; a name in its commentary only makes it take part, to be safe.)
 */
export function mentionsNone(text: string, changes: StateChanges): boolean {
  for (const name of changes.names) if (text.includes(name)) return false;
  return true;
}

/** The state after a game that names none of the changed tags: the old state there with the changes made. */
export function withStateChanges(state: InheritanceState, changes: StateChanges): InheritanceState {
  return { lastReal: replaced(state.lastReal, changes.lastReal), sticky: replaced(state.sticky, changes.sticky), room: replaced(state.room, changes.sticky) };
}

/** `values` with the names of `changes` it holds set to their new values (the same order); `values` itself when none is in it. */
function replaced(values: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  let copy: Map<string, string> | undefined;
  for (const [name, value] of changes) if (values.has(name)) (copy ??= new Map(values)).set(name, value);
  return copy ?? values;
}

/**
 * The values of the games that name none of the changed tags and inherit nothing with `#`, in one
 * pass after an edit: each game's old values with the changed sticky values laid over them (one
 * small object per game, the changes shared), and its key (`name=value` of each inherited value)
 * with them (worked out once per old key: the games after a header mostly share one).
 */
export class StickyPass {
  private readonly keys = new Map<string, string>();
  private readonly merged = new Map<ReadonlyMap<string, string>, ReadonlyMap<string, string>>();

  constructor(readonly changes: StateChanges) {}

  /** The game's values after the change. */
  values(values: InheritedValues): InheritedValues {
    const sticky = this.changes.sticky;
    let key = this.keys.get(values.key);
    if (key === undefined) {
      key = values.key.split('\u0001').map((part) => {
        const name = part.slice(0, part.indexOf('='));
        const value = sticky.get(name);
        return value === undefined ? part : `${name}=${value}`;
      }).join('\u0001');
      this.keys.set(values.key, key);
    }
    const old = values.values;
    // Values changed by an earlier pass: the changes of both over the same values (no chain of layers).
    if (old instanceof ChangedValues) {
      let both = this.merged.get(old.changes);
      if (!both) this.merged.set(old.changes, (both = new Map([...old.changes, ...sticky])));
      return { values: new ChangedValues(old.base, both), problems: values.problems, key };
    }
    return { values: new ChangedValues(old, sticky), problems: values.problems, key };
  }
}

/** A game's values with some of them changed (every changed name is one of its values): the same names in the same order. */
export class ChangedValues implements ReadonlyMap<string, string> {
  constructor(readonly base: ReadonlyMap<string, string>, readonly changes: ReadonlyMap<string, string>) {}

  get(name: string): string | undefined { return this.changes.has(name) && this.base.has(name) ? this.changes.get(name) : this.base.get(name); }
  has(name: string): boolean { return this.base.has(name); }
  get size(): number { return this.base.size; }
  *entries(): MapIterator<[string, string]> {
    for (const [name, value] of this.base) yield [name, this.changes.get(name) ?? value];
  }
  *keys(): MapIterator<string> { yield* this.base.keys(); }
  *values(): MapIterator<string> { for (const [, value] of this.entries()) yield value; }
  [Symbol.iterator](): MapIterator<[string, string]> { return this.entries(); }
  forEach(visit: (value: string, key: string, map: ReadonlyMap<string, string>) => void): void {
    for (const [name, value] of this.entries()) visit(value, name, this);
  }
}
