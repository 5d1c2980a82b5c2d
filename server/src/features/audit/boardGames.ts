/**
 * The games of one board as the rows of its audit (issue 21): where a file holds the same board
 * more than once and has no ScoreTable for it (the Open and Closed room of a teams match, a
 * vugraph match read from LIN through its PBN projection), every game with the same Board and
 * the same Deal is a row: its contract, declarer and tricks, the first card of its play as the
 * opening lead, and its Score where recorded. The rows count the board's games in file order; a
 * row is named by its [Room] ("Open room"), else by the line its game starts on. The checks and
 * the double-dummy answers are those of a traveller (scoring/audit/, gameAudit.ts).
 */
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { questionsOfGame } from '../../analysis/logic/questions/questionsOfGame';
import { DealHands } from '../../shapes/ddTypes';
import { DdQuestion } from '../../analysis/logic/protocol';
import { isVulnerable } from '../../bridge/contract';
import { otherSide, seatAfter, sideOf } from '../../bridge/seats';
import { duplicateScore } from '../../laws/scoring';
import { GameModel } from '../../model/game/gameModel';
import { AuditInput, RowTexts, auditBoardRows, swapDealsOf } from '../../scoring/audit/auditBoard';
import { AuditRow } from '../../scoring/audit/auditRows';
import { BoardAudit } from '../../shapes/auditFindings';
import { answeredTable, auditInput, auditTables, unansweredQuestions } from './gameAudit';

/** A game of the file: its model, its 1-based index and the line (1-based) it starts on. */
export interface FileGame {
  model: GameModel;
  index: number;
  line: number;
}

/** The games of one board, in file order (two or more, none with a ScoreTable). */
export interface BoardGames {
  board: string;
  games: FileGame[];
}

/** The recorded deal of a game when all four hands are known. */
export function handsOf(model: GameModel): DealHands | undefined {
  return model.deal?.complete && !model.endPosition ? model.deal.hands as DealHands : undefined;
}

/** The boards played more than once in `games` (same Board, same Deal), those with a ScoreTable left to the traveller's audit. */
export function boardsPlayedTwice(games: readonly FileGame[]): BoardGames[] {
  const boards = new Map<string, BoardGames>();
  for (const game of games) {
    const hands = handsOf(game.model);
    const board = game.model.board;
    if (!hands || !board || board === '?' || auditInput(game.model)) continue;
    const key = `${board}|${JSON.stringify(hands)}`;
    const entry = boards.get(key) ?? boards.set(key, { board, games: [] }).get(key)!;
    entry.games.push(game);
  }
  return [...boards.values()].filter((entry) => entry.games.length > 1);
}

/** What a game gives its row: the row's facts without its place, and the texts of its contract and declarer (no model: a stream keeps these). */
export interface GameRowFacts {
  index: number;
  line: number;
  contract: AuditRow['contract'];
  declarer: AuditRow['declarer'];
  passedOut: AuditRow['passedOut'];
  tricks: AuditRow['tricks'];
  nsScore: AuditRow['nsScore'];
  law77Score: AuditRow['law77Score'];
  lead: AuditRow['lead'];
  room?: string;
  /** Where the game's first tag starts (its row's cells, empty, point there). */
  start: number;
  contractText: string;
  declarerText: string;
}

/** A game's row facts. */
export function gameRowFacts(game: FileGame): GameRowFacts {
  const model = game.model;
  const { contract, declarer, vulnerability, passedOut } = model;
  const side = declarer && sideOf(declarer);
  const won = model.result?.tricks ?? {};
  const other = side && won[otherSide(side)];
  const tricks = side ? won[side] ?? (other !== undefined ? 13 - other : undefined) : undefined;
  const points = model.score?.points ?? {};
  const nsScore = points.NS ?? (points.EW !== undefined ? -points.EW : passedOut ? 0 : undefined);
  const law77Score = passedOut ? 0 : contract && side && tricks !== undefined && vulnerability
    ? (side === 'NS' ? 1 : -1) * duplicateScore(contract, isVulnerable(vulnerability, side), tricks, model.edition.edition) : undefined;
  const first = model.play?.tricks[0];
  const leader = first?.leader ?? (declarer && seatAfter(declarer));
  const lead = first?.cards.find((card) => card.seat === leader)?.card;
  const room = model.values.get('Room');
  return {
    index: game.index, line: game.line, contract, declarer, passedOut, tricks, nsScore, law77Score, lead, ...(room ? { room } : {}), start: model.syntax.firstTagStart,
    contractText: model.values.get('Contract') ?? '', declarerText: model.values.get('Declarer') ?? '',
  };
}

