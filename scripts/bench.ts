/**
 * Benchmark of the targets of issue 10 (`npm run bench`). Generates a 10,000-board tournament
 * file (scripts/benchBoards.ts) and a 100,000-board one, then measures:
 * - the check alone (in-process through the bundle, no process start): MB/s and boards/s;
 * - the bound of the check, stage by stage in CPU time (scripts/bench/readerStages.ts): a loop over
 *   the file's bytes, decoding, splitting, scanning (tokens), reading (tokens, tags), the model's passes, the whole check;
 * - the CLI against the reference verifier, interleaved on the same file (wall and CPU, ratio, the
 *   target: 15× at 10k, 40× at 100k), on both files, and the CLI's start alone (`--version`), which bounds any ratio;
 * - the CLI's peak RSS on both files, text and JSON output;
 * - a real `--stdio` language server: first diagnostics after didOpen, RSS, one-character edits
 *   (with double dummy on, as installed, and off: the reading alone);
 * - a folder of files checked with one worker and with the machine's cores, and what two threads
 *   gain on this machine at all (arithmetic, and the check itself warmed up);
 * - the inputs of issue 18 that used to be quadratic or to hold their output (scripts/bench/edgeInputs.ts);
 * - the peak RSS of fix, score, convert and report on the 10k file, with its ratio to the file's
 *   size (scripts/bench/commandMemory.ts), and of `report --format pdf` (scripts/bench/pdfMemory.ts);
 * - `audit` of a 299-board file with travellers, with and without double dummy (scripts/bench/auditBench.ts);
 * - and, in-process, the service's full check, re-check and edit (the figures of earlier versions).
 * Then the double-dummy engine (scripts/benchDds.ts).
 * Knobs: BENCH_BOARDS (10000), BENCH_LARGE_BOARDS (100000; 0 skips the large file), BENCH_ROUNDS (3),
 * BENCH_DDS (0 skips the double-dummy engine), BENCH_ONLY=edge (only the issue 18 inputs),
 * BENCH_ONLY=memory (only the commands' peak RSS on the 10k file, the PDF report's too), BENCH_ONLY=server (only the `--stdio` server on
 * both files, double dummy on; BENCH_SERVER_PROFILE=DIR writes the server's CPU profiles there), BENCH_ONLY=paired (only `check`
 * against the verifier on both files, BENCH_LARGE_ROUNDS rounds on the large one, 1 by default), BENCH_ONLY=ddmemory (only the
 * peak RSS of `check --dd`, game by game and whole, on repeated samples of BENCH_DD_MEMORY_MB sizes, "3,12" by default:
 * scripts/bench/ddCheckMemory.ts; needs the engine, some 15 s of CPU a run), BENCH_ONLY=claims (only the 20 claims of issue 33:
 * layouts solved and CPU per claim by tricks left, and the file's check --dd; scripts/bench/claimFileBench.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { generateFile } from './benchBoards';
import { commandMemoryFigures } from './bench/commandMemory';
import { pdfMemoryFigures } from './bench/pdfMemory';
import { linMemoryFigures } from './bench/linMemory';
import { ddCheckMemoryFigures } from './bench/ddCheckMemory';
import { edgeInputFigures } from './bench/edgeInputs';
import { auditFigures } from './bench/auditBench';
import { parallelHeadroom } from './bench/parallelHeadroom';
import { StageFigure, readerStageFigures } from './bench/readerStages';
import { ProcessRun, median, runCli, runVerifier, verifierUnavailable, writeUsageHook } from './bench/processRuns';
import { measureServer } from './bench/serverBench';
import { benchDds } from './benchDds';
import { claimFileFigures } from './bench/claimFileBench';
import { claimFirstAnswerFigures } from './bench/claimFirstAnswer';
import { DdsEngine } from '../server/src/analysis/engine/dds/engine';

const BOARD_COUNT = Number(process.env.BENCH_BOARDS ?? 10_000);
const LARGE_BOARD_COUNT = Number(process.env.BENCH_LARGE_BOARDS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Rounds on the large file against the verifier (about a minute each for the verifier). */
const LARGE_ROUNDS = Number(process.env.BENCH_LARGE_ROUNDS ?? 1);
const SEED = 20240301;
const EDIT_ROUNDS = 9;
const FOLDER_FILES = 8;

type Row = { measure: string; value: string };
const rows: Row[] = [];
const note = (measure: string, value: string) => { rows.push({ measure, value }); console.error(`  ${measure}: ${value}`); };
const mb = (bytes: number) => bytes / (1024 * 1024);
const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;

/** Wall-clock and CPU milliseconds taken by `work`, and its result. */
async function timed<T>(work: () => T | Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const cpu = process.cpuUsage(cpuStart);
  return { ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000, value };
}

