/**
 * The boards of a PBN file for a deal file (`convert --to dlm|dup`), read game by game as the
 * file streams by: each game's board number and full deal (a `#` deal taken from the game
 * before, as the reader carries it). A board that comes again with the same deal (its other
 * rooms) is taken once; with another deal, or a game without a board number or a full deal, the
 * file cannot be written as a deal file and the game is named.
 */
import { GameOptions } from '../model/game/gameModel';
import { GameStreamSource, readGameStream } from '../model/document/gameTextStream';
import { PbnDealsProblem } from '../shapes/dealFileProblems';
import { DealFileBoard, emptyBoard } from './dealBoard';

/** The boards of a PBN source in file order, or the first game that keeps them from being a set. */
export async function dealBoardsOfPbn(source: GameStreamSource, options: GameOptions): Promise<{ boards: DealFileBoard[]; problem?: PbnDealsProblem }> {
  const boards: DealFileBoard[] = [];
  const seen = new Map<number, DealFileBoard>();
  let problem: PbnDealsProblem | undefined;
  await readGameStream(source, options, {
    text: () => undefined,
    game: ({ game }) => {
      const model = game.model;
      if (problem || !model || game.index === 0) return;
      const number = /^\d{1,9}$/.test(model.board ?? '') ? Number(model.board) : undefined;
      if (number === undefined) {
        problem = { kind: 'no-board-number', game: game.index };
        return;
      }
      const deal = model.deal;
      if (!deal || !deal.complete || deal.handSize !== 13) {
        problem = { kind: 'no-deal', board: number };
        return;
      }
      const board = emptyBoard(number);
      for (let seat = 0; seat < 4; seat++) {
        for (let suit = 0; suit < 4; suit++) {
          for (let rank = 0; rank < 13; rank++) if (deal.masks[seat * 4 + suit] & (1 << rank)) board.owners[suit * 13 + rank] = seat;
        }
      }
      const before = seen.get(number);
      if (!before) {
        seen.set(number, board);
        boards.push(board);
      } else if (before.owners.some((owner, card) => board.owners[card] !== owner)) problem = { kind: 'board-twice', board: number };
    },
  }, () => undefined);
  return { boards, problem };
}
