/**
 * The game pipeline of one file with double dummy (`check --dd`): the stream shell of
 * gamePipeline.ts (`StreamedFile`), but the games of each block are read first and held by the
 * double-dummy stage (analysis/logic/ddStage.ts), which has their questions answered together,
 * then each is checked with the answers (ddFindings.ts) and handed on in file order. The answers
 * of a block are dropped once its games are checked, so memory is that of a block's games and answers.
 */
import { DdAnswering } from '../analysis/logic/lookup';
import { DdStage } from '../analysis/logic/ddStage';
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
  private readonly stage: DdStage<WaitingGame>;

  constructor(facts: PipelineFacts, settings: ServiceSettings, analysis: DdAnswering, onGame: (checked: CheckedGame) => void) {
    // A block's games are all read before the first is checked: each keeps its own tokens.
    const checker = new GameChecker(settings, false);
    const stage = new DdStage<WaitingGame>(analysis, ({ game }, answers) => gameDdQuestions(game, answers),
      ({ chunk, layout, game }) => onGame(checker.check(chunk, layout, game, analysis.answers)));
    super(facts, settings, (chunk, layout) => stage.hold({ chunk, layout, game: checker.read(chunk) }));
    this.stage = stage;
  }

  /** Answers the held games' questions, checks and hands on each, then drops the answers. */
  settle(): Promise<void> {
    return this.stage.settle();
  }
}
