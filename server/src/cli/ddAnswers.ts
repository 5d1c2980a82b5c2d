/**
 * Double dummy for the CLI: the engine started through the facade with one thread per core behind
 * the command's session (commands/ddSession.ts: the answers kept in the lookup the language service
 * reads, each question asked once), and the progress of all files' questions on one line. Questions
 * are all asked at once (the workers take them in order, board by board), and each file awaits only
 * its own. A missing engine is one clear error, exit status 2.
 */
import { availableParallelism } from 'node:os';
import { DdClient, ddEngineBuilt, startDdEngine } from '../languageService';
import { DdSession } from '../commands/ddSession';
import { InputError } from '../io/inputError';
import { CliIo } from './io';
import { ProgressLine } from './progressLine';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';
import { DD_PROGRESS_WORD } from '../i18n/cliTexts';

/** True when the double-dummy engine is built (dist/dds.wasm). */
export function engineBuilt(): boolean {
  return ddEngineBuilt();
}

/** The CLI's double-dummy session. */
export class CliAnalysis extends DdSession {
  readonly progress: ProgressLine;
  private readonly client: DdClient;

  /** Fails with a one-line message when the engine is not built; `claimBudgetSeconds`: solving one claim's layouts may take this long (default 30 s). */
  constructor(io: CliIo, claimBudgetSeconds?: number) {
    if (!ddEngineBuilt()) throw new InputError(CLI_REFUSALS.engineMissing());
    const client = startDdEngine({ workers: availableParallelism(), claimBudgetSeconds });
    const progress = new ProgressLine(io);
    const progressWord = DD_PROGRESS_WORD[io.language ?? 'en'];
    super((question) => client.ask(question), (done, asked) => progress.show(`[${done}/${asked}] ${progressWord}`, done === asked));
    this.client = client;
    this.progress = progress;
  }

  /** Stops the workers. */
  dispose(): void {
    this.progress.clear();
    this.client.dispose();
  }
}
