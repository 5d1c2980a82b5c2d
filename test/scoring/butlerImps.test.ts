/**
 * Butler datum (mean with extremes dropped, rounded to 10, halves away from zero), IMPs against
 * the datum, against the other table and cross-IMPs, and their weighted forms; worked by hand.
 */
import assert from 'node:assert/strict';
import { butlerDatum, impsAgainstDatum } from '../../server/src/scoring/butler';
import { crossImps, impsAgainst } from '../../server/src/scoring/crossImps';
import { tableResult, weightedResult } from '../../server/src/scoring/field';

const results = (...scores: number[]) => scores.map((score) => tableResult(score));

describe('Butler datum', () => {
  it('plain mean: 620, 620, 170, −100 → 1310 / 4 = 327.5 → 330', () => {
    assert.equal(butlerDatum(results(620, 620, 170, -100)), 330);
  });

  it('one dropped at each end (Butler-2): 120, 50, −80, −80, −110, −140, −150, −150 → −510 / 6 = −85 → −90', () => {
    assert.equal(butlerDatum(results(120, 50, -80, -80, -110, -140, -150, -150), { dropEachEnd: 1, roundTo: 10 }), -90);
  });

  it('halves go away from zero: 435 → 440, −495 → −500; other means to the nearest 10 (141.7 → 140)', () => {
    assert.equal(butlerDatum(results(440, 430)), 440);
    assert.equal(butlerDatum(results(-490, -500)), -500);
    assert.equal(butlerDatum(results(200, 150, 75)), 140);
  });

  it('keeps all scores when dropping would leave none, and has no datum without scores', () => {
    assert.equal(butlerDatum(results(100, 200), { dropEachEnd: 1, roundTo: 10 }), 150);
    assert.equal(butlerDatum([]), undefined);
  });

  it('a Multiplicity counts each table: 400 ×3 and 0 → 300', () => {
    assert.equal(butlerDatum([tableResult(400, 3), tableResult(0)]), 300);
  });

  it('IMPs against the datum: +120 against −90 is 210 → 5; −150 against −90 is −60 → −2', () => {
    assert.equal(impsAgainstDatum(tableResult(120), -90), 5);
    assert.equal(impsAgainstDatum(tableResult(-150), -90), -2);
  });
});

describe('IMPs against other results', () => {
  it('teams: 4♠= (+420) against 4♠−1 (−50) at the other table is 470 → 10 IMPs', () => {
    assert.equal(impsAgainst(tableResult(420), tableResult(-50)), 10);
  });

  it('weighted against the other table: 60 % of +420, 40 % of −50 against −50 → 0.6 × 10 + 0.4 × 0 = 6', () => {
    assert.equal(impsAgainst(weightedResult([[60, 420], [40, -50]]), tableResult(-50)), 6);
  });

  it('weighted against +170: 0.6 × IMP(250) + 0.4 × IMP(−220) = 0.6 × 6 − 0.4 × 6 = 1.2', () => {
    assert.ok(Math.abs(impsAgainst(weightedResult([[60, 420], [40, -50]]), tableResult(170)) - 1.2) < 1e-9);
  });

  it('weighted against the datum: 60 % of +420 and 40 % of −50 against +170 → 1.2', () => {
    assert.ok(Math.abs(impsAgainstDatum(weightedResult([[60, 420], [40, -50]]), 170) - 1.2) < 1e-9);
  });

  it('cross-IMPs: 420 → (6 + 10) / 2 = 8; 170 → (−6 + 6) / 2 = 0; −50 → (−10 − 6) / 2 = −8', () => {
    assert.deepEqual(crossImps(results(420, 170, -50)), [8, 0, -8]);
  });
});
