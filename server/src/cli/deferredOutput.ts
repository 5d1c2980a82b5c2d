/**
 * Output that must wait: the games of a JSON report come after the file's own diagnostics, which
 * are known only at the end of the file, and in an export-format file the text lines of the games
 * come after every layout warning. Held in memory up to a few megabytes, then in a temporary file,
 * so that memory stays the same whatever the size of the output. Removed once written or dropped.
 */
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/** Characters held in memory before the output moves to a temporary file. */
const IN_MEMORY_LIMIT = 4 * 1024 * 1024;
let spillCount = 0;

/** Held output handed from a worker thread to the main thread: the text itself, or the temporary file holding it. */
export type HeldOutput = { parts: string[] } | { path: string };

/** Text written now and read back later, in order. */
export class DeferredOutput {
  private parts: string[] = [];
  private held = 0;
  private spill?: { path: string; descriptor: number };

  /** Appends text. */
  write(text: string): void {
    if (this.spill) { writeSync(this.spill.descriptor, text); return; }
    this.parts.push(text);
    this.held += text.length;
    if (this.held > IN_MEMORY_LIMIT) this.moveToFile();
  }

  /** True when nothing was written. */
  get empty(): boolean {
    return !this.spill && this.held === 0;
  }

  /** Hands everything written, in order and in pieces, to `write`, then forgets it. */
  drainTo(write: (text: string) => void): void {
    if (!this.spill) {
      for (const part of this.parts) write(part);
      this.parts = [];
      this.held = 0;
      return;
    }
    const { path, descriptor } = this.spill;
    this.spill = undefined;
    try {
      const buffer = Buffer.alloc(1 << 20);
      const decoder = new StringDecoder('utf8');
      for (let position = 0; ;) {
        const length = readSync(descriptor, buffer, 0, buffer.length, position);
        if (length === 0) break;
        position += length;
        write(decoder.write(buffer.subarray(0, length)));
      }
      const rest = decoder.end();
      if (rest) write(rest);
    } finally {
      closeSync(descriptor);
      unlinkSync(path);
    }
  }

  /** Gives up the held text (for another thread, see `from`): the parts, or the closed temporary file. */
  hand(): HeldOutput {
    if (!this.spill) {
      const parts = this.parts;
      this.parts = [];
      this.held = 0;
      return { parts };
    }
    closeSync(this.spill.descriptor);
    const { path } = this.spill;
    this.spill = undefined;
    return { path };
  }

  /** Held output another thread handed over, to be drained or discarded here. */
  static from(held: HeldOutput): DeferredOutput {
    const output = new DeferredOutput();
    if ('parts' in held) for (const part of held.parts) output.write(part);
    else output.spill = { path: held.path, descriptor: openSync(held.path, 'r') };
    return output;
  }

  /** Forgets everything written. */
  discard(): void {
    this.parts = [];
    this.held = 0;
    if (!this.spill) return;
    closeSync(this.spill.descriptor);
    unlinkSync(this.spill.path);
    this.spill = undefined;
  }

  private moveToFile(): void {
    const path = join(tmpdir(), `pbn-director-${process.pid}-${Date.now()}-${spillCount++}.tmp`);
    const descriptor = openSync(path, 'wx+', 0o600);
    this.spill = { path, descriptor };
    for (const part of this.parts) writeSync(descriptor, part);
    this.parts = [];
    this.held = 0;
  }
}
