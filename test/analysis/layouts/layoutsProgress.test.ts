/**
 * A claim's first answer (issue 33): asked with `onProgress`, the ranges of a claim's layouts are
 * told as they come — the answer so far (`soFar`, a sample of what is solved) after each range
 * that adds to it — and the whole answer ends it without `soFar`; the words say "still solving"
 * in English and Dutch. No engine: each range answers 60 holding layouts of 100.
 */
import assert from 'node:assert/strict';
import { Card } from '../../../server/src/bridge/cards';
import { askLayoutsInRanges } from '../../../server/src/analysis/engine/worker/layoutRequests';
import { LayoutsAnswer, LayoutsSpec } from '../../../server/src/analysis/logic/layouts/layoutTypes';
import { wilsonInterval } from '../../../server/src/analysis/logic/layouts/sampleStop';
import { claimLayoutsText } from '../../../server/src/i18n/claimLayoutTexts';

const eight = (suit: string): Card[] => ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'].map((rank) => suit + rank);
// 16 unseen cards, 8 each: 12,870 layouts, a sample of 5,000 in 50 ranges of 100.
const SPEC: LayoutsSpec = { position: { hands: { N: eight('S'), S: eight('H'), E: eight('D'), W: eight('C') }, trump: 'NT', leader: 'S' }, hidden: ['E', 'W'], voids: {}, side: 'NS', target: 4, limit: 5000, seed: 70 };

describe('claim layouts: the answer so far, range by range', () => {
  it('tells 100, 200 … 1,000 layouts so far, then the whole answer of 1,100 (60% holding: ±3 points after 11 ranges)', async () => {
    // 600 of 1,000: spread (1.96 / 1.00384) · √(0.00024 + 0.00000096) = 0.0303, not yet; 660 of 1,100: 0.0289, enough.
    const told: LayoutsAnswer[] = [];
    const range = async () => ({ holds: [...Array(60).fill(true), ...Array(40).fill(false)], worst: 3, ms: 1 });
    const whole = await askLayoutsInRanges(SPEC, range, undefined, Infinity, (soFar) => told.push(soFar));
    assert.deepEqual(told.map((answer) => answer.holds.length), [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    assert.ok(told.every((answer) => answer.soFar === true && answer.sample && answer.total === 12870 && answer.worst === 3));
    assert.deepEqual([whole.holds.length, whole.soFar, whole.partial], [1100, undefined, undefined]);
  });

  it('words an answer so far as still solving, in English and Dutch', () => {
    // 95 of 100 hold: Wilson 88.8% to 97.8%, outward 88–98%.
    const facts = {
      claimed: 9, remaining: 12, total: 2704156, solved: 100, sample: true, soFar: true, interval: wilsonInterval(95, 100), holding: 95, worstClaimer: 8,
      claimerIsDeclarerSide: true, decidedBy: [], article: '70', edition: '2017',
    };
    assert.match(claimLayoutsText(facts, 'en'), /^The claim of 9 of the last 12 tricks holds on 95 of the 100 layouts solved so far of the 2,704,156 declarer could not see \(still solving; 95%, 95% interval 88–98%\)/);
    assert.match(claimLayoutsText(facts, 'nl'), /^De claim van 9 van de laatste 12 slagen houdt stand in 95 van de 100 verdelingen die tot nu toe zijn doorgerekend, van de 2\.704\.156 die de leider niet kon zien \(er wordt nog gerekend; 95%, 95%-betrouwbaarheidsinterval 88–98%\)/);
  });
});
