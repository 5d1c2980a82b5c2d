/**
 * The travellers of a file read game by game as it streams by (the command line's `score`):
 * each game with a `[ScoreTable]` gives its summary (travellerSummary.ts) the moment it is read,
 * the same summary the whole-file path gives, and nothing of the game is kept after it.
 */
import { GameStreamSource, readGameStream } from '../model/document/gameTextStream';
import { ServiceSettings, gameOptionsOf } from './settings';
import { TravellerSummary, travellerSummary } from './travellerSummary';

/** Hands each traveller's summary to `onBoard` in file order; `afterBlock` runs after each block read (to let output drain). */
export async function streamTravellers(source: GameStreamSource, settings: ServiceSettings, onBoard: (board: TravellerSummary) => void, afterBlock: () => Promise<void> | void = () => undefined): Promise<void> {
  await readGameStream(source, gameOptionsOf(settings), {
    text: () => undefined,
    game: ({ game }) => {
      const board = travellerSummary(game, settings.language);
      if (board) onBoard(board);
    },
  }, afterBlock);
}
