/**
 * One worker thread owned by the client: started on first use, given one job at a time, and
 * replaced after it dies. `cancel()` terminates it mid-solve (DDS cannot be interrupted); a crash
 * or exit rejects the running job with `dd.engine-crashed`. An idle worker does not keep the
 * process alive, and one idle for `idleReleaseMs` is ended: DDS's transposition table (up to
 * 160 MB) lives in its WebAssembly memory, which never shrinks, so only ending the worker gives it
 * back; the next job starts a new one. `workerScript` finds the worker's entry: dist/ddWorker.js
 * next to the bundle.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DdError } from '../../logic/ddError';
import { DdRequestMessage, DdResponseMessage, DdWorkerData } from '../../logic/protocol';
import { Job } from './jobQueue';

/** How to start a worker thread. */
export interface WorkerLaunch {
  script: string;
  execArgv?: string[];
  workerData: DdWorkerData;
}

/** The watchdog of a slot: a job unanswered for `afterMs` ends its worker; `stuck` is told. */
export interface Watchdog {
  afterMs: number;
  stuck(seconds: number): void;
  /** Starts the bound's timer (default: an unref'd setTimeout); a test fires it when it chooses. */
  startTimer?(fire: () => void, afterMs: number): { cancel(): void };
}

/** A timer that never keeps the process alive. */
function unrefTimer(fire: () => void, afterMs: number): { cancel(): void } {
  const timer = setTimeout(fire, afterMs);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
}

/** A worker thread and the job it runs. */
export class WorkerSlot {
  private worker: Worker | undefined;
  private running: { job: Job; id: number; settle(result: { answer?: unknown; error?: Error }): void } | undefined;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private watchdogTimer: { cancel(): void } | undefined;
  /** Workers started so far (a restart after a crash, a cancellation or an idle release counts). */
  started = 0;

  /** Makes a slot that starts its worker with `launch` when first needed and ends it after `idleReleaseMs` without a job. */
  constructor(private readonly launch: WorkerLaunch, private readonly idleReleaseMs = Infinity, private readonly watchdog?: Watchdog) {}

  /** The job running now, if any. */
  get job(): Job | undefined {
    return this.running?.job;
  }

  /** Runs `job` on this slot's worker; resolves with the answer or a `DdError`, never rejects. */
  run(job: Job): Promise<{ answer?: unknown; error?: Error }> {
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    worker.ref();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.running = { job, id, settle: (result) => { this.watchdogTimer?.cancel(); this.running = undefined; this.worker?.unref(); this.releaseWhenIdle(); resolve(result); } };
      worker.postMessage({ id, question: job.question } satisfies DdRequestMessage);
      this.watch(id);
    });
  }

  /**
   * Starts the watchdog for the job `id`: a worker that has not answered it within the bound is
   * stuck (a solve that never ends, a thread that stopped reading): it is ended, the job fails
   * with `dd.engine-stuck` and the next job starts a new worker (issue 37 item 11).
   */
  private watch(id: number): void {
    if (!this.watchdog || !Number.isFinite(this.watchdog.afterMs)) return;
    const { afterMs, stuck, startTimer = unrefTimer } = this.watchdog;
    this.watchdogTimer = startTimer(() => {
      const running = this.running;
      if (!running || running.id !== id) return;
      const seconds = Math.round(afterMs / 100) / 10;
      this.stopWorker();
      running.settle({ error: new DdError('dd.engine-stuck', { seconds }) });
      stuck(seconds);
    }, afterMs);
  }

  /** Stops the running job by terminating the worker; the next job starts a new one. */
  cancel(): void {
    const running = this.running;
    this.stopWorker();
    running?.settle({ error: new DdError('dd.cancelled') });
  }

  /** Terminates the worker for good (pending work is the caller's to reject). */
  dispose(): void {
    this.stopWorker();
  }

  private start(): Worker {
    const worker = new Worker(this.launch.script, { execArgv: this.launch.execArgv, workerData: this.launch.workerData });
    this.started++;
    this.worker = worker;
    worker.on('message', (message: DdResponseMessage) => {
      if (!this.running || message.id !== this.running.id) return;
      this.running.settle(message.ok ? { answer: message.answer } : { error: DdError.fromData(message.error) });
    });
    worker.on('error', (error) => this.lost(worker, error.message));
    worker.on('exit', (code) => this.lost(worker, `worker exited with code ${code}`));
    worker.unref();
    return worker;
  }

  /** The worker died on its own: forget it and fail the running job. */
  private lost(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.running?.settle({ error: new DdError('dd.engine-crashed', { reason }) });
  }

  /** Ends the worker once it has had no job for `idleReleaseMs` (the timer never keeps the process alive). */
  private releaseWhenIdle(): void {
    if (!Number.isFinite(this.idleReleaseMs) || !this.worker) return;
    this.idleTimer = setTimeout(() => { if (!this.running) this.stopWorker(); }, this.idleReleaseMs);
    this.idleTimer.unref();
  }

  private stopWorker(): void {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) void worker.terminate();
  }
}

/** The worker script: dist/ddWorker.js next to the bundle, or the TypeScript entry under tsx. */
export function workerScript(explicit: string | undefined): Pick<WorkerLaunch, 'script' | 'execArgv'> {
  if (explicit) return { script: explicit, execArgv: explicit.endsWith('.ts') ? ['--require', require.resolve('tsx/cjs')] : undefined };
  if (__filename.endsWith('.ts')) return { script: join(__dirname, 'ddWorker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
  return { script: join(__dirname, 'ddWorker.js') };
}
