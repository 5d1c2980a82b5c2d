/**
 * The model of a whole PBN document: split into games, each game parsed and analysed once and
 * reused for as long as its text (and the values it inherits) stay the same. A version keeps its
 * games as shared entries (syntax, model, problems: never changed once made) plus two arrays of
 * its own, where each game starts and its number among the games with tags, so an edit costs
 * what it changes: the change (the server's edits, or the difference from the previous text) is
 * found among the old games, only the games around it are split again (resplit.ts) and read, and
 * the games after it are moved by one addition per game, without a new object. The whole-file
 * inheritance pass runs only while some game uses `#` values. `games` gives the games as objects
 * for the editor features; the diagnostics read the arrays.
 */
import { GameSyntax } from '../syntax/gameSyntax';
import { exportLineOffset } from '../syntax/exportLine';
import { Problem, ProblemSink } from '../syntax/problems';
import { GameChunk, hasEmbeddingMarker, splitGames } from '../syntax/splitter';
import { parseGame } from '../syntax/parser';
import { MessageArgs } from '../syntax/problems';
import { TextSource, stringSource } from '../text/textSource';
import { updateExportAt } from './exportAt';
import { GameModel, GameOptions, analyseGame } from './game';
import { InheritedValues, ownTagValues, resolveInheritance } from './inheritance';
import { ChunkPlaces, TextChange, planResplit, textChange } from './resplit';

/** One game of a document, its place in the file and its model. */
export interface DocumentGame {
  /** Offset of the game's text in the document. */
  start: number;
  end: number;
  /** 1-based number among the games that have tags; 0 for a chunk of only commentary. */
  index: number;
  syntax: GameSyntax;
  /** Problems of a chunk without tags (commentary only, or stray text). */
  chunkProblems: Problem[];
  model?: GameModel;
  /** Problems the reader found in the game's text (the model's problems include them). */
  readerProblems: Problem[];
  /** Some tag value starts with `#`: the game takes part in inheritance. */
  usesInheritance: boolean;
  /** Identifies the values the game inherited ('' for none); the model depends on them. */
  inheritanceKey: string;
}

/** What a game is wherever it sits: shared by the versions of a document while its text and inherited values stay. */
export interface GameEntry extends Omit<DocumentGame, 'start' | 'end' | 'index'> {
  /** Characters from its start to its end. */
  length: number;
  /** Line breaks between the end of the chunk before it and its start (2 or more: a blank line between); -1 for the first chunk. */
  gapBefore: number;
  /** Nothing of its own to report: no problem, no revoke, no ruling, no chunk problem. */
  quiet: boolean;
  /** The export-layout problems of its text, once features/exportLayout.ts has looked (they depend on the text alone). */
  layoutProblems?: ReadonlyArray<{ start: number; end: number; what: 'tag' | 'row' }>;
}

/** A parsed document. */
export interface DocumentModel {
  /** The games as objects (built on first use). */
  readonly games: DocumentGame[];
  /** Number of games (chunks). */
  readonly count: number;
  readonly entries: readonly GameEntry[];
  /** Where each game starts in this version. */
  readonly starts: Float64Array;
  /** Each game's number among the games with tags (0 for a chunk without tags). */
  readonly indexes: Int32Array;
  /** Per game: GAME_TAGGED, GAME_QUIET, GAME_BLANK_BEFORE and the layout bits (a scan of these touches no entry). */
  readonly flags: Uint8Array;
  /** The options the models were built with. */
  optionsKey: string;
  /** The text the model was built from (LFs for lone CRs); the next version is compared with it. */
  text: TextSource;
  /** The text has `<PBN>` lines (embedded PBN), so it is always split whole. */
  embedded: boolean;
  /** How many games use inheritance (when 0 the whole-file inheritance pass is skipped). */
  inheritingGames: number;
  /** Offset of the first `% EXPORT` line, or -1. */
  exportAt: number;
  /** The game at a position as an object. */
  game(position: number): DocumentGame;
}

/** Flags of a game in `DocumentModel.flags`: it has tags; it has nothing of its own to report; a blank line precedes it; its layout problems are known; it has some. */
export const GAME_TAGGED = 1, GAME_QUIET = 2, GAME_BLANK_BEFORE = 4, GAME_LAYOUT_KNOWN = 8, GAME_LAYOUT_SOME = 16;

