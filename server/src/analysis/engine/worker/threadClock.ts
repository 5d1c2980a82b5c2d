/**
 * The clock a claim's budget is counted in: the CPU time of the thread that solves, where the
 * system tells it (Node's `process.threadCpuUsage` where it exists, else Linux's
 * /proc/thread-self/stat, in ticks of 10 ms), and wall time elsewhere. Counted in CPU time, a
 * machine busy with other programs does not cut a claim short: the same file gives the same
 * answer on a quiet machine and a busy one (issue 33: 8 processes on 2 cores made two claims of
 * the bench file partial after 500 and 800 layouts with 14 s of CPU spent in all).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Linux counts a thread's CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** The user + system time (ms) in a /proc/…/stat line: fields 14 and 15, counted after the command name's closing parenthesis (the name may hold spaces and parentheses). */
export function statCpuMs(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name, field 3 (the state) is the first: utime is field 14, stime 15.
  const [user, system] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) * TICK_MS : undefined;
}

type ThreadUsage = () => { user: number; system: number };

/** This thread's CPU time in ms, or undefined where the system does not tell it. */
function threadCpuMs(): number | undefined {
  const usage = (process as unknown as { threadCpuUsage?: ThreadUsage }).threadCpuUsage;
  if (typeof usage === 'function') {
    const { user, system } = usage.call(process);
    return (user + system) / 1000;
  }
  if (process.platform !== 'linux') return undefined;
  try {
    return statCpuMs(readFileSync('/proc/thread-self/stat', 'latin1'));
  } catch {
    return undefined;
  }
}

/** Starts a measurement; the function returned gives the ms spent since, in thread CPU time where known, else wall time. */
export function startSolvingClock(): () => number {
  const cpuStart = threadCpuMs();
  const wallStart = performance.now();
  return () => {
    const cpuNow = cpuStart === undefined ? undefined : threadCpuMs();
    return cpuStart !== undefined && cpuNow !== undefined ? cpuNow - cpuStart : performance.now() - wallStart;
  };
}
