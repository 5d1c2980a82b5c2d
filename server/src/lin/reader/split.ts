/**
 * Splitting a LIN file's tags into boards. A `qx` tag (a vugraph room) always opens a board, and
 * so does an `md` tag when the current board already has a deal. The tags that lead into a
 * board (`pn`, `st`) just before the opening tag go with the new board; `rh`, `ah` and `sv`
 * follow the deal, so they stay with the board before. The one-board-per-line files of the
 * handviewer and the robots split at each line's `pn` this way, and vugraph files at each `qx`.
 * Tags before the first board form the file's header.
 */
import { LinTag } from './tokens';

/** Tags that may stand in front of the tag that opens a board and belong to that board. */
const LEAD_IN: ReadonlySet<string> = new Set(['pn', 'st']);

/** Tags of the game itself: a board is opened by them when none is open. */
const GAME_TAGS: ReadonlySet<string> = new Set(['mb', 'an', 'pc', 'mc']);

/** The header tags and the tags of each board, in file order. */
export interface SplitTags {
  header: LinTag[];
  boards: LinTag[][];
}

/** Splits the tags of a file into header and boards. */
export function splitBoards(tags: readonly LinTag[]): SplitTags {
  const split: SplitTags = { header: [], boards: [] };
  const take = (done: SplitPiece | undefined) => {
    if (done?.header) split.header = done.tags;
    else if (done) split.boards.push(done.tags);
  };
  const splitter = new BoardSplitter();
  for (const tag of tags) take(splitter.push(tag));
  take(splitter.finish());
  return split;
}

/** The tags of the header or of one board, complete. */
export interface SplitPiece {
  tags: LinTag[];
  /** The tags before the first board. */
  header: boolean;
}

/** Splits tags into header and boards as they come, holding only the board not yet complete. */
export class BoardSplitter {
  /** The tags since the open board's first (the header's, before the first board). */
  private pending: LinTag[] = [];
  private inBoard = false;
  private hasDeal = false;
  private hasRoom = false;
  private hasGame = false;

  /** Adds the next tag; returns what it completes: the header when it opens the first board, else the board before. */
  push(tag: LinTag): SplitPiece | undefined {
    let done: SplitPiece | undefined;
    if (tag.name === 'qx') {
      if (!this.inBoard || this.hasRoom || this.hasDeal || this.hasGame) done = this.open();
      this.hasRoom = true;
    } else if (tag.name === 'md') {
      if (!this.inBoard || this.hasDeal) done = this.open();
      this.hasDeal = true;
    } else if (GAME_TAGS.has(tag.name)) {
      if (!this.inBoard) done = this.open();
      this.hasGame = true;
    }
    this.pending.push(tag);
    return done;
  }

  /** The first tag of the open board. */
  get boardStart(): LinTag | undefined {
    return this.inBoard ? this.pending[0] : undefined;
  }

  /** What is left at the end: the last board, or the header of a file without boards. */
  finish(): SplitPiece {
    const done = { tags: this.pending, header: !this.inBoard };
    this.pending = [];
    return done;
  }

  /** Opens a board before the tag about to be added, with the lead-in tags just before it. */
  private open(): SplitPiece {
    const floor = this.inBoard ? 1 : 0;
    let start = this.pending.length;
    while (start > floor && LEAD_IN.has(this.pending[start - 1].name)) start--;
    const done = { tags: this.pending.slice(0, start), header: !this.inBoard };
    this.pending = this.pending.slice(start);
    this.inBoard = true;
    this.hasDeal = this.hasRoom = this.hasGame = false;
    return done;
  }
}
