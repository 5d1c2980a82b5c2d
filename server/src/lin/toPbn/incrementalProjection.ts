/**
 * The projection of a LIN document kept from version to version, so that an edit costs the boards
 * it touches: the change (the difference from the last text) is found among the boards, the text
 * from the start of the board before it is tokenized and split again up to the start of an old
 * board after it where the reading is back in step (same tokens from there, a board opened by the
 * same tag, the same names carried over, the same number of boards unless each later board has its
 * number written), and only those boards are
 * read and written as PBN again. The boards after them keep their model, PBN text and source map,
 * moved by the edit's length; the file's facts (the problems in file order, each unknown tag's
 * first use and count, the `rs` cross-check) are put together again from what each board keeps.
 * The whole text is read again when the edit reaches what every board depends on — a `vg` or an
 * `rs` tag, the first or last `qx` (a vugraph file or not), more syntax problems than are reported
 * — when the part before the boards would change, and when the options change. The boards and the
 * map of the last version are moved in place: a projection is good until the next one is made.
 * The result equals projectLin's on the same text (test/lin/incrementalProjection.test.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { GameOptions } from '../../model/game/gameModel';
import { textChange } from '../../model/document/resplit';
import { Problem, ProblemSink } from '../../syntax/problems';
import { LinBoard, LinFile } from '../reader/board';
import { LinReadState, UnknownTagUse, readHeaderTags, readLin, readLinBoard, reportUnknownTags } from '../reader/reader';
import { BoardSplitter } from '../reader/split';
import { LinTag, MAX_SYNTAX_PROBLEMS, SyntaxProblemCount, tokenizeLin } from '../reader/tokens';
import { crossCheckResults } from '../reader/vugraph';
import { EntryList } from './entryList';
import { PbnWriter } from './pbnWriter';
import { LinProjection, linPositionedView } from './projection';
import { GameEntry, SourceMap } from './sourceMap';
import { linToPbn, writeLinBoards } from './toPbn';

/** What a reading keeps besides the projection, to read an edit's boards alone. */
interface KeptReading {
  text: string;
  optionsKey: string;
  file: LinFile;
  pbnText: string;
  map: SourceMap;
  /** False when the file has more syntax problems than are reported (every edit then reads it whole). */
  editable: boolean;
  /** Every syntax problem, in file order. */
  syntax: Problem[];
  header: BoardReading;
  /** Per board: its problems, unknown tags and the names it hands on. */
  boards: BoardReading[];
  /** How many `qx` tags the file has. */
  rooms: number;
}

/** What reading the header or one board gave besides its model. */
interface BoardReading {
  problems: Problem[];
  unknown?: Map<string, UnknownTagUse>;
  /** The `pn` tag in force after it. */
  names: LinTag | undefined;
}

/** A change of the text: `[start, oldEnd)` of the last text became `[start, newEnd)`. */
interface Change {
  start: number;
  oldEnd: number;
  delta: number;
}

/** The boards of an edit read again, or why they cannot be. */
type RegionReading = { kind: 'read'; header?: { tags: LinTag[]; reading: BoardReading }; boards: LinBoard[]; readings: BoardReading[]; syntax: Problem[]; rooms: number } | { kind: 'extend' } | { kind: 'whole' };

/** Keeps one document's projection and makes the next version's from it. */
export class LinProjector {
  private kept: KeptReading | undefined;

  /** The projection of `lin`, re-reading only what changed since the last call. */
  project(lin: TextDocument, options: GameOptions): LinProjection {
    const text = lin.getText();
    const optionsKey = JSON.stringify(options);
    const last = this.kept;
    let kept: KeptReading | undefined;
    if (last && last.optionsKey === optionsKey && last.editable && last.file.boards.length > 0) {
      const change = textChange(last.text, text);
      kept = change ? this.edited(last, text, { start: change.start, oldEnd: change.oldEnd, delta: change.newEnd - change.oldEnd }, options) : last;
    }
    kept ??= wholeReading(text, optionsKey, options);
    this.kept = kept;
    const pbn = TextDocument.create(lin.uri, 'pbn', lin.version, kept.pbnText);
    return { lin, file: kept.file, pbn, map: kept.map, view: linPositionedView(lin, pbn, kept.map) };
  }

