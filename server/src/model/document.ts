/**
 * The model of a whole PBN document: split into games, each game parsed and analysed once and
 * reused for as long as its text (and the values it inherits) stay the same. Feeding the
 * previous version's model to `buildDocumentModel` is what makes an edit inside one game re-read
 * that game alone: the new text is compared with the previous one, only the games around the
 * changed span are split again (resplit.ts), the games before and after it keep their syntax and
 * model objects, and the whole-file inheritance pass runs only while some game uses `#` values.
 * Little is allocated per edit, which matters: with 10,000 games the heap is large and garbage
 * collection, not parsing, is what makes a re-check slow.
 */
import { GameChunk, splitGames } from '../syntax/splitter';
import { parseGame } from '../syntax/parser';
import { GameSyntax } from '../syntax/gameSyntax';
import { Problem, ProblemSink } from '../syntax/problems';
import { MessageArgs } from '../syntax/problems';
import { GameModel, GameOptions, analyseGame } from './game';
import { InheritedValues, resolveInheritance } from './inheritance';
import { ResplitPlan, hasEmbeddingMarker, planResplit } from './resplit';

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

/** A parsed document. */
export interface DocumentModel {
  games: DocumentGame[];
  /** The options the models were built with. */
  optionsKey: string;
  /** The text the model was built from; the next version is compared with it. */
  text: string;
  /** The text has `<PBN>` lines (embedded PBN), so it is always split whole. */
  embedded: boolean;
  /** How many games use inheritance (when 0 the whole-file inheritance pass is skipped). */
  inheritingGames: number;
}

const NO_INHERITANCE: InheritedValues = { values: new Map(), problems: [], key: '' };

/** Builds a document model, reusing the games of `previous` whose text did not change. Returns undefined when cancelled. */
export function buildDocumentModel(text: string, options: GameOptions, previous?: DocumentModel, isCancelled?: () => boolean): DocumentModel | undefined {
  const optionsKey = JSON.stringify(options);
  const reusable = previous && previous.optionsKey === optionsKey ? previous : undefined;
  const previousGames = reusable?.games ?? [];
  const incremental = reusable && !reusable.embedded ? planResplit(reusable.text, previousGames, text) : undefined;
  const plan: ResplitPlan = incremental ?? { before: 0, pieces: splitGames(text), after: previousGames.length, delta: 0 };
  const embedded = incremental ? false : hasEmbeddingMarker(text);
  const replaced = new Map<string, DocumentGame>();
  let inheritingGames = reusable && incremental ? reusable.inheritingGames : 0;
  for (let position = plan.before; position < plan.after; position++) {
    const old = previousGames[position];
    replaced.set(old.syntax.text, old);
    if (incremental && old.usesInheritance) inheritingGames--;
  }
  const pieces = plan.pieces.map((chunk) => readChunk(chunk, replaced));
  for (const piece of pieces) if (piece.usesInheritance) inheritingGames++;
  const games = previousGames.slice(0, plan.before).concat(pieces, previousGames.slice(plan.after));
  const firstPiece = plan.before, afterPieces = plan.before + pieces.length;
  const inherited = inheritingGames > 0 ? resolveInheritance(games.filter((game) => game.syntax.tags.length > 0).map((game) => game.syntax)) : undefined;
  let tagged = 0;
  for (let position = 0; position < games.length; position++) {
    const game = games[position];
    if (game.syntax.tags.length === 0) {
      if (position >= afterPieces && plan.delta !== 0) games[position] = withChanges(game, plan.delta, 0, game.model, game.inheritanceKey);
      continue;
    }
    tagged++;
    const values = inherited?.[tagged - 1];
    const key = values?.key ?? '';
    const isPiece = position >= firstPiece && position < afterPieces;
    const moved = position >= afterPieces && plan.delta !== 0;
    if (!isPiece && game.model && game.inheritanceKey === key && game.index === tagged && !moved) continue;
    if (isCancelled?.()) return undefined;
    const model = game.model && game.inheritanceKey === key ? game.model : analyseSafely(game.syntax, values ?? ownValues(game.syntax), options, game.readerProblems);
    const shift = moved ? plan.delta : 0;
    games[position] = withChanges(game, shift, tagged, model, key);
  }
  if (isCancelled?.()) return undefined;
  return { games, optionsKey, text, embedded, inheritingGames };
}

/** A game for a freshly split chunk: the replaced game with the same text if there is one, else parsed now (not yet analysed). */
export function readChunk(chunk: GameChunk, replaced?: Map<string, DocumentGame>): DocumentGame {
  const old = replaced?.get(chunk.text);
  if (old) return withChanges(old, chunk.start - old.start, old.index, old.model, old.inheritanceKey);
  const sink = new ProblemSink();
  const syntax = parseGame(chunk.text, sink);
  const tagged = syntax.tags.length > 0;
  return {
    start: chunk.start, end: chunk.end, index: 0, syntax, chunkProblems: tagged ? [] : sink.problems, model: undefined,
    readerProblems: sink.problems, usesInheritance: syntax.tags.some((tag) => tag.value.startsWith('#')), inheritanceKey: '',
  };
}

/** A copy of a game moved by `shift` characters, with a new index, model and inheritance key (one object shape throughout). */
function withChanges(game: DocumentGame, shift: number, index: number, model: GameModel | undefined, inheritanceKey: string): DocumentGame {
  return {
    start: game.start + shift, end: game.end + shift, index, syntax: game.syntax, chunkProblems: game.chunkProblems, model,
    readerProblems: game.readerProblems, usesInheritance: game.usesInheritance, inheritanceKey,
  };
}

/** The effective values of a game when no game of the document uses inheritance: its own tags. */
function ownValues(syntax: GameSyntax): InheritedValues {
  return syntax.tags.length ? resolveInheritance([syntax])[0] : NO_INHERITANCE;
}

/** Analyses a game; a fault in the analysis becomes a diagnostic on the game instead of a crash. */
export function analyseSafely(syntax: GameSyntax, values: InheritedValues, options: GameOptions, readerProblems: Problem[]): GameModel {
  const problems = [...readerProblems, ...values.problems];
  try {
    return analyseGame(syntax, values.values, options, problems);
  } catch (error) {
    const args: MessageArgs = { reason: (error as Error).message };
    const fallback = analyseGame({ ...syntax, tags: [] }, new Map(), options, problems);
    fallback.syntax = syntax;
    fallback.problems.push({ code: 'pbn.internal-error', severity: 'error', start: syntax.firstTagStart, end: syntax.firstTagStart + 1, args });
    return fallback;
  }
}
