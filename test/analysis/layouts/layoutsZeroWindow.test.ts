/**
 * The claim over the layouts asked as the claim asks it (issue 33), with the real engine: the
 * zero-window question (`reaches`: does the side to play take at least n tricks?) agrees with the
 * exact count at every n, mid-trick too; the layouts' verdicts and the worst layout agree with
 * counting every layout exactly, for a claim below, at and above double dummy, counted for the
 * side to play and for the other; a sample answers the same in this thread and through the
 * worker client, stops after one range when every layout holds, and its interval holds the share
 * that all the layouts give.
 */
import assert from 'node:assert/strict';
import { seatAfter, sideOf } from '../../../server/src/bridge/seats';
import { DdsEngine } from '../../../server/src/analysis/engine/dds/engine';
import { DdClient } from '../../../server/src/analysis/engine/worker/ddClient';
import { solveLayouts } from '../../../server/src/analysis/engine/worker/solveLayouts';
import { enumerateLayouts, layoutHands } from '../../../server/src/analysis/logic/layouts/enumerateLayouts';
import { LayoutsSpec } from '../../../server/src/analysis/logic/layouts/layoutTypes';
import { wilsonInterval } from '../../../server/src/analysis/logic/layouts/sampleStop';
import { Position } from '../../../server/src/shapes/ddTypes';
import { describeWith, engineDirectory, sharedEngine } from '../support/ddEngine';
import { randomEnding } from '../support/randomDeal';

/** `spec.side`'s tricks on every layout, each counted exactly (the way the answer was given before issue 33). */
function countedOneByOne(engine: DdsEngine, spec: LayoutsSpec): number[] {
  const set = enumerateLayouts(spec);
  const toPlay = seatAfter(spec.position.leader, spec.position.currentTrick?.length ?? 0);
  const remaining = spec.position.hands[toPlay].length;
  return set.layouts.map((layout) => {
    const tricks = engine.mostTricks({ ...spec.position, hands: layoutHands(spec, set, layout) });
    return sideOf(toPlay) === spec.side ? tricks : remaining - tricks;
  });
}

/** A no-trump or spade ending of `size` cards a hand, South to lead; with `midTrick` South has led his first card. */
function ending(seed: number, size: number, midTrick = false): Position {
  const hands = randomEnding(seed, size);
  const trump = seed % 2 ? 'S' : 'NT';
  return midTrick ? { hands: { ...hands, S: hands.S.slice(1) }, trump, leader: 'S', currentTrick: [hands.S[0]] } : { hands, trump, leader: 'S' };
}

describeWith('engine', 'double dummy: claim layouts asked as the claim asks', function () {
  this.timeout(120_000);

  it('reaches(n) is true exactly when the exact count is at least n, for every n, mid-trick too', async () => {
    const engine = await sharedEngine();
    for (const [seed, midTrick] of [[3, false], [4, true], [5, false], [6, true], [7, false], [8, true]] as const) {
      const position = ending(seed, 5, midTrick);
      const exact = engine.mostTricks(position);
      const answers = [0, 1, 2, 3, 4, 5, 6].map((target) => engine.reaches(position, target));
      assert.deepEqual(answers, [0, 1, 2, 3, 4, 5, 6].map((target) => exact >= target), `seed ${seed}: exact ${exact}`);
    }
  });

  it('the verdicts and the worst layout agree with every layout counted exactly: claims below, at and above double dummy, for either side', async () => {
    const engine = await sharedEngine();
    for (const seed of [11, 12, 13]) {
      const position = ending(seed, 4, seed % 2 === 0);
      const actual = engine.mostTricks(position);
      const specs: LayoutsSpec[] = [-1, 0, 1].flatMap((offset) => [
        // Declarer's side (South to play) claims: the defenders' cards are unseen.
        { position, hidden: ['E', 'W'], voids: {}, side: 'NS', target: actual + offset, limit: 5000, seed: 70 },
        // A defender claims: South's and West's cards are unseen, the tricks counted for East-West (not the side to play).
        { position, hidden: ['S', 'W'], voids: {}, side: 'EW', target: 4 - actual + offset, limit: 5000, seed: 70 },
      ] satisfies LayoutsSpec[]);
      for (const spec of specs) {
        const counted = countedOneByOne(engine, spec);
        const answer = solveLayouts(engine, spec);
        assert.deepEqual(answer.holds, counted.map((tricks) => tricks >= spec.target), `seed ${seed}, ${spec.side} claims ${spec.target}`);
        assert.equal(answer.worst, Math.min(...counted), `worst: seed ${seed}, ${spec.side} claims ${spec.target}`);
        assert.deepEqual([answer.total, answer.sample], [counted.length, false]);
      }
    }
  });

  it('a sample of 300 of 924 layouts: the same answer here and through the worker client; its interval holds the share of all 924', async () => {
    const engine = await sharedEngine();
    const position = ending(21, 6);
    const full: LayoutsSpec = { position, hidden: ['E', 'W'], voids: {}, side: 'NS', target: engine.mostTricks(position), limit: 5000, seed: 70 };
    const sampled = { ...full, limit: 300 };
    const here = solveLayouts(engine, sampled);
    assert.equal(here.sample, true);
    const client = new DdClient({ engineDirectory: engineDirectory(), workers: 2 });
    try {
      assert.deepEqual(await client.ask({ kind: 'layouts', spec: sampled }, { priority: 'heavy' }), here);
    } finally {
      client.dispose();
    }
    const all = solveLayouts(engine, full);
    assert.equal(all.holds.length, 924);
    const share = all.holds.filter(Boolean).length / 924;
    const interval = wilsonInterval(here.holds.filter(Boolean).length, here.holds.length);
    assert.ok(interval.low <= share && share <= interval.high, `${share} in ${JSON.stringify(interval)}`);
  });

  it('a sample on which every layout holds stops after its first range of 100', async () => {
    const engine = await sharedEngine();
    const position = ending(22, 6);
    const answer = solveLayouts(engine, { position, hidden: ['E', 'W'], voids: {}, side: 'NS', target: 0, limit: 300, seed: 70 });
    assert.deepEqual([answer.sample, answer.holds.length, answer.holds.every(Boolean)], [true, 100, true]);
  });

  it('a budget spent: no more ranges, the answer says what it has (partial, a random part of the list), here and through the client', async () => {
    const engine = await sharedEngine();
    const position = ending(23, 6);
    const spec: LayoutsSpec = { position, hidden: ['E', 'W'], voids: {}, side: 'NS', target: engine.mostTricks(position), limit: 5000, seed: 70 };
    // 924 layouts, a full list in ranges of 200: a budget of 0 ms stops after the first range.
    const here = solveLayouts(engine, spec, 0);
    assert.deepEqual([here.total, here.holds.length, here.partial, here.sample], [924, 200, true, true]);
    const client = new DdClient({ engineDirectory: engineDirectory(), claimBudgetMs: 0 });
    try {
      assert.deepEqual(await client.ask({ kind: 'layouts', spec }, { priority: 'heavy' }), here);
    } finally {
      client.dispose();
    }
    assert.equal(solveLayouts(engine, spec).partial, undefined);
  });
});
