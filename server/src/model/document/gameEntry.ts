/**
 * One game of a document as the model keeps it: the entry (its syntax, model, problems and what
 * the editor's scans need to know of it as flags), shared by the versions of a document for as
 * long as its text and inherited values stay the same, and the DocumentGame view with its place
 * in one version. Also how an entry is read from a chunk and analysed.
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
import { ownTagValues } from './ownTagValues';

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
  /** The export-layout problems of its text, once features/export/exportLayout.ts has looked (they depend on the text alone). */
  layoutProblems?: ReadonlyArray<{ start: number; end: number; what: 'tag' | 'row' }>;
}

/** Flags of a game in `DocumentModel.flags`: it has tags; it has nothing of its own to report; a blank line precedes it; its layout problems are known; it has some; it carries a double-dummy tag. */
export const GAME_TAGGED = 1, GAME_QUIET = 2, GAME_BLANK_BEFORE = 4, GAME_LAYOUT_KNOWN = 8, GAME_LAYOUT_SOME = 16, GAME_DD_TAGS = 32;

/** The tags whose values a double-dummy table checks. */
export const DD_TAG_NAMES: readonly string[] = ['OptimumResultTable', 'DoubleDummyTricks', 'OptimumScore'];

/** The flags of an entry. */
export function flagsOf(entry: GameEntry): number {
  const layout = entry.layoutProblems ? GAME_LAYOUT_KNOWN | (entry.layoutProblems.length ? GAME_LAYOUT_SOME : 0) : 0;
  const ddTags = entry.syntax.tags.some((tag) => DD_TAG_NAMES.includes(tag.name)) ? GAME_DD_TAGS : 0;
  return (entry.syntax.tags.length ? GAME_TAGGED : 0) | (entry.quiet ? GAME_QUIET : 0) | (entry.gapBefore >= 2 ? GAME_BLANK_BEFORE : 0) | layout | ddTags;
}

/** The entry for a freshly split chunk: the replaced entry with the same text if there is one, else parsed now (not yet analysed). */
export function readEntry(chunk: GameChunk, gapBefore: number, replaced?: Map<string, GameEntry>): GameEntry {
  const old = replaced?.get(chunk.text);
  if (old) return old.gapBefore === gapBefore ? old : { ...old, gapBefore };
  const { syntax, chunkProblems, readerProblems, usesInheritance } = readChunk(chunk);
  return {
    syntax, chunkProblems, model: undefined, readerProblems, usesInheritance, inheritanceKey: '', length: chunk.end - chunk.start, gapBefore,
    quiet: chunkProblems.length === 0 && syntax.tags.length === 0,
  };
}

/** An entry with a (new) model and inheritance key. */
export function withModel(entry: GameEntry, model: GameModel, inheritanceKey: string): GameEntry {
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
    readerProblems: sink.problems, usesInheritance: syntax.tags.some((tag) => tag.value.startsWith('#')) || mayCarryDeal(syntax), inheritanceKey: '',
  };
}

const NO_INHERITANCE: InheritedValues = { values: new Map(), problems: [], key: '' };

/** The effective values of a game when no game of the document uses inheritance (no `#` value anywhere, no game without its deal): its own tags. */
export function ownValues(syntax: GameSyntax): InheritedValues {
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
