/**
 * The LIN reader: tokenizes a file, splits it into boards and reads each board into the model of
 * board.ts — names (`pn`, 4 names or 8 for the two rooms), room and number (`qx`, `ah`), deal and
 * dealer (`md`), vulnerability (`sv`, else from the board number), auction (`mb`, `an`), play
 * (`pc`), claim (`mc`) and commentary (`nt`) — with the checks that are LIN's own: cards before
 * the auction ended, cards beyond 52, a claim beyond the tricks left, `rs` against the boards.
 * Unknown tags are kept and reported once per tag name with their count.
 */
import { Vulnerability } from '../bridge/contract';
import { SEATS, Seat, seatAfter } from '../bridge/seats';
import { ProblemSink } from '../syntax/problems';
import { AuctionWalker } from './auction';
import { LinBoard, LinFile, commaPieces } from './board';
import { LIN_HAND_ORDER, readLinDeal } from './deal';
import { MAX_CARDS, checkClaim, followTricks, readCards } from './play';
import { splitBoards } from './split';
import { LinTag, tokenizeLin } from './tokens';
import { crossCheckResults, readEvent } from './vugraph';

/** Tags the reader knows (read, or known to carry nothing a board needs). */
export const KNOWN_LIN_TAGS: ReadonlySet<string> = new Set([
  'pn', 'st', 'md', 'rh', 'ah', 'sv', 'mb', 'an', 'pc', 'mc', 'pg', 'nt', 'vg', 'rs', 'pw', 'mp', 'bn', 'qx',
]);

const VULNERABILITY: Readonly<Record<string, Vulnerability>> = { o: 'None', 0: 'None', '-': 'None', n: 'NS', e: 'EW', b: 'All' };

/** The vulnerability of board n in the usual 16-board cycle. */
export function vulnerabilityOfBoard(board: number): Vulnerability {
  const cycle: Vulnerability[] = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None', 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];
  return cycle[(((board - 1) % 16) + 16) % 16];
}

/** The dealer of board n: N, E, S, W in turn. */
export function dealerOfBoard(board: number): Seat {
  return SEATS[(((board - 1) % 4) + 4) % 4];
}

/** Reads a whole LIN text. */
export function readLin(text: string): LinFile {
  const sink = new ProblemSink();
  const tags = tokenizeLin(text, sink);
  const { header, boards: groups } = splitBoards(tags);
  const file: LinFile = { boards: [], vugraph: tags.some((tag) => tag.name === 'qx'), problems: sink.problems };
  const state: FileState = { names: undefined, unknown: new Map() };
  for (const tag of header) readFileTag(tag, file, state, sink);
  groups.forEach((group, position) => file.boards.push(readBoard(group, position + 1, file, state, sink)));
  for (const [name, seen] of state.unknown) sink.add('pbn.lin.tag.unknown', 'info', seen.first.nameStart, seen.first.nameEnd, { tag: name, count: seen.count });
  crossCheckResults(file, sink);
  return file;
}

/** What carries over from tag to tag across boards. */
interface FileState {
  /** The last `pn` tag seen. */
  names: LinTag | undefined;
  unknown: Map<string, { first: LinTag; count: number }>;
}

/** A header-level tag (or an unknown one) wherever it stands; true when it was one. */
function readFileTag(tag: LinTag, file: LinFile, state: FileState, sink: ProblemSink): boolean {
  switch (tag.name) {
    case 'vg': file.event = readEvent(tag); return true;
    case 'rs': file.results = { tag, entries: commaPieces(tag) }; return true;
    case 'pn': state.names = tag; checkNameCount(tag, sink); return true;
    case 'pw': case 'mp': case 'bn': case 'st': case 'rh': case 'pg': return true;
    default:
      if (KNOWN_LIN_TAGS.has(tag.name)) return false;
      const seen = state.unknown.get(tag.name);
      if (seen) seen.count++; else state.unknown.set(tag.name, { first: tag, count: 1 });
      return true;
  }
}

function checkNameCount(tag: LinTag, sink: ProblemSink): void {
  const count = tag.value.split(',').length;
  if (count !== 4 && count !== 8) sink.add('pbn.lin.names.count', 'warning', tag.valueStart, tag.valueEnd, { count });
}

/** Reads the tags of one board. */
function readBoard(tags: LinTag[], index: number, file: LinFile, state: FileState, sink: ProblemSink): LinBoard {
  const board: LinBoard = {
    index, start: tags[0].start, end: tags[tags.length - 1].end, tags, number: index, names: {}, dealer: 'N', vulnerability: 'None',
    auction: { calls: [], ended: false, passedOut: false }, cards: [], tricks: [], comments: [],
  };
  readIdentity(board, tags, sink);
  let walker: AuctionWalker | undefined;
  const reported = new Set<string>();
  const once = (code: string, tag: LinTag, args: Record<string, string | number> = {}) => {
    if (!reported.has(code)) sink.add(code, 'error', tag.valueStart, Math.max(tag.valueEnd, tag.valueStart), args);
    reported.add(code);
  };
  for (const tag of tags) {
    if (tag.name === 'mb') {
      walker ??= new AuctionWalker(board.dealer, sink);
      walker.add(tag);
    } else if (tag.name === 'an') {
      const last = board.auction.calls[board.auction.calls.length - 1];
      if (!last || board.cards.length > 0) { sink.add('pbn.lin.explanation.orphan', 'warning', tag.nameStart, tag.end); continue; }
      last.explanation = last.explanation ? { text: `${last.explanation.text} ${tag.value}`, tag: last.explanation.tag } : { text: tag.value, tag };
    } else if (tag.name === 'pc') {
      readPlayTag(board, tag, once, sink);
    } else if (tag.name === 'mc') {
      readClaim(board, tag, once, sink);
    } else if (tag.name === 'nt') {
      board.comments.push({ text: tag.value, tag, calls: board.auction.calls.length, cards: board.cards.length, afterClaim: board.claim !== undefined });
    } else if (!['qx', 'md', 'sv', 'ah'].includes(tag.name)) {
      if (tag.name === 'pn') checkNameCount(tag, sink);
      else readFileTag(tag, file, state, sink);
    }
    if (walker) board.auction = walker.auction;
  }
  readNames(board, tags.find((tag) => tag.name === 'pn') ?? state.names);
  if (tags.some((tag) => tag.name === 'pn')) state.names = tags.filter((tag) => tag.name === 'pn').pop();
  finishPlay(board, sink);
  return board;
}

