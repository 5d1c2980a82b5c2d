/**
 * A temporary copy written piece by piece and then read back or put in place: a spill file of the
 * run (temporaryFiles.ts: in the temporary folder, noted so that a signal still has it removed, a
 * full folder one line naming it), closed once written, removed when its user is done with it.
 * Standard output's copy of a fixed file, `fix --dry-run`'s fixed text, `analyse --write`'s new file.
 */
import { closeSync, unlinkSync } from 'node:fs';
import { forgetTemporary, openSpillFile, writeSpill } from './temporaryFiles';

/** A spill file open for writing until `close`, gone after `remove`. */
export class TemporaryCopy {
  readonly path: string;
  private descriptor?: number;

  constructor() {
    const { path, descriptor } = openSpillFile();
    this.path = path;
    this.descriptor = descriptor;
  }

  /** Appends bytes (or text as UTF-8). */
  write(data: Uint8Array | string): void {
    writeSpill(this.descriptor!, data);
  }

  /** Ends the writing (once; the file stays). */
  close(): void {
    if (this.descriptor === undefined) return;
    closeSync(this.descriptor);
    this.descriptor = undefined;
  }

  /** Closes the copy if open and removes it. */
  remove(): void {
    this.close();
    try {
      unlinkSync(this.path);
    } finally {
      forgetTemporary(this.path);
    }
  }
}

/** Runs `use` with a new copy, which is removed once `use` has ended, however it ended. */
export async function withTemporaryCopy<T>(use: (copy: TemporaryCopy) => Promise<T>): Promise<T> {
  const copy = new TemporaryCopy();
  try {
    return await use(copy);
  } finally {
    copy.remove();
  }
}
