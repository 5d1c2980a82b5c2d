/**
 * Small typed arrays cut from shared slabs: a new Int32Array has its own backing store, which
 * costs microseconds each, and a file of 10,000 games needs three per game (tokens, play records,
 * hands). A slab is 64K numbers; each array is a view into one. A slab is kept alive while any of
 * its arrays is, which bounds what the editor keeps after edits to a few slabs.
 */

const SLAB_LENGTH = 64 * 1024;
let slab = new Int32Array(SLAB_LENGTH);
let used = 0;

/** A zero-filled Int32Array of `length` numbers (its own buffer when large). */
export function slabArray(length: number): Int32Array {
  if (length > SLAB_LENGTH / 8) return new Int32Array(length);
  if (used + length > SLAB_LENGTH) {
    slab = new Int32Array(SLAB_LENGTH);
    used = 0;
  }
  const array = slab.subarray(used, used + length);
  used += length;
  return array;
}

/** A slab array holding a copy of `source[0, length)`. */
export function slabCopy(source: Int32Array, length: number): Int32Array {
  const array = slabArray(length);
  array.set(source.subarray(0, length));
  return array;
}
