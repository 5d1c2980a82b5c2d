/**
 * Output that must wait: the games of a JSON report come after the file's own diagnostics, which
 * are known only at the end of the file, and in an export-format file the text lines of the games
 * come after every layout warning. The text is kept as UTF-8 bytes in one buffer, and beyond a
 * quarter megabyte in a temporary file (written a buffer at a time), so that memory stays the
 * same whatever the size of the output and no string outlives the game that wrote it. The file
 * is removed once the output is written or dropped, or on a signal (io/temporaryFiles.ts).
 */
import { closeSync, openSync, readSync, unlinkSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { forgetTemporary, noteTemporary, openSpillFile, writeSpill } from './temporaryFiles';

/** Bytes held in memory before the output moves to a temporary file (and the size of its write buffer). */
const BUFFER_BYTES = 256 * 1024;

/** Held output handed from a worker thread to the main thread: the bytes themselves, or the temporary file holding them. */
export type HeldOutput = { bytes: Uint8Array } | { path: string };

/** Text written now and read back later, in order. */
export class DeferredOutput {
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private spill?: { path: string; descriptor: number };

  /** Appends text. */
  write(text: string): void {
    if (Buffer.byteLength(text) > this.buffer.length - this.used) {
      this.flushToFile();
      if (Buffer.byteLength(text) > this.buffer.length) { writeSpill(this.spill!.descriptor, text); return; }
    }
    this.used += this.buffer.write(text, this.used);
  }

  /** True when nothing was written. */
  get empty(): boolean {
    return !this.spill && this.used === 0;
  }

  /** Hands everything written, in order and in pieces, to `write`, then forgets it. */
  drainTo(write: (text: string) => void): void {
    const pieces = this.pieces();
    for (let piece = pieces.next(); !piece.done; piece = pieces.next()) write(piece.value);
  }

  /** As `drainTo`, waiting for `pause` after each piece (a slow reader of standard output). */
  async drainSlowly(write: (text: string) => void, pause: () => Promise<void>): Promise<void> {
    const pieces = this.pieces();
    for (let piece = pieces.next(); !piece.done; piece = pieces.next()) {
      write(piece.value);
      await pause();
    }
  }

  /** Everything written, in pieces, then forgotten (also when the reading stops early). */
  textPieces(): Generator<string> {
    return this.pieces();
  }

  /** Everything written, in pieces of at most a buffer, then forgotten (also when the reading stops early). */
  private *pieces(): Generator<string> {
    const decoder = new StringDecoder('utf8');
    if (!this.spill) {
      const text = this.used ? decoder.end(this.buffer.subarray(0, this.used)) : '';
      this.used = 0;
      if (text) yield text;
      return;
    }
    this.flushToFile();
    const { path, descriptor } = this.spill;
    this.spill = undefined;
    try {
      for (let position = 0; ;) {
        const length = readSync(descriptor, this.buffer, 0, this.buffer.length, position);
        if (length === 0) break;
        position += length;
        const text = decoder.write(this.buffer.subarray(0, length));
        if (text) yield text;
      }
      const rest = decoder.end();
      if (rest) yield rest;
    } finally {
      closeSync(descriptor);
      unlinkSync(path);
      forgetTemporary(path);
      this.used = 0;
    }
  }

  /** Gives up the held text (for another thread, see `from`): the bytes, or the closed temporary file. */
  hand(): HeldOutput {
    if (!this.spill) {
      const bytes = this.buffer.subarray(0, this.used);
      this.buffer = Buffer.allocUnsafe(BUFFER_BYTES);
      this.used = 0;
      return { bytes };
    }
    this.flushToFile();
    closeSync(this.spill.descriptor);
    const { path } = this.spill;
    this.spill = undefined;
    forgetTemporary(path);
    return { path };
  }

  /** Held output another thread handed over, to be drained or discarded here. */
  static from(held: HeldOutput): DeferredOutput {
    const output = new DeferredOutput();
    if ('bytes' in held) {
      if (held.bytes.length > output.buffer.length) output.buffer = Buffer.allocUnsafe(held.bytes.length);
      output.buffer.set(held.bytes);
      output.used = held.bytes.length;
    } else {
      output.spill = { path: held.path, descriptor: openSync(held.path, 'r+') };
      noteTemporary(held.path);
    }
    return output;
  }

  /** Forgets everything written. */
  discard(): void {
    this.used = 0;
    if (!this.spill) return;
    closeSync(this.spill.descriptor);
    unlinkSync(this.spill.path);
    forgetTemporary(this.spill.path);
    this.spill = undefined;
  }

  /** Moves what the buffer holds to the temporary file (opened the first time). */
  private flushToFile(): void {
    if (!this.spill) {
      this.spill = openSpillFile();
    }
    if (this.used) writeSpill(this.spill.descriptor, this.buffer, 0, this.used);
    this.used = 0;
  }
}
