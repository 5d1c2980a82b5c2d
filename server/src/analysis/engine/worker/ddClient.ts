/**
 * The double-dummy client used by the server and the CLI: questions go to worker threads that own
 * the DDS instances, so nothing blocks the caller. Requests are queued by priority, identical
 * questions share one job, answers are kept in a bounded LRU cache, and an AbortSignal cancels a
 * request (a running solve by terminating its worker; the client stays usable).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Card, Strain } from '../../../bridge/cards';
import { Vulnerability } from '../../../bridge/contract';
import { Seat } from '../../../bridge/seats';
import { DdError } from '../../logic/ddError';
import { engineSearchPath, findEngineDirectory } from '../dds/engineFiles';
import { DealHands, Position } from '../../../shapes/ddTypes';
import { askLayoutsInRanges } from './layoutRequests';
import { LayoutsAnswer } from '../../logic/layouts/layoutTypes';
import { DdPriority, Job, JobQueue, Waiter } from './jobQueue';
import { LruCache } from './lruCache';
import { DdAnswers, DdQuestion } from '../../logic/protocol';
import { questionKey } from '../../logic/questionKey';
import { Watchdog, WorkerLaunch, WorkerSlot, workerScript } from './workerSlot';

/** How to build a client; every field is optional. */
export interface DdClientOptions {
  /** Worker threads (default 1: the editor keeps a core for diagnostics; the CLI may use all). */
  workers?: number;
  /** Answers kept (default 2,000). */
  cacheSize?: number;
  /** Folder of dds.wasm + dds.js (default: found next to the running code). */
  engineDirectory?: string;
  /** The worker script (default: ddWorker.js next to the running bundle, ddWorker.ts from source). */
  workerScript?: string;
  /** Milliseconds a worker may sit without a job before it is ended, giving the engine's memory back (default 60,000). */
  idleReleaseMs?: number;
  /** A worker that answers no job within `afterMs` is ended and restarted, its job failing with `dd.engine-stuck`; `stuck` is told (default: no watchdog). */
  watchdog?: Watchdog;
  /** Milliseconds of solving one claim's layouts may take before it answers with what it has (default: no limit). */
  claimBudgetMs?: number;
}

/** How long an idle worker keeps the engine (and its transposition table) by default. */
const IDLE_RELEASE_MS = 60_000;

/** Per-request options. */
export interface DdRequestOptions {
  priority?: DdPriority;
  signal?: AbortSignal;
  /** For a claim's layouts: milliseconds of solving it may take (default: the client's `claimBudgetMs`). */
  claimBudgetMs?: number;
  /** For a claim's layouts: told the answer so far after each range that adds to it (`soFar`), before the whole answer. */
  onProgress?: (soFar: LayoutsAnswer) => void;
}

/** Asks double-dummy questions of worker threads. */
export class DdClient {
  private readonly queue = new JobQueue();
  private readonly cache: LruCache<string, unknown>;
  private slots: WorkerSlot[] | undefined;
  private disposed = false;

  /** Makes a client; no worker starts before the first question. */
  constructor(private readonly options: DdClientOptions = {}) {
    this.cache = new LruCache(options.cacheSize ?? 2000);
  }

  /** Tricks for each declarer in each strain. */
  ddTable(hands: DealHands, options?: DdRequestOptions): Promise<DdAnswers['table']> {
    return this.ask({ kind: 'table', hands }, options);
  }

  /** The DD table and the par for the board's dealer and vulnerability. */
  par(hands: DealHands, dealer: Seat, vulnerability: Vulnerability, options?: DdRequestOptions): Promise<DdAnswers['par']> {
    return this.ask({ kind: 'par', hands, dealer, vulnerability }, options);
  }

  /** Every legal card of the seat to play with its tricks. */
  solvePosition(position: Position, options?: DdRequestOptions): Promise<DdAnswers['position']> {
    return this.ask({ kind: 'position', position }, options);
  }

  /** Declarer's side's DD tricks before the lead and after each played card (`leader`: for end positions). */
  analysePlay(hands: DealHands, trump: Strain, declarer: Seat, played: readonly Card[], options?: DdRequestOptions & { leader?: Seat }): Promise<DdAnswers['play']> {
    return this.ask({ kind: 'play', hands, trump, declarer, played, leader: options?.leader }, options);
  }

