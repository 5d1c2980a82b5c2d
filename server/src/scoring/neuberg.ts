/**
 * Neuberg's formula: matchpoints earned against fewer results than the full field (a board
 * played fewer times than the others, or a board where some tables have artificial scores and
 * are left out of the comparison) scaled up to the full field. With n results compared
 * (the result itself included) and N tables in the full field, M matchpoints on a top of
 * 2 × (n − 1) become (M + 1) × N / n − 1 on a top of 2 × (N − 1). The +1/−1 make the
 * expectation right: a lone result (n = 1, M = 0) gets N − 1, the average.
 */

/** Matchpoints `points` earned among `compared` results, scaled to a field of `fieldSize`. */
export function neuberg(points: number, compared: number, fieldSize: number): number {
  if (compared <= 0) return 0;
  return ((points + 1) * fieldSize) / compared - 1;
}
