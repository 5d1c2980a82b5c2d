/**
 * `check`'s text output as a terminal shows it: one file's finding lines are held until the file
 * is read, then written sorted by line and column (commands/sortedFindings.ts, in a DeferredOutput
 * that moves to a temporary file beyond a quarter megabyte). They are written after the progress
 * line has been cleared so that every finding starts at column 0 (problem matchers and
 * click-to-open need it), waiting for a slow reader as they go; the severity coloured on a
 * terminal (`--color auto|always|never`, `NO_COLOR` honoured); errors, warnings and rulings
 * counted for the summary "5 files · 5 errors · 1 warning · 2 rulings" (i18n/cliTexts.ts).
 */
import { isRulingCode } from '../i18n/diagnostics/registry';
import { CheckOutput } from '../commands/checkFile';
import { DeferredOutput } from '../io/deferredOutput';
import { SortedFindings } from '../commands/sortedFindings';
import { ProgressLine } from './progressLine';
import { StdoutBatch } from './stdoutBatch';
import { ownCode } from '../text/terminalText';

/** When to colour: `auto` on a terminal unless NO_COLOR is set. */
export type ColorChoice = 'auto' | 'always' | 'never';

// The CLI's own codes go in as markers (text/terminalText.ts): a value's escape sequence is escaped, these are kept.
const COLORS: Record<string, string> = { error: ownCode('\x1b[31m'), warning: ownCode('\x1b[33m'), info: ownCode('\x1b[36m'), hint: ownCode('\x1b[2m') };
const RESET = ownCode('\x1b[0m');

/** Whether to colour, from the option, the terminal and the environment. */
export function wantsColor(choice: ColorChoice, stdoutIsTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (choice !== 'auto') return choice === 'always';
  return stdoutIsTTY && !env.NO_COLOR && env.TERM !== 'dumb';
}

/** The counts of the summary. */
export interface FindingCounts {
  errors: number;
  warnings: number;
  rulings: number;
}

/** Holds one file's lines, then sorts, colours, counts and writes them. */
export class CheckText implements CheckOutput {
  private readonly findings = new SortedFindings(new DeferredOutput());
  readonly counts: FindingCounts = { errors: 0, warnings: 0, rulings: 0 };

  constructor(private readonly output: StdoutBatch, private readonly progress: ProgressLine, private readonly color: boolean) {}

  /** Starts the lines of a file. */
  beginFile(path: string): void {
    this.findings.begin(path);
  }

  /** Takes text from the checks (whole lines, or pieces of them from a worker's held output). */
  direct = (text: string): void => this.findings.take(text);

  /** Nothing is written before the file ends, so a slow reader never holds the checks up. */
  async settle(): Promise<void> {}

  /** Writes the file's lines, sorted, after clearing the progress line. */
  async endFile(): Promise<void> {
    if (!this.findings.end()) return;
    this.progress.clear();
    await this.findings.drain((line) => this.output.direct(this.shown(line) + '\n'), () => this.output.settle());
    await this.output.flush();
  }

  /** Counts a line and colours its severity word. */
  private shown(text: string): string {
    const match = /^(.*?:\d+:\d+ )(error|warning|info|hint) (\S+)/.exec(text);
    if (!match) return text;
    const [, place, severity, code] = match;
    if (severity === 'error') this.counts.errors++;
    else if (severity === 'warning') this.counts.warnings++;
    if (isRulingCode(code)) this.counts.rulings++;
    if (!this.color) return text;
    return `${place}${COLORS[severity]}${severity}${RESET}${text.slice(place.length + severity.length)}`;
  }
}
