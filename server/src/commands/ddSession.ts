/**
 * A command's double-dummy session, without the engine: the answers kept in the lookup the
 * language service reads, each question asked once however often the games ask it, a failure kept
 * as its DdError's data (an engine that crashed as `dd.engine-crashed`), and how many of the
 * questions asked so far are answered, for a progress line. The engine is given as `ask`: the
 * command line runs it on worker threads (cli/ddAnswers.ts).
 */
import { DdError } from '../analysis/logic/ddError';
import { AnswerMap, DdAnswering, answerMap, keyOf } from '../analysis/logic/lookup';
import { DdQuestion } from '../analysis/logic/protocol';

/** Questions answered into a lookup by a given engine; `onProgress(done, asked)` after each one. */
export class DdSession implements DdAnswering {
  readonly answers: AnswerMap = answerMap();
  private asked = 0;
  private done = 0;

  constructor(private readonly ask: (question: DdQuestion) => Promise<unknown>, private readonly onProgress: (done: number, asked: number) => void) {}

  /** Asks `questions` (once each, none already answered); resolves when all are answered or have failed. */
  answer(questions: readonly DdQuestion[]): Promise<void> {
    const unique = new Map(questions.filter((question) => !this.answers.get(question)).map((question) => [keyOf(question), question]));
    this.asked += unique.size;
    return Promise.all([...unique.values()].map((question) => this.ask(question).then(
      (answer) => this.answers.set(question, { answer }),
      (error: unknown) => this.answers.set(question, { error: (error instanceof DdError ? error : new DdError('dd.engine-crashed', { reason: String(error) })).toData() }),
    ).finally(() => {
      this.done++;
      this.onProgress(this.done, this.asked);
    }))).then(() => undefined);
  }
}
