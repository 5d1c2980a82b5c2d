/**
 * The game pipeline of one file with double dummy (`check --dd`): like gamePipeline.ts, but the
 * games of each block are read first, their double-dummy questions answered together, then each
 * is checked with the answers (ddFindings.ts) and handed on in file order. The answers of a block
 * are dropped once its games are checked, so memory is that of a block's games and answers.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { AnswerMap } from '../analysis/logic/lookup';
import { DdQuestion } from '../analysis/logic/protocol';
import { ServiceSettings } from '../features/settings';
import { DocumentGame } from '../model/document/document';
import { GameChunk } from '../syntax/gameSplitter';
import { GameStream } from '../syntax/gameStream';
import { gameDdQuestions } from './ddFindings';
import { CheckedGame, GameChecker } from './gameChecker';
import { PipelineFacts, fileDiagnosticsOf } from './gamePipeline';
import { FileNoiseFold } from './noiseFold';

/** Has double-dummy questions answered into a lookup. */
export interface DdAnswering {
  readonly answers: AnswerMap;
  answer(questions: readonly DdQuestion[]): Promise<void>;
}

/** One file through the pipeline with double dummy: `push` a block, await `settle`; `finish`, await `settle`. */
export class DdGamePipeline {
  /** The file's own diagnostics (shown ones). */
  readonly fileDiagnostics: readonly Diagnostic[];
  /** The fold of the file's noise. */
  readonly fold: FileNoiseFold;
  private readonly stream: GameStream;
  private readonly checker: GameChecker;
  private waiting: Array<{ chunk: GameChunk; layout: boolean; game: DocumentGame }> = [];

  constructor(facts: PipelineFacts, settings: ServiceSettings, private readonly analysis: DdAnswering, private readonly onGame: (checked: CheckedGame) => void) {
    // A block's games are all read before the first is checked: each keeps its own tokens.
    this.checker = new GameChecker(settings, false);
    this.fileDiagnostics = fileDiagnosticsOf(facts, settings);
    this.fold = new FileNoiseFold(settings.language);
    this.stream = new GameStream(facts, (chunk, layout) => this.waiting.push({ chunk, layout, game: this.checker.read(chunk) }));
  }

  /** Characters held from the blocks so far (the game in progress). */
  get held(): number {
    return this.stream.held;
  }

  /** Lines read so far. */
  get lines(): number {
    return this.stream.lines;
  }

  /** Reads the next block of text; its games wait for `settle`. */
  push(block: string): void {
    this.stream.push(block);
  }

  /** Ends the file: the last game waits for `settle`. */
  finish(): void {
    this.stream.finish();
  }

  /** Answers the waiting games' questions, checks and hands on each, then drops the answers. */
  async settle(): Promise<void> {
    const games = this.waiting;
    this.waiting = [];
    if (games.length === 0) return;
    const { answers } = this.analysis;
    await this.analysis.answer(games.flatMap(({ game }) => gameDdQuestions(game, answers)));
    for (const { chunk, layout, game } of games) this.onGame(this.checker.check(chunk, layout, game, answers));
    answers.retain(new Set());
  }
}