  /** Asks any question; answers are shared with the cache, so treat them as read-only. */
  ask<Q extends DdQuestion>(question: Q, { priority = 'background', signal, claimBudgetMs = this.options.claimBudgetMs, onProgress }: DdRequestOptions = {}): Promise<DdAnswers[Q['kind']]> {
    if (this.disposed) return Promise.reject(new DdError('dd.cancelled'));
    if (signal?.aborted) return Promise.reject(new DdError('dd.cancelled'));
    const key = questionKey(question);
    const cached = this.cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached as DdAnswers[Q['kind']]);
    if (question.kind === 'layouts') {
      // A claim's layouts go in ranges: cancellable, and more urgent work goes first between two.
      return askLayoutsInRanges(question.spec, (range, rangeSignal) => this.ask(range, { priority, signal: rangeSignal }), signal, claimBudgetMs, onProgress)
        .then((answer) => { this.cache.set(key, answer); return answer as DdAnswers[Q['kind']]; });
    }
    const slots = this.workerSlots();
    if (!slots) return Promise.reject(new DdError('dd.engine-missing', { searched: this.options.engineDirectory ? [this.options.engineDirectory] : engineSearchPath() }));
    const job = this.queue.find(key) ?? slots.map((slot) => slot.job).find((running) => running?.key === key) ?? this.queue.add(key, withKnownTable(question, this.cache));
    return new Promise((resolve, reject) => {
      const onAbort = () => this.abandon(job, waiter);
      const waiter: Waiter = { priority, resolve: resolve as (answer: unknown) => void, reject, detach: () => signal?.removeEventListener('abort', onAbort) };
      signal?.addEventListener('abort', onAbort, { once: true });
      job.waiters.add(waiter);
      this.dispatch();
    });
  }

  /** Queued jobs, answers cached and workers started so far (for tests and benchmarks). */
  stats(): { queued: number; cached: number; workersStarted: number } {
    return { queued: this.queue.size, cached: this.cache.size, workersStarted: (this.slots ?? []).reduce((sum, slot) => sum + slot.started, 0) };
  }

  /** Terminates the workers and rejects every pending request with `dd.cancelled`. */
  dispose(): void {
    this.disposed = true;
    const jobs = [...this.queue.drain(), ...(this.slots ?? []).flatMap((slot) => (slot.job ? [slot.job] : []))];
    for (const slot of this.slots ?? []) slot.dispose();
    for (const job of jobs) settle(job, { error: new DdError('dd.cancelled') });
  }

  /** Lets a waiter go; a job nobody waits for is dropped, or its worker stopped if it is running. */
  private abandon(job: Job, waiter: Waiter): void {
    if (!job.waiters.delete(waiter)) return;
    waiter.reject(new DdError('dd.cancelled'));
    if (job.waiters.size > 0) return;
    this.queue.remove(job);
    this.slots?.find((slot) => slot.job === job)?.cancel();
  }

  /** Gives each idle worker the most urgent queued job. */
  private dispatch(): void {
    for (const slot of this.slots ?? []) {
      if (slot.job || this.disposed) continue;
      const job = this.queue.take();
      if (!job) return;
      void slot.run(job).then((result) => {
        if (result.error === undefined) this.remember(job, result.answer);
        settle(job, result);
        this.dispatch();
      });
    }
  }

  /** Caches an answer; a par answer also answers the table question of its deal. */
  private remember(job: Job, answer: unknown): void {
    this.cache.set(job.key, answer);
    if (job.question.kind === 'par') this.cache.set(questionKey({ kind: 'table', hands: job.question.hands }), (answer as DdAnswers['par']).table);
  }

  /** The worker slots, made on first use; undefined while the engine is not built. */
  private workerSlots(): WorkerSlot[] | undefined {
    if (this.slots) return this.slots;
    const engineDirectory = this.options.engineDirectory ?? findEngineDirectory();
    if (!engineDirectory || !existsSync(join(engineDirectory, 'dds.wasm'))) return undefined;
    const launch: WorkerLaunch = { ...workerScript(this.options.workerScript), workerData: { engineDirectory } };
    this.slots = Array.from({ length: Math.max(1, this.options.workers ?? 1) }, () => new WorkerSlot(launch, this.options.idleReleaseMs ?? IDLE_RELEASE_MS, this.options.watchdog));
    return this.slots;
  }
}

/** A par question whose table is cached carries it, so the worker only runs DealerPar. */
function withKnownTable(question: DdQuestion, cache: LruCache<string, unknown>): DdQuestion {
  if (question.kind !== 'par') return question;
  const table = cache.get(questionKey({ kind: 'table', hands: question.hands })) as DdAnswers['table'] | undefined;
  return table ? { ...question, knownTable: table } : question;
}

/** Resolves or rejects every waiter of a job. */
function settle(job: Job, result: { answer?: unknown; error?: Error }): void {
  for (const waiter of job.waiters) {
    waiter.detach();
    if (result.error) waiter.reject(result.error); else waiter.resolve(result.answer);
  }
  job.waiters.clear();
}
