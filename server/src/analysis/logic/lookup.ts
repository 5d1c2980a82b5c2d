/**
 * How the pure language service reads double-dummy answers without ever running the engine: an
 * injected lookup that answers a question with what it already has (an answer, an error the
 * engine or our checks gave, or nothing yet). The server fills one from its worker client, the
 * CLI from a batch; `answerMap` is a plain in-memory lookup for both and for tests.
 */
import { DdErrorData } from '../../shapes/ddErrorCode';
import { DdAnswer, DdQuestion } from './protocol';
import { questionKey } from './questionKey';

/** What is known about one question: its answer, or why there is none. */
export type AnalysisOutcome<T = unknown> = { answer: T } | { error: DdErrorData };

/** The answers the service may use; `get` never computes, it only tells what is there. */
export interface AnalysisLookup {
  get<Q extends DdQuestion>(question: Q): AnalysisOutcome<DdAnswer<Q>> | undefined;
}

/** A lookup over a map of outcomes by question key, with `set` to fill it. */
export interface AnswerMap extends AnalysisLookup {
  set(question: DdQuestion, outcome: AnalysisOutcome): void;
  /** Keeps only the outcomes whose key is in `keys` (the questions still asked). */
  retain(keys: ReadonlySet<string>): void;
  readonly size: number;
}

const keys = new WeakMap<DdQuestion, string>();

/** Has double-dummy questions answered into a lookup (the `check --dd` and `audit --dd` sessions, cli/ddAnswers.ts). */
export interface DdAnswering {
  readonly answers: AnswerMap;
  answer(questions: readonly DdQuestion[]): Promise<void>;
}

/** The cache key of a question, computed once per question object. */
export function keyOf(question: DdQuestion): string {
  let key = keys.get(question);
  if (key === undefined) {
    key = questionKey(question);
    keys.set(question, key);
  }
  return key;
}

/** An empty in-memory lookup. */
export function answerMap(): AnswerMap {
  const outcomes = new Map<string, AnalysisOutcome>();
  return {
    get: <Q extends DdQuestion>(question: Q) => outcomes.get(keyOf(question)) as AnalysisOutcome<DdAnswer<Q>> | undefined,
    set: (question, outcome) => { outcomes.set(keyOf(question), outcome); },
    retain: (wanted) => { for (const key of outcomes.keys()) if (!wanted.has(key)) outcomes.delete(key); },
    get size() { return outcomes.size; },
  };
}

/** The answer of an outcome, if it has one. */
export function answerOf<T>(outcome: AnalysisOutcome<T> | undefined): T | undefined {
  return outcome && 'answer' in outcome ? outcome.answer : undefined;
}

/** The error of an outcome, if it has one. */
export function errorOf(outcome: AnalysisOutcome | undefined): DdErrorData | undefined {
  return outcome && 'error' in outcome ? outcome.error : undefined;
}
