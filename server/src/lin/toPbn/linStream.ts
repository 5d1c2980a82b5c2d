/**
 * PBN → LIN game by game as a PBN file streams by (the command line's `convert --to lin`): each
 * game read (with the `#` values of the games before it) becomes its LIN line at once, the line
 * `pbnToLin` gives it in the whole document, and nothing of it is kept after. A block's lines are
 * handed on before the next block is read, so the output is written as fast as it is taken.
 */
import { GameOptions } from '../../model/game/gameModel';
import { GameStreamSource, streamedPieces } from '../../model/document/gameTextStream';
import { gameToLin } from './fromPbn';

/** The LIN text of a PBN source, a piece per block read (empty pieces left out). */
export async function* linPieces(source: GameStreamSource, options: GameOptions): AsyncGenerator<string> {
  yield* streamedPieces(source, options, (lines) => ({
    text: () => undefined,
    game: ({ game }) => { if (game.model && game.index > 0) lines.push(gameToLin(game, game.model) + '\n'); },
  }));
}
