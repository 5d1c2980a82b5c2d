/**
 * The unified diff of `fix --dry-run` written as the file streams by (fix.ts): the file's
 * text comes in pieces in order, each game's edits just before its text (their lines already the
 * file's). The lines are split as a TextDocument splits them (CR LF, CR, LF; the empty line after
 * a final line end counted), a changed run (diff.ts) becomes `-` and `+` lines, and hunks are
 * built and merged as `diff -u` does: three lines of context, two changes at most six lines apart
 * in one hunk. Only the last lines read and the open hunk are
 * held, the hunk's body in a DeferredOutput; each hunk is written once it is closed.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DeferredOutput } from '../io/deferredOutput';
import { CONTEXT, segments } from './diff';

/** A changed run of the file's lines, the original ones gathered as they are read. */
interface PendingRun {
  first: number;
  last: number;
  after: string[];
  before: string[];
}

/** The hunk being built: where it starts, its counts, its body so far and the plain lines since its last change. */
interface OpenHunk {
  first: number;
  oldCount: number;
  newCount: number;
  trail: string[];
}

const LINE_END = /\r\n?|\n/g;

/** A unified diff written hunk by hunk from a stream of the file's text and edits. */
export class StreamedDiff {
  private line = 0;
  private partial = '';
  private heldCarriageReturn = false;
  private readonly runs: PendingRun[] = [];
  /** The last plain lines read while no hunk is open (its leading context). */
  private recent: string[] = [];
  private hunk?: OpenHunk;
  private readonly body = new DeferredOutput();
  private delta = 0;
  /** True once the header was written (some line changed). */
  changed = false;

  /** `name`: the file's name in the header; `write`: where the diff goes. */
  constructor(private readonly name: string, private readonly write: (text: string) => void) {}

  /** A game's edits on `document` (the game framed by its line ends); `fileLine` turns its lines into the file's. */
  edits(document: TextDocument, edits: readonly TextEdit[], fileLine: (line: number) => number): void {
    for (const run of segments(document, edits)) this.runs.push({ first: fileLine(run.first), last: fileLine(run.last), after: run.after, before: [] });
  }

  /** The next piece of the file's text. */
  text(text: string): void {
    let at = 0;
    if (this.heldCarriageReturn) {
      this.heldCarriageReturn = false;
      if (text.charCodeAt(0) === 10) at = 1;
    }
    for (;;) {
      LINE_END.lastIndex = at;
      const end = LINE_END.exec(text);
      if (!end) { this.partial += text.slice(at); return; }
      this.lineRead(this.partial + text.slice(at, end.index));
      this.partial = '';
      at = end.index + end[0].length;
      // A CR that ends the piece may be the first half of a CR LF.
      if (end[0] === '\r' && at === text.length) { this.heldCarriageReturn = true; return; }
    }
  }

  /** The text has ended: the last line read, the open hunk written. */
  finish(): void {
    this.lineRead(this.partial);
    this.partial = '';
    if (this.hunk) this.closeHunk();
  }

  private lineRead(text: string): void {
    const line = this.line++;
    const run = this.runs[0];
    if (run && line >= run.first) {
      run.before.push(text);
      if (line < run.last) return;
      this.runs.shift();
      if (run.before.join('\n') !== run.after.join('\n')) this.changedRun(run);
      else for (const same of run.before) this.plainLine(same);
      return;
    }
    this.plainLine(text);
  }

  private plainLine(text: string): void {
    if (!this.hunk) {
      this.recent.push(text);
      if (this.recent.length > CONTEXT) this.recent.shift();
      return;
    }
    this.hunk.trail.push(text);
    if (this.hunk.trail.length > 2 * CONTEXT) this.closeHunk();
  }

  private changedRun(run: PendingRun): void {
    if (!this.changed) {
      this.changed = true;
      this.write(`--- ${this.name}\n+++ ${this.name} (fixed)\n`);
    }
    const hunk = this.hunk ??= { first: run.first - this.recent.length, oldCount: 0, newCount: 0, trail: this.recent.splice(0) };
    for (const context of hunk.trail) this.body.write(` ${context}\n`);
    hunk.oldCount += hunk.trail.length + run.before.length;
    hunk.newCount += hunk.trail.length + run.after.length;
    hunk.trail = [];
    for (const removed of run.before) this.body.write(`-${removed}\n`);
    for (const added of run.after) this.body.write(`+${added}\n`);
  }

  /** Writes the open hunk with up to three lines of trailing context; the rest of its trail leads the next. */
  private closeHunk(): void {
    const hunk = this.hunk!;
    this.hunk = undefined;
    const context = hunk.trail.slice(0, CONTEXT);
    for (const line of context) this.body.write(` ${line}\n`);
    const oldCount = hunk.oldCount + context.length, newCount = hunk.newCount + context.length;
    this.write(`@@ -${hunk.first + 1},${oldCount} +${hunk.first + 1 + this.delta},${newCount} @@\n`);
    this.body.drainTo(this.write);
    this.delta += newCount - oldCount;
    this.recent = hunk.trail.slice(CONTEXT).slice(-CONTEXT);
  }
}