  /** The reading after `change`; undefined when the text must be read whole. */
  private edited(last: KeptReading, text: string, change: Change, options: GameOptions): KeptReading | undefined {
    const boards = last.file.boards;
    const count = boards.length;
    // The first board that ends at or after the change; the reading starts a board before it (the edit may add to that board's end).
    let low = 0, high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (boards[middle].end < change.start) low = middle + 1; else high = middle;
    }
    const first = Math.max(0, Math.min(low, count - 1) - 1);
    // The first old board wholly after the change: the reading may get back in step at its start.
    let until = first;
    while (until < count && boards[until].start < change.oldEnd) until++;
    for (let step = 1; ; step *= 2) {
      const region = readRegion(last, text, change, first, until);
      if (region.kind === 'whole') return undefined;
      if (region.kind === 'read') return joined(last, text, change, first, until, region, options);
      if (until >= count) return undefined;
      until = Math.min(count, until + step);
    }
  }
}

/** Reads a whole text, keeping what an edit needs. */
function wholeReading(text: string, optionsKey: string, options: GameOptions): KeptReading {
  const count: SyntaxProblemCount = { reported: 0, lastEnd: 0 };
  const sink = new ProblemSink();
  const tags = tokenizeLin(text, sink, { base: 0, count });
  if (count.reported > MAX_SYNTAX_PROBLEMS) {
    const file = readLin(text);
    const { text: pbnText, map } = linToPbn(file, options);
    return { text, optionsKey, file, pbnText, map, editable: false, syntax: [], header: { problems: [], names: undefined }, boards: [], rooms: 0 };
  }
  const split = splitTags(tags);
  const file: LinFile = { boards: [], header: split.header, vugraph: tags.some((tag) => tag.name === 'qx'), problems: [] };
  const header = readHeader(split.header, file);
  const readings: BoardReading[] = [];
  let names = header.names;
  split.boards.forEach((boardTags, position) => {
    const reading = readBoard(boardTags, position + 1, file, names);
    file.boards.push(reading.board);
    readings.push(reading.reading);
    names = reading.reading.names;
  });
  const kept: KeptReading = {
    text, optionsKey, file, pbnText: '', map: undefined!, editable: true, syntax: sink.problems, header, boards: readings,
    rooms: tags.reduce((rooms, tag) => rooms + (tag.name === 'qx' ? 1 : 0), 0),
  };
  file.problems = fileProblems(kept);
  const { text: pbnText, map } = linToPbn(file, options);
  kept.pbnText = pbnText;
  kept.map = map;
  return kept;
}

/** The header's and the boards' tags, split as splitBoards splits them. */
function splitTags(tags: readonly LinTag[]): { header: LinTag[]; boards: LinTag[][] } {
  const splitter = new BoardSplitter();
  const split: { header: LinTag[]; boards: LinTag[][] } = { header: [], boards: [] };
  const take = (piece: { tags: LinTag[]; header: boolean } | undefined) => {
    if (piece?.header) split.header = piece.tags;
    else if (piece) split.boards.push(piece.tags);
  };
  for (const tag of tags) take(splitter.push(tag));
  take(splitter.finish());
  return split;
}

/** The problems of a board that has none (most boards): one array for them all. */
const NO_PROBLEMS: Problem[] = [];

/** A fresh reader state: the names carried in, unknown tags counted for this piece alone. */
function stateWith(names: LinTag | undefined): LinReadState {
  return { names, unknown: new Map(), collected: false };
}

/** Reads the header tags into `file`. */
function readHeader(tags: readonly LinTag[], file: LinFile): BoardReading {
  const sink = new ProblemSink();
  const state = stateWith(undefined);
  readHeaderTags(tags, file, state, sink);
  return { problems: sink.problems, unknown: state.unknown.size ? state.unknown : undefined, names: state.names };
}

/** Reads one board, the `index`th, with the names carried in. */
function readBoard(tags: LinTag[], index: number, file: LinFile, names: LinTag | undefined): { board: LinBoard; reading: BoardReading } {
  const sink = new ProblemSink();
  const state = stateWith(names);
  const board = readLinBoard(tags, index, file, state, sink);
  return { board, reading: { problems: sink.problems.length ? sink.problems : NO_PROBLEMS, unknown: state.unknown.size ? state.unknown : undefined, names: state.names } };
}

