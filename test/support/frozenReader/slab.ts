/**
 * Room for small arrays of numbers in shared slabs: a new Int32Array has its own backing store,
 * which costs microseconds, and a file of 10,000 games needs two per game (tokens, play records).
 * A slab holds 64K numbers; a user keeps the slab and its offset into it. A slab is kept alive
 * while any of its users is, which bounds what the editor keeps after edits to a few slabs.
 */

const SLAB_LENGTH = 64 * 1024;
let slab = new Int32Array(SLAB_LENGTH);
let used = 0;

/** Where a copy was put: the slab and the offset of its first number. */
export interface SlabPlace {
  slab: Int32Array;
  offset: number;
}

/** Copies `source[0, length)` into a slab (its own array when large); returns where. */
export function copyToSlab(source: Int32Array, length: number): SlabPlace {
  if (length > SLAB_LENGTH / 8) return { slab: source.slice(0, length), offset: 0 };
  if (used + length > SLAB_LENGTH) {
    slab = new Int32Array(SLAB_LENGTH);
    used = 0;
  }
  slab.set(source.subarray(0, length), used);
  const place = { slab, offset: used };
  used += length;
  return place;
}
