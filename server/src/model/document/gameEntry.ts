/**
 * One game of a document as the model keeps it: the entry (its syntax, model, problems and what
 * the editor's scans need to know of it as flags), shared by the versions of a document for as
 * long as its text and inherited values stay the same, and the DocumentGame view with its place
 * in one version. Also how an entry is read from a chunk and analysed (`analyseEntry`); an
 * analysed game with nothing to report and nothing double dummy or a traveller looks at goes light:
 * it keeps its text and what the scans need, and reads itself again when a feature asks for more.
 */
import { GameSyntax } from '../../syntax/gameSyntax';
import { Problem, ProblemSink } from '../../syntax/problems';
import { MessageArgs } from '../../syntax/problems';
import { GameChunk } from '../../syntax/splitter';
import { parseGame } from '../../syntax/parser';
import { mayCarryDeal } from './carriedDeal';
import { analyseGame } from '../game/analyseGame';
import { GameModel, GameOptions } from '../game/gameModel';
import { InheritedValues } from './inheritedValues';
import { OwnTagValues, ownTagValues } from './ownTagValues';
import { ReadingValues, ValueReads, differsOnlyUnread, readsNone } from './valueReads';
import { UNKNOWN_SHAPE, shapeOf } from './entryShapes';
import { pushAll } from '../../arrays';
import { choiceOf } from '../../laws/edition';

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

/** The export-layout problems of a game's text (features/export/exportLayout.ts reads them). */
export type LayoutProblems = ReadonlyArray<{ start: number; end: number; what: 'tag' | 'row' }>;

/** What a game is wherever it sits: shared by the versions of a document while its text and inherited values stay. */
export interface GameEntry extends Omit<DocumentGame, 'start' | 'end' | 'index'> {
  /** The game's text. */
  readonly text: string;
  /** Characters from its start to its end. */
  readonly length: number;
  /** Line breaks between the end of the chunk before it and its start (2 or more: a blank line between); -1 for the first chunk. */
  readonly gapBefore: number;
  /** Nothing of its own to report: no problem, no revoke, no ruling, no chunk problem. */
  readonly quiet: boolean;
  /** It has tags and has been analysed: it has a model (held, or read again when asked). */
  readonly analysed: boolean;
  /** Quiet, without DD tags, traveller or anything a double-dummy answer decides: its syntax and model are read again from its text when asked. */
  readonly light: boolean;
  /** The export-layout problems of its text, once features/export/exportLayout.ts has looked (they depend on the text alone). */
  layoutProblems?: LayoutProblems;
}

/** Flags of a game in `DocumentModel.flags`: it has tags; it has nothing of its own to report; a blank line precedes it; its layout problems are known; it has some; it carries a double-dummy tag; it is light (GameEntry.light). */
export const GAME_TAGGED = 1, GAME_QUIET = 2, GAME_BLANK_BEFORE = 4, GAME_LAYOUT_KNOWN = 8, GAME_LAYOUT_SOME = 16, GAME_DD_TAGS = 32, GAME_LIGHT = 64;

/** The tags whose values a double-dummy table checks. */
export const DD_TAG_NAMES: readonly string[] = ['OptimumResultTable', 'DoubleDummyTricks', 'OptimumScore'];

/** The flags of an entry (a light one is read from its fields, without reading its text again). */
export function flagsOf(entry: GameEntry): number {
  const layout = entry.layoutProblems ? GAME_LAYOUT_KNOWN | (entry.layoutProblems.length ? GAME_LAYOUT_SOME : 0) : 0;
  const blank = entry.gapBefore >= 2 ? GAME_BLANK_BEFORE : 0;
  if (entry.light) return GAME_TAGGED | GAME_QUIET | GAME_LIGHT | blank | layout;
  const ddTags = hasDdTags(entry.syntax) ? GAME_DD_TAGS : 0;
  return (entry.syntax.tags.length ? GAME_TAGGED : 0) | (entry.quiet ? GAME_QUIET : 0) | blank | layout | ddTags;
}

/** True when a game carries a double-dummy tag. */
function hasDdTags(syntax: GameSyntax): boolean {
  return syntax.tags.some((tag) => DD_TAG_NAMES.includes(tag.name));
}

/** What reading a game's text gives: its syntax and the problems the reader found. */
interface TextRead {
  syntax: GameSyntax;
  chunkProblems: Problem[];
  readerProblems: Problem[];
}

/** How a light entry's model is made again: the options and the values it inherited (none: its own tags), and which of them its analysis read. */
interface Reanalysis {
  options: GameOptions;
  values?: InheritedValues;
  reads?: ValueReads;
}

/** The work done on entries since the process started (tests and benchmarks count it): games' texts read, games analysed, entries made. */
export const ENTRY_WORK = { read: 0, analysed: 0, made: 0 };

