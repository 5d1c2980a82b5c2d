/**
 * Problems found while reading a game: language-neutral records (a stable dotted code, a
 * severity, offsets relative to the game's start, and the arguments of the message). The
 * diagnostics feature localises them and turns offsets into LSP ranges.
 */

/** How serious a problem is (maps onto LSP DiagnosticSeverity). */
export type Severity = 'error' | 'warning' | 'info' | 'hint';

/** Values a message may interpolate. */
export type MessageArgs = Record<string, string | number>;

/** One problem, offsets relative to the start of its game text. */
export interface Problem {
  code: string;
  severity: Severity;
  start: number;
  end: number;
  args: MessageArgs;
  /** Payload for quick-fixes (e.g. the replacement text). */
  data?: Record<string, unknown>;
}

/** Collects problems for one game. */
export class ProblemSink {
  readonly problems: Problem[] = [];

  /** Records a problem over `[start, end)`. */
  add(code: string, severity: Severity, start: number, end: number, args: MessageArgs = {}, data?: Record<string, unknown>): void {
    this.problems.push({ code, severity, start, end: Math.max(end, start), args, data });
  }
}
