/**
 * `check`'s text output as a terminal shows it: one file's finding lines are held until the file
 * is read, then written sorted by line and column (a stable sort: lines of one position keep
 * their order). The lines come nearly sorted (game after game), so those in order go to a
 * DeferredOutput, which moves to a temporary file beyond a quarter megabyte, and only the few
 * that come late (the file's own findings, found at its end) are held in memory; the two are
 * merged at the end — the same order as sorting them all, in memory that does not grow with the
 * file. They are written after the progress line has been cleared so that every finding starts
 * at column 0 (problem matchers and click-to-open need it), waiting for a slow reader as they go;
 * the severity coloured on a terminal (`--color auto|always|never`, `NO_COLOR` honoured); errors,
 * warnings and rulings counted for the summary "5 files · 5 errors · 1 warning · 2 rulings".
 */
import { checkSummaryText } from '../i18n/cliTexts';
import { isRulingCode } from '../i18n/diagnostics/registry';
import { Language } from '../i18n/localize';
import { CheckOutput } from '../commands/checkFile';
import { DeferredOutput } from '../io/deferredOutput';
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

interface Finding {
  line: number;
  column: number;
  text: string;
}

/** The counts of the summary. */
export interface FindingCounts {
  errors: number;
  warnings: number;
  rulings: number;
}

/** Holds one file's lines, then sorts, colours, counts and writes them. */
export class CheckText implements CheckOutput {
  /** The lines in order so far, and the position of the last. */
  private inOrder = new DeferredOutput();
  private lastLine = 0;
  private lastColumn = 0;
  /** The lines that came after a line of a later position. */
  private late: Finding[] = [];
  /** The start of a line whose end has not come yet. */
  private unfinished = '';
  private path = '';
  readonly counts: FindingCounts = { errors: 0, warnings: 0, rulings: 0 };

  constructor(private readonly output: StdoutBatch, private readonly progress: ProgressLine, private readonly color: boolean) {}

  /** Starts the lines of a file. */
  beginFile(path: string): void {
    this.path = path;
    this.inOrder.discard();
    this.late = [];
    this.unfinished = '';
    this.lastLine = this.lastColumn = 0;
  }

  /** Takes text from the checks (whole lines, or pieces of them from a worker's held output). */
  direct = (text: string): void => {
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
  };

  /** Takes text (as `direct`). */
  write(text: string): void {
    this.direct(text);
  }

  /** Nothing is written before the file ends, so a slow reader never holds the checks up. */
  async settle(): Promise<void> {}

  /** Writes the file's lines, sorted, after clearing the progress line. */
  async endFile(): Promise<void> {
    if (this.unfinished) this.direct('\n');
    const late = this.late.sort(byPosition);
    this.late = [];
    if (this.inOrder.empty && late.length === 0) return;
    this.progress.clear();
    // A line in order goes before a late one of the same position: it came first.
    let next = 0;
    let pending = '';
    const take = (finding: Finding) => {
      while (next < late.length && byPosition(late[next], finding) < 0) this.output.write(this.shown(late[next++].text) + '\n');
      this.output.write(this.shown(finding.text) + '\n');
    };
    await this.inOrder.drainSlowly((piece) => {
      const lines = (pending + piece).split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.length > 0) take(this.finding(line));
    }, () => this.output.settle());
    if (pending.length > 0) take(this.finding(pending));
    for (; next < late.length; next++) this.output.write(this.shown(late[next].text) + '\n');
    await this.output.flush();
  }

  private finding(text: string): Finding {
    const rest = text.startsWith(this.path + ':') ? text.slice(this.path.length + 1) : text;
    const match = /^(\d+):(\d+) /.exec(rest);
    return { line: match ? Number(match[1]) : 0, column: match ? Number(match[2]) : 0, text };
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

/** Orders findings by line, then column. */
function byPosition(a: Finding, b: Finding): number {
  return a.line - b.line || a.column - b.column;
}

/** "5 files · 5 errors · 1 warning · 2 rulings", in the language asked (the words are i18n/cliTexts.ts's). */
export function summaryLine(files: number, counts: FindingCounts, language: Language): string {
  return checkSummaryText(files, counts, language);
}
