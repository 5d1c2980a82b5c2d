/**
 * Issue 18 item 7 for `audit` with double dummy: a generated file of some megabytes (travellers of
 * thirty rows on the deal of samples/audit.pbn, every fiftieth one that sample's traveller with
 * its findings, every twenty-fifth board also played in two rooms with no ScoreTable) and the
 * peak RSS of `audit` on it, read game by game (the one way since the whole-file path went, issue
 * 34). Most of the figure is the two double-dummy worker threads.
 * Run: `npx tsx scripts/bench/auditDdMemory.ts [MEGABYTES]` after `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_PATH, writeUsageHook } from './processRuns';

const ROOT = join(__dirname, '..', '..');
/** The sample's eleven rows: rows 1 to 4 are consistent, 5 to 11 each have a finding (8 and 11 the same swapped deal). */
const SAMPLE_ROWS = [
  '1 3NT W 9 C5 - 400', '2 3NT E 9 D2 - 400', '3 2S W 9 HA - 140', '4 4H W 10 CK - 420', '5 3NT E 9 SK - 400',
  '6 2S W 9 HK 140 -', '7 3NT W 10 HQ - 460', '8 3C E 9 H8 - 110', '9 3NT W 13 C4 - 520', '10 4H W 14 CK - 450', '11 3C E 9 H8 - 110',
];
const CLEAN_ROWS = 30;

/** One board with a traveller: thirty consistent rows, or the sample's eleven. */
function travellerBoard(board: number, withFindings: boolean): string {
  const rows = withFindings ? SAMPLE_ROWS : Array.from({ length: CLEAN_ROWS }, (_, row) => `${row + 1} ${SAMPLE_ROWS[row % 4].split(' ').slice(1).join(' ')}`);
  return [
    '[Event "Club pairs"]', '[Site "Utrecht"]', '[Date "2024.03.21"]', `[Board "${board}"]`, '[West ""]', '[North ""]', '[East ""]', '[South ""]',
    '[Dealer "N"]', '[Vulnerable "None"]', '[Deal "N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2"]', '[Scoring "MP"]',
    '[Declarer ""]', '[Contract ""]', '[Result ""]', '[ScoreTable "Table\\2R;Contract\\3L;Declarer\\1R;Result\\2R;Lead\\2L;Score_NS\\4R;Score_EW\\4R"]', ...rows,
  ].join('\n');
}

/** The two games of test/fixtures/audit/rooms.pbn (Open and Closed room) as board `board`. */
function roomGames(board: number): string[] {
  const text = readFileSync(join(ROOT, 'test', 'fixtures', 'audit', 'rooms.pbn'), 'latin1');
  return text.split(/\n\n(?=\[Event )/).slice(1).map((game) => game.trim().replace(/\[Board "[^"]*"\]/, `[Board "${board}"]`));
}

/** Writes a file of about `megabytes` MB of boards with travellers (and a few played in two rooms); returns its size in MB. */
export function writeAuditDdFile(file: string, megabytes: number): number {
  const games: string[] = [];
  let length = 0;
  for (let board = 1; length < megabytes * 1024 * 1024; board++) {
    const added = [travellerBoard(board, board % 50 === 0), ...(board % 25 === 0 ? roomGames(100_000 + board) : [])];
    games.push(...added);
    length += added.reduce((sum, game) => sum + game.length + 2, 0);
  }
  writeFileSync(file, `% PBN 2.1\n% EXPORT\n\n${games.join('\n\n')}\n`, 'latin1');
  return statSync(file).size / (1024 * 1024);
}

/** Runs `script args…` with the usage hook; its exit status, peak RSS (MB) and CPU time (ms). */
function measuredRun(script: string, args: readonly string[], hook: string, directory: string): { status: number | null; peakRssMb?: number; cpuMs: number } {
  const usageFile = join(directory, 'usage.json');
  rmSync(usageFile, { force: true });
  const result = spawnSync(process.execPath, ['--require', hook, script, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BENCH_USAGE_FILE: usageFile } });
  const usage = existsSync(usageFile) ? JSON.parse(readFileSync(usageFile, 'utf8')) as { maxRss: number; cpu: number } : undefined;
  return { status: result.status, peakRssMb: usage && usage.maxRss / 1024, cpuMs: usage?.cpu ?? NaN };
}

/** Peak RSS of `audit` with double dummy on a generated file. */
export function auditDdMemoryFigures(megabytes: number, note: (measure: string, value: string) => void): void {
  const directory = mkdtempSync(join(tmpdir(), 'pbn-audit-dd-'));
  try {
    const file = join(directory, 'audit-dd.pbn');
    const size = writeAuditDdFile(file, megabytes);
    const hook = writeUsageHook(directory);
    const run = measuredRun(CLI_PATH, ['audit', '--format', 'json', file], hook, directory);
    const value = run.peakRssMb === undefined ? `no figure (exit ${run.status})` : `peak RSS ${run.peakRssMb.toFixed(0)} MB = ${(run.peakRssMb / size).toFixed(1)}x the file, ${(run.cpuMs / 1000).toFixed(1)} s cpu (exit ${run.status})`;
    note(`audit with double dummy, game by game, ${size.toFixed(1)} MB`, value);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (require.main === module) auditDdMemoryFigures(Number(process.argv[2] ?? 4), (measure, value) => console.log(`${measure}: ${value}`));
