/**
 * Games read one after another, as a file streams by (the command line's `check`): each chunk
 * is parsed, given its inherited values (the `#`/`##` state of the games before it) and its
 * number among the games with tags, and analysed. Nothing is kept from one game to the next but
 * the inheritance state, so memory does not grow with the file. The games it gives are those
 * `buildDocumentModel` would give for the whole text.
 */
import { GameSyntax } from '../../syntax/gameSyntax';
import { GameChunk } from '../../syntax/splitter';
import { DocumentGame, analyseSafely, readChunk } from './document';
import { GameOptions } from '../game/gameModel';
import { InheritanceResolver } from './inheritance';

/** Reads a file's games in order. */
export class GameSequence {
  private readonly inheritance = new InheritanceResolver();
  private tagged = 0;

  /** `shared`: each game's tokens stay in buffers the next game reuses (false: a game's model stays valid after the next is read). */
  constructor(private readonly options: GameOptions, private readonly shared = true) {}

  /** Takes in the game before the first one read (a part of a file read on another thread), without analysing it: the next game may be its other room (carriedDeal.ts). */
  follow(syntax: GameSyntax): void {
    if (syntax.tags.length) this.inheritance.resolve(syntax);
  }

  /** The analysed game of the next chunk (a chunk without tags gets no model). */
  next(chunk: GameChunk): DocumentGame {
    // Each game is dropped before the next is read: its tokens and play records stay in the shared buffers.
    const game = readChunk(chunk, this.shared);
    if (game.syntax.tags.length === 0) return game;
    const values = this.inheritance.resolve(game.syntax);
    game.index = ++this.tagged;
    game.inheritanceKey = values.key;
    game.model = analyseSafely(game.syntax, values, this.options, game.readerProblems, this.shared);
    return game;
  }
}
