/**
 * The editor's double-dummy scheduler: for each open document it asks the worker client the
 * questions the service lists (the board under the cursor first, then the answers that decide
 * diagnostics, then the rest in file order), keeps the answers in the lookup the service reads,
 * and says when a document has new answers. A new version takes over the requests of the old
 * one that it still asks (so they keep running and an edit asks only what it changed) and asks
 * the rest; a question nobody asks any more is cancelled (a running solve by restarting the
 * worker). Diagnostics never wait here.
 */
import { AnswerMap, answerMap, keyOf } from '../analysis/logic/lookup';
import { DdError } from '../analysis/logic/ddError';
import { DdClient } from '../analysis/engine/worker/ddClient';
import { DdPriority } from '../analysis/engine/worker/jobQueue';
import { DdQuestion } from '../analysis/logic/protocol';
import { GameAnalysisQuestions, GameSlice } from '../languageService';

/** What the scheduler needs from the server. */
export interface SchedulerHooks {
  /** The questions of a slice of a document's games, its version and how many games it has (`total`; absent: all games came at once); undefined when it is not open. */
  questionsOf(uri: string, slice: GameSlice): Promise<{ version: number; games: GameAnalysisQuestions[]; total?: number; claimBudgetMs?: number } | undefined>;
  /** All the questions of the game at a line (a very large document lists only the deciding ones up front). */
  questionsAt?(uri: string, line: number): Promise<GameAnalysisQuestions | undefined>;
  /** New answers (or errors) for a document's questions; `diagnostics` when one of them decides a diagnostic. */
  answered(uri: string, diagnostics: boolean): void;
  /** Work in hand: `done` of `total` questions asked since the scheduler was last idle. */
  progress(done: number, total: number): void;
  /** An update or a cursor lookup failed (logged by the server; the scheduler goes on with the other documents). */
  failed?(what: string, error: unknown): void;
}

interface DocumentState {
  version: number;
  /** The live requests of each question this document asked, each cancellable alone. */
  requests: Map<string, AbortController[]>;
  closed: boolean;
  games: GameAnalysisQuestions[];
  keys: Set<string>;
  /** The keys whose answers decide diagnostics. */
  diagnosticKeys: Set<string>;
  focusedGame?: number;
  /** More games than LARGE_DOCUMENT_GAMES: beyond the first slice only the deciding questions are listed. */
  large: boolean;
  /** Milliseconds of solving one claim's layouts may take (the document's `pbn.analysis.claimBudgetSeconds`; absent: the client's default). */
  claimBudgetMs?: number;
}

/** How long a document must stay unchanged before its questions are (re)asked. */
const SETTLE_MS = 250;
/** How many games' questions are listed and asked between two turns of the event loop. */
const GAME_SLICE = 100;
/** Above this many games, the display-only questions (DD table, play trace) are asked board by board at the cursor. */
const LARGE_DOCUMENT_GAMES = 2000;

