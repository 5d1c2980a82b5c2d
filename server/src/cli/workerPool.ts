/**
 * A small pool of worker threads started from the running bundle: tasks go to the first idle
 * worker, or wait in order; each answer resolves its task's promise. A worker that fails fails
 * every task still open. The worker side (`serveTasks`) answers one task at a time.
 * Not the double-dummy client's pool (analysis/engine/worker/): that one schedules by priority,
 * shares identical questions, cancels by ending a worker, restarts a crashed or stuck one and ends
 * an idle one; these workers run one command's tasks in order and a failure ends the run.
 */
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { WordedError } from '../i18n/bothLanguages';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** Marks the worker threads of this pool (the bundle is their entry point too). */
export const POOL_WORKER = 'pbn-director-worker';

interface Envelope<T> {
  id: number;
  task?: T;
  result?: unknown;
  error?: string;
}

/** Worker threads that run tasks. */
export class WorkerPool<Task, Result> {
  private readonly idle: Worker[] = [];
  private readonly queue: Array<Envelope<Task>> = [];
  private readonly open = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  private readonly workers: Worker[];
  private nextId = 0;
  private failure: Error | undefined;

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(__filename, { workerData: { task: POOL_WORKER } });
      worker.on('message', (answer: Envelope<Task>) => {
        const pending = this.open.get(answer.id);
        this.open.delete(answer.id);
        if (answer.error !== undefined) pending?.reject(new Error(answer.error));
        else pending?.resolve(answer.result as Result);
        this.idle.push(worker);
        this.dispatch();
      });
      worker.on('error', (error) => this.fail(new WordedError(CLI_REFUSALS.workerStopped(error.message))));
      this.idle.push(worker);
      return worker;
    });
  }

  /** Runs a task on the next free worker. */
  run(task: Task): Promise<Result> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const promise = new Promise<Result>((resolve, reject) => this.open.set(id, { resolve, reject }));
    this.queue.push({ id, task });
    this.dispatch();
    return promise;
  }

  /** Ends the workers. */
  close(): void {
    for (const worker of this.workers) void worker.terminate();
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) this.idle.pop()!.postMessage(this.queue.shift());
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const pending of this.open.values()) pending.reject(error);
    this.open.clear();
  }
}

/** True in a worker thread of the pool. */
export function isPoolWorker(): boolean {
  return parentPort !== null && (workerData as { task?: string } | undefined)?.task === POOL_WORKER;
}

/** The worker's side: answers each task with `handle`'s result, or the message of what it threw. */
export function serveTasks<Task, Result>(handle: (task: Task) => Promise<Result>): void {
  parentPort!.on('message', (envelope: Envelope<Task>) => {
    handle(envelope.task!).then(
      (result) => parentPort!.postMessage({ id: envelope.id, result }),
      (error: Error) => parentPort!.postMessage({ id: envelope.id, error: error.message ?? String(error) }),
    );
  });
}
