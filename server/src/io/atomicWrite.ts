/**
 * Atomic file writes for everything the tool writes (fixed PBN files, reports): the bytes go to
 * a temporary file in the target's folder, are flushed to disk, get the original's mode and
 * owner, and only then replace the target by a rename. A full disk, a missing folder or a
 * permission problem leaves the original exactly as it was and no temporary file behind; the
 * temporary is noted for removal on a signal, and a dead run's leftover beside the target is
 * removed first (temporaryFiles.ts).
 */
import { constants, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { forgetTemporary, noteTemporary, removeStaleWriteTemporaries, writeTemporaryName } from './temporaryFiles';

/** A write that failed; the target is unchanged. */
export class WriteError extends Error {
  constructor(readonly target: string, readonly code: string, readonly existed: boolean) {
    super(`${target}: cannot write (${describeCode(code)}); ${existed ? 'the original file is unchanged' : 'nothing was written'}`);
  }
}

const CODE_TEXTS: Record<string, string> = {
  ENOSPC: 'no space left on the device', EDQUOT: 'disk quota exceeded', EACCES: 'permission denied', EPERM: 'not permitted',
  ENOENT: 'no such folder', EROFS: 'read-only file system', EISDIR: 'it is a folder', ENOTDIR: 'a part of the path is not a folder',
};

function describeCode(code: string): string {
  return CODE_TEXTS[code] ? `${code}: ${CODE_TEXTS[code]}` : code;
}

/** Writes `data` to `target` atomically (the target's symbolic link, if any, is followed). */
export async function writeFileAtomic(target: string, data: Uint8Array | string): Promise<void> {
  const resolved = await fs.realpath(target).catch(() => target);
  const original = await fs.stat(resolved).catch(() => undefined);
  if (original?.isDirectory()) throw new WriteError(target, 'EISDIR', true);
  removeStaleWriteTemporaries(resolved);
  const temporary = path.join(path.dirname(resolved), writeTemporaryName(resolved, process.pid, randomBytes(4).toString('hex')));
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, original ? original.mode & 0o7777 : 0o666);
    noteTemporary(temporary);
    await handle.writeFile(data);
    await handle.sync();
    if (original) {
      await handle.chmod(original.mode & 0o7777);
      await handle.chown(original.uid, original.gid).catch(() => undefined);
    }
    await handle.close();
    handle = undefined;
    await fs.rename(temporary, resolved);
    forgetTemporary(temporary);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.unlink(temporary).catch(() => undefined);
    forgetTemporary(temporary);
    throw new WriteError(target, (error as NodeJS.ErrnoException).code ?? 'error', original !== undefined);
  }
  await syncFolder(path.dirname(resolved));
}

/** Flushes a folder's entry list so that the rename survives a crash (where the platform allows it). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close().catch(() => undefined);
}
