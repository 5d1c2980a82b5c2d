/**
 * An event's standings before and after the file's rulings: each participant's total (matchpoint
 * events as a percentage of the tops it played, IMP events as the sum of its IMPs), its rank, and
 * the boards whose score the rulings changed. Artificial scores are valued last, against the
 * participant's result on its other boards of the session when the session rule is in force
 * (scoring/artificial.ts: the setting, else the edition's default). A matchpoint event whose pairs
 * never change direction (a Mitchell) ranks each direction on its own; otherwise one ranking.
 */
import { Side } from '../../bridge/seats';
import { ArtificialRule, sessionArtificialImps, sessionArtificialPercent } from '../artificial';
import { roundHalfAwayFromZero } from '../../rounding';
import { BoardScore, EventState, boardScores } from './boardScores';
import { EventBoard, EventUnit, unitOf } from './eventInput';
import { RulingTarget, rulingTargets } from './targetPrograms';

/** A participant's total and rank in one state. */
export interface StateTotal {
  total: number;
  rank: number;
  /** Matchpoint events: the matchpoints. */
  points?: number;
}

/** One participant of the event. */
export interface Standing {
  id: string;
  names: string;
  /** The direction it sat on every board (a Mitchell), when it never changed. */
  direction?: Side;
  /** After the rulings. */
  total: number;
  unit: EventUnit;
  rank: number;
  /** Boards it scored on. */
  boards: number;
  /** Matchpoint events: the matchpoints and the tops they are out of, after the rulings. */
  matchpoints?: { points: number; top: number };
  before: StateTotal;
  /** The boards whose score the rulings changed for it (matchpoints or IMPs, before and after). */
  changes: Array<{ board: string; before?: number; after?: number }>;
}

/** The event's standings. */
export interface EventStandings {
  unit: EventUnit;
  /** `direction`: NS and EW ranked apart (a Mitchell matchpoint event). */
  ranking: 'field' | 'direction';
  participants: Standing[];
  /** Boards scored otherwise than the event's first board (left out of the totals). */
  leftOut: string[];
  /** The tables the rulings changed, with what BCS and USEBIO can hold of each (targetPrograms.ts). */
  rulings: RulingTarget[];
}

/** Ids in the order people number them (pair 2 before pair 10), one collator for every comparison. */
const ID_ORDER = new Intl.Collator(undefined, { numeric: true });

/** The standings of `boards`; `names` by participant id; `averagePlus` the setting (undefined: each board's edition). */
export function eventStandings(boards: readonly EventBoard[], names: ReadonlyMap<string, string>, averagePlus?: ArtificialRule): EventStandings {
  const unit = boards.length ? unitOf(boards[0].method) : '%';
  const counted = boards.filter((board) => unitOf(board.method) === unit);
  const leftOut = boards.filter((board) => unitOf(board.method) !== unit).map((board) => board.board);
  // The session's field: the most tables any matchpoint board was played at.
  const field = counted.reduce((most, board) => Math.max(most, board.rows.reduce((tables, row) => tables + row.count, 0)), 0);
  const directions = new Map<string, Set<Side>>();
  for (const board of counted) {
    for (const row of board.rows) {
      if (row.ns !== undefined) (directions.get(row.ns) ?? directions.set(row.ns, new Set()).get(row.ns)!).add('NS');
      if (row.ew !== undefined) (directions.get(row.ew) ?? directions.set(row.ew, new Set()).get(row.ew)!).add('EW');
    }
  }
  const rulesOf = new Map(counted.map((board) => [board.board, board.rules]));
  const scored = (state: EventState) => valueArtificial(counted.flatMap((board) => boardScores(board, state, field)), unit, (board) => rulesOf.get(board)!, averagePlus);
  const [before, after] = [scored('before'), scored('after')];
  const mitchell = unit === '%' && [...directions.values()].every((sides) => sides.size === 1) && new Set([...directions.values()].map((sides) => [...sides][0])).size === 2;
  const directionOf = (id: string) => { const sides = directions.get(id); return sides?.size === 1 ? [...sides][0] : undefined; };
  const [beforeBoards, afterBoards] = [byParticipant(before), byParticipant(after)];
  const beforeTotals = totals(before, unit);
  const afterTotals = totals(after, unit);
  const beforeRanks = ranks(beforeTotals, mitchell ? directionOf : () => undefined);
  const afterRanks = ranks(afterTotals, mitchell ? directionOf : () => undefined);
  const participants = [...afterTotals.keys()].map((id): Standing => {
    const sum = afterTotals.get(id)!;
    const standing: Standing = {
      id, names: names.get(id) ?? '', total: sum.total, unit, rank: afterRanks.get(id)!, boards: sum.boards,
      before: beforeTotals.has(id) ? { total: beforeTotals.get(id)!.total, rank: beforeRanks.get(id)!, ...(unit === '%' ? { points: beforeTotals.get(id)!.points } : {}) } : { total: 0, rank: 0 },
      changes: changesOf(beforeBoards.get(id), afterBoards.get(id)),
    };
    const direction = directionOf(id);
    if (direction) standing.direction = direction;
    if (unit === '%') standing.matchpoints = { points: sum.points, top: sum.top };
    return standing;
  });
  // NS before EW when the directions are ranked apart; then by rank, then by id.
  const group = (standing: Standing) => (mitchell && standing.direction === 'EW' ? 1 : 0);
  participants.sort((a, b) => group(a) - group(b) || a.rank - b.rank || ID_ORDER.compare(a.id, b.id));
  return { unit, ranking: mitchell ? 'direction' : 'field', participants, leftOut, rulings: rulingTargets(counted, after) };
}

