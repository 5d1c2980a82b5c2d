/**
 * One board's score for each participant, before or after the rulings: matchpoints on the
 * session's top (Neuberg's formula when fewer tables were compared than the session's field: a
 * board played fewer times, or tables with artificial scores left out of the comparison), IMPs
 * against the datum (Butler), cross-IMPs (the mean over the other tables), or for a teams match
 * the IMPs of the team's two tables. A weighted adjusted score (Law 12C1(c)) is scored outcome by
 * outcome and weighted (matchpoints.ts, crossImps.ts); split scores count each side's own award
 * in its own direction. An artificial score is left open here: its value depends on the
 * participant's other boards under the session rule (eventStandings.ts).
 */
import { Side } from '../../bridge/seats';
import { ArtificialForm, artificialImps } from '../artificial';
import { butlerDatum, impsAgainstDatum } from '../butler';
import { crossImps, impsAgainst } from '../crossImps';
import { FieldResult, tableCount } from '../field';
import { matchpointTop, matchpoints } from '../matchpoints';
import { neuberg } from '../neuberg';
import { EventBoard, EventRow, SideAward } from './eventInput';

/** Before or after the file's rulings. */
export type EventState = 'before' | 'after';

/** A participant's score on one board. */
export interface BoardScore {
  participant: string;
  board: string;
  /** Matchpoints (on `top`) or IMPs; undefined while an artificial score waits for the session. */
  value?: number;
  /** The top the matchpoints are out of (matchpoint boards only). */
  top?: number;
  /** The artificial score the participant got, when it got one. */
  artificial?: ArtificialForm;
}

/** The participants' scores on `board`; `field` is the session's field (tables) for matchpoints. */
export function boardScores(board: EventBoard, state: EventState, field: number): BoardScore[] {
  if (board.method === 'teams') return teamScores(board, state);
  const scores: BoardScore[] = [];
  for (const view of ['NS', 'EW'] as const) {
    const seated = board.rows.filter((row) => idOf(row, view) !== undefined && row[state][view].kind !== 'none');
    const scored = seated.filter((row) => row[state][view].kind === 'scored');
    const results = scored.map((row): FieldResult => ({ outcomes: (row[state][view] as { result: FieldResult }).result.outcomes, count: row.count }));
    const values = directionValues(board, results, field);
    const valueOf = new Map(scored.map((row, index) => [row, values[index]]));
    for (const row of seated) {
      const award = row[state][view];
      const score: BoardScore = { participant: idOf(row, view)!, board: board.board };
      if (board.method === 'matchpoints') score.top = matchpointTop(field);
      if (award.kind === 'artificial') score.artificial = award.form;
      else score.value = valueOf.get(row);
      scores.push(score);
    }
  }
  return scores;
}

/** The id at a row in a direction. */
function idOf(row: EventRow, view: Side): string | undefined {
  return view === 'NS' ? row.ns : row.ew;
}

/** The values of one direction's scored results. */
function directionValues(board: EventBoard, results: FieldResult[], field: number): number[] {
  if (results.length === 0) return [];
  if (board.method === 'matchpoints') {
    // Neuberg to the session's field: n compared tables scaled to N (equal when every table of the field was compared).
    const compared = tableCount(results);
    const size = Math.max(field, compared);
    return matchpoints(results).map((points) => neuberg(points, compared, size));
  }
  if (board.method === 'cross') return crossImps(results);
  const datum = butlerDatum(results, board.datum)!;
  return results.map((result) => impsAgainstDatum(result, datum));
}

/**
 * A teams board: each team's NS award at one table against its EW award at the other (the
 * team's two results added, IMPed once). An artificial award of either of its tables gives the
 * team that artificial score in IMPs (Law 12C2; ±3 by 86A): the session rule is for pairs.
 */
function teamScores(board: EventBoard, state: EventState): BoardScore[] {
  const scores: BoardScore[] = [];
  const teams = new Set(board.rows.flatMap((row) => [row.ns, row.ew]).filter((id): id is string => id !== undefined));
  for (const team of teams) {
    const north = board.rows.find((row) => row.ns === team);
    const east = board.rows.find((row) => row.ew === team);
    if (!north || !east) continue;
    const [mine, theirs] = [north[state].NS, east[state].EW];
    const artificial = [mine, theirs].find((award): award is Extract<SideAward, { kind: 'artificial' }> => award.kind === 'artificial');
    if (artificial) { scores.push({ participant: team, board: board.board, value: artificialImps(artificial.form, board.rules), artificial: artificial.form }); continue; }
    if (mine.kind !== 'scored' || theirs.kind !== 'scored') continue;
    // The EW award is the team's gain at the other table: the other team's NS score there is its negation.
    const other: FieldResult = { outcomes: theirs.result.outcomes.map((outcome) => ({ score: -outcome.score, weight: outcome.weight })) };
    scores.push({ participant: team, board: board.board, value: impsAgainst(mine.result, other) });
  }
  return scores;
}
