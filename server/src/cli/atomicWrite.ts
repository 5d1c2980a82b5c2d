/**
 * Writing a file atomically: the bytes go to a temporary file in the same folder, which is
 * flushed to disk (fsync) and then renamed over the target, so that a reader never sees half a
 * file and a failure leaves the original untouched. An existing target keeps its mode.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/** Writes `bytes` to `target` atomically; throws the file system's error (the temporary file is removed). */
export async function writeFileAtomic(target: string, bytes: Uint8Array): Promise<void> {
  const folder = path.dirname(path.resolve(target));
  const temporary = path.join(folder, `.${path.basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let mode: number | undefined;
  try {
    mode = (await fs.stat(target)).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  const handle = await fs.open(temporary, 'wx', mode ?? 0o666);
  try {
    try {
      await handle.writeFile(bytes);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
