/**
 * Benchmark of the double-dummy engine, run by `npm run bench` (or alone: `npx tsx scripts/benchDds.ts`):
 *  1. CalcDDtable on the first 50 deals of DDS's list100 (BENCH_DDS_DEALS to change): our WebAssembly
 *     build in this process against Debian's native libdds through our C driver (scripts/dds/benchNative.c,
 *     gcc -O2; libdds-dev is installed with apt where missing and possible), in the same run, on the
 *     same deals, both converted to DDS's binary deal first. Fair: both single threaded
 *     (SetMaxThreads(1); the WebAssembly build has no threads), the engine loaded before the clock
 *     starts, wall and CPU time (CPU time holds on a busy machine); native also with its default threads.
 *  2. The editor's case: a cold DdClient with 299 background boards queued, the time to the DD table
 *     of the board under the cursor, and the main thread's worst event-loop delay meanwhile; then the
 *     same through the real server (benchDdServer.ts): a 300-board file opened, the cursor on board
 *     150, until its Deal hover shows the grid.
 *  3. A claim over the unseen layouts: layouts a second on endings of 4, 6 and 8 cards (bench/claimLayouts.ts),
 *     and the 20 claims of issue 33 (layouts solved and CPU per claim by tricks left, the file's check --dd; bench/claimFileBench.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { DdsEngine } from '../server/src/analysis/engine/dds/engine';
import { engineBuildInfo, findEngineDirectory } from '../server/src/analysis/engine/dds/engineFiles';
import { DdClient } from '../server/src/analysis/engine/worker/ddClient';
import { readDdsTestDeals } from '../test/analysis/support/ddsTestData';
import { randomDeal } from '../test/analysis/support/randomDeal';
import { serverFirstAnswer } from './benchDdServer';
import { claimLayoutFigures } from './bench/claimLayouts';
import { claimFileFigures } from './bench/claimFileBench';
import { claimFirstAnswerFigures } from './bench/claimFirstAnswer';

const DEALS = Number(process.env.BENCH_DDS_DEALS ?? 50);
const ROOT = join(__dirname, '..');

/** gcc and libdds-dev, installed with apt when missing and this machine can; false when unavailable. */
function nativeToolchain(): boolean {
  const ready = () => existsSync('/usr/include/dds/dll.h') && spawnSync('sh', ['-c', 'command -v gcc'], { stdio: 'ignore' }).status === 0;
  if (ready()) return true;
  if (process.getuid?.() !== 0 || spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return false;
  console.log('bench:dds: installing libdds-dev and gcc with apt-get');
  spawnSync('sh', ['-c', 'apt-get -qq update && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libdds-dev gcc > /dev/null 2>&1'], { stdio: 'ignore' });
  return ready();
}

/** Runs the native driver: `{ wallMs, cpuMs, threads, checksum }`. */
function native(driver: string, list: string, threads: number): { wallMs: number; cpuMs: number; threads: number; checksum: number } {
  const [, wallMs, cpuMs, used, checksum] = execFileSync(driver, [list, String(DEALS), String(threads)], { encoding: 'utf8' }).trim().split(' ').map(Number);
  return { wallMs, cpuMs, threads: used, checksum };
}

/** Times our WebAssembly CalcDDtable on the same deals. */
async function wasm(list: string): Promise<{ wallMs: number; cpuMs: number; checksum: number }> {
  const engine = await DdsEngine.load(findEngineDirectory(ROOT));
  const deals = readDdsTestDeals(join(list, '..'), 'list100.txt', DEALS);
  const cpu = process.cpuUsage();
  const start = performance.now();
  let checksum = 0;
  for (const deal of deals) for (const row of Object.values(engine.ddTable(deal.hands))) for (const tricks of Object.values(row)) checksum += tricks;
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, checksum };
}

