/**
 * The source map between a LIN document and its projection onto PBN. It is piecewise: a value
 * entry maps a token the PBN text copies from LIN (a card, a call, a name, a rank of the deal)
 * character for character onto its LIN value; a tag entry maps text the projection generated
 * (a tag line, a note reference) onto the LIN tag it came from; a game entry maps a whole PBN game
 * onto its board. Entries live in flat integer arrays (a 5 MB file has millions of them):
 * PBN → LIN lookups are binary searches, LIN → PBN lookups find the board first and then scan
 * that board's own entries.
 */

import { EntryList } from './entryList';

/** One piece of the map: `[pbnStart, pbnEnd)` in the PBN text ↔ `[linStart, linEnd)` in the LIN text. */
export interface MapEntry {
  pbnStart: number;
  pbnEnd: number;
  linStart: number;
  linEnd: number;
}

/** A game entry also says which board it is (1-based, as in the LIN file) and where its own entries are. */
export interface GameEntry extends MapEntry {
  board: number;
  /** Index ranges of the game's value and tag entries. */
  values: [number, number];
  tags: [number, number];
}

/** How precisely a LIN position was found in the PBN text. */
export type Precision = 'value' | 'tag' | 'game';

/** A PBN offset for a LIN position, and how it was found. */
export interface ForwardPosition {
  offset: number;
  precision: Precision;
  game: GameEntry;
}

/** The map of one projection. */
export class SourceMap {
  constructor(readonly values: EntryList, readonly tags: EntryList, readonly games: readonly GameEntry[]) {}

  /** The LIN offset of a PBN offset: exact inside a copied token, the tag's start or end inside generated text. */
  toLinOffset(offset: number, bias: 'start' | 'end'): number | undefined {
    const value = this.values.holding(offset, bias);
    if (value >= 0) {
      const linStart = this.values.at(value, 2);
      return linStart + Math.min(Math.max(offset - this.values.at(value, 0), 0), this.values.at(value, 3) - linStart);
    }
    const tag = this.tags.holding(offset, bias);
    if (tag >= 0) return this.tags.at(tag, bias === 'start' ? 2 : 3);
    const game = this.gameAt(offset, bias);
    return game && (bias === 'start' ? game.linStart : game.linEnd);
  }

  /**
   * The LIN range of a PBN range, kept inside the board of the game it starts in (text generated
   * from a header tag such as `vg` maps to the board's start); undefined outside every game.
   */
  toLinRange(start: number, end: number): { start: number; end: number } | undefined {
    const game = this.gameAtPbn(start);
    let from: number | undefined, to: number | undefined;
    if (start >= end) {
      from = to = this.toLinOffset(start, 'start') ?? this.toLinOffset(start, 'end');
    } else {
      from = this.toLinOffset(start, 'start');
      to = this.toLinOffset(end, 'end');
    }
    if (from === undefined || to === undefined) return undefined;
    to = Math.max(from, to);
    // Tokens inside the range may stand in another order in LIN (a trick's row is by seat, LIN by play).
    for (let index = this.values.firstFrom(start); index >= 0 && index < this.values.count && this.values.at(index, 1) <= end; index++) {
      from = Math.min(from, this.values.at(index, 2));
      to = Math.max(to, this.values.at(index, 3));
    }
    if (!game) return { start: from, end: to };
    const clamp = (offset: number) => Math.min(Math.max(offset, game.linStart), game.linEnd);
    return { start: clamp(from), end: clamp(to) };
  }

  /** True when a PBN offset lies in a token copied from LIN or in text generated from a LIN tag. */
  isMapped(offset: number, bias: 'start' | 'end'): boolean {
    return this.values.holding(offset, bias) >= 0 || this.tags.holding(offset, bias) >= 0;
  }

  /** The game holding a PBN offset (its start and end included). */
  gameAtPbn(offset: number): GameEntry | undefined {
    return this.gameAt(offset, 'inclusive');
  }

  /** The LIN offset for a PBN offset as a line-level view needs it: a game's start is its board's start, other offsets stay in the board. */
  toLinOffsetInGame(offset: number): number | undefined {
    const game = this.gameAtPbn(offset);
    if (!game) return undefined;
    if (offset <= game.pbnStart) return game.linStart;
    const mapped = this.toLinOffset(offset, 'end') ?? game.linEnd;
    return Math.min(Math.max(mapped, game.linStart), game.linEnd);
  }

  /** The PBN offset for a LIN offset, and the game it falls in; undefined outside every board. */
  toPbnOffset(offset: number): ForwardPosition | undefined {
    const game = this.boardAtLin(offset);
    if (!game) return undefined;
    const value = this.values.holdingLin(offset, game.values[0], game.values[1]);
    if (value >= 0) {
      const pbnStart = this.values.at(value, 0);
      return { offset: pbnStart + Math.min(offset - this.values.at(value, 2), this.values.at(value, 1) - pbnStart), precision: 'value', game };
    }
    const tag = this.tags.holdingLin(offset, game.tags[0], game.tags[1]);
    if (tag >= 0) return { offset: this.tags.at(tag, 0), precision: 'tag', game };
    return { offset: game.pbnStart, precision: 'game', game };
  }

  /** The game of the board whose LIN range holds an offset (its ends included). */
  boardAtLin(offset: number): GameEntry | undefined {
    let low = 0, high = this.games.length - 1, found: GameEntry | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.games[middle].linStart <= offset) { found = this.games[middle]; low = middle + 1; } else high = middle - 1;
    }
    return found && offset <= found.linEnd ? found : undefined;
  }

  /** The game holding a PBN offset with the given bias. */
  private gameAt(offset: number, bias: 'start' | 'end' | 'inclusive'): GameEntry | undefined {
    let low = 0, high = this.games.length - 1, found: GameEntry | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = this.games[middle].pbnStart;
      if (bias === 'end' ? start < offset : start <= offset) { found = this.games[middle]; low = middle + 1; } else high = middle - 1;
    }
    if (!found) return undefined;
    return (bias === 'start' ? offset < found.pbnEnd : offset <= found.pbnEnd) ? found : undefined;
  }
}
