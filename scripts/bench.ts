/**
 * Benchmark of the language service on a large tournament file: generates 10,000 consistent
 * boards (scripts/benchBoards.ts), then measures a full check through `doValidation`, a
 * one-character edit in the middle game re-checked with the model cache, the peak memory after
 * garbage collection, and the wall time of the CLI over the same file; then the double-dummy
 * engine (scripts/benchDds.ts; BENCH_DDS=0 skips it). Run with `npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { generateFile } from './benchBoards';
import { benchDds } from './benchDds';

const BOARD_COUNT = Number(process.env.BENCH_BOARDS ?? 10_000);
const SEED = 20240301;
const EDIT_ROUNDS = 9;

const peak = { rss: 0, heapUsed: 0 };

/**
 * Collects garbage (when exposed), records the memory high-water marks, then lets V8 finish
 * sweeping in the background so the next measurement does not pay for it.
 */
async function sampleMemory(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  peak.rss = Math.max(peak.rss, usage.rss);
  peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Wall-clock and CPU milliseconds taken by `work` (CPU time is robust on a busy machine), and its result. */
function timed<T>(work: () => T): { ms: number; cpuMs: number; value: T } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const cpu = process.cpuUsage(cpuStart);
  return { ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000, value };
}

/** `123 ms (cpu 118 ms)`. */
function both(measure: { ms: number; cpuMs: number }, digits = 0): string {
  return `${measure.ms.toFixed(digits)} ms (cpu ${measure.cpuMs.toFixed(digits)} ms)`;
}

/** Offset of a character inside the middle game's Event value, safe to change. */
function middleEditOffset(text: string): number {
  const marker = `[Board "${Math.ceil(BOARD_COUNT / 2)}"]`;
  const at = text.indexOf(marker);
  const eventAt = text.lastIndexOf('[Event "Benchmark"]', at);
  return eventAt + '[Event "'.length;
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('warning: run with --expose-gc for meaningful memory figures');
  const directory = mkdtempSync(join(tmpdir(), 'pbn-bench-'));
  const file = join(directory, 'bench.pbn');
  try {
    const generation = timed(() => generateFile(BOARD_COUNT, SEED));
    const text = generation.value;
    writeFileSync(file, text, 'latin1');
    const megabytes = Buffer.byteLength(text, 'latin1') / (1024 * 1024);
    await sampleMemory();

    const service = getLanguageService();
    const settings = { language: 'en' as const };
    let document = TextDocument.create('file:///bench.pbn', 'pbn', 1, text);
    const full = timed(() => service.doValidation(document, settings));
    await sampleMemory();
    const cached = timed(() => service.doValidation(document, settings));

    const offset = middleEditOffset(text);
    const editTimes: Array<{ ms: number; cpuMs: number }> = [];
    let editDiagnostics = 0;
    for (let round = 0; round < EDIT_ROUNDS; round++) {
      const position = document.positionAt(offset);
      const replacement = round % 2 === 0 ? 'b' : 'B';
      document = TextDocument.update(document, [{ range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: replacement }], document.version + 1);
      const edit = timed(() => service.doValidation(document, settings));
      editTimes.push(edit);
      editDiagnostics = edit.value?.length ?? -1;
    }
    await sampleMemory();
    editTimes.sort((a, b) => a.ms - b.ms);

    const cliStart = performance.now();
    let cliExit = 0;
    try {
      execFileSync(process.execPath, [join(__dirname, '..', 'bin', 'pbn-director.js'), 'check', file], { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 30 });
    } catch (error) {
      cliExit = (error as { status?: number }).status ?? -1;
    }
    const cliMs = performance.now() - cliStart;

    const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
    console.log(`PBN Director benchmark — ${BOARD_COUNT} boards, ${megabytes.toFixed(2)} MB, node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'})`);
    console.table([
      { measure: 'generate file', value: `${generation.ms.toFixed(0)} ms` },
      { measure: 'full check: time', value: both(full) },
      { measure: 'full check: throughput', value: `${(megabytes / (full.ms / 1000)).toFixed(2)} MB/s` },
      { measure: 'full check: boards', value: `${(BOARD_COUNT / (full.ms / 1000)).toFixed(0)} boards/s` },
      { measure: 'full check: diagnostics', value: String(full.value?.length ?? 'cancelled') },
      { measure: 'full check: throughput (cpu time)', value: `${(megabytes / (full.cpuMs / 1000)).toFixed(2)} MB/s` },
      { measure: 'same version again (cached model)', value: both(cached, 1) },
      { measure: `one-char edit, middle game (median of ${EDIT_ROUNDS})`, value: both(editTimes[Math.floor(EDIT_ROUNDS / 2)], 1) },
      { measure: 'one-char edit: min / max (wall)', value: `${editTimes[0].ms.toFixed(1)} / ${editTimes[EDIT_ROUNDS - 1].ms.toFixed(1)} ms` },
      { measure: 'one-char edit: diagnostics', value: String(editDiagnostics) },
      { measure: 'peak rss (after gc)', value: `${mb(peak.rss)} MB` },
      { measure: 'peak heapUsed (after gc)', value: `${mb(peak.heapUsed)} MB` },
      { measure: 'CLI check (wall, new process)', value: `${cliMs.toFixed(0)} ms (exit ${cliExit})` },
      { measure: 'machine load average (1 min)', value: loadavg()[0].toFixed(2) },
    ]);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  if (process.env.BENCH_DDS !== '0') await benchDds();
}

void main();
