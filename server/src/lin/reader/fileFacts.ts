/**
 * The first pass over a LIN file read board by board (lin/service/linFileStream.ts): what the
 * output of its first board already depends on, known only once the whole file has been read —
 * the last `vg` and `rs` (they hold for every board), each unknown tag's first use and count, the
 * number of syntax problems and where the last ended, the `rs` entries the boards contradict —
 * and the offsets at which the file can be cut into parts of whole boards (the start of a board's
 * line when it has one of its own, else the board's first tag: a file of one long line is cut too).
 * The text goes by in pieces of any length and is read in chunks cut where the tokenizer starts
 * afresh; only one chunk, one board's tags and a few numbers per board are held.
 */
import { Problem, ProblemSink } from '../../syntax/problems';
import { LinEvent, LinFile } from './board';
import { LinReadState, newReadState, readFileTagsOfBoard, readHeaderTags, readLinBoard } from './reader';
import { BoardSplitter, SplitPiece } from './split';
import { LinTag, SyntaxProblemCount, tokenizeLin } from './tokens';
import { BoardResult, boardResult, crossCheckBoardResults } from './vugraph';

/** What the board-by-board reading of a LIN file needs to know of the whole file. */
export interface LinFileFacts {
  /** The last `vg` and `rs` of the file. */
  event?: LinEvent;
  results?: LinFile['results'];
  /** A `qx` tag was seen. */
  vugraph: boolean;
  /** The reader's state at the end: each unknown tag's first use and count. */
  unknown: LinReadState['unknown'];
  /** Every syntax problem of the file counted, and where the last ended. */
  syntax: SyntaxProblemCount;
  /** The `rs` entries that their boards contradict, in board order. */
  resultMismatches: Problem[];
  /**
   * Where each board other than the first starts, in file order: the start of its line when the
   * board starts a line of its own, else the start of its first tag.
   */
  cuts: number[];
  boards: number;
  /** A board starts on a line that holds tags of the board (or header) before it. */
  boardsShareLine: boolean;
  /** An `rs` tag stands on or after the line where the first board starts. */
  resultsAmongBoards: boolean;
}

/** Characters read before the text so far is tokenized (where the tokenizer starts afresh); tests read smaller chunks. */
export const LIN_FACT_CHUNK = { characters: 256 * 1024 };

/**
 * Reads the blocks of a LIN text (pieces of any length) for its file facts. The boards are read for their
 * results only from an `rs` on; when one comes after boards that were not, the text is read again
 * (`blocks` called a second time) with every board read.
 */
export async function collectLinFileFacts(blocks: () => AsyncIterable<string>): Promise<LinFileFacts> {
  const facts = await collectFrom(blocks(), false);
  return facts ?? (await collectFrom(blocks(), true))!;
}

/** The facts of one reading; undefined when `rs` came after boards whose results were not read. */
async function collectFrom(blocks: AsyncIterable<string>, readEveryBoard: boolean): Promise<LinFileFacts | undefined> {
  const collector = new FactCollector(readEveryBoard);
  let carry = '';
  for await (const block of blocks) {
    carry += block;
    for (let cut; carry.length >= LIN_FACT_CHUNK.characters && (cut = chunkCut(carry, LIN_FACT_CHUNK.characters)) > 0; carry = carry.slice(cut)) {
      collector.chunk(carry.slice(0, cut));
    }
  }
  if (carry) collector.chunk(carry);
  return collector.finish();
}

/**
 * The first line start in `text` at or after `from` (and past the first line) after which the
 * tokenizer reads nothing of the lines before: the next text is not a `|`, which would close a
 * value left open on an earlier line; 0 when there is none yet.
 */
export function tokenCut(text: string, from: number): number {
  for (let newline = text.indexOf('\n', Math.max(0, from - 1)); newline >= 0;) {
    let next = newline + 1;
    while (next < text.length && text.charCodeAt(next) <= 32) next++;
    if (next >= text.length) return 0;
    if (text.charCodeAt(next) !== 124) return newline + 1;
    newline = text.indexOf('\n', next);
  }
  return 0;
}

/**
 * Where a chunk of `text` (read from a point where the tokenizer starts afresh) may end: at a
 * line start (tokenCut), else, once the text holds twice the chunk's size without one (a file
 * of one long line), just after the last `|` that closes a value — what the tokenizer reads up to
 * there does not depend on the text after it; 0 when there is no such point yet.
 */
