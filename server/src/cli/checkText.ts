/**
 * `check`'s text output as a terminal shows it: one file's finding lines are held until the file
 * is read, then written sorted by line and column (a stable sort: lines of one position keep
 * their order), after the progress line has been cleared so that every finding starts at column
 * 0 (problem matchers and click-to-open need it); the severity coloured on a terminal
 * (`--color auto|always|never`, `NO_COLOR` honoured); errors, warnings and rulings counted for
 * the summary "5 files · 5 errors · 1 warning · 2 rulings".
 */
import { CheckOutput } from './checkFile';
import { ProgressLine } from './progressLine';
import { StdoutBatch } from './stdoutBatch';

/** When to colour: `auto` on a terminal unless NO_COLOR is set. */
export type ColorChoice = 'auto' | 'always' | 'never';

const COLORS: Record<string, string> = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m', hint: '\x1b[2m' };
const RESET = '\x1b[0m';

/** True when the rulings count `code`: a Laws ruling on the board (not the 64C note that goes with one). */
export function isRulingCode(code: string): boolean {
  return code === 'pbn.revoke.ruling' || code === 'pbn.revoke.unmarked' || code === 'pbn.revoke.corrected' || code.startsWith('pbn.ruling.');
}

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
  private held: string[] = [];
  private path = '';
  readonly counts: FindingCounts = { errors: 0, warnings: 0, rulings: 0 };

  constructor(private readonly output: StdoutBatch, private readonly progress: ProgressLine, private readonly color: boolean) {}

  /** Starts the lines of a file. */
  beginFile(path: string): void {
    this.path = path;
    this.held = [];
  }

  /** Takes text from the checks (whole lines). */
  direct = (text: string): void => {
    this.held.push(text);
  };

  /** Takes text (as `direct`). */
  write(text: string): void {
    this.direct(text);
  }

  /** Nothing is written before the file ends, so a slow reader never holds the checks up. */
  async settle(): Promise<void> {}

  /** Writes the file's lines, sorted, after clearing the progress line. */
  async endFile(): Promise<void> {
    const findings = this.held.join('').split('\n').filter((line) => line.length > 0).map((text) => this.finding(text));
    this.held = [];
    if (findings.length === 0) return;
    findings.sort((a, b) => a.line - b.line || a.column - b.column);
    this.progress.clear();
    for (const finding of findings) this.output.write(this.shown(finding.text) + '\n');
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

/** "5 files · 5 errors · 1 warning · 2 rulings" (Dutch: bestanden, fouten, waarschuwingen, uitspraken). */
export function summaryLine(files: number, counts: FindingCounts, language: 'en' | 'nl'): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return language === 'nl'
    ? [count(files, 'bestand', 'bestanden'), count(counts.errors, 'fout', 'fouten'), count(counts.warnings, 'waarschuwing', 'waarschuwingen'), count(counts.rulings, 'uitspraak', 'uitspraken')].join(' · ')
    : [count(files, 'file', 'files'), count(counts.errors, 'error', 'errors'), count(counts.warnings, 'warning', 'warnings'), count(counts.rulings, 'ruling', 'rulings')].join(' · ');
}
