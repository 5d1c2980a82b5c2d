/**
 * What two threads gain on this machine, so that the folder figures can be read: the same work
 * run twice on the main thread, then once there and once in a worker at the same time. Two kinds
 * of work: arithmetic alone, and the bundled CLI's check of a file (warmed up first in both
 * threads), whose allocation shares the garbage collector's threads, the caches and the memory.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const CLI_BUNDLE = join(__dirname, '..', '..', 'dist', 'cli.js');

/** Both kinds of work, as source, so that the worker runs exactly the main thread's code. */
const WORK = `
const QUIET = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, stdin: () => [] };
async function work(kind, file, bundle) {
  if (kind === 'arithmetic') { let sum = 0; for (let i = 0; i < 150000000; i++) sum += Math.sqrt(i); return sum; }
  return require(bundle).runCli(['check', file], QUIET);
}`;

type Kind = 'arithmetic' | 'check';
const run = new Function('require', 'kind', 'file', 'bundle', `${WORK}; return work(kind, file, bundle);`) as (load: NodeRequire, kind: Kind, file: string, bundle: string) => Promise<unknown>;

/** Speed-up of two threads over one for a kind of work (sequential time over parallel time). */
async function speedUp(kind: Kind, file: string): Promise<number> {
  const once = () => run(require, kind, file, CLI_BUNDLE);
  await once();
  let start = performance.now();
  await once();
  await once();
  const sequential = performance.now() - start;
  const worker = new Worker(`${WORK}; const { parentPort, workerData: { kind, file, bundle } } = require('node:worker_threads');
    work(kind, file, bundle).then(() => parentPort.postMessage('ready'));
    parentPort.once('message', () => work(kind, file, bundle).then(() => parentPort.postMessage('done')));`, { eval: true, workerData: { kind, file, bundle: CLI_BUNDLE } });
  await new Promise((resolve) => worker.once('message', resolve));
  const done = new Promise((resolve) => worker.once('message', resolve));
  start = performance.now();
  worker.postMessage('go');
  await once();
  await done;
  const parallel = performance.now() - start;
  await worker.terminate();
  return sequential / parallel;
}

/** Two threads' speed-up over one on this machine: for arithmetic, and for the check of `file`. */
export async function parallelHeadroom(file: string): Promise<Record<Kind, number>> {
  return { arithmetic: await speedUp('arithmetic', file), check: await speedUp('check', file) };
}