/** The file's problems in the order readLin gives them: syntax, header, boards, unknown tags, `rs` against the boards. */
function fileProblems(kept: KeptReading): Problem[] {
  const problems: Problem[] = [...kept.syntax, ...kept.header.problems];
  for (const reading of kept.boards) for (const problem of reading.problems) problems.push(problem);
  const sink = new ProblemSink();
  const unknown = new Map<string, UnknownTagUse>();
  for (const reading of [kept.header, ...kept.boards]) {
    if (!reading.unknown) continue;
    for (const [name, use] of reading.unknown) {
      const seen = unknown.get(name);
      if (seen) seen.count += use.count; else unknown.set(name, { first: use.first, count: use.count });
    }
  }
  reportUnknownTags(unknown, sink);
  crossCheckResults(kept.file, sink);
  return problems.concat(sink.problems);
}

/** True when a tag is one every board depends on. */
function isFileFact(tag: LinTag): boolean {
  return tag.name === 'vg' || tag.name === 'rs';
}

/**
 * Reads the new text from the start of board `first` (the file's start for the first board) to
 * where old board `until` now starts (the end for none): tokenized, split and read, when the
 * reading is back in step there; else `extend` (read further) or `whole`.
 */
function readRegion(last: KeptReading, text: string, change: Change, first: number, until: number): RegionReading {
  const boards = last.file.boards;
  const count = boards.length;
  const start = first === 0 ? 0 : boards[first].start;
  const end = until < count ? boards[until].start + change.delta : text.length;
  for (let position = first; position < until; position++) if (boards[position].tags.some(isFileFact)) return { kind: 'whole' };
  if (first === 0 && last.file.header.some(isFileFact)) return { kind: 'whole' };
  const sink = new ProblemSink();
  const syntax: SyntaxProblemCount = { reported: 0, lastEnd: 0 };
  const tags = tokenizeLin(text.slice(start, end), sink, { base: start, count: syntax });
  if (tags.some(isFileFact) || syntax.reported > MAX_SYNTAX_PROBLEMS) return { kind: 'whole' };
  if (until < count && !endsCleanly(text, tags, start, end)) return { kind: 'extend' };
  // Split as the whole file would: from a board's start the splitter starts afresh (the lead-in `pn`, `st` are the board's own).
  const splitter = new BoardSplitter();
  const pieces: Array<{ tags: LinTag[]; header: boolean }> = [];
  for (const tag of tags) {
    const piece = splitter.push(tag);
    if (piece) pieces.push(piece);
  }
  if (until < count) {
    // Old board `until` must open a board of its own at its first tag, as it did.
    const next = boards[until];
    let opened = false;
    for (const tag of next.tags) {
      const piece = splitter.push(tag);
      if (piece) { pieces.push(piece); opened = splitter.boardStart === next.tags[0]; break; }
    }
    if (!opened) return { kind: 'extend' };
  } else {
    pieces.push(splitter.finish());
  }
  let headerTags: LinTag[] | undefined;
  if (pieces.length && pieces[0].header) {
    const header = pieces.shift()!;
    if (first > 0 && header.tags.length > 0) return { kind: 'whole' };
    if (first === 0) headerTags = header.tags;
  } else if (first === 0) {
    headerTags = [];
  }
  // Boards added or removed move the later ones' positions: the same when each has its number written (`qx`, `ah`), else they read again.
  if (until < count && pieces.length !== until - first && !numberedFrom(boards, until)) return { kind: 'extend' };
  const rooms = tags.reduce((total, tag) => total + (tag.name === 'qx' ? 1 : 0), 0);
  let oldRooms = 0;
  for (let position = first; position < until; position++) for (const tag of boards[position].tags) if (tag.name === 'qx') oldRooms++;
  if (first === 0) for (const tag of last.file.header) if (tag.name === 'qx') oldRooms++;
  const totalRooms = last.rooms - oldRooms + rooms;
  if ((totalRooms > 0) !== last.file.vugraph) return { kind: 'whole' };
  // Read with a file of the same facts (the region holds no `vg` or `rs`).
  const file: LinFile = { boards: [], header: last.file.header, event: last.file.event, results: last.file.results, vugraph: last.file.vugraph, problems: [] };
  const header = headerTags && { tags: headerTags, reading: readHeader(headerTags, file) };
  let names = header ? header.reading.names : first === 0 ? last.header.names : last.boards[first - 1].names;
  const read: LinBoard[] = [];
  const readings: BoardReading[] = [];
  pieces.forEach((piece, position) => {
    const reading = readBoard(piece.tags, first + position + 1, file, names);
    read.push(reading.board);
    readings.push(reading.reading);
    names = reading.reading.names;
  });
  if (until < count && !sameNamesHandedOn(last, change, until, names)) return { kind: 'extend' };
  return { kind: 'read', header, boards: read, readings, syntax: sink.problems, rooms: totalRooms };
}