/**
 * Values the artificial scores: matchpoints as the percentage of the top the rule gives, IMPs as
 * the IMPs it gives, each against the participant's result on its boards without one.
 */
function valueArtificial(scores: BoardScore[], unit: EventUnit, rulesOf: (board: string) => EventBoard['rules'], averagePlus: ArtificialRule | undefined): BoardScore[] {
  const played = new Map<string, { value: number; top: number; boards: number }>();
  for (const score of scores) {
    if (score.artificial || score.value === undefined) continue;
    const sum = played.get(score.participant) ?? played.set(score.participant, { value: 0, top: 0, boards: 0 }).get(score.participant)!;
    sum.value += score.value;
    sum.top += score.top ?? 0;
    sum.boards++;
  }
  return scores.map((score) => {
    if (!score.artificial || score.value !== undefined) return score;
    const sum = played.get(score.participant);
    const rules = rulesOf(score.board);
    if (unit === '%') {
      const session = sum && sum.top > 0 ? (100 * sum.value) / sum.top : undefined;
      return { ...score, value: (sessionArtificialPercent(score.artificial, rules, averagePlus, session) / 100) * score.top! };
    }
    const session = sum && sum.boards > 0 ? sum.value / sum.boards : undefined;
    return { ...score, value: sessionArtificialImps(score.artificial, rules, averagePlus, session) };
  });
}

/** Each participant's total, matchpoints, tops and boards. */
function totals(scores: readonly BoardScore[], unit: EventUnit): Map<string, { total: number; points: number; top: number; boards: number }> {
  const sums = new Map<string, { total: number; points: number; top: number; boards: number }>();
  for (const score of scores) {
    if (score.value === undefined) continue;
    const sum = sums.get(score.participant) ?? sums.set(score.participant, { total: 0, points: 0, top: 0, boards: 0 }).get(score.participant)!;
    sum.points += score.value;
    sum.top += score.top ?? 0;
    sum.boards++;
  }
  for (const sum of sums.values()) sum.total = unit === '%' ? (sum.top > 0 ? (100 * sum.points) / sum.top : 50) : sum.points;
  return sums;
}

/** Ranks by total, highest first, equal totals (to two decimals) sharing a rank; within each group `groupOf` gives. */
function ranks(sums: ReadonlyMap<string, { total: number }>, groupOf: (id: string) => string | undefined): Map<string, number> {
  const ranked = new Map<string, number>();
  const groups = new Map<string, string[]>();
  for (const id of sums.keys()) { const group = groupOf(id) ?? ''; (groups.get(group) ?? groups.set(group, []).get(group)!).push(id); }
  const shown = (id: string) => roundHalfAwayFromZero(sums.get(id)!.total, 0.01);
  for (const ids of groups.values()) {
    // Sorted once: a rank is one more than the number of totals above it (the first of its equals' place).
    const sorted = ids.map((id) => ({ id, total: shown(id) })).sort((a, b) => b.total - a.total);
    sorted.forEach((entry, index) => ranked.set(entry.id, index > 0 && sorted[index - 1].total === entry.total ? ranked.get(sorted[index - 1].id)! : index + 1));
  }
  return ranked;
}

/** Each participant's scores by board. */
function byParticipant(scores: readonly BoardScore[]): Map<string, Map<string, number | undefined>> {
  const boards = new Map<string, Map<string, number | undefined>>();
  for (const score of scores) (boards.get(score.participant) ?? boards.set(score.participant, new Map()).get(score.participant)!).set(score.board, score.value);
  return boards;
}

/** The boards on which a participant's score differs before and after. */
function changesOf(was: ReadonlyMap<string, number | undefined> | undefined, is: ReadonlyMap<string, number | undefined> | undefined): Standing['changes'] {
  const boards = [...new Set([...(was?.keys() ?? []), ...(is?.keys() ?? [])])];
  return boards.flatMap((board) => {
    const [old, now] = [was?.get(board), is?.get(board)];
    const same = old === undefined ? now === undefined : now !== undefined && Math.abs(old - now) < 1e-9;
    return same ? [] : [{ board, before: old, after: now }];
  });
}