/**
 * One game's entry. A game with something to report (or that double dummy or a traveller looks
 * at) holds its syntax and model; a light one holds its text and what the scans need, and reads
 * itself again (the same parse and analysis) the first time a feature asks for its syntax or model.
 */
class Entry implements GameEntry {
  layoutProblems?: LayoutProblems;
  /** What decides whether it takes part in a change of inherited values (entryShapes.ts), once analysed. */
  shape = UNKNOWN_SHAPE;

  constructor(
    readonly text: string, readonly length: number, readonly gapBefore: number, readonly usesInheritance: boolean,
    private read: TextRead | undefined, private held: GameModel | undefined, readonly inheritanceKey: string, readonly quiet: boolean,
    private readonly again: Reanalysis | undefined,
  ) {
    ENTRY_WORK.made++;
  }

  get light(): boolean { return this.again !== undefined; }
  get lightValues(): InheritedValues | undefined { return this.again?.values; }
  get analysed(): boolean { return this.held !== undefined || this.again !== undefined; }
  get syntax(): GameSyntax { return this.textRead().syntax; }
  get chunkProblems(): Problem[] { return this.textRead().chunkProblems; }
  get readerProblems(): Problem[] { return this.textRead().readerProblems; }

  get model(): GameModel | undefined {
    if (this.held || !this.again) return this.held;
    const { syntax, readerProblems } = this.textRead();
    ENTRY_WORK.analysed++;
    return (this.held = analyseSafely(syntax, this.again.values ?? ownValues(syntax), this.again.options, readerProblems));
  }

  private textRead(): TextRead {
    return (this.read ??= readText(this.text));
  }

  /** The same entry at another distance from the game before it. */
  withGap(gapBefore: number): Entry {
    const entry = new Entry(this.text, this.length, gapBefore, this.usesInheritance, this.read, this.held, this.inheritanceKey, this.quiet, this.again);
    entry.layoutProblems = this.layoutProblems;
    entry.shape = this.shape;
    return entry;
  }

  /**
   * The same light entry with `values` instead of the values it was analysed with, when they differ
   * only in values its analysis did not read (so the analysis would be the same); else undefined.
   * `changed`: the names that differ, known (the same names in the same order otherwise).
   */
  withValues(values: InheritedValues, changed?: ReadonlyMap<string, string>): Entry | undefined {
    const again = this.again;
    if (!again?.values || !again.reads || again.values.problems.length || values.problems.length) return undefined;
    if (changed ? !readsNone(again.reads, changed) : !differsOnlyUnread(again.values.values, values.values, again.reads)) return undefined;
    return this.withLaidValues(values);
  }

  /** The same light entry with `values`, which differ from its own only in values its analysis did not read (the caller knows: entryShapes.ts). */
  withLaidValues(values: InheritedValues): Entry {
    const entry = new Entry(this.text, this.length, this.gapBefore, this.usesInheritance, undefined, undefined, values.key, this.quiet, { ...this.again!, values });
    entry.layoutProblems = this.layoutProblems;
    entry.shape = this.shape;
    return entry;
  }

  /** The entry with a (new) model: light when `keep` finds nothing to keep it for. */
  withModel(model: GameModel, inheritanceKey: string, again: Reanalysis, keep: (model: GameModel) => boolean, layout?: (syntax: GameSyntax) => LayoutProblems): Entry {
    const read = this.textRead();
    const quiet = read.chunkProblems.length === 0 && model.problems.length === 0 && !model.play?.revokes.length && model.rulings.length === 0;
    const light = quiet && !model.traveller && !hasDdTags(read.syntax) && !keep(model);
    const entry = light
      ? new Entry(this.text, this.length, this.gapBefore, this.usesInheritance, undefined, undefined, inheritanceKey, quiet, again)
      : new Entry(this.text, this.length, this.gapBefore, this.usesInheritance, read, model, inheritanceKey, quiet, undefined);
    entry.layoutProblems = light && layout ? layout(read.syntax) : this.layoutProblems;
    return entry;
  }
}

/** Reads a game's text: its syntax and problems. */
function readText(text: string): TextRead {
  ENTRY_WORK.read++;
  const sink = new ProblemSink();
  const syntax = parseGame(text, sink);
  return { syntax, chunkProblems: syntax.tags.length > 0 ? [] : sink.problems, readerProblems: sink.problems };
}

/** The entry for a freshly split chunk: the replaced entry with the same text if there is one, else parsed now (not yet analysed). */
export function readEntry(chunk: GameChunk, gapBefore: number, replaced?: Map<string, GameEntry>): GameEntry {
  const old = replaced?.get(chunk.text) as Entry | undefined;
  if (old) return old.gapBefore === gapBefore ? old : old.withGap(gapBefore);
  const read = readText(chunk.text);
  const usesInheritance = read.syntax.tags.some((tag) => tag.value.startsWith('#')) || mayCarryDeal(read.syntax);
  const quiet = read.chunkProblems.length === 0 && read.syntax.tags.length === 0;
  return new Entry(chunk.text, chunk.end - chunk.start, gapBefore, usesInheritance, read, undefined, '', quiet, undefined);
}

