/**
 * The shape of a claim-layouts question (Law 70): the position where the play stopped, the two
 * seats whose cards the claimer could not see, the suits each of them showed out of, and whose
 * tricks are counted; how many layouts are solved at most and the seed of a larger sample. Plain
 * JSON, so it travels to the worker as it is and keys the cache.
 */
import { Suit } from '../../../bridge/cards';
import { Seat, Side } from '../../../bridge/seats';
import { Position } from '../ddTypes';

/** The layouts to solve: the claim position with the unseen cards redistributed between `hidden`. */
export interface LayoutsSpec {
  /** The position at the claim as it was (the actual layout). */
  position: Position;
  /** The two seats whose unplayed cards the claimer could not see. */
  hidden: readonly [Seat, Seat];
  /** The suits a hidden seat showed out of during the play: it holds none of them. */
  voids: Partial<Record<Seat, readonly Suit[]>>;
  /** The side whose tricks are counted (the claimer's). */
  side: Side;
  /** At most this many layouts are solved; beyond, a sample of this size. */
  limit: number;
  /** The seed of the sample. */
  seed: number;
}

/** The answer: how many layouts there are, whether a sample was solved, and `side`'s tricks on each solved layout (from the claim on). */
export interface LayoutsAnswer {
  total: number;
  sample: boolean;
  tricks: number[];
}

/** At most this many layouts are solved exactly; beyond, a seeded sample of this size. */
export const LAYOUT_LIMIT = 5000;
/** The fixed seed of the sample (the same sample every run). */
export const LAYOUT_SEED = 70;
/** Layouts per engine request: the worker can be cancelled and other questions go first between two. */
export const LAYOUT_CHUNK = 200;
