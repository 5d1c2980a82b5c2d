/**
 * One version of a document's model: the game entries (shared with other versions) and the
 * arrays that are this version's own — where each game starts, its number among the games with
 * tags, its flags — plus the inheritance checkpoints. The editor's scans read the arrays; `games`
 * builds DocumentGame objects for the features, once per version and only when asked.
 */
import { TextSource } from '../../text/textSource';
import { DocumentGame, GameEntry } from './gameEntry';
import { InheritanceState } from './inheritance';

/** The inheritance state after the game numbered `number` (among the games with tags). */
export interface InheritanceCheckpoint {
  number: number;
  state: InheritanceState;
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
  /** The inheritance checkpoints (see documentAnalysis.ts). */
  readonly checkpoints: readonly InheritanceCheckpoint[];
  /** The game at a position as an object. */
  game(position: number): DocumentGame;
}

/** The position of the last game starting at or before `offset` (0 when none does). */
export function gamePositionAt(model: DocumentModel, offset: number): number {
  let low = 0, high = model.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (model.starts[middle] <= offset) low = middle + 1; else high = middle;
  }
  return Math.max(0, low - 1);
}

/** A version's model: shared entries, its own places. */
export class DocumentVersion implements DocumentModel {
  private views: DocumentGame[] | undefined;
  /** The inheritance checkpoints (empty while no game inherits), by number. */
  checkpoints: InheritanceCheckpoint[] = [];

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