/** Lets the event loop run what is waiting (I/O, setImmediate callbacks) before going on. */
function yieldToIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Cancels every live request of a document's version. */
function cancelAll(state: DocumentState): void {
  state.closed = true;
  for (const controllers of state.requests.values()) for (const controller of controllers) controller.abort();
  state.requests.clear();
}

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
  /** Updates and cursor lookups running now, and who waits for none to be left (whenIdle). */
  private busy = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly client: DdClient, private readonly hooks: SchedulerHooks) {}

  /** A document opened or changed: its questions are asked once it has settled. */
  changed(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.set(uri, setTimeout(() => { this.timers.delete(uri); void this.track(`Double dummy for ${uri}`, this.update(uri)); }, SETTLE_MS));
  }

  /** Resolves once no document waits for its settle time and no update or cursor lookup runs (a state tests and tools wait for). */
  async whenIdle(): Promise<void> {
    for (;;) {
      await yieldToIo();
      if (this.timers.size === 0 && this.busy === 0) return;
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
  }

  /**
   * Counts `work` as running until it ends, then wakes whoever waits for the scheduler to be idle.
   * A failure is told to the server and ends there: a rejected update must not reach the process
   * as an unhandled rejection, which ends the language server (issue 37 item 6).
   */
  private track(what: string, work: Promise<void>): Promise<void> {
    this.busy++;
    return work.catch((error: unknown) => {
      try { this.hooks.failed?.(what, error); } catch { /* the logger itself failed: nothing more to tell */ }
    }).finally(() => {
      this.busy--;
      this.wakeIdleWaiters();
    });
  }

  private wakeIdleWaiters(): void {
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** The cursor is at `line` of a document: that game's questions go first. */
  focus(uri: string, line: number): void {
    this.cursorLines.set(uri, line);
    const state = this.documents.get(uri);
    if (!state) return;
    if (state.large && this.hooks.questionsAt) {
      void this.track(`Double dummy at the cursor in ${uri}`, this.hooks.questionsAt(uri, line).then((game) => { if (game && this.documents.get(uri) === state) this.askAtCursor(uri, state, game); }));
      return;
    }
    const game = state.games.find((candidate) => candidate.startLine <= line && line <= candidate.endLine);
    if (game) this.askAtCursor(uri, state, game);
  }

  /** Asks a game's questions at the cursor's priority, once per board. */
  private askAtCursor(uri: string, state: DocumentState, game: GameAnalysisQuestions): void {
    if (game.gameIndex === state.focusedGame) return;
    state.focusedGame = game.gameIndex;
    if (state.large && !state.games.some((listed) => listed.gameIndex === game.gameIndex)) state.games.push(game);
    for (const { question, hint } of game.questions) {
      state.keys.add(keyOf(question));
      if (hint !== 'display') state.diagnosticKeys.add(keyOf(question));
      this.ask(uri, state, question, 'cursor');
    }
  }

  /** A document closed: its requests are abandoned and its answers forgotten. */
  closed(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.wakeIdleWaiters();
    const state = this.documents.get(uri);
    this.documents.delete(uri);
    this.cursorLines.delete(uri);
    if (state) cancelAll(state);
    this.retain();
  }

  /** Asks every open document's questions again (the settings changed). */
  refreshAll(): void {
    for (const uri of this.documents.keys()) this.changed(uri);
  }

  /** Stops the workers; pending requests end as cancelled. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.wakeIdleWaiters();
    for (const state of this.documents.values()) cancelAll(state);
    this.client.dispose();
  }

  /** Client statistics and the scheduler's own counts (the `pbn/analysisStatus` request). */
  status(): { queued: number; cached: number; workersStarted: number; pending: number; answers: number } {
    return { ...this.client.stats(), pending: this.pending.size, answers: this.answers.size };
  }

  /**
   * Lists and asks a new version's questions a slice of games at a time, the event loop turning in
   * between (requests and edits that come meanwhile are served; diagnostics never wait). Every
   * live request of the old version is taken over at once; those the new one does not ask are
   * cancelled at the end. A newer version stops this one and takes over from it.
   */
  private async update(uri: string): Promise<void> {
    // What is already on its way out (a diagnostics answer, written on setImmediate) goes first.
    await yieldToIo();
    const previous = this.documents.get(uri);
    let state: DocumentState | undefined;
    let large = false;
    for (let from = 0; ; from += GAME_SLICE) {
      const found = await this.hooks.questionsOf(uri, { from, count: GAME_SLICE, decidingOnly: large });
      if (!found) return this.closed(uri);
      if (!state) {
        large = found.total !== undefined && found.total > LARGE_DOCUMENT_GAMES;
        state = { version: found.version, requests: new Map(), closed: false, games: [], keys: new Set(), diagnosticKeys: new Set(), large, claimBudgetMs: found.claimBudgetMs };
        if (previous) {
          previous.closed = true;
          for (const [key, controllers] of previous.requests) state.requests.set(key, controllers);
        }
        this.documents.set(uri, state);
      } else if (state.closed || found.version !== state.version) return;
      this.askSlice(uri, state, found.games);
      if (found.total === undefined || from + GAME_SLICE >= found.total) break;
      await yieldToIo();
    }
    // Requests taken over that this version does not ask are cancelled.
    for (const [key, controllers] of state.requests) {
      if (state.keys.has(key)) continue;
      for (const controller of controllers) controller.abort();
      state.requests.delete(key);
    }
    this.retain();
  }

  /** Adds a slice of games to a version and asks what is not asked yet (the board under the cursor first). */
  private askSlice(uri: string, state: DocumentState, games: readonly GameAnalysisQuestions[]): void {
    for (const game of games) {
      state.games.push(game);
      for (const { question, hint } of game.questions) {
        state.keys.add(keyOf(question));
        if (hint !== 'display') state.diagnosticKeys.add(keyOf(question));
      }
    }
    const line = this.cursorLines.get(uri);
    // A large document finds the cursor's game itself (questionsAt): once, with the first slice.
    if (line !== undefined && state.focusedGame === undefined && (!state.large || state.games.length === games.length)) this.focus(uri, line);
    for (const game of games) {
      for (const { question, hint } of game.questions) {
        if (!state.requests.has(keyOf(question))) this.ask(uri, state, question, hint === 'diagnostics' ? 'visible' : hint === 'heavy' ? 'heavy' : 'background');
      }
    }
  }

  /** Asks one question for a document unless its answer is known; records the outcome. */
  private ask(uri: string, state: DocumentState, question: DdQuestion, priority: DdPriority): void {
    // A claim's answer so far (still solving) is asked again: only the whole answer settles it.
    const known = this.answers.get(question);
    if ((known && !('answer' in known && (known.answer as { soFar?: boolean }).soFar)) || state.closed) return;
    const key = keyOf(question);
    const controller = new AbortController();
    const live = state.requests.get(key);
    if (live) live.push(controller); else state.requests.set(key, [controller]);
    if (!this.pending.has(key)) this.total++;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.report();
    // A claim's layouts are shown from their first range on (the answer so far), the whole answer replacing it.
    const onProgress = question.kind === 'layouts' ? (soFar: unknown) => {
      if (controller.signal.aborted || !this.pending.has(key)) return;
      this.answers.set(question, { answer: soFar });
      const current = this.documents.get(uri);
      if (current?.keys.has(key)) this.hooks.answered(uri, current.diagnosticKeys.has(key));
    } : undefined;
    this.client.ask(question, { priority, signal: controller.signal, ...(state.claimBudgetMs !== undefined ? { claimBudgetMs: state.claimBudgetMs } : {}), ...(onProgress ? { onProgress } : {}) }).then(
      (answer) => { this.answers.set(question, { answer }); this.settled(key, uri, controller, true); },
      (error: unknown) => {
        const cancelled = error instanceof DdError && error.code === 'dd.cancelled';
        if (!cancelled) this.answers.set(question, { error: error instanceof DdError ? error.toData() : { code: 'dd.engine-crashed', params: { reason: String(error) } } });
        this.settled(key, uri, controller, !cancelled);
      },
    );
  }

  /** A request ended: it leaves the document's live requests; an answer (or engine error) is reported. */
  private settled(key: string, uri: string, controller: AbortController, answered: boolean): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left); else this.pending.delete(key);
    const state = this.documents.get(uri);
    const live = state?.requests.get(key);
    if (live) {
      const rest = live.filter((candidate) => candidate !== controller);
      if (rest.length) state!.requests.set(key, rest); else state!.requests.delete(key);
    }
    if (answered && state?.keys.has(key)) this.hooks.answered(uri, state.diagnosticKeys.has(key));
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
