/**
 * Benchmark of issue 33: the 20-claim file (claimBoards.ts) — each claim's layouts solved in this
 * process as the worker solves them (layouts solved, sample or not, CPU time), listed by tricks
 * left, and the file's `check --dd --format json` in a new process (CPU time of all its threads,
 * user + system, and wall). CPU time, not wall: the machine may be busy. Run by benchDds.ts, or
 * alone with `npm run bench` and BENCH_ONLY=claims, or `npx tsx scripts/bench/claimFileBench.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DdsEngine } from '../../server/src/analysis/engine/dds/engine';
import { solveLayouts } from '../../server/src/analysis/engine/worker/solveLayouts';
import { questionsOfGame } from '../../server/src/analysis/logic/questions/questionsOfGame';
import { getLanguageService } from '../../server/src/languageService';
import { claimBoardsText } from './claimBoards';
import { runCli, writeUsageHook } from './processRuns';

/** One row per claim, by tricks left, then the file's total. */
export function claimFileFigures(engine: DdsEngine): Array<Record<string, string>> {
  const directory = mkdtempSync(join(tmpdir(), 'pbn-claims-bench-'));
  try {
    const text = claimBoardsText(engine);
    const file = join(directory, 'claims.pbn');
    writeFileSync(file, text);
    const document = TextDocument.create('file:///claims.pbn', 'pbn', 1, text);
    const rows: Array<{ left: number; row: Record<string, string> }> = [];
    let cpuTotal = 0;
    let layoutsTotal = 0;
    for (const game of getLanguageService().parse(document, { language: 'en' })?.games ?? []) {
      const spec = game.model && questionsOfGame(game.model).claimLayouts?.spec;
      if (!spec) continue;
      const left = Math.max(...Object.values(spec.position.hands).map((hand) => hand.length));
      const start = process.cpuUsage();
      const answer = solveLayouts(engine, spec);
      const used = process.cpuUsage(start);
      const cpuMs = (used.user + used.system) / 1000;
      cpuTotal += cpuMs;
      layoutsTotal += answer.holds.length;
      rows.push({ left, row: {
        board: String(game.index), 'tricks left': String(left),
        layouts: `${answer.holds.length} of ${answer.total}${answer.sample ? ' (sample)' : ''}`,
        holding: String(answer.holds.filter(Boolean).length), cpu: `${cpuMs.toFixed(0)} ms`,
      } });
    }
    rows.sort((a, b) => b.left - a.left);
    const hook = writeUsageHook(directory);
    const run = runCli(['check', '--dd', '--format', 'json', file], hook, directory);
    return [
      ...rows.map(({ row }) => row),
      { board: 'all claims, in this process', 'tricks left': '', layouts: String(layoutsTotal), holding: '', cpu: `${cpuTotal.toFixed(0)} ms` },
      { board: 'check --dd --format json (new process, all threads)', 'tricks left': '', layouts: '', holding: '', cpu: `${run.cpuMs.toFixed(0)} ms cpu, ${run.wallMs.toFixed(0)} ms wall (exit ${run.status}; target ≤ 30 s cpu)` },
    ];
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (require.main === module) {
  void DdsEngine.load().then((engine) => console.table(claimFileFigures(engine)));
}
