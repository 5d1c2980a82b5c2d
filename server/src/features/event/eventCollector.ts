/**
 * An event read from a file's games as they stream by (`score --event`): each board's traveller
 * (`[ScoreTable]`, the first game of a board that has one) becomes the board's rows, with the pair
 * or team at each side (PairId_NS/EW, TeamId_NS/EW), what the table recorded, and the awards after
 * the rulings of the board's games (an AdjustedScore, split or weighted, or the rectified result
 * of the Irregularities: travellerRow.ts finds each game's own row). Games without a traveller
 * that name their room and teams (`[Room "Open"]`, HomeTeam, VisitTeam) are the two tables of a
 * teams match (assumed: the home team sits NS in the Open room and EW in the Closed room). The
 * first `[TotalScoreTable]` is kept to be checked. Only these rows are held, not the games.
 */
import { Side } from '../../bridge/seats';
import { rulesFor } from '../../laws/editions';
import { GameModel } from '../../model/game/gameModel';
import { gameOverride, ownRow } from '../../model/game/travellerRow';
import { DocumentGame } from '../../model/document/document';
import { tableResult } from '../../scoring/field';
import { BoardMethod, EventBoard, EventRow, SideAward, TableAwards } from '../../scoring/event/eventInput';
import { FileTotalRow, TOTAL_COLUMN_NAMES } from '../../scoring/event/totalScoreCheck';
import { cellValue } from '../../scoring/traveller/cells';
import { DERIVED_COLUMNS } from '../../scoring/traveller/expectation';
import { travellerMethod } from '../../scoring/traveller/method';
import { Traveller, cellAt, columnIndex, readTraveller } from '../../scoring/traveller/readTraveller';
import { RowOverride } from '../../scoring/traveller/recompute';

/** What the collector read from a file. */
export interface CollectedEvent {
  boards: EventBoard[];
  names: Map<string, string>;
  /** The file's TotalScoreTable rows, when it has one. */
  totals?: FileTotalRow[];
  /** The editions the boards were ruled by. */
  editions: string[];
}

/** Collects an event game by game. */
export class EventCollector {
  private readonly boards = new Map<string, { board: EventBoard; traveller?: Traveller }>();
  private readonly names = new Map<string, string>();
  private readonly editions = new Set<string>();
  private totals?: FileTotalRow[];

  /** Takes in one game of the file. */
  add(game: DocumentGame): void {
    const model = game.model;
    if (!model) return;
    if (!this.totals) this.readTotals(model);
    const number = model.board;
    if (!number || number === '?') return;
    const key = `${model.values.get('Section') ?? ''}|${number}`;
    const own = model.traveller?.traveller;
    let entry = this.boards.get(key);
    if (!entry && own) {
      entry = { board: this.boardOf(model, own), traveller: own };
      this.boards.set(key, entry);
    }
    if (entry?.traveller) {
      const row = own === entry.traveller ? model.traveller!.ownRow : ownRow(model, entry.traveller);
      const override = row === undefined ? undefined : own === entry.traveller ? model.traveller!.override : gameOverride(model, row);
      if (row !== undefined && override) applyRuling(entry.board.rows[row], override);
      return;
    }
    this.addRoom(model, number);
  }

  /** The event as read. */
  event(): CollectedEvent {
    return { boards: [...this.boards.values()].map((entry) => entry.board), names: this.names, ...(this.totals ? { totals: this.totals } : {}), editions: [...this.editions] };
  }

  /** A board from its traveller. */
  private boardOf(model: GameModel, traveller: Traveller): EventBoard {
    const edition = model.edition.edition;
    this.editions.add(edition);
    const scoring = model.values.get('Scoring');
    const method = travellerMethod(scoring, traveller.columns);
    const recomputed = model.traveller!.recomputed;
    const id = (row: number, side: Side) => {
      const text = (cellAt(traveller, row, `TeamId_${side}`) ?? cellAt(traveller, row, `PairId_${side}`))?.text.trim();
      return text && text !== '-' && text !== '?' ? text : undefined;
    };
    const rows = traveller.rows.map((_, row): EventRow => {
      const facts = recomputed.facts[row];
      const before: TableAwards = { NS: recordedAward(traveller, row, 'NS', facts.nsScore), EW: recordedAward(traveller, row, 'EW', facts.nsScore === undefined ? undefined : -facts.nsScore) };
      const [ns, ew] = [id(row, 'NS'), id(row, 'EW')];
      for (const [side, participant] of [['NS', ns], ['EW', ew]] as const) {
        const names = cellAt(traveller, row, `Names_${side}`)?.text.trim();
        if (participant && names && !this.names.has(participant)) this.names.set(participant, names);
      }
      return { table: cellAt(traveller, row, 'Table')?.text ?? String(row + 1), ...(ns ? { ns } : {}), ...(ew ? { ew } : {}), count: facts.count, before, after: { ...before } };
    });
    return { board: model.board!, method: boardMethod(scoring, traveller, method.imps), datum: method.datum, rules: rulesFor(edition).adjusted, rows };
  }

