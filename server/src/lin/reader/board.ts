/**
 * The model of a LIN file as the reader builds it: the file's boards (one per line in handviewer
 * and robot files, one per `qx` room in vugraph files), each with its players, deal, dealer,
 * vulnerability, auction, play, claim and commentary, plus the vugraph header (`vg`, `rs`).
 * Every value keeps the document range it was read from, so that the projection onto PBN can
 * map positions both ways. Offsets are document offsets.
 */
import { Vulnerability } from '../../bridge/contract';
import { Seat } from '../../bridge/seats';
import { Problem } from '../../syntax/problems';
import { LinAuction } from './auction';
import { LinDeal } from './deal';
import { LinCard, LinClaim, LinTrick } from './play';
import { decodeLinText } from './linText';
import { LinTag } from './tokens';

/** A piece of a tag value (a name in `pn`, a field of `vg`, an entry of `rs`). */
export interface ValuePiece {
  text: string;
  start: number;
  end: number;
}

/** An `nt` commentary line and where it stands among the calls and cards. */
export interface LinComment {
  text: string;
  tag: LinTag;
  /** Calls and cards recorded before it. */
  calls: number;
  cards: number;
  /** It follows the claim. */
  afterClaim: boolean;
}

/** One board (one room of a vugraph board). */
export interface LinBoard {
  /** 1-based position in the file. */
  index: number;
  /** From the first to the last tag of the board. */
  start: number;
  end: number;
  tags: LinTag[];
  room?: 'Open' | 'Closed';
  roomTag?: LinTag;
  /** The board number (from `qx`, else `ah`, else the position in the file). */
  number: number;
  /** Where the number was read; undefined when it is the position in the file. */
  numberPiece?: ValuePiece;
  numberTag?: LinTag;
  names: Partial<Record<Seat, ValuePiece>>;
  namesTag?: LinTag;
  deal?: LinDeal;
  dealer: Seat;
  vulnerability: Vulnerability;
  /** The `sv` tag, when the vulnerability was not derived from the board number. */
  vulnerabilityTag?: LinTag;
  auction: LinAuction;
  cards: LinCard[];
  tricks: LinTrick[];
  claim?: LinClaim;
  comments: LinComment[];
}

/** The vugraph header `vg|event,segment,scoring,first,last,team 1,carry-over,team 2,carry-over|`. */
export interface LinEvent {
  tag: LinTag;
  title?: ValuePiece;
  stage?: ValuePiece;
  scoring?: ValuePiece;
  firstBoard?: number;
  lastBoard?: number;
  homeTeam?: ValuePiece;
  visitTeam?: ValuePiece;
}

/** A whole LIN file. */
export interface LinFile {
  boards: LinBoard[];
  /** The tags before the first board (`vg`, `rs`, the vugraph `pn`). */
  header: LinTag[];
  event?: LinEvent;
  /** The `rs` results list (contract, declarer and result of every room), entry by entry. */
  results?: { tag: LinTag; entries: ValuePiece[] };
  /** A `qx` tag was seen: a vugraph file with rooms. */
  vugraph: boolean;
  problems: Problem[];
}

/**
 * Splits a tag value at commas into pieces with their document ranges; with `asText` each piece's
 * text is decoded (`%20`, `+`: names and vugraph fields), else kept as written (`rs` results).
 */
export function commaPieces(tag: LinTag, asText = false): ValuePiece[] {
  const pieces: ValuePiece[] = [];
  let start = tag.valueStart;
  for (const text of tag.value.split(',')) {
    pieces.push({ text: asText ? decodeLinText(text) : text, start, end: start + text.length });
    start += text.length + 1;
  }
  return pieces;
}