/** True when every board from `from` on has its number written (not its position in the file). */
function numberedFrom(boards: readonly LinBoard[], from: number): boolean {
  for (let position = from; position < boards.length; position++) if (!boards[position].numberPiece) return false;
  return true;
}

/**
 * True when the tokenizer, reading the whole text, would stand afresh at `end`: the last tag
 * closed by its `|` (or its value ended by a line break), nothing but blanks after it.
 */
function endsCleanly(text: string, tags: readonly LinTag[], start: number, end: number): boolean {
  const lastTag = tags[tags.length - 1];
  let from = start;
  if (lastTag) {
    if (!lastTag.closed) {
      const lineFeed = text.indexOf('\n', lastTag.valueEnd);
      if (lineFeed < 0 || lineFeed >= end) return false;
    }
    from = lastTag.end;
  }
  for (let at = from; at < end; at++) if (text.charCodeAt(at) > 32) return false;
  return true;
}

/** True when the boards from `until` on would carry in the same names as before (or carry none in). */
function sameNamesHandedOn(last: KeptReading, change: Change, until: number, names: LinTag | undefined): boolean {
  const next = last.file.boards[until];
  if (next.tags.some((tag) => tag.name === 'pn')) return true;
  const before = until === 0 ? last.header.names : last.boards[until - 1].names;
  if (!before || !names) return before === names;
  return before.value === names.value && movedStart(before.start, change) === names.start;
}

/** Where an old offset stands after the change (NaN inside the replaced text). */
function movedStart(offset: number, change: Change): number {
  if (offset < change.start) return offset;
  return offset >= change.oldEnd ? offset + change.delta : NaN;
}

/**
 * The new reading: the boards before `first` as they were, the region's, the old ones from `until`
 * moved; undefined (nothing moved) when the file now has more syntax problems than are reported.
 */
