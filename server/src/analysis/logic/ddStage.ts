/**
 * The double-dummy stage of a command that reads a file as a stream (`check --dd`, `audit`,
 * `analyse`): the games of a block are held as they are read, their questions asked together
 * (in one round, or more when a round's answers raise the next round's questions), then each game
 * is handed on in file order. The block's answers are then dropped, or, with `keepUntilNextBlock`,
 * kept until the next block's questions are known, so that a board the next block repeats is not
 * solved twice. Memory is that of one block's games and answers.
 */
import { AnswerMap, DdAnswering, keyOf } from './lookup';
import { DdQuestion } from './protocol';

/** How a stage asks: rounds per block (1 unless said) and whether a block's answers wait for the next block's questions. */
export interface DdStageOptions {
  rounds?: number;
  keepUntilNextBlock?: boolean;
}

/** A block's games held until their questions are answered, then handed on: `hold` each game as read, await `settle` after each block and at the end. */
export class DdStage<T> {
  private held: T[] = [];

  constructor(
    private readonly dd: DdAnswering,
    private readonly questionsOf: (item: T, answers: AnswerMap) => readonly DdQuestion[],
    private readonly handOn: (item: T) => void,
    private readonly options: DdStageOptions = {},
  ) {}

  /** Holds a game (or whatever the caller hands on in order) until the block is settled. */
  hold(item: T): void {
    this.held.push(item);
  }

  /** Answers the held games' questions, hands each on in order, then drops the answers the stage no longer needs. */
  async settle(): Promise<void> {
    const items = this.held;
    this.held = [];
    if (items.length === 0) return;
    const { answers } = this.dd;
    const rounds = this.options.rounds ?? 1;
    for (let round = 0; round < rounds; round++) {
      const questions = items.flatMap((item) => this.questionsOf(item, answers));
      // The last block's answers this block does not ask again go before its questions are asked.
      if (round === 0 && this.options.keepUntilNextBlock) answers.retain(new Set(questions.map(keyOf)));
      await this.dd.answer(questions);
    }
    for (const item of items) this.handOn(item);
    if (!this.options.keepUntilNextBlock) answers.retain(new Set());
  }
}
