/**
 * The auction section (PBN §3.5): calls by seat from the Auction tag's first column, `-` before
 * the dealer, `AP`, `*` and `+`, the accepted irregularities `^I` (insufficient bid) and `^S`
 * (skipped player), legality of every call, and the contract and declarer it produces; prose
 * among the calls is one finding (auctionProse.ts).
 */
import { Strain } from '../../bridge/cards';
import { Contract, Risk, STRAINS_ASCENDING, parseStrain } from '../../bridge/contract';
import { Seat, partnerOf, seatAfter, sideOf } from '../../bridge/seats';
import { SectionItem } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';
import { ItemAnnotations, NO_NAGS, NoteReference, annotate } from './annotations';
import { proseRuns } from './auctionProse';

/** One call as recorded. `call` is `Pass`, `X`, `XX`, a bid like `1NT`, or `skip` for `^S`. */
export interface CallRecord extends ItemAnnotations {
  seat: Seat;
  call: string;
  start: number;
  end: number;
  insufficientAccepted: boolean;
}

/** The auction as read. */
export interface AuctionModel {
  firstColumn: Seat;
  calls: CallRecord[];
  /** True when the passes that close an auction were recorded (or AP). */
  ended: boolean;
  passedOut: boolean;
  contract?: Contract;
  declarer?: Seat;
  noteReferences: NoteReference[];
  /** Seat whose call comes next, when the auction has not ended. */
  nextSeat: Seat;
}

interface BidState { level: number; strain: Strain; seat: Seat; risk: Risk }

const BID = /^([1-7])(NT|N|S|H|D|C)$/i;

/**
 * Calls as players and producers write them, upper-cased, and the PBN call each is: spelt out
 * (`Dbl`, `Redouble`) or the shorthands `P`, `D`, `R`, which the verifier rejects ("Bad call").
 * Each is read as the call it means and flagged once, the way `1N` is (write 1NT).
 */
const SPELT_CALLS: ReadonlyMap<string, string> = new Map([
  ['DBL', 'X'], ['DOUBLE', 'X'], ['RDBL', 'XX'], ['REDBL', 'XX'], ['REDOUBLE', 'XX'],
  ['P', 'Pass'], ['D', 'X'], ['R', 'XX'],
]);

/** The call a spelt-out word (or `all pass`, two words) at `index` stands for, and the index of its last item. */
function speltCall(items: readonly SectionItem[], index: number): { call: string; last: number } | undefined {
  const text = items[index].text.toUpperCase();
  const call = SPELT_CALLS.get(text);
  if (call) return { call, last: index };
  const next = items[index + 1];
  if (text === 'ALL' && next?.kind === 'value' && /^PASS(ES)?$/i.test(next.text)) return { call: 'AP', last: index + 1 };
  return undefined;
}


