/**
 * The game pipeline of one file with double dummy (`check --dd`): the stream shell of
 * gamePipeline.ts (`StreamedFile`), but the games of each block are read first, their
 * double-dummy questions answered together, then each is checked with the answers (ddFindings.ts)
 * and handed on in file order. The answers of a block are dropped once its games are checked, so
 * memory is that of a block's games and answers.
 */
import { DdAnswering } from '../analysis/logic/lookup';
import { ServiceSettings } from '../features/settings';
import { DocumentGame } from '../model/document/document';
import { GameChunk } from '../syntax/gameSplitter';
import { gameDdQuestions } from './ddFindings';
import { CheckedGame, GameChecker } from './gameChecker';
import { PipelineFacts, StreamedFile } from './gamePipeline';

export type { DdAnswering };

/** A game read and waiting for its block's double-dummy answers. */
interface WaitingGame {
  chunk: GameChunk;
  layout: boolean;
  game: DocumentGame;
}

/** One file through the pipeline with double dummy: `push` a block, await `settle`; `finish`, await `settle`. */
export class DdGamePipeline extends StreamedFile {
  private readonly checker: GameChecker;
  /** The games read since the last `settle`, in file order. */
  private readonly waiting: WaitingGame[];

  constructor(facts: PipelineFacts, settings: ServiceSettings, private readonly analysis: DdAnswering, private readonly onGame: (checked: CheckedGame) => void) {
    // A block's games are all read before the first is checked: each keeps its own tokens.
    const checker = new GameChecker(settings, false);
    const waiting: WaitingGame[] = [];
    super(facts, settings, (chunk, layout) => waiting.push({ chunk, layout, game: checker.read(chunk) }));
    this.checker = checker;
    this.waiting = waiting;
  }

  /** Answers the waiting games' questions, checks and hands on each, then drops the answers. */
  async settle(): Promise<void> {
    const games = this.waiting.splice(0);
    if (games.length === 0) return;
    const { answers } = this.analysis;
    await this.analysis.answer(games.flatMap(({ game }) => gameDdQuestions(game, answers)));
    for (const { chunk, layout, game } of games) this.onGame(this.checker.check(chunk, layout, game, answers));
    answers.retain(new Set());
  }
}