/** A game's facts as row `row` of its board's audit. */
export function factsRow(facts: GameRowFacts, row: number): { row: AuditRow; texts: RowTexts } {
  const { contract, declarer, passedOut, tricks, nsScore, law77Score, lead, room, line } = facts;
  // No cell of a ScoreTable stands for the game: the cells are empty, at the game's start.
  const cell = { text: '', start: facts.start, end: facts.start, quoted: false };
  return {
    row: {
      row, count: 1, contract, declarer, passedOut, tricks, nsScore, law77Score, resultNumber: tricks, lead, artificialScore: false,
      table: room ? `${room} room` : `line ${line}`, game: { ...(room ? { room } : {}), line }, cells: { first: cell, last: cell },
    },
    texts: { contract: facts.contractText, declarer: facts.declarerText },
  };
}

/** One game as an audit row, with its contract and declarer as written. */
export function gameRow(game: FileGame, row: number): { row: AuditRow; texts: RowTexts } {
  return factsRow(gameRowFacts(game), row);
}

/** A board played more than once as its audit reads it: its rows, their texts, the deal's facts and the recorded deal's table question. */
export interface BoardRows {
  rows: AuditRow[];
  texts: (row: AuditRow) => RowTexts;
  facts: Omit<AuditInput, 'traveller'>;
  table?: Extract<DdQuestion, { kind: 'par' | 'table' }>;
}

/** Rows read from game facts, counted in the order given. */
export function factsRows(games: readonly GameRowFacts[]): Pick<BoardRows, 'rows' | 'texts'> {
  const read = games.map((game, row) => factsRow(game, row));
  const texts = new Map(read.map((entry) => [entry.row, entry.texts] as const));
  return { rows: read.map((entry) => entry.row), texts: (row) => texts.get(row)! };
}

/** The rows of a board's games and what the checks know of the board (its first game's deal, vulnerability, edition and table question). */
function boardInput(board: BoardGames): BoardRows {
  const model = board.games[0].model;
  return { ...factsRows(board.games.map(gameRowFacts)), facts: { hands: handsOf(model), vulnerability: model.vulnerability, edition: model.edition.edition }, table: questionsOfGame(model).table };
}

/** The audit of a board's rows: without a lookup only what needs no double dummy. */
export function boardRowsAudit({ rows, texts, facts, table }: BoardRows, lookup?: AnalysisLookup): BoardAudit {
  const recorded = lookup && facts.hands ? answeredTable(table, lookup) : undefined;
  if (!recorded || !lookup || !facts.hands) return { ...auditBoardRows(rows, texts, facts), pending: Boolean(lookup && facts.hands) };
  return auditBoardRows(rows, texts, facts, auditTables(recorded, swapDealsOf(rows, facts.hands, recorded), lookup));
}

/** The DD questions the audit of a board's rows still needs: the recorded deal's, then the swaps a suspect row calls for. */
export function boardRowsQuestions({ rows, facts, table }: BoardRows, lookup: AnalysisLookup): DdQuestion[] {
  if (!facts.hands || !table) return [];
  const recorded = answeredTable(table, lookup);
  return unansweredQuestions(table, recorded, swapDealsOf(rows, facts.hands, recorded), lookup);
}

/** The audit of a board's games: without a lookup only what needs no double dummy. */
export function boardGamesAudit(board: BoardGames, lookup?: AnalysisLookup): BoardAudit {
  return boardRowsAudit(boardInput(board), lookup);
}

/** The DD questions the audit of a board's games still needs: the recorded deal's, then the swaps a suspect row calls for. */
export function boardGamesQuestions(board: BoardGames, lookup: AnalysisLookup): DdQuestion[] {
  return boardRowsQuestions(boardInput(board), lookup);
}
