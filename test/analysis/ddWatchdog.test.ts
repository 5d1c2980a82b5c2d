/**
 * The double-dummy watchdog (issue 37 item 11): a worker that does not answer within the bound
 * is ended, its request fails with `dd.engine-stuck`, the server is told once, and the next
 * request is answered by a new worker. A stand-in worker that never answers one question stands
 * for a stuck engine; the watchdog's timers are the test's, fired when the test chooses (the bound
 * passing), so nothing waits for a time.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DdError } from '../../server/src/analysis/logic/ddError';
import { DdClient } from '../../server/src/analysis/engine/worker/ddClient';
import { ddErrorText } from '../../server/src/i18n/ddMessages';

const STAND_IN = join(__dirname, '..', 'fixtures', 'workers', 'stuckDdWorker.js');

describe('double dummy: the watchdog', () => {
  let folder: string;
  let client: DdClient;
  let told: number[];
  beforeEach(() => {
    // The client looks for dds.wasm before it starts a worker; the stand-in does not read it.
    folder = mkdtempSync(join(tmpdir(), 'dd-watchdog-'));
    writeFileSync(join(folder, 'dds.wasm'), '');
    told = [];
  });
  afterEach(() => {
    client.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('ends a worker that does not answer, fails its request, says so, and answers the next request with a new worker', async () => {
    const timers: Array<{ fire(): void; afterMs: number; cancelled: boolean }> = [];
    const startTimer = (fire: () => void, afterMs: number) => {
      const timer = { fire, afterMs, cancelled: false };
      timers.push(timer);
      return { cancel: () => { timer.cancelled = true; } };
    };
    client = new DdClient({ engineDirectory: folder, workerScript: STAND_IN, watchdog: { afterMs: 120_000, stuck: (seconds) => told.push(seconds), startTimer } });
    const asked = client.ddTable({ N: ['stuck'], E: [], S: [], W: [] }).then(() => undefined, (error: unknown) => error);
    // The request went to a worker with its bound; the bound passes without an answer.
    assert.deepEqual(timers.map((timer) => [timer.afterMs, timer.cancelled]), [[120_000, false]]);
    timers[0].fire();
    const stuck = await asked;
    assert.ok(stuck instanceof DdError, String(stuck));
    assert.equal(stuck.code, 'dd.engine-stuck');
    assert.deepEqual(told, [120]);
    const answer = await client.ddTable({ N: ['fine'], E: [], S: [], W: [] });
    assert.match(String(answer), /^thread \d+$/);
    assert.equal(client.stats().workersStarted, 2);
    assert.equal(timers.length, 2);
    assert.equal(timers[1].cancelled, true, 'the answered request\'s bound is stopped');
    timers[0].fire();
    assert.deepEqual(told, [120], 'told once');
  });

  it('leaves a worker alone without a watchdog, and words the error in both languages', async () => {
    client = new DdClient({ engineDirectory: folder, workerScript: STAND_IN });
    assert.match(String(await client.ddTable({ N: ['fine'], E: [], S: [], W: [] })), /^thread \d+$/);
    assert.equal(ddErrorText('dd.engine-stuck', { seconds: 120 }, 'en'), 'the double-dummy engine gave no answer within 120 s and was restarted; this question is not asked again until the board changes');
    assert.equal(ddErrorText('dd.engine-stuck', { seconds: 120 }, 'nl'), 'de dubbel-dummy-rekenkern gaf binnen 120 s geen antwoord en is opnieuw gestart; deze vraag wordt pas opnieuw gesteld als het spel verandert');
  });
});
