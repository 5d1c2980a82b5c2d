/**
 * Matchpoints (2 per score beaten, 1 per tie, top 2 × (n − 1)) and Neuberg's formula, with the
 * numbers worked out by hand in the comments.
 */
import assert from 'node:assert/strict';
import { tableResult, weightedResult } from '../../server/src/scoring/field';
import { matchpointPercentage, matchpoints, matchpointTop, scoreMatchpoints } from '../../server/src/scoring/matchpoints';
import { neuberg } from '../../server/src/scoring/neuberg';

const close = (actual: number[], expected: number[]) => actual.forEach((value, index) => assert.ok(Math.abs(value - expected[index]) < 1e-9, `${index}: ${value} ≠ ${expected[index]}`));

describe('Matchpoints', () => {
  it('five tables with a tie: 450 beats four (8), each 420 beats two and ties one (5), 170 beats one (2), −50 none', () => {
    const { points, top } = scoreMatchpoints([450, 420, 420, 170, -50].map((score) => tableResult(score)));
    assert.equal(top, 8);
    assert.deepEqual(points, [8, 5, 5, 2, 0]);
    assert.equal(points.reduce((a, b) => a + b), 5 * 4, 'a board shares n × (n − 1) matchpoints');
    assert.deepEqual(points.map((mp) => matchpointPercentage(mp, top)), [100, 62.5, 62.5, 25, 0]);
  });

  it('a Multiplicity of 2 scores like two separate tables', () => {
    assert.deepEqual(matchpoints([tableResult(450), tableResult(420, 2), tableResult(170), tableResult(-50)]), [8, 5, 2, 0]);
  });

  it('the top is 2 × (n − 1); a board played once has no top and scores 50 %', () => {
    assert.deepEqual([1, 2, 13].map(matchpointTop), [0, 2, 24]);
    assert.equal(matchpointPercentage(0, 0), 50);
  });

  it('weighted (Law 12C1(c)): 60 % of 4♠= (+420) and 40 % of 4♠−1 (−50) against 420, 170, −50, −100', () => {
    // Adjusted table: 420 beats 170, −50, −100 and ties 420 → 7; −50 beats −100, ties −50 → 3;
    // 0.6 × 7 + 0.4 × 3 = 5.4. The table with 420: 6 against the other three, and against the
    // adjusted table 0.6 × 1 (tie) + 0.4 × 2 (beats −50) = 1.4 → 7.4. 170: 4 + 0.4 × 2 = 4.8.
    // −50: 2 + 0.4 × 1 = 2.4. −100: 0. Total 20 = 5 × 4, as without the adjustment.
    const points = matchpoints([weightedResult([[60, 420], [40, -50]]), tableResult(420), tableResult(170), tableResult(-50), tableResult(-100)]);
    close(points, [5.4, 7.4, 4.8, 2.4, 0]);
  });
});

describe("Neuberg's formula", () => {
  it('a board played 4 times in a field of 5: (M + 1) × 5/4 − 1 turns 6, 4, 2, 0 into 7.75, 5.25, 2.75, 0.25', () => {
    const { points } = scoreMatchpoints([450, 420, 170, -50].map((score) => tableResult(score)));
    assert.deepEqual(points, [6, 4, 2, 0]);
    close(points.map((mp) => neuberg(mp, 4, 5)), [7.75, 5.25, 2.75, 0.25]);
  });

  it('a lone result gets the average of the full field: (0 + 1) × 8 / 1 − 1 = 7 on a top of 14', () => {
    assert.equal(neuberg(0, 1, 8), 7);
  });

  it('the full field unchanged: n = N gives M back', () => {
    assert.equal(neuberg(5, 5, 5), 5);
  });
});
