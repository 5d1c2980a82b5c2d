/**
 * The LIN auction: `mb|<call>|` tags (`p`, `d`, `r` in any case, bids such as `1N` or `4s`, a
 * trailing `!` for an alert), each optionally explained by the `an|…|` tag that follows it.
 * Calls are spelled the PBN way (`Pass`, `X`, `XX`, `1NT`), given their seats from the dealer,
 * and followed until the auction ends; a call after that (after three passes) is LIN's own
 * fault and is reported and left out. The contract and the declarer come from the calls.
 */
import { Strain } from '../../bridge/cards';
import { Contract, Risk, parseStrain } from '../../bridge/contract';
import { Seat, seatAfter, sideOf } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { LinTag } from './tokens';

/** An explanation (`an`) of a call. */
export interface LinExplanation {
  text: string;
  tag: LinTag;
}

/** One call of the auction. */
export interface LinCall {
  /** `Pass`, `X`, `XX` or a bid such as `1NT`. */
  call: string;
  /** Marked `!` (alerted). */
  alert: boolean;
  explanation?: LinExplanation;
  seat: Seat;
  tag: LinTag;
}

/** The auction of a board as far as it goes. */
export interface LinAuction {
  calls: LinCall[];
  ended: boolean;
  passedOut: boolean;
  contract?: Contract;
  declarer?: Seat;
  /** The call that fixed the contract (the last bid). */
  finalBid?: LinCall;
}

const BID = /^([1-7])(NT|N|S|H|D|C)$/i;

/** The PBN spelling of a LIN call, or undefined when it is not one. */
export function pbnCall(raw: string): string | undefined {
  const text = raw.trim().toUpperCase();
  if (text === 'P' || text === 'PASS') return 'Pass';
  if (text === 'D' || text === 'X' || text === 'DBL') return 'X';
  if (text === 'R' || text === 'XX' || text === 'RDBL') return 'XX';
  const bid = BID.exec(text);
  return bid ? `${bid[1]}${parseStrain(bid[2], true)}` : undefined;
}

/** Follows the auction call by call from the dealer. */
export class AuctionWalker {
  readonly auction: LinAuction = { calls: [], ended: false, passedOut: false };
  private seat: Seat;
  private passes = 0;
  private lastBid?: { level: number; strain: Strain; call: LinCall };
  private risk: Risk = '';
  private readonly firstOfStrain = new Map<string, Seat>();
  private reportedAfterEnd = false;

  constructor(dealer: Seat, private readonly sink: ProblemSink) {
    this.seat = dealer;
  }

  /** Adds an `mb` tag; returns the call, or undefined when it is unreadable or after the end. */
  add(tag: LinTag): LinCall | undefined {
    // The alert marks at the end, walked back from the end (a pattern ending in `$` is tried from every `!`).
    const trimmed = tag.value.trimEnd();
    let cut = trimmed.length;
    while (cut > 0 && trimmed[cut - 1] === '!') cut--;
    const alert = cut < trimmed.length;
    const raw = alert ? trimmed.slice(0, cut) : tag.value;
    const call = pbnCall(raw);
    if (!call) {
      this.sink.add('pbn.lin.call.bad', 'error', tag.valueStart, tag.valueEnd, { text: tag.value });
      return undefined;
    }
    if (this.auction.ended) {
      if (!this.reportedAfterEnd) this.sink.add('pbn.lin.call.after-end', 'error', tag.valueStart, tag.valueEnd, { call });
      this.reportedAfterEnd = true;
      return undefined;
    }
    const record: LinCall = { call, alert, seat: this.seat, tag };
    this.auction.calls.push(record);
    this.follow(record);
    this.seat = seatAfter(this.seat);
    return record;
  }

  private follow(record: LinCall): void {
    const { call, seat } = record;
    if (call === 'Pass') {
      this.passes++;
      if (this.passes === 3 && this.lastBid) this.finish();
      if (this.passes === 4 && !this.lastBid) { this.auction.ended = true; this.auction.passedOut = true; }
      return;
    }
    this.passes = 0;
    if (call === 'X' || call === 'XX') { this.risk = call; return; }
    const level = Number(call[0]);
    const strain = call.slice(1) as Strain;
    this.lastBid = { level, strain, call: record };
    this.risk = '';
    const key = `${sideOf(seat)}:${strain}`;
    if (!this.firstOfStrain.has(key)) this.firstOfStrain.set(key, seat);
  }

  private finish(): void {
    const bid = this.lastBid!;
    this.auction.ended = true;
    this.auction.contract = { level: bid.level, strain: bid.strain, risk: this.risk };
    this.auction.declarer = this.firstOfStrain.get(`${sideOf(bid.call.seat)}:${bid.strain}`);
    this.auction.finalBid = bid.call;
  }
}
