/**
 * Standard output in batches: the many short lines of a check are gathered and written some
 * 64 KB at a time, and a slow reader (a pipe) is waited for, so that the process neither makes a
 * system call per line nor piles up output in memory.
 */
import { CliIo } from './io';

const BATCH_CHARACTERS = 64 * 1024;

/** Batched writes to the CLI's standard output. */
export class StdoutBatch {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly io: CliIo) {}

  /** Adds text (written when the batch is full, or at `flush`). */
  direct = (text: string): void => {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= BATCH_CHARACTERS) this.writeOut();
  };

  /** Waits until a slow reader has taken what was written. */
  async settle(): Promise<void> {
    if (this.io.stdoutDrained) await this.io.stdoutDrained();
  }

  /** Writes everything held and waits for the reader. */
  async flush(): Promise<void> {
    this.writeOut();
    await this.settle();
  }

  private writeOut(): void {
    if (this.size === 0) return;
    const text = this.parts.join('');
    this.parts = [];
    this.size = 0;
    this.io.stdout(text);
  }
}