/** Reads an auction section given the tag's first column and the dealer. */
export function readAuction(items: readonly SectionItem[], firstColumn: Seat, dealer: Seat | undefined, sink: ProblemSink, source?: string): AuctionModel {
  const model: AuctionModel = { firstColumn, calls: [], ended: false, passedOut: false, noteReferences: [], nextSeat: firstColumn };
  let seat = firstColumn;
  let started = false;
  let lastBid: BidState | undefined;
  const firstBidOfStrain = new Map<string, Seat>();
  let passes = 0;
  let insufficientNext: SectionItem | undefined;
  let last: CallRecord | undefined;
  let terminated: SectionItem | undefined;
  let reportedAfterEnd = false;
  // Prose among the calls: one finding per stretch, nothing in it read as a call (auctionProse.ts).
  const prose = source === undefined ? [] : proseRuns(items, source);
  let proseAt = 0;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const run = prose[proseAt];
    if (run && index >= run.first) {
      if (index === run.first) sink.add('pbn.auction.prose', 'error', item.start, items[run.last].end, { text: source!.slice(item.start, items[run.last].end).slice(0, 60) });
      if (index === run.last) proseAt++;
      continue;
    }
    if (item.kind === 'comment') continue;
    if (terminated && item.kind !== 'note' && item.kind !== 'nag' && item.kind !== 'suffix') {
      // One problem for the first item after '+' or '*'; what follows it is the same fault.
      if (!reportedAfterEnd) sink.add(terminated.kind === 'plus' ? 'pbn.auction.after-plus' : 'pbn.auction.after-end', 'error', item.start, item.end, { text: item.text });
      reportedAfterEnd = true;
      continue;
    }
    if (item.kind === 'suffix' || item.kind === 'note' || item.kind === 'nag') { annotate(item, last, 'call', sink, model.noteReferences); continue; }
    if (item.kind === 'star' || item.kind === 'plus') { terminated = item; continue; }
    if (item.kind === 'irregularity') {
      const mark = item.text.toUpperCase();
      if (mark === '^I') {
        if (insufficientNext) sink.add('pbn.irregularity.double', 'error', item.start, item.end, { text: item.text });
        insufficientNext = item;
        continue;
      }
      if (mark !== '^S') { sink.add('pbn.irregularity.bad', 'error', item.start, item.end, { text: item.text, where: 'auction' }); continue; }
      if (!started && dealer && seat !== dealer) sink.add('pbn.auction.wrong-first-seat', 'error', item.start, item.end, { seat, dealer });
      started = true;
      last = { seat, call: 'skip', start: item.start, end: item.end, insufficientAccepted: false, nags: NO_NAGS };
      model.calls.push(last);
      passes = 0;
      seat = seatAfter(seat);
      continue;
    }
    if (item.kind !== 'value') { sink.add('pbn.call.bad-token', 'error', item.start, item.end, { text: item.text }); continue; }
    let text = item.text.toUpperCase();
    if (text === '-') {
      if (started) sink.add('pbn.call.bad-token', 'error', item.start, item.end, { text: item.text });
      seat = seatAfter(seat);
      continue;
    }
    // A call spelt out as players write it (`Dbl`, `Rdbl`, `all pass`): one warning, read as the call, so the rest of the auction keeps its seats.
    const spelt = speltCall(items, index);
    if (spelt) {
      sink.add('pbn.call.nonstandard', 'warning', item.start, items[spelt.last].end, { text: source === undefined ? item.text : source.slice(item.start, items[spelt.last].end), expected: spelt.call });
      text = spelt.call.toUpperCase();
      index = spelt.last;
    }
    if (model.ended) { sink.add('pbn.auction.after-end', 'error', item.start, item.end, { text: item.text }); continue; }
    if (!started && dealer && seat !== dealer) sink.add('pbn.auction.wrong-first-seat', 'error', item.start, item.end, { seat, dealer });
    started = true;
    if (text === 'AP') {
      const needed = lastBid ? 3 - passes : 4 - passes;
      for (let k = 0; k < Math.max(needed, 0); k++) {
        last = { seat, call: 'Pass', start: item.start, end: item.end, insufficientAccepted: false, nags: NO_NAGS };
        model.calls.push(last);
        seat = seatAfter(seat);
      }
      passes = lastBid ? 3 : 4;
      model.ended = true;
      continue;
    }
    const record: CallRecord = { seat, call: '', start: item.start, end: item.end, insufficientAccepted: false, nags: NO_NAGS };
    const call = text;
    const isPass = call === 'PASS', isDouble = call === 'X' || call === 'XX';
    // Only what is neither a pass nor a double is matched as a bid.
    const bid = isPass || isDouble ? null : BID.exec(text);
    if (isPass) {
      record.call = 'Pass';
      passes++;
    } else if (isDouble) {
      record.call = call;
      const legal = lastBid && sideOf(lastBid.seat) !== sideOf(seat) && (call === 'X' ? lastBid.risk === '' : lastBid.risk === 'X');
      const legalRedouble = call === 'XX' && lastBid && sideOf(lastBid.seat) === sideOf(seat) && lastBid.risk === 'X';
      if (call === 'X' ? !legal : !legalRedouble) sink.add('pbn.call.illegal', 'error', item.start, item.end, { call, reason: call === 'X' ? 'double' : 'redouble' });
      else lastBid!.risk = call as Risk;
      passes = 0;
    } else if (bid) {
      const strain = parseStrain(bid[2], true)!;
      if (bid[2].toUpperCase() === 'N') sink.add('pbn.call.nonstandard', 'warning', item.start, item.end, { text: item.text, expected: `${bid[1]}NT` });
      record.call = `${bid[1]}${strain}`;
      const level = Number(bid[1]);
      const higher = !lastBid || level > lastBid.level || (level === lastBid.level && STRAINS_ASCENDING.indexOf(strain) > STRAINS_ASCENDING.indexOf(lastBid.strain));
      if (insufficientNext) {
        record.insufficientAccepted = true;
        if (higher) sink.add('pbn.call.sufficient', 'error', insufficientNext.start, item.end, { call: record.call });
        insufficientNext = undefined;
      } else if (!higher) {
        sink.add('pbn.call.illegal', 'error', item.start, item.end, { call: record.call, reason: 'insufficient', previous: `${lastBid!.level}${lastBid!.strain}` });
      }
      lastBid = { level, strain, seat, risk: '' };
      const key = `${sideOf(seat)}:${strain}`;
      if (!firstBidOfStrain.has(key)) firstBidOfStrain.set(key, seat);
      passes = 0;
    } else {
      const strainless = /^[1-7][A-Za-z]*$/.test(text);
      sink.add(strainless ? 'pbn.call.bad-strain' : 'pbn.call.bad-token', 'error', item.start, item.end, { text: item.text });
      continue;
    }
    if (insufficientNext && !bid) insufficientNext = undefined;
    last = record;
    model.calls.push(record);
    seat = seatAfter(seat);
    if ((lastBid && passes >= 3) || (!lastBid && passes >= 4)) model.ended = true;
  }
  model.nextSeat = seat;
  if (model.ended) {
    model.passedOut = !lastBid;
    if (lastBid) {
      model.contract = { level: lastBid.level, strain: lastBid.strain, risk: lastBid.risk };
      model.declarer = firstBidOfStrain.get(`${sideOf(lastBid.seat)}:${lastBid.strain}`) ?? lastBid.seat;
    }
  }
  return model;
}

/** The declarer's partner, i.e. dummy. */
export function dummyOf(declarer: Seat): Seat {
  return partnerOf(declarer);
}
