/**
 * The double-dummy client and its worker threads with the real engine: answers and the cache,
 * shared jobs, priorities, cancellation of queued and running solves (the worker is restarted),
 * bad input answered without a crash, a crashed worker replaced, an idle worker ended (its
 * memory given back) and started again, the CLI batch with progress.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DdError } from '../../server/src/analysis/logic/ddError';
import { analyseBoards } from '../../server/src/analysis/engine/worker/batch';
import { DdClient } from '../../server/src/analysis/engine/worker/ddClient';
import { describeWith, engineDirectory, sharedEngine } from './support/ddEngine';
import { hand, hands } from './support/hands';
import { randomDeal, randomEnding } from './support/randomDeal';

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<DdError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof DdError, `not a DdError: ${String(error)}`);
    return error;
  }
  throw new Error('the promise resolved');
}

describeWith('engine', 'double dummy: the client and its worker', function () {
  this.timeout(60_000);
  let client: DdClient;
  beforeEach(() => { client = new DdClient({ engineDirectory: engineDirectory() }); });
  afterEach(() => client.dispose());

  it('answers as the engine does, and from the cache the second time', async () => {
    const deal = randomDeal(1);
    const expected = (await sharedEngine()).ddTable(deal);
    const first = await client.ddTable(deal, { priority: 'cursor' });
    assert.deepEqual(first, expected);
    assert.equal(await client.ddTable({ ...deal, N: [...deal.N].reverse() }), first);
    // The par question of the same deal reuses the cached table; it is cached as well.
    const { table, par } = await client.par(deal, 'N', 'None');
    assert.deepEqual(table, expected);
    assert.equal(par.nsPoints, (await sharedEngine()).par(expected, 'N', 'None').nsPoints);
    assert.deepEqual(client.stats(), { queued: 0, cached: 2, workersStarted: 1 });
  });

  it('shares one job between identical questions', async () => {
    const deal = randomEnding(2, 5);
    const [a, b] = await Promise.all([client.ddTable(deal), client.ddTable(deal, { priority: 'cursor' })]);
    assert.equal(a, b);
    assert.equal(client.stats().cached, 1);
  });

  it('takes the board under the cursor before background boards', async () => {
    const finished: string[] = [];
    const ask = (name: string, seed: number, priority: 'cursor' | 'background') => client.ddTable(randomEnding(seed, 5), { priority }).then(() => finished.push(name));
    const running = ask('first', 3, 'background');
    const queued = [ask('background', 4, 'background'), ask('cursor', 5, 'cursor')];
    await Promise.all([running, ...queued]);
    assert.deepEqual(finished, ['first', 'cursor', 'background']);
  });

  it('cancels a queued request without touching the running one', async () => {
    const controller = new AbortController();
    const running = client.ddTable(randomEnding(6, 5));
    const queued = client.ddTable(randomEnding(7, 5), { signal: controller.signal });
    controller.abort();
    assert.equal((await rejection(queued)).code, 'dd.cancelled');
    assert.equal((await running).N.NT >= 0, true);
    assert.equal(client.stats().workersStarted, 1);
  });

  it('cancels a running solve by restarting the worker, and answers the next request', async () => {
    await client.ddTable(randomEnding(8, 3)); // the worker is up and its engine loaded
    const controller = new AbortController();
    // A full deal takes DDS a few hundred milliseconds at least: it is mid-solve when the abort comes.
    const running = client.ddTable(randomDeal(8), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(running);
    assert.equal(error.code, 'dd.cancelled');
    assert.equal(error.text('nl'), 'dubbel-dummy-verzoek geannuleerd');
    const next = randomEnding(9, 5);
    assert.deepEqual(await client.ddTable(next), (await sharedEngine()).ddTable(next));
    assert.equal(client.stats().workersStarted, 2);
  });

  it('answers bad input with a clear error and no crash: 51 cards, unknown hands, an end position', async () => {
    const deal = randomDeal(10);
    const short = await rejection(client.ddTable({ ...deal, W: deal.W.slice(1) }));
    assert.equal(short.message, 'West holds 12 cards, a full deal has 13 in each hand (51 cards in all)');
    const unknown = await rejection(client.par({ ...deal, E: undefined, W: undefined }, 'N', 'None'));
    assert.equal(unknown.code, 'dd.unknown-hand');
    assert.deepEqual(unknown.params.seats, ['E', 'W']);
    // An end position: ♠AK with North, ♥AK with East, ♦AK with South, ♣AK with West; in ♠ North wins both.
    const ending = await client.ddTable(hands({ N: 'AK...', E: '.AK..', S: '..AK.', W: '...AK' }));
    assert.deepEqual([ending.N.S, ending.E.S], [2, 0]);
    const solved = await client.solvePosition({ hands: { N: ['SK'], E: hand('.AK..'), S: hand('..AK.'), W: hand('...AK') }, trump: 'H', leader: 'N', currentTrick: ['SA'] });
    assert.deepEqual([solved.seatToPlay, solved.tricks], ['E', 2]);
    assert.equal(client.stats().workersStarted, 1);
  });

  it('rejects the request of a crashed worker and starts a new one for the next', async () => {
    const crashing = new DdClient({ engineDirectory: engineDirectory(), workerScript: join(__dirname, 'support', 'crashingWorker.ts') });
    try {
      const error = await rejection(crashing.ddTable({ N: ['CRASH'], E: [], S: [], W: [] }));
      assert.equal(error.code, 'dd.engine-crashed');
      assert.match(error.message, /worker exited with code 3/);
      const deal = randomEnding(11, 5);
      assert.deepEqual(await crashing.ddTable(deal), (await sharedEngine()).ddTable(deal));
      assert.equal(crashing.stats().workersStarted, 2);
    } finally {
      crashing.dispose();
    }
  });

  it('says the engine is missing when its folder has none', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'pbn-no-dds-'));
    const missing = new DdClient({ engineDirectory: empty });
    try {
      const error = await rejection(missing.ddTable(randomDeal(12)));
      assert.equal(error.code, 'dd.engine-missing');
      assert.match(error.message, /npm run build:dds/);
    } finally {
      missing.dispose();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('rejects what is pending on dispose', async () => {
    const pending = client.ddTable(randomEnding(13, 5));
    client.dispose();
    assert.equal((await rejection(pending)).code, 'dd.cancelled');
    assert.equal((await rejection(client.ddTable(randomEnding(14, 5)))).code, 'dd.cancelled');
  });

  it('ends a worker idle for idleReleaseMs and starts a new one for the next question; with a longer idle time it stays', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
    const releasing = new DdClient({ engineDirectory: engineDirectory(), idleReleaseMs: 20 });
    const keeping = new DdClient({ engineDirectory: engineDirectory(), idleReleaseMs: 60_000 });
    try {
      for (const seed of [15, 16]) {
        await Promise.all([releasing.ddTable(randomEnding(seed, 5)), keeping.ddTable(randomEnding(seed, 5))]);
        await pause();
      }
      assert.equal(releasing.stats().workersStarted, 2);
      assert.equal(keeping.stats().workersStarted, 1);
      // The new worker answers as the first did.
      assert.deepEqual(await releasing.ddTable(randomEnding(17, 5)), await keeping.ddTable(randomEnding(17, 5)));
    } finally {
      releasing.dispose();
      keeping.dispose();
    }
  });

  it('analyses a batch for the CLI with progress, a bad board failing alone', async () => {
    const finesse = hands({ S: '3.2..', W: 'K4...', N: 'AQ...', E: '.A3..' });
    const progress: string[] = [];
    const results = await analyseBoards(client, [
      { hands: finesse, dealer: 'N', vulnerability: 'None', play: { trump: 'NT', declarer: 'E', played: ['H2', 'S4', 'SQ', 'H3'] } },
      { hands: { ...finesse, W: undefined }, dealer: 'N', vulnerability: 'None' },
    ], { onProgress: (done, total) => progress.push(`${done}/${total}`) });
    // The finesse ending (see ddConversions): EW 0 before the lead, 2 after South's ♥2.
    assert.deepEqual(results[0].trace, [0, 2, 2, 2, 2]);
    assert.equal(results[0].table?.E.NT, 0);
    assert.equal(results[1].error?.code, 'dd.unknown-hand');
    assert.deepEqual(progress.sort(), ['1/2', '2/2']);
  });
});
