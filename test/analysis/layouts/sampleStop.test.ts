/**
 * When a sample of layouts stops (issue 33): the 95% Wilson interval worked out by hand, the
 * stopping rule at ±3 points, the accuracy issue 33 asks of a sampled share (61 layouts when every
 * one holds, 1,064 at one half; at 68% holding ten ranges of 100 where ±2 points took 21),
 * the ranges taken in list order (a gap waits; a full list needs every range), and the sample
 * listed in a seeded random order (the same every run, not sorted); the words give a sample's
 * share and interval in English and Dutch.
 */
import assert from 'node:assert/strict';
import { Card } from '../../../server/src/bridge/cards';
import { enumerateLayouts, shuffled } from '../../../server/src/analysis/logic/layouts/enumerateLayouts';
import { LayoutRangeAnswer, LayoutsSpec } from '../../../server/src/analysis/logic/layouts/layoutTypes';
import { claimLayoutsText } from '../../../server/src/i18n/claimLayoutTexts';
import { joinRanges, layoutRangeBounds, rangesNeeded, sampleSaysEnough, wilsonInterval } from '../../../server/src/analysis/logic/layouts/sampleStop';

const part = (holding: number, failing: number, worst: number): LayoutRangeAnswer => ({ holds: [...Array(holding).fill(true), ...Array(failing).fill(false)], worst, ms: 0 });

