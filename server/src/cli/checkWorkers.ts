/**
 * Checking several files on the machine's cores: worker threads, one file per task, each running
 * the same one-file check as the main thread into its own held-back output (memory, or a
 * temporary file when large). The main thread writes the results in the order of the arguments,
 * starting a file only a few places ahead of the one it is writing, so that finished results do
 * not pile up. A file that cannot be read stops the run where the sequential check would stop.
 * `PBN_DIRECTOR_JOBS` sets the number of workers (1: no workers).
 */
import { availableParallelism } from 'node:os';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { ServiceSettings } from '../languageService';
import { checkInput } from './checkFile';
import { DeferredOutput, HeldOutput } from './deferredOutput';
import { InputError } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';

/** What the main thread asks a worker. */
interface CheckTask {
  index: number;
  file: string;
  format: 'text' | 'json';
  settings: ServiceSettings;
}

/** What a worker answers for one file. */
interface CheckResult {
  index: number;
  errors: number;
  output: HeldOutput;
  inputError?: string;
  internalError?: string;
}

/** Marks the worker threads of this module (the bundle is their entry point too). */
export const CHECK_WORKER = 'pbn-director-check';

/** How many workers to use for `files` files: the cores (or PBN_DIRECTOR_JOBS), never more than the files. */
export function workerCount(files: number): number {
  const configured = Number(process.env.PBN_DIRECTOR_JOBS);
  const cores = Number.isInteger(configured) && configured >= 1 ? configured : availableParallelism();
  // Workers start from the bundle; run from sources (the tests), checks stay on the main thread.
  return __filename.endsWith('.js') ? Math.max(1, Math.min(cores, files)) : 1;
}

/** The results of the files, in order; files are started on `jobs` workers as results are taken. */
export function checkInWorkers(files: readonly string[], format: 'text' | 'json', settings: ServiceSettings, jobs: number) {
  const results = new Map<number, CheckResult>();
  const waiting = new Map<number, (result: CheckResult) => void>();
  const idle: Worker[] = [];
  let nextFile = 0, taken = 0;
  let failure: string | undefined;
  const lookahead = jobs * 2;
  const start = () => {
    while (idle.length && nextFile < files.length && nextFile < taken + lookahead) {
      const task: CheckTask = { index: nextFile, file: files[nextFile], format, settings };
      nextFile++;
      idle.pop()!.postMessage(task);
    }
  };
  const workers = Array.from({ length: jobs }, () => {
    const worker = new Worker(__filename, { workerData: { task: CHECK_WORKER } });
    worker.on('message', (result: CheckResult) => {
      const resolve = waiting.get(result.index);
      if (resolve) { waiting.delete(result.index); resolve(result); } else results.set(result.index, result);
      idle.push(worker);
      start();
    });
    worker.on('error', (error) => {
      failure = `a check worker stopped: ${error.message}`;
      for (const [index, resolve] of waiting) resolve({ index, errors: 0, output: { parts: [] }, internalError: failure });
      waiting.clear();
    });
    idle.push(worker);
    return worker;
  });
  start();
  return {
    /** The result of file `index` (taken in order): its output, to be written, and its errors. */
    async next(index: number): Promise<{ errors: number; output: DeferredOutput }> {
      taken = index;
      start();
      const result = results.get(index) ?? (failure !== undefined
        ? { index, errors: 0, output: { parts: [] }, internalError: failure }
        : await new Promise<CheckResult>((resolve) => waiting.set(index, resolve)));
      results.delete(index);
      taken = index + 1;
      start();
      if (result.inputError !== undefined) throw new InputError(result.inputError);
      if (result.internalError !== undefined) throw new Error(result.internalError);
      return { errors: result.errors, output: DeferredOutput.from(result.output) };
    },
    /** Ends the workers. */
    close(): void {
      for (const worker of workers) void worker.terminate();
      for (const result of results.values()) DeferredOutput.from(result.output).discard();
    },
  };
}

/** The worker's side: checks the files it is sent and answers each with its held-back output. */
export function runCheckWorker(): void {
  const io: CliIo = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, readStdin: async () => Buffer.alloc(0) };
  parentPort!.on('message', (task: CheckTask) => {
    void (async () => {
      const output = new DeferredOutput();
      const result: CheckResult = { index: task.index, errors: 0, output: { parts: [] } };
      try {
        const input = await InputText.open(task.file, io);
        const text = { direct: (line: string) => output.write(line), settle: async () => undefined };
        result.errors = await checkInput(input, task.format, task.settings, text, task.format === 'json' ? output : undefined);
        result.output = output.hand();
      } catch (error) {
        output.discard();
        if (error instanceof InputError) result.inputError = error.message;
        else result.internalError = (error as Error).message;
      }
      parentPort!.postMessage(result);
    })();
  });
}

/** True in a check worker thread. */
export function isCheckWorker(): boolean {
  return parentPort !== null && (workerData as { task?: string } | undefined)?.task === CHECK_WORKER;
}
