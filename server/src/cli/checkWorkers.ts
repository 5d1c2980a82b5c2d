/**
 * `check` on the machine's cores, the threads' side: how many workers a run takes
 * (`PBN_DIRECTOR_JOBS`; 1: none), when one large file goes in parts (`PBN_DIRECTOR_PART_BYTES`),
 * and the worker thread that answers the tasks (commands/checkTasks.ts): a whole file, opened by
 * the one route (inputRoute.ts), or a part's games (commands/checkParts.ts).
 */
import { availableParallelism } from 'node:os';
import { LanguageService, getLanguageService } from '../languageService';
import { checkPart } from '../commands/checkParts';
import { CheckAnswer, CheckTask, FileTask, checkFileTask } from '../commands/checkTasks';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { InputText } from '../io/inputText';
import { WorkerPool, serveTasks } from './workerPool';

/** The workers of a check. */
export type CheckPool = WorkerPool<CheckTask, CheckAnswer>;

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

/**
 * Files at least this large (bytes) are checked in parts when PBN_DIRECTOR_PART_BYTES says so;
 * off by default: on two cores the parts were no faster (each worker warms up on its own) and
 * every worker holds a heap, which costs the memory the one-game-at-a-time check saves.
 */
const PART_THRESHOLD = Number(process.env.PBN_DIRECTOR_PART_BYTES) > 0 ? Number(process.env.PBN_DIRECTOR_PART_BYTES) : Infinity;

/** True when an input may be checked in parts. */
export function checkableInParts(input: InputText): boolean {
  return input.size >= PART_THRESHOLD && !input.facts.hash;
}

/** The worker's side: checks the files and parts it is sent. */
export function runCheckWorker(): void {
  serveTasks<CheckTask, CheckAnswer>((task) => (task.kind === 'file' ? checkFileTask(task, () => open(task), (service ??= getLanguageService())) : Promise.resolve(checkPart(task))));
}

const QUIET_IO: CliIo = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, stdin: () => [] };

/** The worker's language service, for the LIN files it checks. */
let service: LanguageService | undefined;

/** A file of a task, opened by the one route as the sequential check opens it. */
function open(task: FileTask) {
  return openInput(task.file, { ...QUIET_IO, dealsFile: task.dealsFile }, { sessions: true, dealFiles: true, language: task.settings.language });
}
