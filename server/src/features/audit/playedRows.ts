/**
 * The games of a file that may be the rows of a board played more than once (issue 21, no
 * ScoreTable), kept compact while the file streams by (`audit` game by game, commands/audit.ts): per
 * board and deal one entry, its deal written once in its key, and per game only its row's facts
 * (boardGames.ts `GameRowFacts`), and its first game's dealer, not its model. Grouped and audited as
 * `boardsPlayedTwice` and `boardGamesAudit` do, with or without double dummy, so the findings are the same.
 */
import { DealHands } from '../../shapes/ddTypes';
import { dealTableQuestion } from '../../analysis/logic/gameQuestions';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { DdQuestion } from '../../analysis/logic/protocol';
import { SEATS, Seat } from '../../bridge/seats';
import { AuditInput } from '../../scoring/audit/auditBoard';
import { BoardAudit } from '../../shapes/auditFindings';
import { BoardRows, FileGame, GameRowFacts, boardRowsAudit, boardRowsQuestions, factsRows, gameRowFacts, handsOf } from './boardGames';
import { auditInput } from './gameAudit';

/** The compact rows of the games that may be the rows of boards played more than once, grouped by board and deal as `boardsPlayedTwice` groups them. */
export class PlayedRows {
  private readonly boards = new Map<string, { board: string; facts: Omit<AuditInput, 'traveller' | 'hands'>; dealer?: Seat; games: GameRowFacts[] }>();

  /** Takes in a game (a complete deal, a Board, no ScoreTable; others are left out). */
  add(game: FileGame): void {
    const hands = handsOf(game.model);
    const board = game.model.board;
    if (!hands || !board || board === '?' || auditInput(game.model)) return;
    // The same grouping as `boardsPlayedTwice`, in fewer characters; the deal is kept only in the key (read back by `audits`).
    const key = `${board}|${SEATS.map((seat) => hands[seat]!.join(',')).join('/')}`;
    let entry = this.boards.get(key);
    if (!entry) this.boards.set(key, entry = { board, facts: { vulnerability: game.model.vulnerability, edition: game.model.edition.edition }, ...(game.model.dealer ? { dealer: game.model.dealer } : {}), games: [] });
    entry.games.push(gameRowFacts(game));
  }

  /** The audit of each board played more than once (with double dummy when `lookup` is given), in the order of its first game, with its first game's facts. */
  *audits(lookup?: AnalysisLookup): Generator<{ first: GameRowFacts; board: string; audit: BoardAudit }> {
    for (const { first, board, rows } of this.boardRows()) yield { first, board, audit: boardRowsAudit(rows, lookup) };
  }

  /** The DD questions the audits of the boards played more than once still need. */
  questions(lookup: AnalysisLookup): DdQuestion[] {
    return [...this.boardRows()].flatMap(({ rows }) => boardRowsQuestions(rows, lookup));
  }

  /** Each board played more than once as its audit reads it (the table question of its first game's deal, dealer and vulnerability). */
  private *boardRows(): Generator<{ first: GameRowFacts; board: string; rows: BoardRows }> {
    for (const [key, { board, facts, dealer, games }] of this.boards) {
      if (games.length < 2) continue;
      const seats = key.slice(board.length + 1).split('/');
      const hands = Object.fromEntries(SEATS.map((seat, place) => [seat, seats[place].split(',')])) as unknown as DealHands;
      yield { first: games[0], board, rows: { ...factsRows(games), facts: { ...facts, hands }, table: dealTableQuestion(hands, dealer, facts.vulnerability) } };
    }
  }
}
