/**
 * The source map between a LIN document and its projection onto PBN. It is piecewise: a value
 * entry maps a token the PBN text copies from LIN (a card, a call, a name, a rank of the deal)
 * character for character onto its LIN value; a tag entry maps text the projection generated
 * (a tag line, a note reference) onto the LIN tag it came from; a game entry maps a whole PBN game
 * onto its board. Lookups go both ways in O(log n): PBN ranges of results back to LIN, LIN
 * positions of requests forward to PBN.
 */

/** One piece of the map: `[pbnStart, pbnEnd)` in the PBN text ↔ `[linStart, linEnd)` in the LIN text. */
export interface MapEntry {
  pbnStart: number;
  pbnEnd: number;
  linStart: number;
  linEnd: number;
}

/** A game entry also says which board it is (1-based, as in the LIN file). */
export interface GameEntry extends MapEntry {
  board: number;
}

/** How precisely a LIN position was found in the PBN text. */
export type Precision = 'value' | 'tag' | 'game';

/** A PBN offset for a LIN position, and how it was found. */
export interface ForwardPosition {
  offset: number;
  precision: Precision;
  game: GameEntry;
}

/** Entries sorted by one side, for binary search. */
type Side = 'pbn' | 'lin';

const startOf = (entry: MapEntry, side: Side) => (side === 'pbn' ? entry.pbnStart : entry.linStart);
const endOf = (entry: MapEntry, side: Side) => (side === 'pbn' ? entry.pbnEnd : entry.linEnd);

/** The last entry whose start is at most `offset` (strictly below it when `after`). */
function lastStartingAt(entries: readonly MapEntry[], side: Side, offset: number, after: boolean): MapEntry | undefined {
  let low = 0, high = entries.length - 1, found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = startOf(entries[middle], side);
    if (after ? start < offset : start <= offset) { found = middle; low = middle + 1; } else high = middle - 1;
  }
  return found >= 0 ? entries[found] : undefined;
}

/** The entry holding `offset`: `[start, end)` for a start bias, `(start, end]` for an end bias, `[start, end]` when inclusive. */
function holding<T extends MapEntry>(entries: readonly T[], side: Side, offset: number, bias: 'start' | 'end' | 'inclusive'): T | undefined {
  const entry = lastStartingAt(entries, side, offset, bias === 'end') as T | undefined;
  if (!entry) return undefined;
  const end = endOf(entry, side);
  return bias === 'start' ? (offset < end ? entry : undefined) : (offset <= end ? entry : undefined);
}

/** Entries sorted by their LIN start, overlapping ones dropped (a LIN value shown twice maps back to its first copy). */
function byLin(entries: readonly MapEntry[]): MapEntry[] {
  const sorted = entries.slice().sort((a, b) => a.linStart - b.linStart || a.pbnStart - b.pbnStart);
  const kept: MapEntry[] = [];
  for (const entry of sorted) {
    const previous = kept[kept.length - 1];
    if (!previous || entry.linStart >= previous.linEnd) kept.push(entry);
  }
  return kept;
}

/** The map of one projection. */
export class SourceMap {
  private readonly valuesByLin: MapEntry[];
  private readonly tagsByLin: MapEntry[];
  private readonly gamesByLin: GameEntry[];

  /** Each list sorted by PBN offset without overlaps (the writer appends in order). */
  constructor(readonly values: readonly MapEntry[], readonly tags: readonly MapEntry[], readonly games: readonly GameEntry[]) {
    this.valuesByLin = byLin(values);
    this.tagsByLin = byLin(tags);
    this.gamesByLin = games.slice().sort((a, b) => a.linStart - b.linStart);
  }

  /** The LIN offset of a PBN offset: exact inside a copied token, the tag's start or end inside generated text. */
  toLinOffset(offset: number, bias: 'start' | 'end'): number | undefined {
    const value = holding(this.values, 'pbn', offset, bias);
    if (value) return value.linStart + Math.min(Math.max(offset - value.pbnStart, 0), value.linEnd - value.linStart);
    const generated = holding(this.tags, 'pbn', offset, bias) ?? holding(this.games, 'pbn', offset, bias);
    if (!generated) return undefined;
    return bias === 'start' ? generated.linStart : generated.linEnd;
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
    if (!game) return { start: from, end: to };
    const clamp = (offset: number) => Math.min(Math.max(offset, game.linStart), game.linEnd);
    return { start: clamp(from), end: clamp(to) };
  }

  /** The game holding a PBN offset (its start and end included). */
  gameAtPbn(offset: number): GameEntry | undefined {
    return holding(this.games, 'pbn', offset, 'inclusive');
  }

  /** The LIN offset for a PBN offset as a line-level view needs it: a game's start is its board's start, other offsets stay in the board. */
  toLinOffsetInGame(offset: number): number | undefined {
    const game = this.gameAtPbn(offset);
    if (!game) return undefined;
    if (offset <= game.pbnStart) return game.linStart;
    const mapped = this.toLinOffset(offset, 'end') ?? game.linEnd;
    return Math.min(Math.max(mapped, game.linStart), game.linEnd);
  }

  /** True when a PBN offset lies in a token copied from LIN or in text generated from a LIN tag. */
  isMapped(offset: number, bias: 'start' | 'end'): boolean {
    return holding(this.values, 'pbn', offset, bias) !== undefined || holding(this.tags, 'pbn', offset, bias) !== undefined;
  }

  /** The PBN offset for a LIN offset, and the game it falls in; undefined outside every board. */
  toPbnOffset(offset: number): ForwardPosition | undefined {
    const game = holding(this.gamesByLin, 'lin', offset, 'inclusive');
    if (!game) return undefined;
    const value = holding(this.valuesByLin, 'lin', offset, 'inclusive');
    if (value && value.pbnStart >= game.pbnStart && value.pbnEnd <= game.pbnEnd) {
      return { offset: value.pbnStart + Math.min(offset - value.linStart, value.pbnEnd - value.pbnStart), precision: 'value', game };
    }
    const tag = holding(this.tagsByLin, 'lin', offset, 'inclusive');
    if (tag && tag.pbnStart >= game.pbnStart && tag.pbnEnd <= game.pbnEnd) return { offset: tag.pbnStart, precision: 'tag', game };
    return { offset: game.pbnStart, precision: 'game', game };
  }

  /** The game entry of a board (1-based). */
  gameOfBoard(board: number): GameEntry | undefined {
    return this.games.find((game) => game.board === board);
  }
}