function joined(last: KeptReading, text: string, change: Change, first: number, until: number, region: Extract<RegionReading, { kind: 'read' }>, options: GameOptions): KeptReading | undefined {
  const oldBoards = last.file.boards;
  const count = oldBoards.length;
  const regionStart = first === 0 ? 0 : oldBoards[first].start;
  const regionEnd = until < count ? oldBoards[until].start : last.text.length;
  const syntaxKept = last.syntax.filter((problem) => problem.start < regionStart || problem.start >= regionEnd);
  if (syntaxKept.length + region.syntax.length > MAX_SYNTAX_PROBLEMS) return undefined;
  const { oldEnd, delta } = change;
  const moved = (offset: number) => (offset >= oldEnd ? offset + delta : offset);
  const movedEnd = (start: number, end: number) => (end > oldEnd || (end === oldEnd && start >= oldEnd) ? end + delta : end);
  const movePair = <K extends string, L extends string>(object: Record<K | L, number>, startKey: K, endKey: L) => {
    const start = object[startKey];
    object[endKey] = movedEnd(start, object[endKey]);
    object[startKey] = moved(start);
  };

  // The boards after the region, their problems and the names they carry: moved in place (and renumbered when boards came or went).
  const added = region.boards.length - (until - first);
  for (let position = until; position < count; position++) {
    moveBoard(oldBoards[position], movePair, moved);
    oldBoards[position].index += added;
    for (const problem of last.boards[position].problems) movePair(problem, 'start', 'end');
  }
  const carried = region.readings.length ? region.readings[region.readings.length - 1].names : region.header?.reading.names;
  const carriedBefore = until === 0 ? last.header.names : last.boards[until - 1].names;
  if (carried !== carriedBefore) {
    for (let position = until; position < count && !oldBoards[position].tags.some((tag) => tag.name === 'pn'); position++) {
      oldBoards[position].namesTag = carried;
      last.boards[position].names = carried;
    }
  }
  const boards = oldBoards.slice(0, first).concat(region.boards, oldBoards.slice(until));
  const readings = last.boards.slice(0, first).concat(region.readings, last.boards.slice(until));
  const syntax: Problem[] = syntaxKept.filter((problem) => problem.start < regionStart);
  for (const problem of region.syntax) syntax.push(problem);
  for (const problem of syntaxKept) {
    if (problem.start < regionEnd) continue;
    movePair(problem, 'start', 'end');
    syntax.push(problem);
  }
  const header = region.header ? region.header.reading : last.header;
  const file: LinFile = {
    boards, header: region.header ? region.header.tags : last.file.header, event: last.file.event, results: last.file.results,
    vugraph: last.file.vugraph, problems: [],
  };
  const kept: KeptReading = { text, optionsKey: last.optionsKey, file, pbnText: '', map: undefined!, editable: true, syntax, header, boards: readings, rooms: region.rooms };
  file.problems = fileProblems(kept);

  // The PBN: the region's games written again between the old text before and after them.
  const writer = new PbnWriter();
  writeLinBoards(writer, file, region.boards, options);
  const written = writer.finish();
  const games = last.map.games;
  const pbnCut = (position: number) => (position < games.length ? games[position].pbnStart - 2 : last.pbnText.length);
  const pbnFrom = pbnCut(first), pbnTo = pbnCut(until);
  const pbnDelta = written.text.length - (pbnTo - pbnFrom);
  kept.pbnText = last.pbnText.slice(0, pbnFrom) + written.text + last.pbnText.slice(pbnTo);
  // The index of a game's first entry in a list (the list's end past the last game).
  const entryIndex = (list: 'values' | 'tags', position: number) => (position < games.length ? games[position][list][0] : last.map[list].count);
  const spliced = (list: 'values' | 'tags'): { entries: EntryList; from: number; shift: number } => {
    const old = last.map[list];
    const from = entryIndex(list, first), to = entryIndex(list, until);
    const entries = new EntryList();
    entries.appendMoved(old, 0, from, 0, Infinity, 0);
    entries.appendMoved(written.map[list], 0, written.map[list].count, pbnFrom, Infinity, 0);
    const shift = entries.count - to;
    entries.appendMoved(old, to, old.count, pbnDelta, oldEnd, delta);
    return { entries, from, shift };
  };
  const values = spliced('values'), tags = spliced('tags');
  const gameEntries: GameEntry[] = games.slice(0, first);
  for (const game of written.map.games) {
    gameEntries.push({
      ...game, pbnStart: game.pbnStart + pbnFrom, pbnEnd: game.pbnEnd + pbnFrom,
      values: [game.values[0] + values.from, game.values[1] + values.from], tags: [game.tags[0] + tags.from, game.tags[1] + tags.from],
    });
  }
  for (let position = until; position < games.length; position++) {
    const game = games[position];
    movePair(game, 'linStart', 'linEnd');
    game.pbnStart += pbnDelta;
    game.pbnEnd += pbnDelta;
    game.board += added;
    game.values = [game.values[0] + values.shift, game.values[1] + values.shift];
    game.tags = [game.tags[0] + tags.shift, game.tags[1] + tags.shift];
    gameEntries.push(game);
  }
  kept.map = new SourceMap(values.entries, tags.entries, gameEntries);
  return kept;
}

/** Moves every offset a board holds of its own text (its tags, names, number, deal and cards). */
function moveBoard(board: LinBoard, movePair: <K extends string, L extends string>(object: Record<K | L, number>, startKey: K, endKey: L) => void, moved: (offset: number) => number): void {
  movePair(board, 'start', 'end');
  for (const tag of board.tags) {
    movePair(tag, 'nameStart', 'nameEnd');
    movePair(tag, 'valueStart', 'valueEnd');
    movePair(tag, 'start', 'end');
  }
  if (board.numberPiece) movePair(board.numberPiece, 'start', 'end');
  for (const piece of Object.values(board.names)) if (piece) movePair(piece, 'start', 'end');
  if (board.deal) {
    if (board.deal.dealerStart !== undefined) board.deal.dealerStart = moved(board.deal.dealerStart);
    for (const card of board.deal.cards) movePair(card, 'start', 'end');
  }
  for (const card of board.cards) movePair(card, 'start', 'end');
}
