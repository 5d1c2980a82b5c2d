/**
 * Timing other processes for the benchmark: the CLI in a new Node process (wall time, CPU time
 * and peak RSS, read by a preloaded hook at exit), the reference verifier (`verify FILE`, needs
 * java), and medians over interleaved rounds so that a busy machine slows both tools alike.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = join(__dirname, '..', '..');
/** The CLI entry the bench runs. */
export const CLI_PATH = join(ROOT, 'bin', 'pbn-director.js');
/** The reference verifier's script, beside the repository. */
export const VERIFIER_PATH = join(ROOT, '..', 'shared', 'tools', 'pbnjveri', 'verify');

/** One run of another process. */
export interface ProcessRun {
  wallMs: number;
  /** User plus system CPU time of the process and its children. */
  cpuMs: number;
  /** Peak resident set size in MB, when known. */
  peakRssMb?: number;
  status: number | null;
}

/** Writes the preload hook that records a Node process's peak RSS and CPU time at exit; returns its path. */
export function writeUsageHook(directory: string): string {
  const hook = join(directory, 'usage-hook.cjs');
  writeFileSync(hook, [
    "'use strict';",
    "process.on('exit', () => {",
    '  const usage = process.resourceUsage();',
    "  require('node:fs').writeFileSync(process.env.BENCH_USAGE_FILE, JSON.stringify({ maxRss: usage.maxRSS, cpu: (usage.userCPUTime + usage.systemCPUTime) / 1000 }));",
    '});',
  ].join('\n'));
  return hook;
}

/** Runs the CLI with `args` in a new process (standard output discarded); `env` adds variables; `stdin`: a file read as standard input. */
export function runCli(args: readonly string[], hook: string, directory: string, env: Record<string, string> = {}, stdin?: string): ProcessRun {
  const usageFile = join(directory, 'usage.json');
  const start = performance.now();
  const input = stdin === undefined ? 'ignore' : openSync(stdin, 'r');
  const result = spawnSync(process.execPath, ['--require', hook, CLI_PATH, ...args], {
    stdio: [input, 'ignore', 'pipe'], env: { ...process.env, ...env, BENCH_USAGE_FILE: usageFile }, maxBuffer: 1 << 26,
  });
  const wallMs = performance.now() - start;
  if (typeof input === 'number') closeSync(input);
  const usage = existsSync(usageFile) ? JSON.parse(readFileSync(usageFile, 'utf8')) as { maxRss: number; cpu: number } : undefined;
  return { wallMs, cpuMs: usage?.cpu ?? NaN, peakRssMb: usage ? usage.maxRss / 1024 : undefined, status: result.status };
}

/** Why the verifier cannot run here, or undefined when it can. */
export function verifierUnavailable(): string | undefined {
  if (!existsSync(VERIFIER_PATH)) return `the verifier is not at ${VERIFIER_PATH} (../shared is absent)`;
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (java.error || java.status !== 0) return 'java is not installed (apt-get install -y default-jre-headless)';
  return undefined;
}

/** Runs the reference verifier on a file; CPU time from the kernel's accounting of the child. */
export function runVerifier(file: string): ProcessRun {
  const start = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', VERIFIER_PATH, file], { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  const wallMs = performance.now() - start;
  const timing = result.stderr?.toString().trim().split('\n').pop()?.split(' ').map(Number);
  const cpuMs = timing && timing.length === 4 ? (timing[1] + timing[2]) * 1000 : NaN;
  return { wallMs, cpuMs, peakRssMb: timing && timing.length === 4 ? timing[3] / 1024 : undefined, status: result.status };
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
