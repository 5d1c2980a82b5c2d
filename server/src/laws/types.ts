/**
 * The Laws engine's view of a board: what it reads (a `PlayedBoard`, built by the model from the
 * PBN record) and what it returns (rulings). Nothing here knows about PBN text or LSP; the model
 * and the editor features translate.
 */
import { Card, Strain } from '../bridge/cards';
import { Contract, Vulnerability } from '../bridge/contract';
import { Seat, Side } from '../bridge/seats';

/** An edition of the Laws of Duplicate Bridge. */
export type Edition = '1975' | '1987' | '1997' | '2007' | '2017';
/** All editions, oldest first. */
export const EDITIONS: readonly Edition[] = ['1975', '1987', '1997', '2007', '2017'];
/** Where the edition of a board came from. */
export type EditionSource = 'tag' | 'option' | 'setting' | 'date' | 'default';

/** The edition that applies to a board and why. */
export interface EditionChoice {
  edition: Edition;
  source: EditionSource;
}

/** One card as played, in trick order. `card` is undefined for an unknown card (`-`). */
export interface PlayedCard {
  seat: Seat;
  card: Card | undefined;
  /** The record marks it `^R`. */
  revokeMarked: boolean;
  /** The record marks it `^L` (it led the trick out of turn, accepted). */
  leadMarked: boolean;
}

/** One trick: the leader, the cards in the order played, and the winner when known. */
export interface PlayedTrick {
  /** 1-based trick number. */
  number: number;
  leader: Seat;
  /** Cards in playing order, leader first; fewer than four when the record stops mid-trick. */
  cards: PlayedCard[];
  /** The seat whose card won; undefined when the trick is incomplete or has unknown cards. */
  winner?: Seat;
}

/** A fact recorded in the `[Irregularities]` tag that the engine must take into account. */
export interface IrregularityEvent {
  trick: number | undefined;
  seat: Seat;
  event: string;
  card: string;
  choice: string;
}

/** Everything the engine needs to rule on the play of one board. */
export interface PlayedBoard {
  /** The seat that actually played the hand (after a `^X` swap). */
  declarer: Seat;
  contract: Contract;
  vulnerability: Vulnerability;
  /** The four original hands, 13 cards each. */
  hands: Record<Seat, Card[]>;
  tricks: PlayedTrick[];
  /** True when the record stops before trick 13 (a claim or concession). */
  endedEarly: boolean;
  events: IrregularityEvent[];
}

/** The trump strain of a board, for trick winners. */
export type Trump = Strain;

/** A revoke found in the play and what Law 64 (or 62D) makes of it. */
export interface RevokeRuling {
  kind: 'revoke';
  trick: number;
  seat: Seat;
  card: Card;
  /** A card of the suit led that the offender still held. */
  held: Card;
  established: boolean;
  /** The record marks this card `^R`. */
  marked: boolean;
  /** The article that decided: `64A1`, `64A2`, `64`, `64B1`…`64B8`, `62D`. */
  law: string;
  transfer: number;
  to: Side;
  /** The trick at which the revoke became established, when it did by a later play. */
  establishedAt?: number;
  /** How it became established: a later play by the offending side, or a claim or concession. */
  establishedBy?: 'play' | 'claim';
  /** The Law 64B exception that applied, by its 2017 number (`B1`…`B8`), whatever the edition calls it. */
  exception?: RevokeException;
  /** True when the L87/L97 extra trick of 64A2 was added (a later trick won with a card of the suit led). */
  extraTrick?: boolean;
  /** True when the transfer was cut down by the cap (tricks won by the offending side from the first revoke on). */
  capped?: boolean;
  /** Trick 12: the offender's partner had still to play to the trick, so the edition's 62D2 rule applies. */
  partnerStillToPlay?: boolean;
  /** True when the edition's text for this ruling is not available and was modelled on another edition. */
  assumed?: boolean;
}

/** The Law 64B exceptions in the 2017 numbering. */
export type RevokeException = 'B1' | 'B2' | 'B3' | 'B4' | 'B5' | 'B6' | 'B7' | 'B8';

/** Any ruling the engine gives (later issues add kinds). */
export type Ruling = RevokeRuling;
