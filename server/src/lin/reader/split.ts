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
  const starts: number[] = [];
  let hasDeal = false;
  let hasRoom = false;
  let hasGame = false;
  const open = (index: number) => {
    const floor = starts.length ? starts[starts.length - 1] + 1 : 0;
    let start = index;
    while (start > floor && LEAD_IN.has(tags[start - 1].name)) start--;
    starts.push(start);
    hasDeal = hasRoom = hasGame = false;
  };
  tags.forEach((tag, index) => {
    const inBoard = starts.length > 0;
    if (tag.name === 'qx') {
      if (!inBoard || hasRoom || hasDeal || hasGame) open(index);
      hasRoom = true;
    } else if (tag.name === 'md') {
      if (!inBoard || hasDeal) open(index);
      hasDeal = true;
    } else if (GAME_TAGS.has(tag.name)) {
      if (!inBoard) open(index);
      hasGame = true;
    }
  });
  const boards = starts.map((start, position) => tags.slice(start, starts[position + 1] ?? tags.length));
  return { header: tags.slice(0, starts[0] ?? tags.length), boards };
}