describe('claim layouts: a sample that stops when it says enough', () => {
  it('the Wilson interval by hand: 100 of 100 is 96.3% to 100%; 50 of 100 is 40.4% to 59.6%', () => {
    // z = 1.96, z² = 3.8415; 100 of 100: centre (1 + 0.0192) / 1.0384 = 0.9815, spread (1.96 / 1.0384) · √(3.8415 / 40000) = 0.0185.
    const all = wilsonInterval(100, 100);
    assert.ok(Math.abs(all.low - 0.963) < 0.0005 && all.high > 0.9999, JSON.stringify(all));
    // 50 of 100: centre 0.5, spread (1.96 / 1.0384) · √(0.0025 + 0.000096) = 0.0962.
    const half = wilsonInterval(50, 100);
    assert.ok(Math.abs(half.low - 0.4038) < 0.0005 && Math.abs(half.high - 0.5962) < 0.0005, JSON.stringify(half));
    assert.deepEqual(wilsonInterval(0, 0), { low: 0, high: 1 });
  });

  it('stops at ±3 points: all of 61 holding yes, all of 60 not; half of 1,064 yes, half of 1,062 not', () => {
    // All of n holding: low = n / (n + z²), high = 1, so the half-width is z² / (2 (n + z²)): n = 61 gives 3.8415 / 129.68 = 0.0296, n = 60 gives 3.8415 / 127.68 = 0.0301.
    assert.deepEqual([sampleSaysEnough(61, 61), sampleSaysEnough(60, 60), sampleSaysEnough(0, 61)], [true, false, true]);
    // Half of n: the half-width is z / (2 √(n + z²)), at most 0.03 once n + z² ≥ (1.96 / 0.06)² = 1067.1, so from n = 1,064 on.
    assert.deepEqual([sampleSaysEnough(532, 1064), sampleSaysEnough(531, 1062)], [true, false]);
  });

  it('a claim holding on 68% of the sample stops after ten ranges of 100 (±2 points took 21)', () => {
    // 680 of 1,000: centre (0.68 + 0.00192) / 1.00384 = 0.6793, spread (1.96 / 1.00384) · √(0.0002176 + 0.00000096) = 0.0289 ≤ 0.03;
    // 612 of 900: spread (1.96 / 1.00427) · √(0.0002418 + 0.0000012) = 0.0304, not yet.
    const ranges = Array.from({ length: 50 }, () => part(68, 32, 4));
    assert.equal(rangesNeeded(ranges, 50, true), 10);
  });

  it('ranges: 100 layouts each in a sample, 200 in a full list', () => {
    assert.deepEqual(layoutRangeBounds(250, true), [[0, 100], [100, 200], [200, 250]]);
    assert.deepEqual(layoutRangeBounds(250, false), [[0, 200], [200, 250]]);
  });

  it('a sample needs the ranges from the first until it says enough; a gap waits; a full list needs every range', () => {
    // 60 of 100 hold: not enough (±9.6 points); a second range of all-holding ones: 160 of 200, still not.
    assert.equal(rangesNeeded([part(60, 40, 1)], 3, true), undefined);
    assert.equal(rangesNeeded([undefined, part(100, 0, 3)], 3, true), undefined);
    // The first range alone, all holding: enough, whatever the later ranges say.
    assert.equal(rangesNeeded([part(100, 0, 3), undefined, part(0, 100, 1)], 3, true), 1);
    // Never enough: all the ranges there are.
    assert.equal(rangesNeeded([part(60, 40, 1), part(40, 60, 1)], 2, true), 2);
    assert.equal(rangesNeeded([part(100, 0, 3), undefined], 2, false), undefined);
    assert.equal(rangesNeeded([part(100, 0, 3), part(5, 0, 2)], 2, false), 2);
  });

  it('joins the ranges in order, the worst the least of theirs', () => {
    const answer = joinRanges(12870, true, [part(2, 1, 2), part(1, 0, 3)]);
    assert.deepEqual(answer, { total: 12870, sample: true, holds: [true, true, false, true], worst: 2 });
  });

  it('a sample is listed in a seeded random order: the same set as Floyd\'s, not sorted, the same every run', () => {
    const eight = (suit: string): Card[] => ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'].map((rank) => suit + rank);
    const spec: LayoutsSpec = { position: { hands: { N: eight('S'), S: eight('H'), E: eight('D'), W: eight('C') }, trump: 'NT', leader: 'S' }, hidden: ['E', 'W'], voids: {}, side: 'NS', target: 4, limit: 5000, seed: 70 };
    const first = enumerateLayouts(spec).layouts.map((layout) => layout.join());
    const again = enumerateLayouts({ ...spec, target: 5 }).layouts.map((layout) => layout.join());
    assert.deepEqual(again, first);
    assert.notDeepEqual(first, [...first].sort());
    assert.deepEqual([...shuffled([1, 2, 3, 4, 5], 9)].sort(), [1, 2, 3, 4, 5]);
    assert.deepEqual(shuffled([1, 2, 3, 4, 5], 9), shuffled([1, 2, 3, 4, 5], 9));
  });

  it('a sample\'s words give its share and 95% interval, outward to whole percents, in English and Dutch', () => {
    // 312 of 400: 78%; Wilson: centre (0.78 + 0.0048) / 1.0096 = 0.7773, spread 1.9414 · √(0.000429 + 0.000006) = 0.0405: 73.7% to 81.8%.
    const facts = {
      claimed: 9, remaining: 12, total: 10400600, solved: 400, sample: true, interval: wilsonInterval(312, 400), holding: 312, worstClaimer: 7,
      claimerIsDeclarerSide: true, decidedBy: [], article: '70', edition: '2017',
    };
    assert.match(claimLayoutsText(facts, 'en'), /^The claim of 9 of the last 12 tricks holds on 312 of 400 layouts sampled from the 10,400,600 declarer could not see \(78%, 95% interval 73–82%\) \(double dummy from the claim\); at worst the claiming side takes 7\./);
    assert.match(claimLayoutsText(facts, 'nl'), /^De claim van 9 van de laatste 12 slagen houdt stand in 312 van 400 verdelingen, een steekproef uit de 10\.400\.600 die de leider niet kon zien \(78%, 95%-betrouwbaarheidsinterval 73–82%\) \(dubbel dummy vanaf de claim\);/);
  });

  it('a claim whose budget ran out says what it has so far, in English and Dutch', () => {
    // 312 of 320 hold: 97.5%; Wilson 95.1% to 98.7%, outward 95–99%.
    const facts = {
      claimed: 9, remaining: 12, total: 1716, solved: 320, sample: true, partial: true, interval: wilsonInterval(312, 320), holding: 312, worstClaimer: 8,
      claimerIsDeclarerSide: true, decidedBy: [], article: '70', edition: '2017',
    };
    assert.match(claimLayoutsText(facts, 'en'), /^The claim of 9 of the last 12 tricks holds on 312 of the 320 layouts solved so far of the 1,716 declarer could not see \(the time for this claim ran out; 98%, 95% interval 95–99%\)/);
    assert.match(claimLayoutsText(facts, 'nl'), /^De claim van 9 van de laatste 12 slagen houdt stand in 312 van de 320 verdelingen die tot nu toe zijn doorgerekend, van de 1\.716 die de leider niet kon zien \(de rekentijd voor deze claim was op; 98%, 95%-betrouwbaarheidsinterval 95–99%\)/);
  });
});
