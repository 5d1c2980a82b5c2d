/**
 * Cards a Bridgemate recorded without their rank (issue 35). A player may enter a card on the
 * Bridgemate as `Sx` (a spade, rank not given); the projection of a session writes it `-` (an
 * unknown card, as PBN allows) followed by the comment `{Bridgemate Sx}` (bridgemate/sessionToPbn.ts).
 * That comment is the game saying the card came from a Bridgemate entry: the record is then
 * incomplete, a broken record, and nothing may be ruled on its play (a revoke "found" around an
 * unknown card is no revoke). A `-` without that comment is PBN's own unknown card and says nothing.
 */
import { SEATS, Seat } from '../../bridge/seats';
import { Suit, parseSuit } from '../../bridge/cards';
import { ArgsOf } from '../../i18n/diagnostics/registry';
import { PlayRecords } from './playRecords';

/** One `-` card with the Bridgemate comment after it: its slot in the records and the suit entered. */
export interface UnrankedEntry {
  slot: number;
  suit: Suit;
}

/** The diagnosis of a play with cards entered without their rank: the first one, and how many. */
export interface UnrankedCards {
  cause: 'rank-missing';
  /** The first such card: its trick (1-based), seat (column), suit and the offsets of its `-`. */
  trick: number;
  seat: Seat;
  suit: Suit;
  start: number;
  end: number;
  /** How many cards of the record were entered without their rank. */
  count: number;
  /** The tricks (1-based) holding such a card, each once. */
  tricks: number[];
}

/** The comment's text (with or without its braces) read as a Bridgemate entry without rank (`Bridgemate Hx`): the suit, else undefined. */
export function unrankedSuitOf(comment: string): Suit | undefined {
  const match = /^\{?\s*Bridgemate\s+([A-Za-z])x\s*\}?$/i.exec(comment);
  return match ? parseSuit(match[1]) : undefined;
}

/** The diagnosis of the entries (at least one), in record order. */
export function diagnoseUnranked(records: PlayRecords, entries: readonly UnrankedEntry[]): UnrankedCards {
  const [first] = entries;
  const tricks = [...new Set(entries.map((entry) => Math.floor(entry.slot / 4) + 1))];
  return {
    cause: 'rank-missing', trick: tricks[0], seat: SEATS[records.seat(first.slot)], suit: first.suit,
    start: records.start(first.slot), end: records.end(first.slot), count: entries.length, tricks,
  };
}

/** The diagnosis as message arguments of `pbn.play.broken-record`. */
export function unrankedArgs(unranked: UnrankedCards): ArgsOf<'pbn.play.broken-record'> {
  return { cause: unranked.cause, seat: unranked.seat, trick: unranked.trick, suit: unranked.suit, count: unranked.count, tricks: unranked.tricks.join(',') };
}
