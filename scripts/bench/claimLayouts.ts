/**
 * Benchmark of a claim over the unseen layouts (issue 21), run by scripts/benchDds.ts: random
 * no-trump endings of 4, 6 and 8 cards a hand (BENCH_LAYOUT_SIZES to change), South on lead,
 * East and West hidden: C(8,4) = 70 and C(12,6) = 924 layouts solved whole, C(16,8) = 12,870
 * as a sample (stopping once the share is known within ±3 points); wall and CPU time of the engine in this process, layouts a second.
 */
import { performance } from 'node:perf_hooks';
import { DdsEngine } from '../../server/src/analysis/engine/dds/engine';
import { LAYOUT_LIMIT, LAYOUT_SEED, LayoutsSpec } from '../../server/src/analysis/logic/layouts/layoutTypes';
import { solveLayouts } from '../../server/src/analysis/engine/worker/solveLayouts';
import { randomEnding } from '../../test/analysis/support/randomDeal';

const SIZES = (process.env.BENCH_LAYOUT_SIZES ?? '4,6,8').split(',').map(Number);

/** The figures, one row per ending size. */
export async function claimLayoutFigures(engine: DdsEngine): Promise<Array<Record<string, string>>> {
  const rows: Array<Record<string, string>> = [];
  for (const size of SIZES) {
    const position = { hands: randomEnding(size, size), trump: 'NT' as const, leader: 'S' as const };
    // The claim of what double dummy gives South's side on the actual layout.
    const spec: LayoutsSpec = { position, hidden: ['E', 'W'], voids: {}, side: 'NS', target: engine.mostTricks(position), limit: LAYOUT_LIMIT, seed: LAYOUT_SEED };
    const cpu = process.cpuUsage();
    const start = performance.now();
    const answer = solveLayouts(engine, spec);
    const wallMs = performance.now() - start;
    const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
    rows.push({
      ending: `${size} cards a hand`, layouts: `${answer.holds.length}${answer.sample ? ` of ${answer.total} (sample)` : ''}`,
      wall: `${wallMs.toFixed(0)} ms`, cpu: `${cpuMs.toFixed(0)} ms`, 'layouts/s (CPU)': (answer.holds.length / (cpuMs / 1000)).toFixed(0),
    });
  }
  return rows;
}

if (require.main === module) {
  void DdsEngine.load().then(async (engine) => console.table(await claimLayoutFigures(engine)));
}
