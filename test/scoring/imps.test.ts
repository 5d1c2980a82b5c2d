/**
 * The WBF IMP scale, checked at both ends of every band. The bands are typed here from the
 * published scale as ranges (first and last difference of each band), independently of the
 * lower-bound list the code holds.
 */
import assert from 'node:assert/strict';
import { impsFor } from '../../server/src/scoring/imps';

/** [first difference, last difference, IMPs] of each band, as the scale card prints them. */
const SCALE: ReadonlyArray<readonly [number, number, number]> = [
  [0, 10, 0], [20, 40, 1], [50, 80, 2], [90, 120, 3], [130, 160, 4], [170, 210, 5], [220, 260, 6],
  [270, 310, 7], [320, 360, 8], [370, 420, 9], [430, 490, 10], [500, 590, 11], [600, 740, 12],
  [750, 890, 13], [900, 1090, 14], [1100, 1290, 15], [1300, 1490, 16], [1500, 1740, 17],
  [1750, 1990, 18], [2000, 2240, 19], [2250, 2490, 20], [2500, 2990, 21], [3000, 3490, 22],
  [3500, 3990, 23], [4000, 7600, 24],
];

describe('WBF IMP scale', () => {
  it('gives each band its IMPs at its first and its last difference, for either sign', () => {
    for (const [first, last, imps] of SCALE) {
      for (const difference of [first, last]) {
        assert.equal(impsFor(difference), imps, `${difference} points`);
        assert.equal(impsFor(-difference), imps === 0 ? 0 : -imps, `${-difference} points`);
      }
    }
  });

  it('has 24 IMPs at most however large the swing (a grand slam against a doubled grand slam)', () => {
    assert.equal(impsFor(2220 + 7600), 24);
  });

  it('counts a difference between two printed values in the lower band (15 → 0, 45 → 1, 215 → 5)', () => {
    assert.deepEqual([15, 45, 215, -425].map(impsFor), [0, 1, 5, -9]);
  });

  it('worked example: 4♠= vulnerable (+620) at one table, 4♠−1 (−100) at the other: 720 → 12 IMPs', () => {
    assert.equal(impsFor(620 - -100), 12);
  });
});
