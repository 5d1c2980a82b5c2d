/**
 * The model of a whole PBN document: split into games, each game parsed and analysed once and
 * reused for as long as its text (and the values it inherits) stay the same. Feeding the
 * previous version's model to `buildDocumentModel` is what makes an edit inside one game re-read
 * that game alone: the new text is compared with the previous one, only the games around the
 * changed span are split again (see resplit.ts), unchanged games keep their syntax and model
 * objects, and the whole-file inheritance pass is skipped while no game uses `#` values.
 */
import { GameChunk, splitGames } from '../syntax/splitter';
import { parseGame } from '../syntax/parser';
import { GameSyntax } from '../syntax/gameSyntax';
import { Problem, ProblemSink } from '../syntax/problems';
import { MessageArgs } from '../syntax/problems';
import { GameModel, GameOptions, analyseGame } from './game';
import { InheritedValues, resolveInheritance } from './inheritance';
import { hasEmbeddingMarker, resplitGames } from './resplit';

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
}

/** A game's syntax as cached by its text. */
export interface SyntaxEntry {
  syntax: GameSyntax;
  problems: Problem[];
  /** Some tag value starts with `#`, so the game takes part in inheritance. */
  usesInheritance: boolean;
}

/** A parsed document. */
export interface DocumentModel {
  games: DocumentGame[];
  /** The options the models were built with. */
  optionsKey: string;
  /** The text the model was built from; the next version is compared with it. */
  text: string;
  /** The game chunks of `text`, in order. */
  chunks: GameChunk[];
  /** The text has `<PBN>` lines (embedded PBN), so it is always split whole. */
  embedded: boolean;
  /** Internal caches, keyed by game text, reused by the next version. */
  syntaxByText: Map<string, SyntaxEntry>;
  /** Game text → inheritance key → model. */
  modelByKey: Map<string, Map<string, GameModel>>;
}

const NO_INHERITANCE: InheritedValues = { values: new Map(), problems: [], key: '' };

/** Builds a document model, reusing the games of `previous` whose text did not change. Returns undefined when cancelled. */
export function buildDocumentModel(text: string, options: GameOptions, previous?: DocumentModel, isCancelled?: () => boolean): DocumentModel | undefined {
  const optionsKey = JSON.stringify(options);
  const reuse = previous && previous.optionsKey === optionsKey ? previous : undefined;
  const incremental = previous && !previous.embedded ? resplitGames(previous.text, previous.chunks, text) : undefined;
  const embedded = incremental ? false : hasEmbeddingMarker(text);
  const chunks: GameChunk[] = incremental ?? splitGames(text);
  const syntaxByText = new Map<string, SyntaxEntry>();
  const entries: SyntaxEntry[] = new Array(chunks.length);
  let anyInheritance = false;
  for (let position = 0; position < chunks.length; position++) {
    const chunkText = chunks[position].text;
    let entry = syntaxByText.get(chunkText) ?? previous?.syntaxByText.get(chunkText);
    if (!entry) entry = parseEntry(chunkText);
    syntaxByText.set(chunkText, entry);
    entries[position] = entry;
    if (entry.usesInheritance) anyInheritance = true;
  }
  const inherited = anyInheritance ? resolveInheritance(entries.filter((entry) => entry.syntax.tags.length > 0).map((entry) => entry.syntax)) : undefined;
  const modelByKey = new Map<string, Map<string, GameModel>>();
  const games: DocumentGame[] = [];
  let tagged = 0;
  for (let position = 0; position < chunks.length; position++) {
    if (isCancelled?.()) return undefined;
    const chunk = chunks[position];
    const entry = entries[position];
    const document: DocumentGame = { start: chunk.start, end: chunk.end, index: 0, syntax: entry.syntax, chunkProblems: [] };
    if (entry.syntax.tags.length === 0) {
      document.chunkProblems = entry.problems;
    } else {
      const values = inherited ? inherited[tagged] : undefined;
      document.index = ++tagged;
      const key = values?.key ?? '';
      let model = modelByKey.get(chunk.text)?.get(key) ?? reuse?.modelByKey.get(chunk.text)?.get(key);
      if (!model) {
        const own = values ?? ownValues(entry.syntax);
        model = analyseSafely(entry.syntax, own.values, options, [...entry.problems, ...own.problems]);
      }
      let byKey = modelByKey.get(chunk.text);
      if (!byKey) modelByKey.set(chunk.text, (byKey = new Map()));
      byKey.set(key, model);
      document.model = model;
    }
    games.push(document);
  }
  return { games, optionsKey, text, chunks, embedded, syntaxByText, modelByKey };
}

/** Parses one game's text and notes whether it uses inheritance. */
function parseEntry(text: string): SyntaxEntry {
  const sink = new ProblemSink();
  const syntax = parseGame(text, sink);
  return { syntax, problems: sink.problems, usesInheritance: syntax.tags.some((tag) => tag.value.startsWith('#')) };
}

/** The effective values of a game when no game of the document uses inheritance: its own tags. */
function ownValues(syntax: GameSyntax): InheritedValues {
  return syntax.tags.length ? resolveInheritance([syntax])[0] : NO_INHERITANCE;
}

/** Analyses a game; a fault in the analysis becomes a diagnostic on the game instead of a crash. */
function analyseSafely(syntax: GameSyntax, values: Map<string, string>, options: GameOptions, problems: Problem[]): GameModel {
  try {
    return analyseGame(syntax, values, options, problems);
  } catch (error) {
    const args: MessageArgs = { reason: (error as Error).message };
    const fallback = analyseGame({ ...syntax, tags: [] }, new Map(), options, problems);
    fallback.syntax = syntax;
    fallback.problems.push({ code: 'pbn.internal-error', severity: 'error', start: syntax.firstTagStart, end: syntax.firstTagStart + 1, args });
    return fallback;
  }
}
