/**
 * `check` on the machine's cores. Several files: worker threads, one file per task, each running
 * the same one-file check as the main thread into its own held-back output (memory, or a
 * temporary file when large); the main thread writes the results in the order of the arguments,
 * starting a file only a few places ahead of the one it is writing, so that finished results do
 * not pile up. One large file: see checkParts.ts. `PBN_DIRECTOR_JOBS` sets the number of workers
 * (1: none). A file takes the one route (inputRoute.ts) and its kind's way (commands/checkDocument.ts).
 * A file that cannot be read stops the run where the sequential check would stop.
 */
import { availableParallelism } from 'node:os';
import { Diagnostic } from 'vscode-languageserver-types';
import { GameChecker, GameChunk, LanguageService, ServiceSettings, getLanguageService } from '../languageService';
import { checkOpened } from '../commands/checkDocument';
import { openInput } from './inputRoute';
import { DeferredOutput, HeldOutput } from '../io/deferredOutput';
import { InputError } from '../io/inputError';
import { lineIn } from '../i18n/bothLanguages';
import { TemporaryFolderError } from '../io/temporaryFiles';
import { GameReporter, ReportedGame } from '../commands/gameReporter';
import { CliIo } from './io';
import { WorkerPool, serveTasks } from './workerPool';

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

/** The workers of a check. */
export type CheckPool = WorkerPool<FileTask | PartTask, FileAnswer | ReportedGame[]>;

/**
 * The input a worker must have to pay for itself: a worker loads the bundle and warms up on its
 * own, which costs about as much as checking a few megabytes (bench: 8 files of 0.7 MB took 1.2 s
 * on the main thread and 1.8 s on two workers).
 */
const BYTES_PER_WORKER = 8 * 1024 * 1024;

/** How many workers to use for `tasks` tasks of `inputBytes` in all: PBN_DIRECTOR_JOBS, else the cores the input pays for; never more than the tasks. */
export function workerCount(tasks: number, inputBytes = Infinity): number {
  const configured = Number(process.env.PBN_DIRECTOR_JOBS);
  const cores = Number.isInteger(configured) && configured >= 1 ? configured : Math.min(availableParallelism(), Math.max(1, Math.floor(inputBytes / BYTES_PER_WORKER)));
  // Workers start from the bundle; run from sources (the tests), checks stay on the main thread.
  return __filename.endsWith('.js') ? Math.max(1, Math.min(cores, tasks)) : 1;
}

/** The results of the files, in order; files are started on the pool as results are taken. */
export function checkFilesInWorkers(pool: CheckPool, files: readonly string[], format: 'text' | 'json', settings: ServiceSettings, jobs: number, dealsFile?: string) {
  const started = new Map<number, Promise<FileAnswer>>();
  const lookahead = jobs * 2;
  const startUpTo = (limit: number) => {
    for (let index = 0; index < Math.min(files.length, limit); index++) {
      if (!started.has(index)) started.set(index, pool.run({ kind: 'file', file: files[index], format, settings, dealsFile }) as Promise<FileAnswer>);
    }
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

/** The worker's side: checks the files and parts it is sent. */
export function runCheckWorker(): void {
  serveTasks<FileTask | PartTask, FileAnswer | ReportedGame[]>((task) => (task.kind === 'file' ? checkFileTask(task) : Promise.resolve(checkPartTask(task))));
}

const QUIET_IO: CliIo = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, readStdin: async () => Buffer.alloc(0) };

/** The worker's language service, for the LIN files it checks. */
let service: LanguageService | undefined;

async function checkFileTask(task: FileTask): Promise<FileAnswer> {
  const output = new DeferredOutput();
  try {
    const text = { direct: (line: string) => output.write(line), settle: async () => undefined };
    const json = task.format === 'json' ? output : undefined;
    const opened = await openInput(task.file, { ...QUIET_IO, dealsFile: task.dealsFile }, { sessions: true, dealFiles: true, language: task.settings.language });
    const errors = await checkOpened(opened, (service ??= getLanguageService()), task.settings, task.format, text, json);
    return { errors, output: output.hand() };
  } catch (error) {
    output.discard();
    if (error instanceof InputError || error instanceof TemporaryFolderError) return { errors: 0, output: { bytes: new Uint8Array(0) }, inputError: lineIn(error, task.settings.language) };
    throw error;
  }
}

function checkPartTask(task: PartTask): ReportedGame[] {
  const checker = new GameChecker(task.settings);
  const reporter = new GameReporter(task.path, task.format);
  if (task.previous) checker.follow(task.previous.text, task.previous.endLine);
  return task.chunks.map((chunk, index) => reporter.report(checker.check(chunk, task.layout[index]), index === 0 ? task.fileProblems : undefined));
}