  /** A game that is one room of a teams match. */
  private addRoom(model: GameModel, number: string): void {
    const room = (model.values.get('Room') ?? '').toLowerCase();
    const [home, visit] = [model.values.get('HomeTeam')?.trim(), model.values.get('VisitTeam')?.trim()];
    if ((room !== 'open' && room !== 'closed') || !home || !visit || home === '?' || visit === '?') return;
    const edition = model.edition.edition;
    this.editions.add(edition);
    const key = `teams|${number}`;
    let entry = this.boards.get(key);
    if (!entry) this.boards.set(key, entry = { board: { board: number, method: 'teams', datum: { dropEachEnd: 0, roundTo: 10 }, rules: rulesFor(edition).adjusted, rows: [] } });
    const points = model.score?.points;
    const recorded = points?.NS ?? (points?.EW === undefined ? undefined : -points.EW);
    const override = gameOverride(model, 0);
    const tableScore = recorded ?? (override?.kind === 'score' && override.reason === 'result' ? override.nsScore : undefined);
    const before: TableAwards = tableScore === undefined ? { NS: { kind: 'none' }, EW: { kind: 'none' } } : { NS: scored(tableScore), EW: scored(-tableScore) };
    const row: EventRow = { table: model.values.get('Room')!, ns: room === 'open' ? home : visit, ew: room === 'open' ? visit : home, count: 1, before, after: { ...before } };
    if (override) applyRuling(row, override);
    entry.board.rows.push(row);
  }

  /** The file's TotalScoreTable, read once. */
  private readTotals(model: GameModel): void {
    const table = readTraveller(model.syntax, model.values.get('TotalScoreTable'), 'TotalScoreTable');
    if (!table) return;
    const idColumn = columnIndex(table, 'PairId') >= 0 ? 'PairId' : 'TeamId';
    const present = TOTAL_COLUMN_NAMES.filter((name) => columnIndex(table, name) >= 0);
    this.totals = table.rows.flatMap((_, row) => {
      const id = cellAt(table, row, idColumn)?.text.trim();
      if (!id) return [];
      const names = cellAt(table, row, 'Names')?.text.trim();
      if (names) this.names.set(id, names);
      return [{ id, cells: present.map((column) => ({ column, text: cellAt(table, row, column)!.text })) }];
    });
  }
}

const scored = (score: number): SideAward => ({ kind: 'scored', result: tableResult(score) });

/**
 * What a row records for a side: its score, or an artificial score written `^` in the side's
 * columns (its percentage when written, else by the sign of its IMPs), or nothing.
 */
function recordedAward(traveller: Traveller, row: number, side: Side, score: number | undefined): SideAward {
  const columns = DERIVED_COLUMNS[side];
  const cell = (name: string) => cellValue(cellAt(traveller, row, name));
  const [percentage, imps, mp] = [cell(columns.percentage), cell(columns.imps), cell(columns.mp)];
  if (percentage.artificial && percentage.number !== undefined) return { kind: 'artificial', form: { kind: 'percent', percent: percentage.number } };
  if (imps.artificial && imps.number !== undefined) return { kind: 'artificial', form: imps.number > 0 ? { kind: 'plus' } : imps.number < 0 ? { kind: 'minus' } : { kind: 'average' } };
  if (percentage.artificial || imps.artificial || mp.artificial) return { kind: 'none' };
  return score === undefined ? { kind: 'none' } : scored(score);
}

/** How a board is scored: matchpoints unless its Scoring tag or its columns say IMPs. */
function boardMethod(scoring: string | undefined, traveller: Traveller, imps: 'datum' | 'cross' | 'teams'): BoardMethod {
  const words = (scoring ?? '').split(';').map((word) => word.trim().toLowerCase());
  const saysMatchpoints = words.some((word) => word === 'mp' || word === 'matchpoints');
  const saysImps = words.some((word) => word === 'imp' || word.startsWith('butler') || /^cross[12]?$/.test(word));
  const impColumns = columnIndex(traveller, 'IMP_NS') >= 0 || columnIndex(traveller, 'IMP_EW') >= 0;
  if (saysMatchpoints || (!saysImps && !impColumns)) return 'matchpoints';
  return imps;
}

/** Applies a game's ruling to its row's awards (a rectified result to both sides; an adjusted score to each side it names). */
function applyRuling(row: EventRow, override: RowOverride): void {
  if (override.kind === 'score') {
    if (override.reason !== 'ruling') return;
    row.after = { NS: scored(override.nsScore), EW: scored(-override.nsScore) };
    return;
  }
  const award = (side: Side): SideAward | undefined => {
    const given = override[side];
    if (!given) return undefined;
    return given.kind === 'artificial' ? { kind: 'artificial', form: given.form } : { kind: 'scored', result: given.result };
  };
  row.after = { NS: award('NS') ?? row.after.NS, EW: award('EW') ?? row.after.EW };
}
