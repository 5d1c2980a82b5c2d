/**
 * The shape of a claim-layouts question (Law 70): the position where the play stopped, the two
 * seats whose cards the claimer could not see, the suits each of them showed out of, whose
 * tricks are counted and how many of them were claimed; how many layouts are solved at most and
 * the seed of a larger sample. Plain JSON, so it travels to the worker as it is and keys the cache.
 */
import { Suit } from '../../../bridge/cards';
import { Seat, Side } from '../../../bridge/seats';
import { Position } from '../../../shapes/ddTypes';

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
  /** Of the remaining tricks, how many that side claimed: each layout is asked whether it still takes them. */
  target: number;
  /** At most this many layouts are solved; beyond, a sample of at most this size (solved in a random order until the share is known well enough). */
  limit: number;
  /** The seed of the sample. */
  seed: number;
}

/**
 * The answer: how many layouts there are, whether a sample was solved, on each solved layout
 * (the first `holds.length` of the spec's list) whether `side` still takes `target` tricks from
 * the claim on, and the fewest it takes on any of them (exact).
 */
export interface LayoutsAnswer {
  total: number;
  sample: boolean;
  holds: boolean[];
  worst: number;
  /** The per-claim budget ran out before the answer was complete: these are the layouts solved so far (a random part of the list). */
  partial?: boolean;
  /** Still solving: the answer from the ranges solved so far (the editor's first answer; the whole one replaces it). */
  soFar?: boolean;
}

/** What the engine says about a range of the list: each layout's verdict, the range's worst (exact), and the milliseconds it took (the solving thread's CPU time where known, threadClock.ts). */
export interface LayoutRangeAnswer {
  holds: boolean[];
  worst: number;
  ms: number;
}

/** At most this many layouts are solved exactly; beyond, a seeded sample of at most this size. */
export const LAYOUT_LIMIT = 5000;
/** The fixed seed of the sample (the same sample every run). */
export const LAYOUT_SEED = 70;
/** Layouts per engine request: the worker can be cancelled and other questions go first between two. */
export const LAYOUT_CHUNK = 200;
/** Layouts per engine request of a sample: the sample stops at the end of a request, so smaller ones waste less. */
export const SAMPLE_CHUNK = 100;
