/**
 * The games of a file that may be the rows of a board played more than once (issue 21, no
 * ScoreTable), kept compact while the file streams by (`audit` game by game, auditStream.ts): per
 * board and deal one entry, its deal written once in its key, and per game only its row's facts
 * (boardGames.ts `GameRowFacts`), not its model. Grouped and audited as `boardsPlayedTwice` and
 * `boardGamesAudit` do without double dummy, so the findings are the same.
 */
import { DealHands } from '../../analysis/logic/ddTypes';
import { SEATS } from '../../bridge/seats';
import { AuditInput, auditBoardRows } from '../../scoring/audit/auditBoard';
import { BoardAudit } from '../../scoring/audit/findings';
import { FileGame, GameRowFacts, factsRow, gameRowFacts, handsOf } from './boardGames';
import { auditInput } from './gameAudit';

/** The compact rows of the games that may be the rows of boards played more than once, grouped by board and deal as `boardsPlayedTwice` groups them. */
export class PlayedRows {
  private readonly boards = new Map<string, { board: string; facts: Omit<AuditInput, 'traveller' | 'hands'>; games: GameRowFacts[] }>();

  /** Takes in a game (a complete deal, a Board, no ScoreTable; others are left out). */
  add(game: FileGame): void {
    const hands = handsOf(game.model);
    const board = game.model.board;
    if (!hands || !board || board === '?' || auditInput(game.model)) return;
    // The same grouping as `boardsPlayedTwice`, in fewer characters; the deal is kept only in the key (read back by `audits`).
    const key = `${board}|${SEATS.map((seat) => hands[seat]!.join(',')).join('/')}`;
    let entry = this.boards.get(key);
    if (!entry) this.boards.set(key, entry = { board, facts: { vulnerability: game.model.vulnerability, edition: game.model.edition.edition }, games: [] });
    entry.games.push(gameRowFacts(game));
  }

  /** The audit without double dummy of each board played more than once, in the order of its first game, with its first game's facts. */
  *audits(): Generator<{ first: GameRowFacts; board: string; audit: BoardAudit }> {
    for (const [key, { board, facts, games }] of this.boards) {
      if (games.length < 2) continue;
      const seats = key.slice(board.length + 1).split('/');
      const hands = Object.fromEntries(SEATS.map((seat, place) => [seat, seats[place].split(',')])) as unknown as DealHands;
      const read = games.map((game, row) => factsRow(game, row));
      const texts = new Map(read.map((entry) => [entry.row, entry.texts] as const));
      yield { first: games[0], board, audit: auditBoardRows(read.map((entry) => entry.row), (row) => texts.get(row)!, { ...facts, hands }) };
    }
  }
}
