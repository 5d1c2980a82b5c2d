/**
 * The temporary files the tool makes (an atomic write's `.NAME.PID.HEX.tmp` beside its target,
 * `check`'s spill files `pbn-director-PID-….tmp` in the temporary folder) and their removal:
 * each is noted while it lives; on SIGINT, SIGTERM or SIGHUP the CLI removes what it noted and
 * every spill file of its own process id (worker threads make them too), then dies of the same
 * signal. The signal handlers are there only while something is to be removed (a noted file, or
 * a `check` run, whose workers spill on their own), so a signal at any other time acts as usual.
 * A run killed outright (SIGKILL) cannot clean up, so the next run removes the files of that name
 * pattern whose process id is no longer alive: the spill files in the temporary folder, and an
 * atomic write's leftovers beside the file it is about to write.
 */
import { lstatSync, openSync, readdirSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** The temporaries of this thread that exist now, each with what gives up its hold on the signal handlers. */
const live = new Map<string, () => void>();

/** The name of a spill file of process `pid` (`pbn-director-PID-TIME-N.tmp`). */
export function spillFileName(pid: number, time: number, count: number): string {
  return `pbn-director-${pid}-${time}-${count}.tmp`;
}

const SPILL = /^pbn-director-(\d+)-\d+-\d+\.tmp$/;

let spillCount = 0;

/**
 * Creates and opens (read and write, mode 0600) a new spill file of this process in the
 * temporary folder, noted for removal. One counter serves every module of a thread; a name
 * already taken (by another thread of the process, in the same millisecond) is skipped.
 */
export function openSpillFile(): { path: string; descriptor: number } {
  for (;;) {
    const file = path.join(tmpdir(), spillFileName(process.pid, Date.now(), spillCount++));
    try {
      const descriptor = openSync(file, 'wx+', 0o600);
      noteTemporary(file);
      return { path: file, descriptor };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** The longest file name most file systems take (bytes). */
const NAME_BYTES = 255;
/** Room for the temporary's own parts: the dots, a process id of up to 10 digits, 8 hex digits and `.tmp`. */
const TEMPORARY_PARTS_BYTES = 1 + 1 + 10 + 1 + 8 + 4;

/**
 * The start of the temporaries' names beside `target` (`.NAME.`): the target's name cut, at a
 * character's start, to what leaves the whole name within 255 bytes (a target of 240 bytes
 * would otherwise get a temporary too long to create).
 */
function writeTemporaryPrefix(target: string): string {
  let name = path.basename(target);
  while (Buffer.byteLength(name, 'utf8') > NAME_BYTES - TEMPORARY_PARTS_BYTES) name = [...name].slice(0, -1).join('');
  return `.${name}.`;
}

/** The name of an atomic write's temporary beside `target` (`.NAME.PID.HEX.tmp`, NAME shortened to keep it within 255 bytes). */
export function writeTemporaryName(target: string, pid: number, hex: string): string {
  return `${writeTemporaryPrefix(target)}${pid}.${hex}.tmp`;
}

/** Notes a temporary file that now exists. */
export function noteTemporary(file: string): void {
  if (!live.has(file)) live.set(file, holdSignals());
}

/** Forgets a temporary file that was removed or renamed. */
export function forgetTemporary(file: string): void {
  live.get(file)?.();
  live.delete(file);
}

/** True when a process of that id runs (one of another user counts as running). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a regular file, quietly. */
function removeFile(file: string): boolean {
  try {
    if (!lstatSync(file).isFile()) return false;
    unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Removes every temporary noted here and every spill file of this process; the paths removed. */
export function removeOwnTemporaries(): string[] {
  const noted = [...live.keys()];
  const removed = noted.filter(removeFile);
  for (const file of noted) forgetTemporary(file);
  for (const name of namesIn(tmpdir())) {
    const match = SPILL.exec(name);
    if (match && Number(match[1]) === process.pid && removeFile(path.join(tmpdir(), name))) removed.push(path.join(tmpdir(), name));
  }
  return removed;
}

/** Removes the spill files of processes that no longer run; the paths removed. */
export function removeStaleSpillFiles(folder = tmpdir()): string[] {
  return namesIn(folder).flatMap((name) => {
    const match = SPILL.exec(name);
    const file = path.join(folder, name);
    return match && Number(match[1]) !== process.pid && !processAlive(Number(match[1])) && removeFile(file) ? [file] : [];
  });
}

/** Removes the leftovers of atomic writes to `target` by processes that no longer run; the paths removed. */
export function removeStaleWriteTemporaries(target: string): string[] {
  const folder = path.dirname(target);
  const prefix = writeTemporaryPrefix(target);
  return namesIn(folder).flatMap((name) => {
    if (!name.startsWith(prefix)) return [];
    const match = /^(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(prefix.length));
    const file = path.join(folder, name);
    return match && Number(match[1]) !== process.pid && !processAlive(Number(match[1])) && removeFile(file) ? [file] : [];
  });
}

function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** Set by the CLI: the handlers are installed while something holds them (never in the editor's processes). */
let enabled = false;
let holders = 0;

/** Removes this process's temporaries, then dies of the signal as it would have (unless someone else handles it). */
function onSignal(signal: NodeJS.Signals): void {
  removeOwnTemporaries();
  for (const name of SIGNALS) process.removeListener(name, onSignal);
  holders = 0;
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

/** CLI only: from now on, SIGINT, SIGTERM and SIGHUP remove this process's temporaries while any exist. */
export function removeTemporariesOnSignals(): void {
  enabled = true;
}

/** Keeps the signal handlers installed until the returned function is called (a no-op unless enabled, or off the main thread). */
export function holdSignals(): () => void {
  if (!enabled || !isMainThread) return () => undefined;
  if (holders++ === 0) for (const name of SIGNALS) process.on(name, onSignal);
  let released = false;
  return () => {
    if (released || holders === 0) return;
    released = true;
    if (--holders === 0) for (const name of SIGNALS) process.removeListener(name, onSignal);
  };
}