/** The flags of an entry. */
function flagsOf(entry: GameEntry): number {
  const layout = entry.layoutProblems ? GAME_LAYOUT_KNOWN | (entry.layoutProblems.length ? GAME_LAYOUT_SOME : 0) : 0;
  return (entry.syntax.tags.length ? GAME_TAGGED : 0) | (entry.quiet ? GAME_QUIET : 0) | (entry.gapBefore >= 2 ? GAME_BLANK_BEFORE : 0) | layout;
}

/** A version's model: shared entries, its own places. */
class DocumentVersion implements DocumentModel {
  private views: DocumentGame[] | undefined;

  constructor(
    readonly entries: readonly GameEntry[], readonly starts: Float64Array, readonly indexes: Int32Array, readonly flags: Uint8Array,
    public optionsKey: string, public text: TextSource, public embedded: boolean, public inheritingGames: number, public exportAt: number,
  ) {}

  get count(): number { return this.entries.length; }

  get games(): DocumentGame[] {
    return (this.views ??= this.entries.map((_, position) => this.game(position)));
  }

  game(position: number): DocumentGame {
    const entry = this.entries[position];
    const start = this.starts[position];
    return {
      start, end: start + entry.length, index: this.indexes[position], syntax: entry.syntax, chunkProblems: entry.chunkProblems, model: entry.model,
      readerProblems: entry.readerProblems, usesInheritance: entry.usesInheritance, inheritanceKey: entry.inheritanceKey,
    };
  }
}

const NO_INHERITANCE: InheritedValues = { values: new Map(), problems: [], key: '' };

/** Builds a document model, reusing the games of `previous` whose text did not change. Returns undefined when cancelled. */
export function buildDocumentModel(text: string, options: GameOptions, previous?: DocumentModel, isCancelled?: () => boolean): DocumentModel | undefined {
  const optionsKey = JSON.stringify(options);
  if (previous && previous.optionsKey === optionsKey && !previous.embedded) {
    const change = textChange(previous.text.toString(), text);
    return change ? updateDocumentModel(previous, change, stringSource(text), options, isCancelled) : sameText(previous);
  }
  return wholeDocumentModel(text, options, isCancelled);
}

/** The model after `change`, which made `text` from the previous version's text. Returns undefined when cancelled. */
export function updateDocumentModel(previous: DocumentModel, change: TextChange | undefined, text: TextSource, options: GameOptions, isCancelled?: () => boolean): DocumentModel | undefined {
  const optionsKey = JSON.stringify(options);
  if (previous.optionsKey !== optionsKey || previous.embedded) return wholeDocumentModel(text.toString(), options, isCancelled);
  if (!change) return sameText(previous);
  const plan = planResplit(placesOf(previous), change, text);
  if (!plan) return wholeDocumentModel(text.toString(), options, isCancelled);
  const { before, after, pieces, delta } = plan;
  const replaced = new Map<string, GameEntry>();
  let inheritingGames = previous.inheritingGames;
  for (let position = before; position < after; position++) {
    const old = previous.entries[position];
    replaced.set(old.syntax.text, old);
    if (old.usesInheritance) inheritingGames--;
  }
  const endOf = (position: number) => previous.starts[position] + previous.entries[position].length;
  const pieceEntries = pieces.map((chunk, index) => {
    const gap = index > 0 ? (chunk.line ?? 0) - (pieces[index - 1].endLine ?? 0) : before > 0 ? lineFeedsIn(text, endOf(before - 1), chunk.start) : -1;
    const entry = readEntry(chunk, gap, replaced);
    if (entry.usesInheritance) inheritingGames++;
    return entry;
  });
  const tail = previous.entries.slice(after);
  if (tail.length) {
    // The first game after the change may now follow another game, or the same one at another distance.
    const previousEnd = pieces.length ? pieces[pieces.length - 1].end : before > 0 ? endOf(before - 1) : -1;
    const gap = previousEnd < 0 ? -1 : lineFeedsIn(text, previousEnd, previous.starts[after] + delta);
    if (gap !== tail[0].gapBefore) tail[0] = { ...tail[0], gapBefore: gap };
  }
  const entries = previous.entries.slice(0, before).concat(pieceEntries, tail);
  const count = entries.length, tailFrom = before + pieces.length;
  // The places of this version: the games before the change as they were, the pieces, the games after moved by `delta`.
  const starts = new Float64Array(count);
  starts.set(previous.starts.subarray(0, before));
  pieces.forEach((chunk, index) => { starts[before + index] = chunk.start; });
  for (let position = after, to = tailFrom; position < previous.count; position++, to++) starts[to] = previous.starts[position] + delta;
  const flags = new Uint8Array(count);
  flags.set(previous.flags.subarray(0, before));
  for (let position = before; position < tailFrom; position++) flags[position] = flagsOf(entries[position]);
  flags.set(previous.flags.subarray(after), tailFrom);
  if (tail.length) flags[tailFrom] = flagsOf(tail[0]);
  const indexes = new Int32Array(count);
  indexes.set(previous.indexes.subarray(0, before));
  let number = 0;
  for (let position = before - 1; position >= 0 && number === 0; position--) number = indexes[position];
  for (let position = before; position < tailFrom; position++) indexes[position] = entries[position].syntax.tags.length ? ++number : 0;
  let oldNumber = 0;
  for (let position = after - 1; position >= 0 && oldNumber === 0; position--) oldNumber = previous.indexes[position];
  const shift = number - oldNumber;
  for (let position = after, to = tailFrom; position < previous.count; position++, to++) {
    const index = previous.indexes[position];
    indexes[to] = index === 0 ? 0 : index + shift;
  }
  const exportAt = updateExportAt(previous.text, text, change, previous.exportAt);
  const version = new DocumentVersion(entries, starts, indexes, flags, optionsKey, text, false, inheritingGames, exportAt);
  const analysed = inheritingGames > 0 ? analyseAll(version, options, isCancelled) : analysePositions(version, before, tailFrom, options, isCancelled);
  return analysed ? version : undefined;
}

