/**
 * The temporary files the tool makes (an atomic write's `.NAME.PID.HEX.tmp` beside its target,
 * `check`'s spill files `pbn-director-PID-….tmp` in the temporary folder) and their removal:
 * each is noted while it lives, and on the command line told to the janitor (temporaryJanitor.ts),
 * which removes what is left of them, and every spill file of the run's process id (worker
 * threads make them too), once the run has ended: by a signal (SIGINT, SIGTERM, SIGHUP, which
 * act as usual: no handler is installed, so the run stops at once even in a long computation),
 * or killed outright. Should the janitor not run, the next run removes the files of that name
 * pattern whose process id is no longer alive: the spill files in the temporary folder, and an
 * atomic write's leftovers beside the file it is about to write. A spill file the temporary folder
 * cannot take (full, over quota, not writable) is one line naming the folder (TemporaryFolderError).
 */
import { lstatSync, openSync, readdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { startJanitor, tellJanitor } from './temporaryJanitor';
import { WRITE_TEXTS, isTemporaryFolderTrouble } from '../i18n/writeTexts';
import { Localized } from '../i18n/localize';

/** The temporaries of this thread that exist now. */
const live = new Set<string>();

/** The name of a spill file of process `pid` (`pbn-director-PID-TIME-N.tmp`). */
export function spillFileName(pid: number, time: number, count: number): string {
  return `pbn-director-${pid}-${time}-${count}.tmp`;
}

const SPILL = /^pbn-director-(\d+)-\d+-\d+\.tmp$/;

let spillCount = 0;

/**
 * The temporary folder could not take a spill file (standard input's copy, output held back): one
 * line naming the folder and what is wrong, never "internal error: ENOSPC" (issue 37 item 17).
 */
export class TemporaryFolderError extends Error {
  /** The line in both languages (i18n/writeTexts.ts). */
  readonly words: Localized<string>;

  constructor(readonly folder: string, readonly code: string) {
    const words = WRITE_TEXTS.temporaryFolder(folder, code);
    super(words.en);
    this.words = words;
  }
}

/** The error as a TemporaryFolderError when its code says the temporary folder is at fault; otherwise as it is. */
function folderError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code && isTemporaryFolderTrouble(code) ? new TemporaryFolderError(tmpdir(), code) : error;
}

/** Writes bytes to an open spill file (all of them, or `length` from `offset`); a full temporary folder is a TemporaryFolderError. */
export function writeSpill(descriptor: number, data: Uint8Array | string, offset?: number, length?: number): void {
  try {
    if (typeof data === 'string') writeSync(descriptor, data);
    else writeSync(descriptor, data, offset ?? 0, length ?? data.length - (offset ?? 0));
  } catch (error) {
    throw folderError(error);
  }
}

/**
 * Creates and opens (read and write, mode 0600) a new spill file of this process in the
 * temporary folder, noted for removal. One counter serves every module of a thread; a name
 * already taken (by another thread of the process, in the same millisecond) is skipped.
 */
export function openSpillFile(): { path: string; descriptor: number } {
  // The janitor runs before the file exists: a signal right after its creation still has it removed.
  holdSignals();
  for (;;) {
    const file = path.join(tmpdir(), spillFileName(process.pid, Date.now(), spillCount++));
    try {
      const descriptor = openSync(file, 'wx+', 0o600);
      noteTemporary(file);
      return { path: file, descriptor };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw folderError(error);
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

/** Notes a temporary file that exists now or is about to be created (the janitor is told of it first). */
export function noteTemporary(file: string): void {
  if (live.has(file)) return;
  live.add(file);
  if (!enabled || !isMainThread) return;
  holdSignals();
  tellJanitor(file);
}

/** Forgets a temporary file that was removed or renamed. */
export function forgetTemporary(file: string): void {
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

/** Set by the CLI: temporaries are told to the janitor (never in the editor's processes). */
let enabled = false;

/** CLI only: from now on the janitor (temporaryJanitor.ts) removes this process's temporaries once it ends, however it ends. */
export function removeTemporariesOnSignals(): void {
  enabled = true;
}

/**
 * Makes sure the janitor runs before temporaries are made (a `check` run, whose workers spill on
 * their own); a no-op unless enabled, or off the main thread. Returns what ends the hold (nothing
 * to do: no signal handler is installed, a signal acts as usual).
 */
export function holdSignals(): () => void {
  if (enabled && isMainThread) startJanitor(spillFileName(process.pid, 0, 0).replace(/0-0\.tmp$/, ''));
  return () => undefined;
}