export function chunkCut(text: string, from: number): number {
  const atLine = tokenCut(text, from);
  if (atLine > 0 || text.length < 2 * Math.max(1, from)) return atLine;
  return lastClosedTagEnd(text);
}

/** The end of the last tag of `text` closed by its `|` (0 when none): the tokenizer starts afresh there. */
export function lastClosedTagEnd(text: string): number {
  const tags = tokenizeLin(text, new ProblemSink(), { base: 0, count: { reported: 0, lastEnd: 0 } });
  for (let index = tags.length - 1; index >= 0; index--) if (tags[index].closed && tags[index].end < text.length) return tags[index].end;
  return 0;
}

/** Collects the facts chunk by chunk. */
class FactCollector {
  private readonly splitter = new BoardSplitter();
  private readonly state = newReadState();
  private readonly file: LinFile = { boards: [], header: [], vugraph: false, problems: [] };
  private readonly syntax: SyntaxProblemCount = { reported: 0, lastEnd: 0 };
  private readonly results: BoardResult[] = [];
  private readonly cuts: number[] = [];
  /** The line start of each tag that is the first thing on its line. */
  private readonly firstOnLine = new WeakMap<LinTag, number>();
  private base = 0;
  /** The start of the line the last chunk ended in, and whether that line held only blanks up to there. */
  private lineStart = 0;
  private clean = true;
  private boardsShareLine = false;
  private firstBoardLine = -1;
  private lastResults?: LinTag;
  /** Boards went by unread (no `rs` yet). */
  private skipped = false;

  constructor(private readonly readEveryBoard: boolean) {}

  /** Reads a chunk that starts where the tokenizer starts afresh (at a line start or after a closed value). */
  chunk(text: string): void {
    const tags = tokenizeLin(text, new ProblemSink(), { base: this.base, count: this.syntax });
    let cursor = 0;
    const walkTo = (at: number) => {
      for (; cursor < at; cursor++) {
        const code = text.charCodeAt(cursor);
        if (code === 10) { this.lineStart = this.base + cursor + 1; this.clean = true; } else if (code > 32) this.clean = false;
      }
    };
    for (const tag of tags) {
      walkTo(tag.nameStart - this.base);
      if (this.clean) this.firstOnLine.set(tag, this.lineStart);
      this.add(tag);
    }
    walkTo(text.length);
    this.base += text.length;
  }

  /** Takes the next tag: splits, reads what it completes, notes where a board starts. */
  private add(tag: LinTag): void {
    if (tag.name === 'qx') this.file.vugraph = true;
    if (tag.name === 'rs') this.lastResults = tag;
    const done = this.splitter.push(tag);
    if (done) {
      this.take(done);
      const start = this.splitter.boardStart!;
      const line = this.firstOnLine.get(start);
      if (line === undefined) this.boardsShareLine = true;
      if (this.firstBoardLine < 0) this.firstBoardLine = line ?? start.start;
      else this.cuts.push(line ?? start.start);
    }
  }

  /** Reads the header or a board as the reader would, keeping only its result (once an `rs` was seen: without, none is needed). */
  private take(piece: SplitPiece): void {
    if (piece.header) readHeaderTags(piece.tags, this.file, this.state, new ProblemSink());
    else if (this.readEveryBoard || this.file.results) this.results.push(boardResult(readLinBoard(piece.tags, this.results.length + 1, this.file, this.state, new ProblemSink())));
    else {
      readFileTagsOfBoard(piece.tags, this.file, this.state);
      this.results.push({ number: 0 });
      // The board's own rs came too late for it.
      this.skipped = true;
    }
  }

  /** The facts, once the last chunk was read; undefined when the boards must be read again for `rs`. */
  finish(): LinFileFacts | undefined {
    this.take(this.splitter.finish());
    if (this.skipped && this.file.results) return undefined;
    const { event, results, vugraph } = this.file;
    const sink = new ProblemSink();
    crossCheckBoardResults(this.file, this.results, sink);
    return {
      event, results, vugraph, unknown: this.state.unknown, syntax: this.syntax, resultMismatches: sink.problems, cuts: this.cuts,
      boards: this.results.length, boardsShareLine: this.boardsShareLine,
      resultsAmongBoards: this.lastResults !== undefined && this.firstBoardLine >= 0 && this.lastResults.start >= this.firstBoardLine,
    };
  }
}