/** A new version of the same text (a new document version): the same games. */
function sameText(previous: DocumentModel): DocumentModel {
  return new DocumentVersion(previous.entries, previous.starts, previous.indexes, previous.flags, previous.optionsKey, previous.text, previous.embedded, previous.inheritingGames, previous.exportAt);
}

/** Reads a whole text. */
function wholeDocumentModel(text: string, options: GameOptions, isCancelled?: () => boolean): DocumentModel | undefined {
  const chunks = splitGames(text);
  let inheritingGames = 0;
  const entries = chunks.map((chunk, index) => {
    const entry = readEntry(chunk, index > 0 ? (chunk.line ?? 0) - (chunks[index - 1].endLine ?? 0) : -1);
    if (entry.usesInheritance) inheritingGames++;
    return entry;
  });
  const starts = Float64Array.from(chunks, (chunk) => chunk.start);
  const indexes = new Int32Array(entries.length);
  let number = 0;
  entries.forEach((entry, position) => { if (entry.syntax.tags.length) indexes[position] = ++number; });
  const flags = Uint8Array.from(entries, flagsOf);
  const version = new DocumentVersion(entries, starts, indexes, flags, JSON.stringify(options), stringSource(text), hasEmbeddingMarker(text), inheritingGames, exportLineOffset(text));
  return analyseAll(version, options, isCancelled) ? version : undefined;
}

/** Gives every game with tags its inherited values and analyses those that need it (new, or whose inherited values changed). False when cancelled. */
function analyseAll(version: DocumentVersion, options: GameOptions, isCancelled?: () => boolean): boolean {
  const entries = version.entries;
  const tagged: number[] = [];
  for (let position = 0; position < entries.length; position++) if (version.flags[position] & GAME_TAGGED) tagged.push(position);
  const inherited = version.inheritingGames > 0 ? resolveInheritance(tagged.map((position) => entries[position].syntax)) : undefined;
  for (let number = 0; number < tagged.length; number++) {
    if (!analyse(version, tagged[number], inherited?.[number], options, isCancelled)) return false;
  }
  return !isCancelled?.();
}

