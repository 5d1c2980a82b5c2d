/**
 * The editor's double-dummy scheduler: for each open document it asks the worker client the
 * questions the service lists (the board under the cursor first, then the answers that decide
 * diagnostics, then the rest in file order), keeps the answers in the lookup the service reads,
 * and says when a document has new answers. A new version asks its questions before the old
 * version's requests are abandoned, so a question both ask keeps running; a question nobody asks
 * any more is cancelled (a running solve by restarting the worker). Diagnostics never wait here.
 */
import { AnswerMap, answerMap, keyOf } from '../analysis/lookup';
import { DdError } from '../analysis/dds/ddError';
import { DdClient } from '../analysis/worker/ddClient';
import { DdPriority } from '../analysis/worker/jobQueue';
import { DdQuestion } from '../analysis/worker/protocol';
import { GameAnalysisQuestions } from '../languageService';

/** What the scheduler needs from the server. */
export interface SchedulerHooks {
  /** The questions of a document's current version; undefined when it is not open. */
  questionsOf(uri: string): Promise<{ version: number; games: GameAnalysisQuestions[] } | undefined>;
  /** New answers (or errors) for a document's questions; `diagnostics` when one of them decides a diagnostic. */
  answered(uri: string, diagnostics: boolean): void;
  /** Work in hand: `done` of `total` questions asked since the scheduler was last idle. */
  progress(done: number, total: number): void;
}

interface DocumentState {
  version: number;
  controller: AbortController;
  games: GameAnalysisQuestions[];
  keys: Set<string>;
  /** The keys whose answers decide diagnostics. */
  diagnosticKeys: Set<string>;
  focusedGame?: number;
}

/** How long a document must stay unchanged before its questions are (re)asked. */
const SETTLE_MS = 250;

/** Schedules the double-dummy questions of the open documents. */
export class AnalysisScheduler {
  /** The lookup the language service reads. */
  readonly answers: AnswerMap = answerMap();
  private readonly documents = new Map<string, DocumentState>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** The cursor line of each document, as last told. */
  private readonly cursorLines = new Map<string, number>();
  /** Questions asked and not yet settled, with the number of live requests for each. */
  private readonly pending = new Map<string, number>();
  private total = 0;

  constructor(private readonly client: DdClient, private readonly hooks: SchedulerHooks) {}

  /** A document opened or changed: its questions are asked once it has settled. */
  changed(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.set(uri, setTimeout(() => { this.timers.delete(uri); void this.update(uri); }, SETTLE_MS));
  }

  /** The cursor is at `line` of a document: that game's questions go first. */
  focus(uri: string, line: number): void {
    this.cursorLines.set(uri, line);
    const state = this.documents.get(uri);
    if (!state) return;
    const game = state.games.find((candidate) => candidate.startLine <= line && line <= candidate.endLine);
    if (!game || game.gameIndex === state.focusedGame) return;
    state.focusedGame = game.gameIndex;
    for (const { question } of game.questions) this.ask(uri, state, question, 'cursor');
  }

  /** A document closed: its requests are abandoned and its answers forgotten. */
  closed(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    const state = this.documents.get(uri);
    this.documents.delete(uri);
    this.cursorLines.delete(uri);
    state?.controller.abort();
    this.retain();
  }

  /** Asks every open document's questions again (the settings changed). */
  refreshAll(): void {
    for (const uri of this.documents.keys()) this.changed(uri);
  }

  /** Stops the workers; pending requests end as cancelled. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    for (const state of this.documents.values()) state.controller.abort();
    this.client.dispose();
  }

  /** Client statistics and the scheduler's own counts (the `pbn/analysisStatus` request). */
  status(): { queued: number; cached: number; workersStarted: number; pending: number; answers: number } {
    return { ...this.client.stats(), pending: this.pending.size, answers: this.answers.size };
  }

  private async update(uri: string): Promise<void> {
    const found = await this.hooks.questionsOf(uri);
    if (!found) return this.closed(uri);
    const previous = this.documents.get(uri);
    const state: DocumentState = { version: found.version, controller: new AbortController(), games: found.games, keys: new Set(), diagnosticKeys: new Set() };
    for (const game of found.games) {
      for (const { question, hint } of game.questions) {
        state.keys.add(keyOf(question));
        if (hint === 'diagnostics') state.diagnosticKeys.add(keyOf(question));
      }
    }
    this.documents.set(uri, state);
    const line = this.cursorLines.get(uri);
    if (line !== undefined) this.focus(uri, line);
    for (const game of found.games) {
      for (const { question, hint } of game.questions) this.ask(uri, state, question, hint === 'diagnostics' ? 'visible' : 'background');
    }
    previous?.controller.abort();
    this.retain();
  }

  /** Asks one question for a document unless its answer is known; records the outcome. */
  private ask(uri: string, state: DocumentState, question: DdQuestion, priority: DdPriority): void {
    if (this.answers.get(question) || state.controller.signal.aborted) return;
    const key = keyOf(question);
    if (!this.pending.has(key)) this.total++;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.report();
    this.client.ask(question, { priority, signal: state.controller.signal }).then(
      (answer) => { this.answers.set(question, { answer }); this.settled(key, uri); },
      (error: unknown) => {
        const cancelled = error instanceof DdError && error.code === 'dd.cancelled';
        if (!cancelled) this.answers.set(question, { error: error instanceof DdError ? error.toData() : { code: 'dd.engine-crashed', params: { reason: String(error) } } });
        this.settled(key, cancelled ? undefined : uri);
      },
    );
  }

  private settled(key: string, uri: string | undefined): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left); else this.pending.delete(key);
    const state = uri ? this.documents.get(uri) : undefined;
    if (uri && state?.keys.has(key)) this.hooks.answered(uri, state.diagnosticKeys.has(key));
    this.report();
  }

  private report(): void {
    this.hooks.progress(this.total - this.pending.size, this.total);
    if (this.pending.size === 0) this.total = 0;
  }

  /** Forgets the answers no open document asks for. */
  private retain(): void {
    const wanted = new Set<string>();
    for (const state of this.documents.values()) for (const key of state.keys) wanted.add(key);
    this.answers.retain(wanted);
  }
}