/** The bundled CLI (dist/cli.js, built first by `npm run bench`): the code a user runs, not the sources through tsx. */
const bundledCli = require('../dist/cli.js') as { runCli: typeof import('../server/src/cli/main').runCli };

/** The in-process CLI `check` over a file, its output counted and dropped. */
async function checkInProcess(file: string): Promise<number> {
  let bytes = 0;
  await bundledCli.runCli(['check', file], {
    stdout: (chunk) => { bytes += chunk.length; }, stderr: () => undefined, stderrIsTTY: false, stdin: () => [],
  });
  return bytes;
}

/** The service through `doValidation`: full check, same version again, one-character edits in the middle game. */
async function serviceFigures(text: string): Promise<void> {
  const service = getLanguageService();
  const settings = { language: 'en' as const };
  let document = TextDocument.create('file:///bench.pbn', 'pbn', 1, text);
  const full = await timed(() => service.doValidation(document, settings));
  const cached = await timed(() => service.doValidation(document, settings));
  const marker = text.indexOf(`[Board "${Math.ceil(BOARD_COUNT / 2)}"]`);
  const offset = text.lastIndexOf('[Event "Benchmark"]', marker) + '[Event "'.length;
  const edits: number[] = [];
  for (let round = 0; round < EDIT_ROUNDS; round++) {
    const position = document.positionAt(offset);
    document = TextDocument.update(document, [{ range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: round % 2 ? 'B' : 'b' }], document.version + 1);
    edits.push((await timed(() => service.doValidation(document, settings))).ms);
  }
  (globalThis as { gc?: () => void }).gc?.();
  note('service: full check (doValidation)', `${ms(full.ms)} (cpu ${ms(full.cpuMs)}), ${full.value?.length ?? 0} diagnostics`);
  note('service: same version again', ms(cached.ms, 1));
  note(`service: one-char edit, middle game (median of ${EDIT_ROUNDS})`, ms(median(edits), 1));
  note('service: heap used after gc', `${mb(process.memoryUsage().heapUsed).toFixed(0)} MB`);
}

/** The `--stdio` server on the 10k file with double dummy on (the large file too when `withLarge`). */
async function serverFigures(text: string, withLarge = true): Promise<void> {
  const server = await measureServer(text, BOARD_COUNT);
  note('server, 10k: first diagnostics after didOpen (pull / push)', `${ms(server.pullOpenMs)} / ${ms(server.pushOpenMs)} (${server.diagnostics} diagnostics; server cpu ${ms(server.pullOpenCpuMs)})`);
  note('server, 10k: RSS (peak)', `${server.rssMb.toFixed(0)} MB (${server.peakRssMb.toFixed(0)} MB)`);
  note('server, 10k: one-char edit, typing (median of 20, max)', `${ms(server.typingMedianMs, 1)} (${ms(server.typingMaxMs, 1)})`);
  note('server, 10k: one-char edit, replace (median of 20)', ms(server.replaceMedianMs, 1));
  if (withLarge && LARGE_BOARD_COUNT > 0) await largeServerFigures(generateFile(LARGE_BOARD_COUNT, SEED));
}

/** The `--stdio` server on the large file with double dummy on. */
async function largeServerFigures(largeText: string): Promise<void> {
  const large = await measureServer(largeText, LARGE_BOARD_COUNT);
  note(`server, ${LARGE_BOARD_COUNT / 1000}k: first diagnostics (pull / push), RSS`, `${ms(large.pullOpenMs)} / ${ms(large.pushOpenMs)} (server cpu ${ms(large.pullOpenCpuMs)}), ${large.rssMb.toFixed(0)} MB (peak ${large.peakRssMb.toFixed(0)} MB)`);
  note(`server, ${LARGE_BOARD_COUNT / 1000}k: one-char edit, typing (median of 20, max)`, `${ms(large.typingMedianMs, 1)} (${ms(large.typingMaxMs, 1)})`);
  note(`server, ${LARGE_BOARD_COUNT / 1000}k: one-char edit, replace (median of 20)`, ms(large.replaceMedianMs, 1));
}

/**
 * The CLI's `check` against the reference verifier on one file, interleaved in the same run (wall
 * and CPU medians, their ratio, and the issue's target for it), with the CLI's start alone, which
 * bounds any ratio.
 */
