/**
 * One version of a document's model: the game entries (shared with other versions) and the
 * arrays that are this version's own — where each game starts, its number among the games with
 * tags, its flags, its shape and the layer of changed values it waits under (valueLayers.ts) —
 * plus the inheritance checkpoints. The editor's scans read the arrays; `entry` gives a game's
 * entry with its layer taken; `games` builds DocumentGame objects for the features, once per
 * version and only when asked.
 */
import { TextSource } from '../../text/textSource';
import { DocumentGame, GameEntry, lightValues, withLaidValues } from './gameEntry';
import { InheritanceState } from './inheritance';
import { ValueLayers } from './valueLayers';

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
  /** Every game's entry (each with its layer taken: reading them all takes every layer; a scan asks `entry`). */
  readonly entries: readonly GameEntry[];
  /** The entry of the game at a position, its layer of changed values taken. */
  entry(position: number): GameEntry;
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

/** The positions of the games that overlap `from`…`to` (offsets), found by their starts: no other game is read. */
export function* gamePositionsIn(model: DocumentModel, from: number, to: number): Generator<number> {
  for (let position = gamePositionAt(model, from); position < model.count && model.starts[position] <= to; position++) yield position;
}

/** The places, numbers, flags and shapes of a version's games, and the layers they wait under: its arrays (`layers` 0 where none). */
export interface VersionArrays {
  starts: Float64Array;
  indexes: Int32Array;
  flags: Uint8Array;
  shapes: Uint16Array;
  layers: Uint16Array;
  valueLayers: ValueLayers;
}

/** A version's model: shared entries, its own places. */
export class DocumentVersion implements DocumentModel {
  private views: DocumentGame[] | undefined;
  /** The inheritance checkpoints (empty while no game inherits), by number. */
  checkpoints: InheritanceCheckpoint[] = [];
  readonly starts: Float64Array;
  readonly indexes: Int32Array;
  readonly flags: Uint8Array;
  /** Per game: its entry's shape (entryShapes.ts), kept with the entry. */
  readonly shapes: Uint16Array;
  /** Per game: the layer of changed values its stored entry waits under (0: none, the entry is as it is). */
  readonly layers: Uint16Array;
  valueLayers: ValueLayers;
  /** Some game may wait under a layer (`entries` takes them all first). */
  layered: boolean;

  /** `stored`: the entries as kept, some waiting under their layer: read one through `entry`. */
  constructor(
    readonly stored: GameEntry[], arrays: VersionArrays,
    public optionsKey: string, public text: TextSource, public embedded: boolean, public inheritingGames: number, public exportAt: number, layered = false,
  ) {
    ({ starts: this.starts, indexes: this.indexes, flags: this.flags, shapes: this.shapes, layers: this.layers, valueLayers: this.valueLayers } = arrays);
    this.layered = layered;
  }

  get count(): number { return this.stored.length; }

  get entries(): readonly GameEntry[] {
    if (this.layered) {
      for (let position = 0; position < this.stored.length; position++) if (this.layers[position]) this.entry(position);
      this.layered = false;
    }
    return this.stored;
  }

  entry(position: number): GameEntry {
    const layer = this.layers[position];
    if (layer === 0) return this.stored[position];
    this.layers[position] = 0;
    const entry = this.stored[position];
    return (this.stored[position] = withLaidValues(entry, this.valueLayers.laid(layer, lightValues(entry)!)));
  }

  get games(): DocumentGame[] {
    return (this.views ??= this.stored.map((_, position) => this.game(position)));
  }

  game(position: number): DocumentGame {
    const entry = this.entry(position);
    const start = this.starts[position];
    return {
      start, end: start + entry.length, index: this.indexes[position], syntax: entry.syntax, chunkProblems: entry.chunkProblems, model: entry.model,
      readerProblems: entry.readerProblems, usesInheritance: entry.usesInheritance, inheritanceKey: entry.inheritanceKey,
    };
  }
}

