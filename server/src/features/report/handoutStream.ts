/**
 * The handout of a file built as the file streams by (the command line's `report --layout
 * handout`): the same page handoutHtml.ts makes from all boards at once, written a page of 1, 2
 * or 4 boards at a time. Its title is the first Event a board carries, which may come late, so a
 * first pass over the file (`handoutTitle`) reads games only until one has it; the second pass
 * (`streamedHandout`) holds one page's boards and a block's games.
 */
import { BoardView } from '../board/boardDataTypes';
import { boardLabels } from '../board/boardLabels';
import { ServiceSettings } from '../settings';
import { HandoutOptions, handoutBoardHtml, handoutHtml } from './handoutHtml';
import { ReportSource, StreamAnalysis, streamedBoards } from './reportStream';
import { reportTitle } from './rulingReport';

/** The handout's title from a stream of the file (read until a board has an Event); undefined when the file holds no game. */
export async function handoutTitle(source: ReportSource, uri: string, settings: ServiceSettings): Promise<string | undefined> {
  let seen: BoardView | undefined;
  for await (const boards of streamedBoards(source, settings)) {
    for (const board of boards) {
      if (board.event) return reportTitle(uri, [board], settings.language, { layout: 'handout' });
      seen ??= board;
    }
  }
  return seen && reportTitle(uri, [seen], settings.language, { layout: 'handout' });
}

/** The handout's text in pieces, a page at a time; nothing when the file holds no game. */
export async function* streamedHandout(source: ReportSource, title: string, settings: ServiceSettings, options: HandoutOptions, analysis?: StreamAnalysis): AsyncGenerator<string> {
  const page = handoutHtml(title, [], boardLabels(settings.language), settings.language, options);
  const footerAt = page.indexOf('\n<footer>');
  let pages = 0;
  let held: BoardView[] = [];
  const pageHtml = (boards: readonly BoardView[]) => `${pages++ === 0 ? page.slice(0, footerAt) : '\n'}<div class="page">${boards.map((board) => handoutBoardHtml(board, options)).join('')}</div>`;
  for await (const boards of streamedBoards(source, settings, analysis)) {
    const pieces: string[] = [];
    for (const board of boards) {
      held.push(board);
      if (held.length === options.perPage) { pieces.push(pageHtml(held)); held = []; }
    }
    if (pieces.length) yield pieces.join('');
  }
  if (held.length) yield pageHtml(held);
  if (pages) yield page.slice(footerAt);
}
