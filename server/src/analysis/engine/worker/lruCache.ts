/**
 * A bounded least-recently-used cache: a `Map` in use order (a hit moves the entry to the end),
 * the oldest entry dropped when it is full.
 */

/** A map of at most `capacity` entries that forgets the least recently used. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  /** Makes an empty cache of at most `capacity` entries (at least 1). */
  constructor(readonly capacity: number) {}

  /** The value of `key` (and marks it used), or undefined. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value` under `key`, dropping the oldest entry when full. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > Math.max(1, this.capacity)) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** Number of entries. */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
  }
}
