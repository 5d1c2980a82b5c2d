/**
 * How the inheritance state after an edit differs from the old one when only values changed: the
 * same names, in the same order, in the last real values, the sticky (`##`) values and what the
 * next game may read as its other room, some with other values (a keystroke in `[Event
 * "##Spring"]`). A game after it that has no tag of those names and inherits nothing with `#`
 * passes the state on as it did, and its values differ from its old ones by the changed sticky
 * values alone: documentAnalysis.ts lays them over its values (valueLayers.ts, as ChangedValues)
 * without reading its text or entry, and moves the old checkpoints on with the changes applied.
 */
import { InheritanceState } from './inheritance';

/** The changed values, per part of the state, and their names. */
export interface StateChanges {
  readonly lastReal: ReadonlyMap<string, string>;
  readonly sticky: ReadonlyMap<string, string>;
  readonly room: ReadonlyMap<string, string>;
  /** The changed names (a game with a tag of one takes part: entryShapes.ts). */
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

/** The state after a game that has no tag of the changed names: the old state there with the changes made. */
export function withStateChanges(state: InheritanceState, changes: StateChanges): InheritanceState {
  return { lastReal: replaced(state.lastReal, changes.lastReal), sticky: replaced(state.sticky, changes.sticky), room: replaced(state.room, changes.sticky) };
}

/** `values` with the names of `changes` it holds set to their new values (the same order); `values` itself when none is in it. */
function replaced(values: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  let copy: Map<string, string> | undefined;
  for (const [name, value] of changes) if (values.has(name)) (copy ??= new Map(values)).set(name, value);
  return copy ?? values;
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
