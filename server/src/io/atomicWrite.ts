/**
 * Atomic file writes for everything the tool writes (fixed PBN files, reports): the bytes go to
 * a temporary file in the target's folder, are flushed to disk, get the original's mode and
 * owner (the outcome says when the owner could not be kept), and only then replace the target by
 * a rename. On request a target its mode protects is refused (a rename would replace it anyway).
 * A full disk, a missing folder or a permission problem leaves the original exactly as it was and
 * no temporary file behind; the temporary is noted (removed should a signal end the run), and a
 * dead run's leftover beside the target is removed first (temporaryFiles.ts). The bytes may come
 * in pieces (a file fixed game by game): a piece that cannot be made fails the write with its own
 * error. The target as it was read is compared before the rename when asked (an in-place rewrite
 * is not put over a file another program wrote to meanwhile), and another user's symbolic link in
 * a shared folder is never written through.
 */
import { constants, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ReadOnlyReason, WRITE_TEXTS } from '../i18n/writeTexts';
import { Localized } from '../i18n/localize';
import { forgetTemporary, noteTemporary, removeStaleWriteTemporaries, writeTemporaryName } from './temporaryFiles';

/** A write that failed or was refused; the target is unchanged. Its line in both languages (i18n/writeTexts.ts), the English one its message. */
export class WriteError extends Error {
  readonly words: Localized<string>;

  constructor(readonly target: string, readonly code: string, readonly existed: boolean, refusal?: Localized<string>) {
    const words = refusal ?? WRITE_TEXTS.cannotWrite(target, code, existed);
    super(words.en);
    this.words = words;
  }
}

/** How a write treats a target its mode does not let this user write. */
export interface WriteOptions {
  /** Refuse it (the CLI without `--force`): a rename would replace a file its mode protects. */
  refuseReadOnly?: boolean;
  /**
   * The target as it was before its text was read (an in-place rewrite): the write is refused when
   * the target's size or modification time differs just before the rename (another process wrote
   * to it meanwhile; replacing it would lose that).
   */
  unchangedSince?: FileStamp;
}

/** A file's size and modification time, to tell whether it changed. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/** The stamp of a file now (links followed); undefined when it cannot be read. */
export async function fileStamp(file: string): Promise<FileStamp | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
}

/** What a write could not keep of the original. */
export interface WriteOutcome {
  /** The owner (`uid:gid`) the original had and the one the new file has, when they differ (only its owner or root may give a file away). */
  ownerLost?: { was: string; now: string };
}

/** What a write writes: bytes, text (UTF-8), or bytes in pieces as they are made. */
export type WriteData = Uint8Array | string | AsyncIterable<Uint8Array>;

/** Writes `data` to `target` atomically (the target's symbolic link, if any, is followed). */
export async function writeFileAtomic(target: string, data: WriteData, options: WriteOptions = {}): Promise<WriteOutcome> {
  await refuseSharedLink(target);
  const resolved = await fs.realpath(target).catch(() => target);
  const original = await fs.stat(resolved).catch(() => undefined);
  if (original?.isDirectory()) throw new WriteError(target, 'EISDIR', true);
  if (original && options.refuseReadOnly) {
    const protection = await readOnlyReason(resolved, original);
    if (protection) throw new WriteError(target, 'EREADONLY', true, WRITE_TEXTS.readOnly(target, protection));
  }
  const outcome: WriteOutcome = {};
  removeStaleWriteTemporaries(resolved);
  const temporary = path.join(path.dirname(resolved), writeTemporaryName(resolved, process.pid, randomBytes(4).toString('hex')));
  let handle: fs.FileHandle | undefined;
  const pieces = new PieceSource(data);
  try {
    // Noted before it exists: a signal at any moment after the creation leaves it to the janitor.
    noteTemporary(temporary);
    handle = await fs.open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, original ? original.mode & 0o7777 : 0o666);
    await pieces.writeTo(handle);
    await handle.sync();
    if (original) {
      await handle.chmod(original.mode & 0o7777);
      await handle.chown(original.uid, original.gid).catch(() => undefined);
      const written = await handle.stat();
      if (written.uid !== original.uid || written.gid !== original.gid) outcome.ownerLost = { was: `${original.uid}:${original.gid}`, now: `${written.uid}:${written.gid}` };
    }
    await handle.close();
    handle = undefined;
    if (options.unchangedSince) await refuseChanged(target, resolved, options.unchangedSince);
    await fs.rename(temporary, resolved);
    forgetTemporary(temporary);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.unlink(temporary).catch(() => undefined);
    forgetTemporary(temporary);
    if (pieces.failure) throw pieces.failure.error;
    if (error instanceof WriteError) throw error;
    throw new WriteError(target, (error as NodeJS.ErrnoException).code ?? 'error', original !== undefined);
  }
  await syncFolder(path.dirname(resolved));
  return outcome;
}

