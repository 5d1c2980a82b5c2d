/**
 * The questions the double-dummy worker answers and the messages that carry them: plain JSON
 * both ways (hands as card arrays, errors as `DdErrorData`), one answer per request id.
 */
import { Card, Strain } from '../../bridge/cards';
import { Vulnerability } from '../../bridge/contract';
import { Seat } from '../../bridge/seats';
import { DdErrorData } from '../../shapes/ddErrorCode';
import { DdTable, DealHands, ParResult, PlayTrace, Position, SolvedPosition } from '../../shapes/ddTypes';
import { LayoutRangeAnswer, LayoutsAnswer, LayoutsSpec } from './layouts/layoutTypes';

/** A double-dummy question about one deal or position. */
export type DdQuestion =
  | { kind: 'table'; hands: DealHands }
  | { kind: 'par'; hands: DealHands; dealer: Seat; vulnerability: Vulnerability; knownTable?: DdTable }
  | { kind: 'position'; position: Position }
  | { kind: 'play'; hands: DealHands; trump: Strain; declarer: Seat; played: readonly Card[]; leader?: Seat }
  /** A claim over the layouts the claimer could not see (the client asks it as `layout-range` requests). */
  | { kind: 'layouts'; spec: LayoutsSpec }
  | { kind: 'layout-range'; spec: LayoutsSpec; from: number; to: number };

/** The answer to each kind of question. */
export interface DdAnswers {
  table: DdTable;
  par: { table: DdTable; par: ParResult };
  position: SolvedPosition;
  play: PlayTrace;
  layouts: LayoutsAnswer;
  'layout-range': LayoutRangeAnswer;
}

/** The answer type of a question. */
export type DdAnswer<Q extends DdQuestion> = DdAnswers[Q['kind']];

/** Client → worker. */
export interface DdRequestMessage {
  id: number;
  question: DdQuestion;
}

/** Worker → client. */
export type DdResponseMessage =
  | { id: number; ok: true; answer: DdAnswers[keyof DdAnswers] }
  | { id: number; ok: false; error: DdErrorData };

/** What the client hands the worker at start. */
export interface DdWorkerData {
  engineDirectory: string;
}
