/**
 * One progress line on standard error for long CLI runs (`[120/300] double dummy`): shown only
 * when standard error is a terminal, redrawn in place at most a few times a second, and cleared
 * before anything else is written, so it never sticks to an output line.
 */
import { CliIo } from './io';
import { ownCode } from '../text/terminalText';

/** The carriage return that redraws the line (the CLI's own code: text/terminalText.ts). */
const RETURN = ownCode('\r');

const REDRAW_MS = 100;

/** A progress line that can be cleared. */
export class ProgressLine {
  private shown = 0;
  private last = 0;

  constructor(private readonly io: CliIo) {}

  /** Shows `text` (throttled; the final state is always drawn by `force`). */
  show(text: string, force = false): void {
    if (!this.io.stderrIsTTY) return;
    const now = Date.now();
    if (!force && now - this.last < REDRAW_MS) return;
    this.last = now;
    const line = text.slice(0, 79);
    this.io.stderr(`${RETURN}${line.padEnd(this.shown)}`);
    this.shown = line.length;
  }

  /** Removes the line, leaving the cursor at the start of an empty line. */
  clear(): void {
    if (!this.shown) return;
    this.io.stderr(`${RETURN}${' '.repeat(this.shown)}${RETURN}`);
    this.shown = 0;
  }
}