function pairedFigures(file: string, label: string, rounds: number, directory: string, hook: string, target: number): void {
  const unavailable = verifierUnavailable();
  const ours: ProcessRun[] = [], verifier: ProcessRun[] = [], started: ProcessRun[] = [];
  for (let round = 0; round < rounds; round++) {
    if (!unavailable) verifier.push(runVerifier(file));
    ours.push(runCli(['check', file], hook, directory));
    started.push(runCli(['--version'], hook, directory));
  }
  const oursWall = median(ours.map((run) => run.wallMs)), oursCpu = median(ours.map((run) => run.cpuMs));
  const startWall = median(started.map((run) => run.wallMs));
  note(`${label}: CLI check, new process (median of ${rounds})`, `${ms(oursWall)} wall, ${ms(oursCpu)} cpu`);
  // What any check pays before reading a byte: Node's start and the bundle's load (`--version` does nothing else).
  note(`${label}: CLI start alone: --version, new process (median of ${rounds}, interleaved)`, `${ms(startWall)} wall`);
  if (unavailable) { note(`${label}: reference verifier`, `not run: ${unavailable}`); return; }
  const verifierWall = median(verifier.map((run) => run.wallMs)), verifierCpu = median(verifier.map((run) => run.cpuMs));
  note(`${label}: reference verifier (median of ${rounds}, interleaved)`, `${ms(verifierWall)} wall, ${ms(verifierCpu)} cpu`);
  note(`${label}: speed-up over the verifier (target ${target}× wall)`, `${(verifierWall / oursWall).toFixed(1)}× wall, ${(verifierCpu / oursCpu).toFixed(1)}× cpu`);
  note(`${label}: the verifier's wall time over the CLI's start alone (the ratio no check could pass)`, `${(verifierWall / startWall).toFixed(1)}×; ${target}× leaves ${ms(Math.max(0, verifierWall / target - startWall))} for the check itself`);
}

/** The stage figures as rows: MB/s through each stage (CPU time), and what the reading and the model's passes take of the whole check. */
function noteStages(stages: readonly StageFigure[], label: string): void {
  const cpu = (stage: StageFigure['stage']) => stages.find((figure) => figure.stage === stage)!.cpuMs;
  note(`bound, ${label}: MB/s through byte loop / decode / split / scan / read / model / whole check (cpu, in-process, bundled)`, stages.map((figure) => figure.mbPerSecond.toFixed(1)).join(' / '));
  const whole = cpu('check');
  note(`bound, ${label}: share of the in-process check: reading (decode, split, tokens, tags) / model passes / diagnostics`,
    `${(100 * cpu('read') / whole).toFixed(0)}% / ${(100 * (cpu('model') - cpu('read')) / whole).toFixed(0)}% / ${(100 * (whole - cpu('model')) / whole).toFixed(0)}% of ${ms(whole)}`);
}

