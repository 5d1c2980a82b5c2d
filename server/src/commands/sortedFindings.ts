/**
 * One file's finding lines (`file:line:col …`) in order of position, as `check`'s text output
 * writes them once the file is read: by line, then column, a stable order (lines of one position
 * keep the order they came in). The lines come nearly sorted (game after game), so those in order
 * go to a store the command line gives (io/deferredOutput.ts, which moves to a temporary file
 * beyond a quarter megabyte), and only the few that come late (the file's own findings, found at
 * its end) are held in memory; the two are merged at the end, the same order as sorting them all,
 * in memory that does not grow with the file.
 */
import type { DeferredOutput } from '../io/deferredOutput';

/** Where the lines in order wait: written now, read back in order at the end. */
export type HeldLines = Pick<DeferredOutput, 'write' | 'empty' | 'drainSlowly' | 'discard'>;

interface Finding {
  line: number;
  column: number;
  text: string;
}

/** One file's finding lines, taken as they come and given back in order of position. */
export class SortedFindings {
  /** The position of the last line in order. */
  private lastLine = 0;
  private lastColumn = 0;
  /** The lines that came after a line of a later position. */
  private late: Finding[] = [];
  /** The start of a line whose end has not come yet. */
  private unfinished = '';
  private path = '';

  constructor(private readonly inOrder: HeldLines) {}

  /** Starts the lines of the file shown as `path`. */
  begin(path: string): void {
    this.path = path;
    this.inOrder.discard();
    this.late = [];
    this.unfinished = '';
    this.lastLine = this.lastColumn = 0;
  }

  /** Takes text: whole lines, or pieces of them (a worker's held output). */
  take(text: string): void {
    const lines = (this.unfinished + text).split('\n');
    this.unfinished = lines.pop()!;
    // Sorted first (a stable sort): a game's own lines may come in any order.
    const findings = lines.filter((line) => line.length > 0).map((line) => this.finding(line)).sort(byPosition);
    for (const finding of findings) {
      if (finding.line < this.lastLine || (finding.line === this.lastLine && finding.column < this.lastColumn)) { this.late.push(finding); continue; }
      this.inOrder.write(finding.text + '\n');
      this.lastLine = finding.line;
      this.lastColumn = finding.column;
    }
  }

  /** Ends the file's text; false when it held no line. */
  end(): boolean {
    if (this.unfinished) this.take('\n');
    return !this.inOrder.empty || this.late.length > 0;
  }

  /** Hands every line, in order, to `write` (without its line end), waiting for `pause` after each piece of the store; then forgets them. */
  async drain(write: (line: string) => void, pause: () => Promise<void>): Promise<void> {
    const late = this.late.sort(byPosition);
    this.late = [];
    // A line in order goes before a late one of the same position: it came first.
    let next = 0;
    let pending = '';
    const take = (finding: Finding) => {
      while (next < late.length && byPosition(late[next], finding) < 0) write(late[next++].text);
      write(finding.text);
    };
    await this.inOrder.drainSlowly((piece) => {
      const lines = (pending + piece).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.length > 0) take(this.finding(line));
    }, pause);
    if (pending.length > 0) take(this.finding(pending));
    for (; next < late.length; next++) write(late[next].text);
  }

  private finding(text: string): Finding {
    const rest = text.startsWith(this.path + ':') ? text.slice(this.path.length + 1) : text;
    const match = /^(\d+):(\d+) /.exec(rest);
    return { line: match ? Number(match[1]) : 0, column: match ? Number(match[2]) : 0, text };
  }
}

/** Orders findings by line, then column. */
function byPosition(a: Finding, b: Finding): number {
  return a.line - b.line || a.column - b.column;
}
