/**
 * Test helper for the irregularity rulings: rules on a board written as readable trick lists
 * (test/laws/support/boardBuilder) under one edition, and picks the rulings of one kind. The
 * shared deal conventions: 4♠ by South unless said, dummy North, West on lead.
 */
import { BoardSpec, board } from '../../laws/support/boardBuilder';
import { ruleOnBoard } from '../../../server/src/laws/irregularities';
import { Edition, Ruling } from '../../../server/src/shapes/laws';

/** Every ruling on the board under the edition; `claimedTotal` is the declaring side's tricks by the Result. */
export function rulingsOn(spec: BoardSpec, edition: Edition, claimedTotal?: number): Ruling[] {
  return ruleOnBoard(board(spec), edition, { claimedTotal });
}

/** The rulings of one kind. */
export function ofKind<K extends Ruling['kind']>(rulings: readonly Ruling[], kind: K): Array<Extract<Ruling, { kind: K }>> {
  return rulings.filter((ruling): ruling is Extract<Ruling, { kind: K }> => ruling.kind === kind);
}

/** 4♠ by South: the base of most scenarios. */
export const FOUR_SPADES_BY_SOUTH = { declarer: 'S', contract: '4S' } as const;
