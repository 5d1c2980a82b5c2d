/**
 * The client's queue of double-dummy jobs. A job is one question (by cache key) with everyone
 * waiting for its answer; it runs at the most urgent priority among its waiters (the board under
 * the cursor before visible boards before the background), first come first served within one.
 */
import { DdQuestion } from '../../logic/protocol';

/** How urgent a request is: the board under the cursor, a board on screen, anything else, long work (a claim's layouts) last. */
export type DdPriority = 'cursor' | 'visible' | 'background' | 'heavy';

const RANK: Record<DdPriority, number> = { cursor: 0, visible: 1, background: 2, heavy: 3 };

/** One caller waiting for a job's answer. */
export interface Waiter {
  priority: DdPriority;
  resolve(answer: unknown): void;
  reject(error: Error): void;
  /** Detaches the waiter from its AbortSignal. */
  detach(): void;
}

/** A question and its waiters. */
export interface Job {
  key: string;
  question: DdQuestion;
  waiters: Set<Waiter>;
  order: number;
}

/** The most urgent priority among a job's waiters. */
export function jobPriority(job: Job): number {
  let best = RANK.heavy;
  for (const waiter of job.waiters) best = Math.min(best, RANK[waiter.priority]);
  return best;
}

/** Jobs not yet started, taken most urgent first. */
export class JobQueue {
  private readonly jobs = new Map<string, Job>();
  private nextOrder = 0;

  /** The queued job of `key`, if any. */
  find(key: string): Job | undefined {
    return this.jobs.get(key);
  }

  /** Queues a new job for `question`. */
  add(key: string, question: DdQuestion): Job {
    const job: Job = { key, question, waiters: new Set(), order: this.nextOrder++ };
    this.jobs.set(key, job);
    return job;
  }

  /** Removes a job that nobody waits for any more. */
  remove(job: Job): void {
    if (this.jobs.get(job.key) === job) this.jobs.delete(job.key);
  }

  /** Takes the most urgent job (oldest first among equals), or undefined when empty. */
  take(): Job | undefined {
    let best: Job | undefined;
    for (const job of this.jobs.values()) {
      if (!best || jobPriority(job) < jobPriority(best) || (jobPriority(job) === jobPriority(best) && job.order < best.order)) best = job;
    }
    if (best) this.jobs.delete(best.key);
    return best;
  }

  /** Number of queued jobs. */
  get size(): number {
    return this.jobs.size;
  }

  /** Takes every job (on dispose). */
  drain(): Job[] {
    const all = [...this.jobs.values()];
    this.jobs.clear();
    return all;
  }
}
