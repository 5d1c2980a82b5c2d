/**
 * The LIN reader: tokenizes a file, splits it into boards and reads each board into the model of
 * board.ts — names (`pn`, 4 names or 8 for the two rooms), room and number (`qx`, `ah`), deal and
 * dealer (`md`), vulnerability (`sv`, else from the board number), auction (`mb`, `an`), play
 * (`pc`), claim (`mc`) and commentary (`nt`) — with the checks that are LIN's own: cards before
 * the auction ended, cards beyond 52, a claim beyond the tricks left, `rs` against the boards.
 * Unknown tags are kept and reported once per tag name with their count.
 */
import { ProblemSink } from '../../syntax/problems';
import { AuctionWalker } from './auction';
import { LinBoard, LinFile, commaPieces } from './board';
import { Once, finishPlay, readClaim, readPlayTag } from './boardPlay';
import { readIdentity, readNames } from './identity';
import { splitBoards } from './split';
import { LinTag, tokenizeLin } from './tokens';
import { crossCheckResults, readEvent } from './vugraph';
import { CodeIn } from '../../i18n/diagnostics/registry';
import { decodeLinText } from './linText';

/** Tags the reader knows (read, or known to carry nothing a board needs). */
export const KNOWN_LIN_TAGS: ReadonlySet<string> = new Set([
  'pn', 'st', 'md', 'rh', 'ah', 'sv', 'mb', 'an', 'pc', 'mc', 'pg', 'nt', 'vg', 'rs', 'pw', 'mp', 'bn', 'qx',
]);

/** Reads a whole LIN text. */
export function readLin(text: string): LinFile {
  const sink = new ProblemSink();
  const tags = tokenizeLin(text, sink);
  const { header, boards: groups } = splitBoards(tags);
  const file: LinFile = { boards: [], header, vugraph: tags.some((tag) => tag.name === 'qx'), problems: sink.problems };
  const state = newReadState();
  readHeaderTags(header, file, state, sink);
  groups.forEach((group, position) => file.boards.push(readLinBoard(group, position + 1, file, state, sink)));
  reportUnknownTags(state.unknown, sink);
  crossCheckResults(file, sink);
  return file;
}

/** An unknown tag's first use and how often it is used. */
export interface UnknownTagUse {
  first: LinTag;
  count: number;
}

/** What carries over from tag to tag across boards. */
export interface LinReadState {
  /** The last `pn` tag seen. */
  names: LinTag | undefined;
  unknown: Map<string, UnknownTagUse>;
  /**
   * A part of a file read board by board (lin/service/linFileStream.ts): the `vg` and `rs` that
   * hold for the whole file and the unknown tags were collected beforehand, so they are skipped.
   */
  collected: boolean;
}

/** The state at the start of a file; `collected` for the boards of a file whose file-level tags are known. */
export function newReadState(collected = false): LinReadState {
  return { names: undefined, unknown: new Map(), collected };
}

/** Reads the tags before the first board. */
export function readHeaderTags(header: readonly LinTag[], file: LinFile, state: LinReadState, sink: ProblemSink): void {
  for (const tag of header) readFileTag(tag, file, state, sink);
}

/** Reports each unknown tag once, at its first use, with its count. */
export function reportUnknownTags(unknown: ReadonlyMap<string, UnknownTagUse>, sink: ProblemSink, inPart: (offset: number) => boolean = () => true): void {
  for (const [name, seen] of unknown) if (inPart(seen.first.nameStart)) sink.add('pbn.lin.tag.unknown', 'info', seen.first.nameStart, seen.first.nameEnd, { tag: name, count: seen.count });
}

/** A header-level tag (or an unknown one) wherever it stands; true when it was one. */
function readFileTag(tag: LinTag, file: LinFile, state: LinReadState, sink: ProblemSink): boolean {
  switch (tag.name) {
    case 'vg': if (!state.collected) file.event = readEvent(tag); return true;
    case 'rs': if (!state.collected) file.results = { tag, entries: commaPieces(tag) }; return true;
    case 'pn': state.names = tag; checkNameCount(tag, sink); return true;
    case 'pw': case 'mp': case 'bn': case 'st': case 'rh': case 'pg': return true;
    default:
      if (KNOWN_LIN_TAGS.has(tag.name)) return false;
      if (state.collected) return true;
      const seen = state.unknown.get(tag.name);
      if (seen) seen.count++; else state.unknown.set(tag.name, { first: tag, count: 1 });
      return true;
  }
}

function checkNameCount(tag: LinTag, sink: ProblemSink): void {
  const count = tag.value.split(',').length;
  if (count !== 4 && count !== 8) sink.add('pbn.lin.names.count', 'warning', tag.valueStart, tag.valueEnd, { count });
}

/** The tags readIdentity reads. */
const IDENTITY_TAGS: ReadonlySet<string> = new Set(['qx', 'md', 'sv', 'ah']);

/** The tags a board reads for itself; the others in a board are the file's (`vg`, `rs`, unknown tags). */
const BOARD_TAGS: ReadonlySet<string> = new Set(['mb', 'an', 'pc', 'mc', 'nt', 'pn', ...IDENTITY_TAGS]);

/** Of a board's tags, only those that concern the whole file (`vg`, `rs`, unknown tags), as `readLinBoard` reads them (problems dropped). */
export function readFileTagsOfBoard(tags: readonly LinTag[], file: LinFile, state: LinReadState): void {
  const sink = new ProblemSink();
  for (const tag of tags) if (!BOARD_TAGS.has(tag.name)) readFileTag(tag, file, state, sink);
}

/** Boards read so far in this process (a test counts what an edit re-reads). */
export const LIN_BOARD_READS = { count: 0 };

/** Reads the tags of one board, the `index`th of the file. */
export function readLinBoard(tags: LinTag[], index: number, file: LinFile, state: LinReadState, sink: ProblemSink): LinBoard {
  LIN_BOARD_READS.count++;
  const board: LinBoard = {
    index, start: tags[0].start, end: tags[tags.length - 1].end, tags, number: index, names: {}, dealer: 'N', vulnerability: 'None',
    auction: { calls: [], ended: false, passedOut: false }, cards: [], tricks: [], comments: [],
  };
  readIdentity(board, tags, sink);
  let walker: AuctionWalker | undefined;
  const reported = new Set<CodeIn<'pbn.lin.'>>();
  const once: Once = (code, tag, args = {}) => {
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
      const explanation = decodeLinText(tag.value);
      last.explanation = last.explanation ? { text: `${last.explanation.text} ${explanation}`, tag: last.explanation.tag } : { text: explanation, tag };
    } else if (tag.name === 'pc') {
      readPlayTag(board, tag, once, sink);
    } else if (tag.name === 'mc') {
      readClaim(board, tag, once, sink);
    } else if (tag.name === 'nt') {
      board.comments.push({ text: decodeLinText(tag.value), tag, calls: board.auction.calls.length, cards: board.cards.length, afterClaim: board.claim !== undefined });
    } else if (!IDENTITY_TAGS.has(tag.name)) {
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