/** The same entry at another distance from the game before it. */
export function withGap(entry: GameEntry, gapBefore: number): GameEntry {
  return (entry as Entry).withGap(gapBefore);
}

/** The inherited values a light entry was analysed with (undefined: its own tags, or it holds its model). */
export function lightValues(entry: GameEntry): InheritedValues | undefined {
  return (entry as Entry).lightValues;
}

/** The light entry with the values of its layer (valueLayers.ts), laid over values its analysis did not read (its shape says so). */
export function withLaidValues(entry: GameEntry, values: InheritedValues): GameEntry {
  return (entry as Entry).withLaidValues(values);
}

/** What decides whether the entry takes part in a change of inherited values (entryShapes.ts; UNKNOWN_SHAPE before it is analysed). */
export function entryShape(entry: GameEntry): number {
  return (entry as Entry).shape;
}

/** The light entry with new inherited values its analysis did not read (`changed`: the ones that differ, when known), without analysing it again; undefined when it must be. */
export function withValues(entry: GameEntry, values: InheritedValues, changed?: ReadonlyMap<string, string>): GameEntry | undefined {
  return (entry as Entry).withValues(values, changed);
}

/**
 * An entry analysed with `values` (undefined: its own tags), the stage from a game's text to its
 * model. `keep` says a quiet game's model is kept all the same (double dummy decides something in
 * it); `layout` finds the export-layout problems of a game that goes light.
 */
export function analyseEntry(entry: GameEntry, values: InheritedValues | undefined, options: GameOptions, keep: (model: GameModel) => boolean, layout?: (syntax: GameSyntax) => LayoutProblems): GameEntry {
  ENTRY_WORK.analysed++;
  // Values that inherit are read through a recorder: an edit of what they inherit from then re-analyses only a game that read a changed value.
  const reading = values && !(values.values instanceof OwnTagValues) ? new ReadingValues(values.values) : undefined;
  const model = analyseSafely(entry.syntax, reading ? { ...values!, values: reading } : values ?? ownValues(entry.syntax), options, entry.readerProblems);
  const again: Reanalysis = { options, values };
  const analysed = (entry as Entry).withModel(model, values?.key ?? '', again, keep, layout);
  // Recorded until here: whether the game is kept whole (`keep`) may depend on values too.
  again.reads = reading?.done();
  const laidOver = analysed.light && values && values.problems.length === 0 ? again.reads : undefined;
  analysed.shape = shapeOf(entry.syntax.tags, entry.usesInheritance, laidOver);
  return analysed;
}

/** A game for a freshly split chunk, parsed (not yet analysed); `transient` for a game dropped before the next is read. */
export function readChunk(chunk: GameChunk, transient = false): DocumentGame {
  const sink = new ProblemSink();
  const syntax = parseGame(chunk.text, sink, transient);
  const tagged = syntax.tags.length > 0;
  return {
    start: chunk.start, end: chunk.end, index: 0, syntax, chunkProblems: tagged ? [] : sink.problems, model: undefined,
    readerProblems: sink.problems, usesInheritance: syntax.tags.some((tag) => tag.value.startsWith('#')) || mayCarryDeal(syntax), inheritanceKey: '',
  };
}

const NO_INHERITANCE: InheritedValues = { values: new Map(), problems: [], key: '' };

/** The effective values of a game when no game of the document uses inheritance (no `#` value anywhere, no game without its deal): its own tags. */
export function ownValues(syntax: GameSyntax): InheritedValues {
  return syntax.tags.length ? ownTagValues(syntax) : NO_INHERITANCE;
}

/**
 * Analyses a game; a fault in the analysis becomes one diagnostic on the game instead of a crash.
 * The fallback reads the game without its tags; when that fails too, the game is a bare model
 * holding its reader's problems and the fault (the fault must not be repeated out of the guard).
 */
export function analyseSafely(syntax: GameSyntax, values: InheritedValues, options: GameOptions, readerProblems: Problem[], transient = false): GameModel {
  const problems = pushAll(pushAll([], readerProblems), values.problems);
  try {
    return analyseGame(syntax, values.values, options, problems, transient);
  } catch (error) {
    const args: MessageArgs = { reason: error instanceof Error ? error.message : String(error) };
    let fallback: GameModel;
    try {
      fallback = analyseGame({ ...syntax, tags: [] }, new Map(), options, problems);
    } catch {
      fallback = {
        syntax, problems: pushAll([], problems), values: new Map(), declarerSwapped: false, passedOut: false, endPosition: false,
        edition: choiceOf('2017', 'default'), rulings: [],
      };
    }
    fallback.syntax = syntax;
    fallback.problems.push({ code: 'pbn.internal-error', severity: 'error', start: syntax.firstTagStart, end: syntax.firstTagStart + 1, args });
    return fallback;
  }
}
