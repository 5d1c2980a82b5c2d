/**
 * Benchmark of the language service on a large tournament file: generates 10,000 consistent
 * boards (scripts/benchBoards.ts), then measures a full check through `doValidation`, a
 * one-character edit in the middle game re-checked with the model cache, the peak memory after
 * garbage collection, and the wall time of the CLI over the same file. Run with `npm run bench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { generateFile } from './benchBoards';

const BOARD_COUNT = Number(process.env.BENCH_BOARDS ?? 10_000);
const SEED = 20240301;
const EDIT_ROUNDS = 5;

const peak = { rss: 0, heapUsed: 0 };

/** Collects garbage (when exposed) and records the memory high-water marks. */
function sampleMemory(): void {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  peak.rss = Math.max(peak.rss, usage.rss);
  peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
}

/** Milliseconds taken by `work`, and its result. */
function timed<T>(work: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = work();
  return { ms: performance.now() - start, value };
}

/** Offset of a character inside the middle game's Event value, safe to change. */
function middleEditOffset(text: string): number {
  const marker = `[Board "${Math.ceil(BOARD_COUNT / 2)}"]`;
  const at = text.indexOf(marker);
  const eventAt = text.lastIndexOf('[Event "Benchmark"]', at);
  return eventAt + '[Event "'.length;
}

function main(): void {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('warning: run with --expose-gc for meaningful memory figures');
  const directory = mkdtempSync(join(tmpdir(), 'pbn-bench-'));
  const file = join(directory, 'bench.pbn');
  try {
    const generation = timed(() => generateFile(BOARD_COUNT, SEED));
    const text = generation.value;
    writeFileSync(file, text, 'latin1');
    const megabytes = Buffer.byteLength(text, 'latin1') / (1024 * 1024);
    sampleMemory();

    const service = getLanguageService();
    const settings = { language: 'en' as const };
    let document = TextDocument.create('file:///bench.pbn', 'pbn', 1, text);
    const full = timed(() => service.doValidation(document, settings));
    sampleMemory();
    const cached = timed(() => service.doValidation(document, settings));

    const offset = middleEditOffset(text);
    const editTimes: number[] = [];
    let editDiagnostics = 0;
    for (let round = 0; round < EDIT_ROUNDS; round++) {
      const position = document.positionAt(offset);
      const replacement = round % 2 === 0 ? 'b' : 'B';
      document = TextDocument.update(document, [{ range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: replacement }], document.version + 1);
      const edit = timed(() => service.doValidation(document, settings));
      editTimes.push(edit.ms);
      editDiagnostics = edit.value?.length ?? -1;
      sampleMemory();
    }
    editTimes.sort((a, b) => a - b);

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
      { measure: 'full check: time', value: `${full.ms.toFixed(0)} ms` },
      { measure: 'full check: throughput', value: `${(megabytes / (full.ms / 1000)).toFixed(2)} MB/s` },
      { measure: 'full check: boards', value: `${(BOARD_COUNT / (full.ms / 1000)).toFixed(0)} boards/s` },
      { measure: 'full check: diagnostics', value: String(full.value?.length ?? 'cancelled') },
      { measure: 'same version again (cached model)', value: `${cached.ms.toFixed(1)} ms` },
      { measure: `one-char edit, middle game (median of ${EDIT_ROUNDS})`, value: `${editTimes[Math.floor(EDIT_ROUNDS / 2)].toFixed(1)} ms` },
      { measure: 'one-char edit: min / max', value: `${editTimes[0].toFixed(1)} / ${editTimes[EDIT_ROUNDS - 1].toFixed(1)} ms` },
      { measure: 'one-char edit: diagnostics', value: String(editDiagnostics) },
      { measure: 'peak rss (after gc)', value: `${mb(peak.rss)} MB` },
      { measure: 'peak heapUsed (after gc)', value: `${mb(peak.heapUsed)} MB` },
      { measure: 'CLI check (wall, new process)', value: `${cliMs.toFixed(0)} ms (exit ${cliExit})` },
    ]);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main();