/** Throws when the file at `resolved` is no longer as `stamp` says (its size or modification time changed). */
async function refuseChanged(target: string, resolved: string, stamp: FileStamp): Promise<void> {
  const now = await fileStamp(resolved);
  if (now && now.size === stamp.size && now.mtimeMs === stamp.mtimeMs) return;
  throw new WriteError(target, 'ECHANGED', true, WRITE_TEXTS.changed(target));
}

/** The most links followed from the target before giving up (the system's own limit is 40). */
const MAX_LINKS = 40;
/** The sticky bit of a folder's mode (only the owner of an entry may remove or rename it). */
const STICKY = 0o1000;

/**
 * Refuses to write through a symbolic link that another user may have planted: one that this user
 * does not own, lying in a sticky folder (`/tmp`, a 1777 share) or in a folder of another user.
 * The rename would replace the link's target (realpath follows it), which the kernel's protected
 * links rule forbids for an open in a sticky folder but not for a rename. Each link of a chain is
 * looked at; links in the folders above the last name are followed as the system follows them.
 */
async function refuseSharedLink(target: string): Promise<void> {
  const user = process.geteuid?.();
  if (user === undefined) return;
  let current = path.resolve(target);
  for (let hops = 0; hops < MAX_LINKS; hops++) {
    const link = await fs.lstat(current).catch(() => undefined);
    if (!link?.isSymbolicLink()) return;
    const folder = await fs.stat(path.dirname(current)).catch(() => undefined);
    if (link.uid !== user && folder && ((folder.mode & STICKY) !== 0 || folder.uid !== user)) {
      throw new WriteError(target, 'ESHAREDLINK', true, WRITE_TEXTS.sharedLink(target, link.uid, (folder.mode & STICKY) !== 0 ? 'sticky' : folder.uid));
    }
    current = path.resolve(path.dirname(current), await fs.readlink(current));
  }
}

/** The data of a write; remembers when making a piece failed (that error is the write's, not a file system's). */
class PieceSource {
  failure?: { error: unknown };

  constructor(private readonly data: WriteData) {}

  async writeTo(handle: fs.FileHandle): Promise<void> {
    const data = this.data;
    if (typeof data === 'string' || data instanceof Uint8Array) { await handle.writeFile(data); return; }
    const iterator = data[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch (error) {
        this.failure = { error };
        throw error;
      }
      if (next.done) return;
      try {
        // After earlier writes, writeFile goes on from the handle's position.
        await handle.writeFile(next.value);
      } catch (error) {
        // The maker of the pieces is told to stop (an input it reads gets closed).
        await iterator.return?.(undefined).catch(() => undefined);
        throw error;
      }
    }
  }
}

/** Why the mode protects `file` from this user (read-only for everyone, or not writable by this user), or undefined. */
export async function readOnlyReason(file: string, stat: { mode: number; uid: number }): Promise<ReadOnlyReason | undefined> {
  const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
  // Root may write any file, so the bits are read here rather than asked of the system.
  if ((stat.mode & 0o222) === 0) return { kind: 'read-only', mode };
  const writable = await fs.access(file, constants.W_OK).then(() => true, () => false);
  return writable ? undefined : { kind: 'not-writable', mode, owner: stat.uid };
}

/** Flushes a folder's entry list so that the rename survives a crash (where the platform allows it). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close().catch(() => undefined);
}