/** Room, number, deal, dealer and vulnerability: they may stand anywhere in the board's tags. */
function readIdentity(board: LinBoard, tags: readonly LinTag[], sink: ProblemSink): void {
  const room = tags.find((tag) => tag.name === 'qx');
  const roomMatch = room && /^\s*([oc])(\d+)/i.exec(room.value);
  if (room && roomMatch) {
    board.room = roomMatch[1].toLowerCase() === 'o' ? 'Open' : 'Closed';
    board.roomTag = room;
    const start = room.valueStart + room.value.indexOf(roomMatch[2], roomMatch[0].length - roomMatch[2].length);
    board.number = Number(roomMatch[2]);
    board.numberPiece = { text: roomMatch[2], start, end: start + roomMatch[2].length };
    board.numberTag = room;
  } else if (room) {
    sink.add('pbn.lin.room.bad', 'warning', room.valueStart, room.valueEnd, { text: room.value });
  }
  const title = tags.find((tag) => tag.name === 'ah');
  const titleNumber = title && /(\d+)\D*$/.exec(title.value);
  if (!board.numberPiece && title && titleNumber) {
    const start = title.valueStart + titleNumber.index;
    board.number = Number(titleNumber[1]);
    board.numberPiece = { text: titleNumber[1], start, end: start + titleNumber[1].length };
    board.numberTag = title;
  }
  const dealTag = tags.find((tag) => tag.name === 'md');
  if (dealTag) board.deal = readLinDeal(dealTag, sink);
  board.dealer = board.deal?.dealer ?? dealerOfBoard(board.number);
  const vulnerable = tags.find((tag) => tag.name === 'sv');
  const given = vulnerable && VULNERABILITY[vulnerable.value.trim().toLowerCase()];
  if (vulnerable && !given) sink.add('pbn.lin.vulnerability.bad', 'error', vulnerable.valueStart, Math.max(vulnerable.valueEnd, vulnerable.valueStart), { text: vulnerable.value });
  board.vulnerability = given ?? vulnerabilityOfBoard(board.number);
  if (given) board.vulnerabilityTag = vulnerable;
}

/** The players of the board: 4 names S, W, N, E, or 8 (open room, then closed room). */
function readNames(board: LinBoard, tag: LinTag | undefined): void {
  if (!tag) return;
  const pieces = commaPieces(tag);
  const offset = pieces.length >= 8 && board.room === 'Closed' ? 4 : 0;
  LIN_HAND_ORDER.forEach((seat, position) => {
    const piece = pieces[offset + position];
    if (piece && piece.text.trim() !== '') board.names[seat] = piece;
  });
  board.namesTag = tag;
}

type Once = (code: string, tag: LinTag, args?: Record<string, string | number>) => void;

function readPlayTag(board: LinBoard, tag: LinTag, once: Once, sink: ProblemSink): void {
  const cards = readCards(tag, sink);
  if (cards.length === 0) return;
  const { auction } = board;
  if (auction.passedOut) return once('pbn.lin.card.passed-out', tag);
  if (!auction.ended) return once('pbn.lin.card.before-auction-end', tag);
  if (board.claim) {
    sink.add('pbn.lin.claim.play-continued', 'warning', board.claim.tag.valueStart, board.claim.tag.valueEnd, { claimed: board.claim.tricks });
    board.claim = undefined;
  }
  for (const card of cards) {
    if (board.cards.length >= MAX_CARDS) return once('pbn.lin.card.too-many', tag);
    board.cards.push(card);
  }
}

function readClaim(board: LinBoard, tag: LinTag, once: Once, sink: ProblemSink): void {
  const text = tag.value.trim();
  if (!/^\d{1,2}$/.test(text) || Number(text) > 13) {
    sink.add('pbn.lin.claim.bad', 'error', tag.valueStart, Math.max(tag.valueEnd, tag.valueStart), { text: tag.value });
    return;
  }
  if (!board.auction.ended || board.auction.passedOut) return once('pbn.lin.claim.no-contract', tag);
  board.claim = { tricks: Number(text), tag, afterCards: board.cards.length };
}

/** Tricks, seats and winners once the board's cards are all read; the claim checked against them. */
function finishPlay(board: LinBoard, sink: ProblemSink): void {
  const { contract, declarer } = board.auction;
  if (!contract || !declarer) return;
  board.tricks = followTricks(board.cards, seatAfter(declarer), contract.strain, board.deal?.hands);
  if (board.claim) checkClaim(board.claim, board.tricks, declarer, sink);
}
