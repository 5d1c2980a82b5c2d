/**
 * An event as the re-scoring reads it (issue 36): its boards, each with the rows of its
 * traveller (or the two rooms of a teams match), the participants at each row (the pair or team
 * the file names, PairId or TeamId), and what each side got before the file's rulings (as the
 * table recorded it) and after them (rectified result, assigned or weighted adjusted score, split
 * scores, artificial scores). Plain data, built by features/event from the files' games.
 */
import { Side } from '../../bridge/seats';
import { AdjustedScoreRules } from '../../laws/editions';
import { ArtificialForm } from '../artificial';
import { DatumOptions } from '../butler';
import { FieldResult } from '../field';

/** What one side got at one table, from that side's own view (positive when it gains). */
export type SideAward =
  | { kind: 'scored'; result: FieldResult }
  | { kind: 'artificial'; form: ArtificialForm }
  /** Nothing to score (a row without a score): the board does not count for the side. */
  | { kind: 'none' };

/** Both sides' awards at a table. */
export type TableAwards = Record<Side, SideAward>;

/** One table's row of a board. */
export interface EventRow {
  /** The table as the file names it (`3`, `Open`), for messages. */
  table: string;
  /** The participant sitting NS and EW, as the file names it; absent when the row names none. */
  ns?: string;
  ew?: string;
  /** How many tables the row stands for (Multiplicity). */
  count: number;
  before: TableAwards;
  after: TableAwards;
}

/** How a board is scored. */
export type BoardMethod = 'matchpoints' | 'datum' | 'cross' | 'teams';

/** One board of the event. */
export interface EventBoard {
  board: string;
  method: BoardMethod;
  /** The datum's form for `datum` boards (Butler-2 drops one score at each end). */
  datum: DatumOptions;
  /** The edition's Law 12 values (artificial scores, the session rule). */
  rules: AdjustedScoreRules;
  rows: EventRow[];
}

/** The unit of an event's totals: percentage for matchpoints, IMPs for the rest. */
export type EventUnit = '%' | 'IMP';

/** The unit of a board's method. */
export function unitOf(method: BoardMethod): EventUnit {
  return method === 'matchpoints' ? '%' : 'IMP';
}
