/**
 * The clock of a claim's budget (engine/worker/threadClock.ts, issue 33): the solving thread's
 * CPU time, so time spent waiting (a busy machine, a sleep) does not use the budget up. The
 * /proc stat line read by hand; the sleep only where the system tells a thread's CPU time.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { startSolvingClock, statCpuMs } from '../../../server/src/analysis/engine/worker/threadClock';

describe('claim budget: counted in the solving thread\'s CPU time', () => {
  it('reads user + system ticks from a stat line, whatever the command name holds', () => {
    // Fields after the name: 3 state … 14 utime = 25, 15 stime = 7 ticks of 10 ms: 320 ms.
    const line = '4242 (dds worker (1)) R 1 2 3 0 -1 4194304 124 0 0 0 25 7 0 0 20 0 1 0 2486236';
    assert.equal(statCpuMs(line), 320);
    assert.equal(statCpuMs('4242 (short) R 1'), undefined);
  });

  const told = typeof (process as unknown as { threadCpuUsage?: unknown }).threadCpuUsage === 'function' || existsSync('/proc/thread-self/stat');
  (told ? it : it.skip)('a thread asleep for 300 ms spends (almost) none of its budget', () => {
    const spent = startSolvingClock();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    // Asleep the thread takes no CPU time, however busy the machine is: a tick or two at most.
    assert.ok(spent() < 100, `${spent()} ms`);
  });
});
