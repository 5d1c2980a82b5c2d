/**
 * The WBF IMP scale: the difference between two scores (in points) converted to International
 * Match Points. The table holds the lower bound of each band as the scale is published (20–40
 * is 1 IMP, 50–80 is 2, … 4000 and more is 24); a difference that is not a multiple of 10 (only
 * an unrounded datum produces one) counts in a band once it reaches that band's lower bound.
 */

/** The lower bound of the band worth 1, 2, … 24 IMPs (index 0 is the band for 1 IMP). */
export const IMP_BAND_LOWER_BOUNDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
  750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
];

/** The IMPs for a score difference: positive when `difference` is positive, 0 to ±24. */
export function impsFor(difference: number): number {
  const size = Math.abs(difference);
  let imps = 0;
  while (imps < IMP_BAND_LOWER_BOUNDS.length && size >= IMP_BAND_LOWER_BOUNDS[imps]) imps++;
  return difference < 0 && imps > 0 ? -imps : imps;
}
