/**
 * `check` on several threads, without the threads: the tasks a check sends its workers (a whole
 * file, or some consecutive games of a large one, checkParts.ts), a file's answer as a worker
 * makes it (its output held back; a file that cannot be read answers with its refusal), and the
 * files' results taken in the order of the arguments, each file started only a few places ahead of
 * the one being written, so that finished results do not pile up; a refusal stops the run where the
 * sequential check would stop. The command line runs the tasks on its worker pool
 * (cli/workerPool.ts, cli/checkWorkers.ts).
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { GameChunk, LanguageService, ServiceSettings } from '../languageService';
import { DeferredOutput, HeldOutput } from '../io/deferredOutput';
import { TemporaryFolderError } from '../io/temporaryFiles';
import { lineIn } from '../i18n/bothLanguages';
import { checkOpened } from './checkDocument';
import { InputError } from './gameInput';
import { OpenedInput } from './openedInput';
import { ReportedGame } from './gameReporter';

/** One whole file to check. */
export interface FileTask {
  kind: 'file';
  file: string;
  format: 'text' | 'json';
  settings: ServiceSettings;
  /** The deals of a Bridgemate session (`--deals`). */
  dealsFile?: string;
}

/** Consecutive games of a large file without `#` values; `previous` is the game before the first. */
export interface PartTask {
  kind: 'part';
  path: string;
  format: 'text' | 'json';
  settings: ServiceSettings;
  chunks: GameChunk[];
  /** Per chunk: the export layout applies. */
  layout: boolean[];
  previous?: { text: string; endLine: number };
  /** For the file's first part in JSON: the file's own diagnostics. */
  fileProblems?: Diagnostic[];
}

/** A check worker's answer for a file. */
export interface FileAnswer {
  errors: number;
  output: HeldOutput;
  inputError?: string;
}

/** A task of a check, and its answer: a file's, or a part's games reported. */
export type CheckTask = FileTask | PartTask;
export type CheckAnswer = FileAnswer | ReportedGame[];

/** What runs a check's tasks (the command line's worker pool). */
export interface CheckRunner {
  run(task: CheckTask): Promise<CheckAnswer>;
}

/** A worker's side of a file: `open` opens it (the command line's one route), checked its kind's way into held-back output. */
export async function checkFileTask(task: FileTask, open: () => Promise<OpenedInput>, service: LanguageService): Promise<FileAnswer> {
  const output = new DeferredOutput();
  try {
    const text = { direct: (line: string) => output.write(line), settle: async () => undefined };
    const json = task.format === 'json' ? output : undefined;
    const errors = await checkOpened(await open(), service, task.settings, task.format, text, json);
    return { errors, output: output.hand() };
  } catch (error) {
    output.discard();
    if (error instanceof InputError || error instanceof TemporaryFolderError) return { errors: 0, output: { bytes: new Uint8Array(0) }, inputError: lineIn(error, task.settings.language) };
    throw error;
  }
}

/** The results of the files, in order; files are started on `pool` as results are taken, up to `jobs * 2` ahead. */
export function checkFilesInWorkers(pool: CheckRunner, files: readonly string[], format: 'text' | 'json', settings: ServiceSettings, jobs: number, dealsFile?: string) {
  const started = new Map<number, Promise<FileAnswer>>();
  const lookahead = jobs * 2;
  // The next file to start: a file taken leaves `started`, and must not be started again.
  let unstarted = 0;
  const startUpTo = (limit: number) => {
    for (; unstarted < Math.min(files.length, limit); unstarted++) started.set(unstarted, pool.run({ kind: 'file', file: files[unstarted], format, settings, dealsFile }) as Promise<FileAnswer>);
  };
  return {
    /** The result of file `index` (taken in order): its output, to be written, and its errors. */
    async next(index: number): Promise<{ errors: number; output: DeferredOutput }> {
      startUpTo(index + lookahead);
      const answer = await started.get(index)!;
      started.delete(index);
      if (answer.inputError !== undefined) throw new InputError(answer.inputError);
      return { errors: answer.errors, output: DeferredOutput.from(answer.output) };
    },
    /** Drops the results not taken. */
    close(): void {
      for (const pending of started.values()) pending.then((answer) => DeferredOutput.from(answer.output).discard(), () => undefined);
    },
  };
}
