/**
 * A small deterministic pseudo-random generator (mulberry32: a 32-bit state stepped by a
 * constant and mixed by two multiplications), so a sample of layouts drawn with one seed is the
 * same sample on every machine and in every run: the worker, the service and the tests agree.
 */

/** A generator of floats in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, bound) drawn from `random`. */
export function randomBelow(random: () => number, bound: number): number {
  return Math.floor(random() * bound);
}
