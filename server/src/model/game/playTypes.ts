/**
 * The shapes of a play record once read: a card token (`CardRecord`), a trick by columns
 * (`TrickRecord`), a failure to follow suit the replay found (`FollowRevoke`), and what reading
 * the play needs from the rest of the game (`PlayContext`). Types only, so that the passes over
 * the play (playRecords.ts, playReplay.ts, brokenPlay.ts) and play.ts, which runs them, can all
 * name them without importing one another in a circle.
 */
import { Card, Strain } from '../../bridge/cards';
import { Seat } from '../../bridge/seats';
import { SectionItem } from '../../syntax/gameSyntax';
import { ItemAnnotations } from './annotations';

/** One card token of the play section. */
export interface CardRecord extends ItemAnnotations {
  seat: Seat;
  /** The card, or undefined for `-` (unknown) and `+` (next card). */
  card?: Card;
  text: string;
  start: number;
  end: number;
  revokeMark?: SectionItem;
  leadMark?: SectionItem;
  /** Set by the follow-suit check: the player revoked with this card. */
  revoke?: { held: Card };
  /** The card comes after the `+` (continuation) token of the record. */
  afterPlus?: boolean;
}

/** One trick of the record. */
export interface TrickRecord {
  number: number;
  /** Cards by column (fixed from the Play tag), whatever the order of play. */
  cards: CardRecord[];
  leader?: Seat;
  winner?: Seat;
  /** All four cards known and the leader known. */
  complete: boolean;
}

/** A failure to follow suit the replay found (the card's `revoke` field), in record order. */
export interface FollowRevoke {
  trick: number;
  seat: Seat;
  card: Card;
  held: Card;
  start: number;
  end: number;
  marked: boolean;
}

/** What the play reading needs from the rest of the game. */
export interface PlayContext {
  firstColumn: Seat;
  /** The opening leader (declarer's LHO, or the Play tag for an end position). */
  openingLeader?: Seat;
  trump?: Strain;
  hands?: Record<Seat, Card[] | undefined>;
  /** The hands as masks (DealInfo.masks), when the deal was read. */
  masks?: readonly number[];
}
