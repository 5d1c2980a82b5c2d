/**
 * Which tag values a game's analysis looked at. A game that inherits is analysed with its values
 * behind a map that writes down every name asked for (get, has; going through them all counts as
 * reading all); once the analysis is done it stops writing. An edit of an inheritance source (a
 * `##` header, a value later games take with `#`) then re-analyses only the games that read a
 * value that changed: a game that never asked for the Event it inherits keeps its analysis and
 * takes the new values (documentAnalysis.ts). The sets of names are shared (most games read the
 * same names), so a game holds one reference.
 */

/** The names an analysis read: a shared set, or ALL_READ when it went through every value. */
export type ValueReads = ReadonlySet<string> | typeof ALL_READ;
export const ALL_READ = 'all';

/** A read-only view of a game's values that records the names asked for until `done`. */
export class ReadingValues implements ReadonlyMap<string, string> {
  private names: Set<string> | undefined = new Set<string>();
  private all = false;
  private recording = true;

  constructor(private readonly inner: ReadonlyMap<string, string>) {}

  get(name: string): string | undefined { this.note(name); return this.inner.get(name); }
  has(name: string): boolean { this.note(name); return this.inner.has(name); }
  get size(): number { this.noteAll(); return this.inner.size; }
  entries(): MapIterator<[string, string]> { this.noteAll(); return this.inner.entries(); }
  keys(): MapIterator<string> { this.noteAll(); return this.inner.keys(); }
  values(): MapIterator<string> { this.noteAll(); return this.inner.values(); }
  [Symbol.iterator](): MapIterator<[string, string]> { return this.entries(); }
  forEach(visit: (value: string, key: string, map: ReadonlyMap<string, string>) => void): void {
    for (const [name, value] of this.entries()) visit(value, name, this);
  }

  /** Stops recording; the names read, shared with the other games that read the same. */
  done(): ValueReads {
    const names = this.names!;
    this.recording = false;
    this.names = undefined;
    return this.all ? ALL_READ : sharedSet(names);
  }

  private note(name: string): void { if (this.recording) this.names!.add(name); }
  private noteAll(): void { if (this.recording) this.all = true; }
}

/** The shared sets of names, by their names in the order read (the same for games of one shape; bounded: past it, a game keeps its own set). */
const SHARED = new Map<string, ReadonlySet<string>>();
const MOST_SHARED = 4096;

function sharedSet(names: Set<string>): ReadonlySet<string> {
  const key = [...names].join('\u0000');
  const known = SHARED.get(key);
  if (known) return known;
  if (SHARED.size < MOST_SHARED) SHARED.set(key, names);
  return names;
}

/**
 * True when `next` holds the names of `previous` in the same order and differs from it only in
 * values of names the analysis did not read: the analysis with `next` is the one with `previous`.
 */
export function differsOnlyUnread(previous: ReadonlyMap<string, string>, next: ReadonlyMap<string, string>, reads: ValueReads): boolean {
  if (reads === ALL_READ || previous.size !== next.size) return false;
  const others = next.entries();
  for (const [name, value] of previous) {
    const [otherName, otherValue] = others.next().value!;
    if (name !== otherName) return false;
    if (value !== otherValue && reads.has(name)) return false;
  }
  return true;
}

/** True when the analysis read none of the names of `changed`. */
export function readsNone(reads: ValueReads, changed: ReadonlyMap<string, string>): boolean {
  if (reads === ALL_READ) return false;
  for (const name of changed.keys()) if (reads.has(name)) return false;
  return true;
}