/** Analyses the games with tags of `[from, to)` that need it (no game of the document inherits). False when cancelled. */
function analysePositions(version: DocumentVersion, from: number, to: number, options: GameOptions, isCancelled?: () => boolean): boolean {
  for (let position = from; position < to; position++) {
    if (version.flags[position] & GAME_TAGGED && !analyse(version, position, undefined, options, isCancelled)) return false;
  }
  return !isCancelled?.();
}

/** Analyses one game unless its model fits its inherited values already; false when cancelled. */
function analyse(version: DocumentVersion, position: number, values: InheritedValues | undefined, options: GameOptions, isCancelled?: () => boolean): boolean {
  const entries = version.entries as GameEntry[];
  const entry = entries[position];
  const key = values?.key ?? '';
  if (entry.model && entry.inheritanceKey === key) return true;
  if (isCancelled?.()) return false;
  entries[position] = withModel(entry, analyseSafely(entry.syntax, values ?? ownValues(entry.syntax), options, entry.readerProblems), key);
  version.flags[position] = flagsOf(entries[position]);
  return true;
}

/** Where the chunks of a version are, for the resplit. */
function placesOf(model: DocumentModel): ChunkPlaces {
  return {
    count: model.count,
    start: (position) => model.starts[position],
    end: (position) => model.starts[position] + model.entries[position].length,
    blankLineBefore: (position) => model.entries[position].gapBefore >= 2,
  };
}

/** LFs in `text[from, to)`. */
function lineFeedsIn(text: TextSource, from: number, to: number): number {
  let count = 0;
  const between = text.slice(from, to);
  for (let at = between.indexOf('\n'); at >= 0; at = between.indexOf('\n', at + 1)) count++;
  return count;
}

/** The entry for a freshly split chunk: the replaced entry with the same text if there is one, else parsed now (not yet analysed). */
function readEntry(chunk: GameChunk, gapBefore: number, replaced?: Map<string, GameEntry>): GameEntry {
  const old = replaced?.get(chunk.text);
  if (old) return old.gapBefore === gapBefore ? old : { ...old, gapBefore };
  const { syntax, chunkProblems, readerProblems, usesInheritance } = readChunk(chunk);
  return {
    syntax, chunkProblems, model: undefined, readerProblems, usesInheritance, inheritanceKey: '', length: chunk.end - chunk.start, gapBefore,
    quiet: chunkProblems.length === 0 && syntax.tags.length === 0,
  };
}

/** An entry with a (new) model and inheritance key. */
function withModel(entry: GameEntry, model: GameModel, inheritanceKey: string): GameEntry {
  const quiet = entry.chunkProblems.length === 0 && model.problems.length === 0 && !model.play?.revokes.length && model.rulings.length === 0;
  return { ...entry, model, inheritanceKey, quiet };
}

/** A game for a freshly split chunk, parsed (not yet analysed); `transient` for a game dropped before the next is read. */
export function readChunk(chunk: GameChunk, transient = false): DocumentGame {
  const sink = new ProblemSink();
  const syntax = parseGame(chunk.text, sink, transient);
  const tagged = syntax.tags.length > 0;
  return {
    start: chunk.start, end: chunk.end, index: 0, syntax, chunkProblems: tagged ? [] : sink.problems, model: undefined,
    readerProblems: sink.problems, usesInheritance: syntax.tags.some((tag) => tag.value.startsWith('#')), inheritanceKey: '',
  };
}

/** The effective values of a game when no game of the document uses inheritance (no `#` value anywhere): its own tags. */
function ownValues(syntax: GameSyntax): InheritedValues {
  return syntax.tags.length ? ownTagValues(syntax) : NO_INHERITANCE;
}

/** Analyses a game; a fault in the analysis becomes a diagnostic on the game instead of a crash. */
export function analyseSafely(syntax: GameSyntax, values: InheritedValues, options: GameOptions, readerProblems: Problem[], transient = false): GameModel {
  const problems = [...readerProblems, ...values.problems];
  try {
    return analyseGame(syntax, values.values, options, problems, transient);
  } catch (error) {
    const args: MessageArgs = { reason: (error as Error).message };
    const fallback = analyseGame({ ...syntax, tags: [] }, new Map(), options, problems);
    fallback.syntax = syntax;
    fallback.problems.push({ code: 'pbn.internal-error', severity: 'error', start: syntax.firstTagStart, end: syntax.firstTagStart + 1, args });
    return fallback;
  }
}