function describeRun(run: ProcessRun): string {
  return `${ms(run.wallMs)} wall, ${ms(run.cpuMs)} cpu${run.peakRssMb ? `, peak RSS ${run.peakRssMb.toFixed(0)} MB` : ''} (exit ${run.status})`;
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('warning: run with --expose-gc for meaningful memory figures');
  const directory = mkdtempSync(join(tmpdir(), 'pbn-bench-'));
  const hook = writeUsageHook(directory);
  try {
    if (process.env.BENCH_ONLY === 'claims') {
      const engine = await DdsEngine.load();
      console.table(claimFileFigures(engine));
      console.table(await claimFirstAnswerFigures(engine));
      return;
    }
    if (process.env.BENCH_ONLY === 'edge') { edgeInputFigures(directory, hook, note); console.table(rows); return; }
    if (process.env.BENCH_ONLY === 'ddmemory') {
      console.error(`PBN Director benchmark — check --dd memory, node ${process.version}, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`);
      ddCheckMemoryFigures(directory, hook, note, (process.env.BENCH_DD_MEMORY_MB ?? '3,12').split(',').map(Number));
      note('machine load average (1 min) at the end', loadavg()[0].toFixed(2));
      console.table(rows);
      return;
    }
    const text = generateFile(BOARD_COUNT, SEED);
    const file = join(directory, 'bench.pbn');
    writeFileSync(file, text, 'latin1');
    const size = mb(text.length);
    console.error(`PBN Director benchmark — ${BOARD_COUNT} boards, ${size.toFixed(2)} MB, node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), load ${loadavg()[0].toFixed(2)}`);
    if (process.env.BENCH_ONLY === 'memory') {
      commandMemoryFigures(file, `${BOARD_COUNT / 1000}k boards`, directory, hook, note);
      pdfMemoryFigures(file, `${BOARD_COUNT / 1000}k boards`, directory, hook, note);
      linMemoryFigures(file, directory, hook, note);
      console.table(rows);
      return;
    }
    if (process.env.BENCH_ONLY === 'server') { await serverFigures(text); console.table(rows); return; }
    if (process.env.BENCH_ONLY === 'paired') {
      pairedFigures(file, `${BOARD_COUNT / 1000}k`, ROUNDS, directory, hook, 15);
      if (LARGE_BOARD_COUNT > 0) {
        const largeFile = join(directory, 'large.pbn');
        writeFileSync(largeFile, generateFile(LARGE_BOARD_COUNT, SEED), 'latin1');
        pairedFigures(largeFile, `${LARGE_BOARD_COUNT / 1000}k`, LARGE_ROUNDS, directory, hook, 40);
      }
      note('machine load average (1 min) at the end', loadavg()[0].toFixed(2));
      console.table(rows);
      return;
    }

    const alone: number[] = [];
    for (let round = 0; round < ROUNDS; round++) alone.push((await timed(() => checkInProcess(file))).ms);
    const aloneMs = median(alone);
    note(`check alone, in-process (median of ${ROUNDS})`, `${ms(aloneMs)}: ${(size / (aloneMs / 1000)).toFixed(1)} MB/s, ${(BOARD_COUNT / (aloneMs / 1000)).toFixed(0)} boards/s`);

    noteStages(readerStageFigures(file, ROUNDS, directory), `${BOARD_COUNT / 1000}k`);

    pairedFigures(file, `${BOARD_COUNT / 1000}k`, ROUNDS, directory, hook, 15);
    note('CLI check text, 10k boards', describeRun(runCli(['check', file], hook, directory)));
    note('CLI check JSON, 10k boards', describeRun(runCli(['check', '--format', 'json', file], hook, directory)));
    commandMemoryFigures(file, `${BOARD_COUNT / 1000}k boards`, directory, hook, note);
    pdfMemoryFigures(file, `${BOARD_COUNT / 1000}k boards`, directory, hook, note);
    linMemoryFigures(file, directory, hook, note);

    const folder = join(directory, 'folder');
    mkdirSync(folder);
    for (let index = 0; index < FOLDER_FILES; index++) writeFileSync(join(folder, `part-${index}.pbn`), generateFile(BOARD_COUNT / FOLDER_FILES, SEED + index), 'latin1');
    const sequential = runCli(['check', folder], hook, directory, { PBN_DIRECTOR_JOBS: '1' });
    const parallel = runCli(['check', folder], hook, directory);
    const forced = runCli(['check', folder], hook, directory, { PBN_DIRECTOR_JOBS: String(cpus().length) });
    note(`folder of ${FOLDER_FILES} files, one worker`, describeRun(sequential));
    note(`folder of ${FOLDER_FILES} files, default (workers only where the input pays for them)`, `${describeRun(parallel)}: ${(sequential.wallMs / parallel.wallMs).toFixed(2)}× speed-up`);
    note(`folder of ${FOLDER_FILES} files, ${cpus().length} workers forced`, `${describeRun(forced)}: ${(sequential.wallMs / forced.wallMs).toFixed(2)}× speed-up`);
    const headroom = await parallelHeadroom(file);
    note('this machine: two threads over one, arithmetic / the check itself, warm (the ceiling of any worker speed-up)', `${headroom.arithmetic.toFixed(2)}× / ${headroom.check.toFixed(2)}×`);

    await serverFigures(text, false);
    const reading = await measureServer(text, BOARD_COUNT, 20, false);
    note('server, 10k, double dummy off: first diagnostics (pull / push), RSS', `${ms(reading.pullOpenMs)} / ${ms(reading.pushOpenMs)}, ${reading.rssMb.toFixed(0)} MB (peak ${reading.peakRssMb.toFixed(0)} MB)`);
    note('server, 10k, double dummy off: one-char edit, typing / replace (median of 20)', `${ms(reading.typingMedianMs, 1)} / ${ms(reading.replaceMedianMs, 1)}`);

    if (LARGE_BOARD_COUNT > 0) {
      const largeText = generateFile(LARGE_BOARD_COUNT, SEED);
      const largeFile = join(directory, 'large.pbn');
      writeFileSync(largeFile, largeText, 'latin1');
      pairedFigures(largeFile, `${LARGE_BOARD_COUNT / 1000}k (${mb(largeText.length).toFixed(0)} MB)`, LARGE_ROUNDS, directory, hook, 40);
      note(`CLI check text, ${LARGE_BOARD_COUNT / 1000}k boards`, describeRun(runCli(['check', largeFile], hook, directory)));
      note(`CLI check JSON, ${LARGE_BOARD_COUNT / 1000}k boards`, describeRun(runCli(['check', '--format', 'json', largeFile], hook, directory)));
      noteStages(readerStageFigures(largeFile, Math.min(ROUNDS, 2), directory), `${LARGE_BOARD_COUNT / 1000}k`);
      await largeServerFigures(largeText);
    }

    edgeInputFigures(directory, hook, note);
    await auditFigures(directory, bundledCli, note);
    await serviceFigures(text);
    note('machine load average (1 min) at the end', loadavg()[0].toFixed(2));
    console.table(rows);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  if (process.env.BENCH_DDS !== '0') await benchDds();
}

void main();
