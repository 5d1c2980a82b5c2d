/**
 * Double dummy for the CLI: a worker client with one thread per core, the answers it gives kept
 * in the lookup the language service reads, and the progress of all files' questions on one
 * line. Questions are all asked at once (the workers take them in order, board by board), and
 * each file awaits only its own. A missing engine is one clear error, exit status 2.
 */
import { availableParallelism } from 'node:os';
import { DdError } from '../analysis/logic/ddError';
import { AnswerMap, answerMap, keyOf } from '../analysis/logic/lookup';
import { DdClient } from '../analysis/engine/worker/ddClient';
import { DdQuestion } from '../analysis/logic/protocol';
import { findEngineDirectory } from '../analysis/engine/dds/engineFiles';
import { InputError } from './files';
import { CliIo } from './io';
import { ProgressLine } from './progressLine';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';
import { DD_PROGRESS_WORD } from '../i18n/cliTexts';

/** Seconds of solving one claim's layouts may take by default before it answers with what it has (`--claim-budget`). */
export const CLAIM_BUDGET_SECONDS = 30;

/** The CLI's double-dummy session. */
/** True when the double-dummy engine is built (dist/dds.wasm). */
export function engineBuilt(): boolean {
  return findEngineDirectory() !== undefined;
}

export class CliAnalysis {
  readonly answers: AnswerMap = answerMap();
  readonly progress: ProgressLine;
  private readonly client: DdClient;
  private asked = 0;
  private done = 0;
  private readonly progressWord: string;

  /** Fails with a one-line message when the engine is not built; `claimBudgetSeconds`: solving one claim's layouts may take this long (default 30 s). */
  constructor(io: CliIo, claimBudgetSeconds = CLAIM_BUDGET_SECONDS) {
    if (!findEngineDirectory()) throw new InputError(CLI_REFUSALS.engineMissing());
    this.client = new DdClient({ workers: availableParallelism(), claimBudgetMs: claimBudgetSeconds * 1000 });
    this.progress = new ProgressLine(io);
    this.progressWord = DD_PROGRESS_WORD[io.language ?? 'en'];
  }

  /** Asks `questions` (once each); resolves when all are answered or have failed. */
  answer(questions: readonly DdQuestion[]): Promise<void> {
    const unique = new Map(questions.filter((question) => !this.answers.get(question)).map((question) => [keyOf(question), question]));
    this.asked += unique.size;
    return Promise.all([...unique.values()].map((question) => this.client.ask(question).then(
      (answer) => this.answers.set(question, { answer }),
      (error: unknown) => this.answers.set(question, { error: (error instanceof DdError ? error : new DdError('dd.engine-crashed', { reason: String(error) })).toData() }),
    ).finally(() => {
      this.done++;
      this.progress.show(`[${this.done}/${this.asked}] ${this.progressWord}`, this.done === this.asked);
    }))).then(() => undefined);
  }

  /** Stops the workers. */
  dispose(): void {
    this.progress.clear();
    this.client.dispose();
  }
}
