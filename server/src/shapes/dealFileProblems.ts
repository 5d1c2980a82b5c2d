/**
 * What can go wrong with a dealing program's file (.dlm, .dup, .bri, .dge): reading one, writing
 * boards as one, and taking a PBN file's games as its deals. Only the shapes: dealFiles/ finds the
 * problems, i18n/dealFileTexts.ts words them.
 */
import { Seat } from '../bridge/seats';

/** The formats read; `dlm` and `dup` are also written. */
export type DealFileFormat = 'dlm' | 'dup' | 'bri' | 'dge';

/** What can be wrong in a deal file; `board` names the board when the problem is one board's. */
export type DealFileProblem =
  | { kind: 'not-a-deal-file'; format: DealFileFormat; detail: string }
  | { kind: 'file-checksum'; found: number; expected: number }
  | { kind: 'encrypted' }
  | { kind: 'no-boards' }
  | { kind: 'missing-board'; board: number }
  | { kind: 'checksum'; board: number; found: number; expected: number }
  | { kind: 'truncated'; board: number; bytes: number; needed: number }
  | { kind: 'unreadable'; board: number; at: number; text: string }
  | { kind: 'cards'; board: number; twice: number[]; missing: number[] }
  | { kind: 'hand-size'; board: number; seat: Seat; cards: number }
  | { kind: 'parts-differ'; board: number };

/** Why boards cannot be written in a format. */
export type DealFileWriteProblem =
  | { kind: 'no-boards' }
  | { kind: 'not-consecutive'; board: number; expected: number }
  | { kind: 'out-of-range'; board: number; highest: number };

/** Why a PBN file's games do not make a set of deals. */
export type PbnDealsProblem =
  | { kind: 'no-board-number'; game: number }
  | { kind: 'no-deal'; board: number }
  | { kind: 'board-twice'; board: number };
