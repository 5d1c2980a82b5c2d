/**
 * Double-dummy analysis of many boards for the CLI: the table and par of each deal and, where
 * the play is recorded, its trace, asked of the client all at once (the workers take them in
 * order) with a progress callback per finished board. A board's failure is its own, not the batch's.
 */
import { Card, Strain } from '../../../bridge/cards';
import { Vulnerability } from '../../../bridge/contract';
import { Seat } from '../../../bridge/seats';
import { DdError } from '../../logic/ddError';
import { DdTable, DealHands, ParResult } from '../../../shapes/ddTypes';
import { DdClient } from './ddClient';

/** One board to analyse. */
export interface BatchBoard {
  hands: DealHands;
  dealer: Seat;
  vulnerability: Vulnerability;
  /** The recorded play, when there is one. */
  play?: { trump: Strain; declarer: Seat; played: readonly Card[] };
}

/** What the batch found for one board (`error` when the engine could not answer). */
export interface BatchResult {
  table?: DdTable;
  par?: ParResult;
  trace?: number[];
  error?: DdError;
}

/** Analyses `boards` (results in the same order); `onProgress(done, total)` after each board. */
export async function analyseBoards(client: DdClient, boards: readonly BatchBoard[], options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {}): Promise<BatchResult[]> {
  let done = 0;
  return Promise.all(boards.map(async (board) => {
    const result: BatchResult = {};
    try {
      const { table, par } = await client.par(board.hands, board.dealer, board.vulnerability, { signal: options.signal });
      Object.assign(result, { table, par });
      if (board.play) result.trace = (await client.analysePlay(board.hands, board.play.trump, board.play.declarer, board.play.played, { signal: options.signal })).trace;
    } catch (error) {
      result.error = error instanceof DdError ? error : new DdError('dd.engine-crashed', { reason: String(error) });
    }
    options.onProgress?.(++done, boards.length);
    return result;
  }));
}