/** The editor's first answer: a cold client, 299 background boards queued, then the cursor's board. */
async function firstAnswer(): Promise<{ ms: number; maxLoopDelayMs: number }> {
  const client = new DdClient({ engineDirectory: findEngineDirectory(ROOT) });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  const background = Array.from({ length: 299 }, (_, i) => client.ddTable(randomDeal(1000 + i)).catch(() => undefined));
  await client.ddTable(randomDeal(999), { priority: 'cursor' });
  const ms = performance.now() - start;
  delay.disable();
  client.dispose();
  await Promise.all(background);
  return { ms, maxLoopDelayMs: delay.max / 1e6 };
}

/** Runs the double-dummy benchmark and prints its table. */
export async function benchDds(): Promise<void> {
  const directory = findEngineDirectory(ROOT);
  const hands = engineBuildInfo(directory)?.hands;
  if (!directory || !hands || !existsSync(join(hands, 'list100.txt'))) {
    console.log('bench:dds: skipped, the engine is not built (npm run build:dds)');
    return;
  }
  const list = join(hands, 'list100.txt');
  const rows: Array<{ measure: string; value: string }> = [];
  const ours = await wasm(list);
  rows.push({ measure: `WASM CalcDDtable, ${DEALS} deals of list100, 1 thread`, value: `${ours.wallMs.toFixed(0)} ms (cpu ${ours.cpuMs.toFixed(0)} ms)` });
  if (nativeToolchain()) {
    const work = mkdtempSync(join(tmpdir(), 'pbn-dds-bench-'));
    try {
      const driver = join(work, 'benchNative');
      execFileSync('gcc', ['-O2', join(ROOT, 'scripts', 'dds', 'benchNative.c'), '-o', driver, '-ldds']);
      const single = native(driver, list, 1);
      const threaded = native(driver, list, 0);
      rows.push({ measure: `native libdds, same deals, ${single.threads} thread`, value: `${single.wallMs.toFixed(0)} ms (cpu ${single.cpuMs.toFixed(0)} ms)` });
      rows.push({ measure: `native libdds, default threads (${threaded.threads})`, value: `${threaded.wallMs.toFixed(0)} ms (cpu ${threaded.cpuMs.toFixed(0)} ms)` });
      rows.push({ measure: 'ratio WASM / native 1 thread (target ≤ 1.3)', value: `${(ours.wallMs / single.wallMs).toFixed(2)} wall, ${(ours.cpuMs / single.cpuMs).toFixed(2)} cpu` });
      rows.push({ measure: 'same answers (checksum of all cells)', value: ours.checksum === single.checksum && single.checksum === threaded.checksum ? `yes (${ours.checksum})` : `NO: wasm ${ours.checksum}, native ${single.checksum}/${threaded.checksum}` });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } else {
    rows.push({ measure: 'native libdds', value: 'skipped: libdds-dev or gcc missing (apt-get install libdds-dev gcc)' });
  }
  const editor = await firstAnswer();
  rows.push({ measure: 'editor: cold worker, 299 boards queued, DD table under the cursor', value: `${editor.ms.toFixed(0)} ms (target ≤ 2000)` });
  rows.push({ measure: 'editor: worst main-thread event-loop delay meanwhile', value: `${editor.maxLoopDelayMs.toFixed(1)} ms` });
  const server = await serverFirstAnswer();
  rows.push({ measure: 'real server: 300-board file opened, DD grid in the hover of the board under the cursor', value: `${server.ms.toFixed(0)} ms (target ≤ 2000)` });
  rows.push({ measure: 'real server: slowest hover answer meanwhile', value: `${server.worstHoverMs.toFixed(1)} ms` });
  console.log('Double-dummy engine (DDS 2.9.0)');
  console.table(rows);
  console.log('A claim over the unseen layouts (scripts/bench/claimLayouts.ts)');
  const engine = await DdsEngine.load();
  console.table(await claimLayoutFigures(engine));
  console.log('The 20-claim file of issue 33 by tricks left, CPU time (scripts/bench/claimFileBench.ts)');
  console.table(claimFileFigures(engine));
  console.log('A claim\'s first answer in the editor\'s worker, wall time from the request (scripts/bench/claimFirstAnswer.ts)');
  console.table(await claimFirstAnswerFigures(engine));
}

if (require.main === module) void benchDds();
