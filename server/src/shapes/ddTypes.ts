/**
 * The double-dummy engine's answers in our own model types: a DD table per declarer and strain,
 * the par score and contracts for a dealer and vulnerability, a solved position (every legal
 * card with the tricks it leads to) and the trace of a played card sequence. Below analysis/ so
 * that the texts and the audit (scoring/audit) can name them too.
 */
import { Card, Strain } from '../bridge/cards';
import { Contract } from '../bridge/contract';
import { Seat, Side } from '../bridge/seats';

/** The four hands of a deal; `undefined` for a hand PBN writes as `-` (unknown). */
export type DealHands = Readonly<Record<Seat, readonly Card[] | undefined>>;

/** The four hands of a deal, all known. */
export type KnownHands = Readonly<Record<Seat, readonly Card[]>>;

/** Tricks each declarer takes double dummy in each strain: `table.N.S` = North in spades. */
export type DdTable = Record<Seat, Record<Strain, number>>;

/** One par contract: the contract, the seats that can declare it, and its result. */
export interface ParContract {
  contract: Contract;
  /** The declarers DDS names: one seat, or both seats of a side. */
  declarers: Seat[];
  /** Tricks over (+) or under (−) the contract; 0 when it just makes. */
  overtricks: number;
  /** DDS's own text of the contract, e.g. `4S*-EW-1`. */
  ddsText: string;
}

/** The par of a deal for its dealer and vulnerability (DDS DealerPar). */
export interface ParResult {
  /** The side that scores plus at par (NS when par is 0) and its points (never negative). */
  score: { side: Side; points: number };
  /** Par from NS's view, signed: `-110` when EW make 2♠. */
  nsPoints: number;
  /** The par contracts; empty when par is a pass-out. */
  contracts: ParContract[];
}

/** A position to solve: the cards each seat still holds and the cards already in the current trick. */
export interface Position {
  /** Cards still held, not counting the cards already played to the current trick. */
  hands: KnownHands;
  trump: Strain;
  /** The seat that led (or is to lead) the current trick. */
  leader: Seat;
  /** 0 to 3 cards already played to the current trick, from the leader on. */
  currentTrick?: readonly Card[];
}

/** One legal card of a solved position and the tricks its side takes from here if it is played. */
export interface CardScore {
  card: Card;
  tricks: number;
}

/** A solved position: who plays next, the most tricks his side can take, and every legal card. */
export interface SolvedPosition {
  seatToPlay: Seat;
  side: Side;
  /** Tricks still to be decided, the current trick included. */
  remainingTricks: number;
  /** The most tricks `side` takes from here, the current trick included. */
  tricks: number;
  /** Every legal card of `seatToPlay` with its tricks, best first (equal cards each listed). */
  cards: CardScore[];
}

/** The double-dummy trace of a played card sequence. */
export interface PlayTrace {
  declarer: Seat;
  side: Side;
  /** `trace[0]` before the lead, `trace[k]` after the k-th card: declarer's side's total tricks, won ones included. */
  trace: number[];
}
