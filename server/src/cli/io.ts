/**
 * Where the CLI's output goes: standard output (text or the bytes of a fixed file), standard
 * error (progress, notes, one-line failures), and what it knows of the terminal. The process's
 * own streams in real use; a capture in tests. A reader that closes the pipe early (`… | head`)
 * ends the program quietly instead of printing a stack trace. The process's streams come with
 * the removal of temporary files however the run ends (a signal acts at once; io/temporaryJanitor.ts).
 */
import { removeTemporariesOnSignals } from '../io/temporaryFiles';
import { terminalText } from '../text/terminalText';
import { Language } from '../i18n/localize';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** The CLI's view of its streams. */
export interface CliIo {
  /** Text (its controls escaped, text/terminalText.ts), or a document's text (`document`: a report, a diff; escaped only on a terminal), or bytes (a file's, as they are). */
  stdout(chunk: string | Uint8Array, kind?: 'document'): void;
  stderr(text: string): void;
  /** Standard error is a terminal (progress lines are shown). */
  stderrIsTTY: boolean;
  /** Standard output is a terminal (`--color auto` colours it). */
  stdoutIsTTY?: boolean;
  /** Standard input (for `-`) in chunks as they arrive; leaving the loop stops reading (an endless input ends too). */
  stdin(): AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** Resolves once standard output has taken what was written (a pipe to a slow reader fills up); absent in tests. */
  stdoutDrained?(): Promise<void>;
  /** The language of the run's own lines (`--language`, else the environment's). */
  language?: Language;
  /** The deals of a Bridgemate session (`--deals FILE`), when its .bws holds none (io/pbnViews.ts). */
  dealsFile?: string;
}

/** What standard output shows of a chunk: text escaped, a document's text escaped on a terminal, bytes as they are. */
export function shownChunk(chunk: string | Uint8Array, kind: 'document' | undefined, terminal: boolean): string | Uint8Array {
  return typeof chunk === 'string' && (kind !== 'document' || terminal) ? terminalText(chunk) : chunk;
}

let pipeGuardInstalled = false;
/** The language a failure of standard output is told in (the run's, once main has read it). */
let streamLanguage: Language = 'en';

/** Tells the failures of the process's streams in `language`. */
export function tellStreamFailuresIn(language: Language): void {
  streamLanguage = language;
}

/** Ends the process quietly when the reader of standard output goes away. */
function guardBrokenPipe(): void {
  if (pipeGuardInstalled) return;
  pipeGuardInstalled = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    process.stderr.write(`pbn-director: ${CLI_REFUSALS.standardOutputFailed(error.code ?? error.message)[streamLanguage]}\n`);
    process.exit(2);
  });
}

/** The process's own streams. */
export function processIo(): CliIo {
  guardBrokenPipe();
  removeTemporariesOnSignals();
  return {
    stdout: (chunk, kind) => { process.stdout.write(shownChunk(chunk, kind, Boolean(process.stdout.isTTY))); },
    stderr: (text) => { process.stderr.write(terminalText(text)); },
    stderrIsTTY: Boolean(process.stderr.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stdoutDrained: () => (process.stdout.writableNeedDrain ? new Promise((resolve) => process.stdout.once('drain', () => resolve())) : Promise.resolve()),
    stdin: () => process.stdin,
  };
}
