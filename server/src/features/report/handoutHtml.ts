/**
 * The handout layout (`report --layout handout`): the boards of a file as a hand record a
 * Director hands out or a teacher prints — a neutral title (the Event), then per board its
 * number, dealer and vulnerability (and a teams match's room), the hand diagram with HCP (hands `[Hidden]` keeps out unless
 * asked), the auction with its notes, the commentary — the board's, then the play's in trick order
 * with the card each follows — and double dummy where it is known (not where it would give hidden
 * hands away). One, two or four boards a page, A4 or Letter; a page break never falls inside a board.
 */
import { boardHeading } from '../../i18n/bridgeNotation';
import { BoardLabels } from '../board/boardLabels';
import { BoardView } from '../board/boardDataTypes';
import { escapeHtml as esc } from './escape';
import { ddSectionHtml } from './reportDd';
import { auctionHtml, commentaryHtml, diagramHtml, playCommentsHtml, suited } from './reportParts';
import { BASE_STYLE } from './reportStyle';

/** How the handout is laid out. */
export interface HandoutOptions {
  perPage: 1 | 2 | 4;
  paper: 'A4' | 'Letter';
  showHidden?: boolean;
}

function handoutStyle(options: HandoutOptions): string {
  const size = options.paper === 'Letter' ? 'letter' : 'A4';
  const font = { 1: '10.5pt', 2: '8.5pt', 4: '6.8pt' }[options.perPage];
  const columns = options.perPage === 4 ? '1fr 1fr' : '1fr';
  // Four boards a page: diagram and auction side by side inside each board, tighter spacing.
  const compact = options.perPage === 4 ? '.board .body { grid-template-columns: 1fr 1fr; } .board h3 { margin: 0.3em 0 0.1em; } table.diagram td { padding: 0 0.4em; }' : '';
  return BASE_STYLE + `
.page { display: grid; grid-template-columns: ${columns}; gap: 1em 1.5em; align-content: start; }
.page + .page { margin-top: 2em; border-top: 2px solid var(--line); padding-top: 1em; }
.board { border: 1px solid var(--line); border-radius: 4px; padding: 0.4em 0.8em; break-inside: avoid; }
.board .body { display: grid; grid-template-columns: repeat(auto-fit, minmax(16em, 1fr)); gap: 0 1em; align-items: start; }
@page { size: ${size}; margin: 12mm; }
@media print {
  ${compact}
  :root { color-scheme: light; --text: #000; --back: #fff; --muted: #555; --line: #999; --red: #c0262d; --mark: #fff1a8; --alert: #a4001d; }
  body { font-size: ${font}; margin: 0; max-width: none; padding: 0; }
  h1 { font-size: 1.3em; }
  .page { break-after: page; } .page:last-of-type { break-after: auto; } .page + .page { margin: 0; border: none; padding: 0; }
  footer { display: none; }
}
`;
}

/** The play's commentary under the heading "Play", or nothing. */
function playComments(board: BoardView): string {
  const comments = playCommentsHtml(board);
  return comments ? `<div class="play-comments"><h3>${esc(board.labels.play)}</h3>${comments}</div>` : '';
}

/** Double dummy, unless it would give away hands `[Hidden]` keeps out (then one line says it is left out). */
function ddOfHandout(board: BoardView, options: HandoutOptions): string {
  const hides = !options.showHidden && Object.values(board.hands).some((hand) => hand?.hidden);
  if (!hides || !board.dd) return ddSectionHtml(board);
  return `<h3>${esc(board.dd.heading)}</h3><p class="muted">${esc(board.labels.ddLeftOutHidden)}</p>`;
}

/** One board of the handout. */
export function handoutBoardHtml(board: BoardView, options: HandoutOptions): string {
  const { labels } = board;
  // Neutral: the board, its dealer and vulnerability; the contract is the auction's to tell.
  const heading = boardHeading({ board: board.boardNumber, gameIndex: board.gameIndex, dealer: board.dealer, vulnerability: board.vulnerability }, board.language);
  // A teams match's two tables of one board told apart: "Open room · Netherlands v Italy" under the heading.
  const table = board.table ? `<p class="muted">${esc(board.table)}</p>` : '';
  return `<article class="board" aria-label="${esc(board.title)}"><h2>${esc(heading)}</h2>${table}<div class="body">`
    // Double dummy under the auction, beside the diagram: below the board it would push two boards a page onto two pages.
    + `<div>${diagramHtml(board, options.showHidden === true)}</div><div><h3>${esc(labels.auction)}</h3>${auctionHtml(board)}${ddOfHandout(board, options)}</div></div>`
    + (board.comments.length ? `<div class="commentary-block">${commentaryHtml(board)}</div>` : '')
    // The teacher's words on the play stay, in trick order with their card, though the play table is left out.
    + playComments(board) + '</article>';
}

/** The handout page for the boards of a file. */
export function handoutHtml(title: string, boards: readonly BoardView[], labels: BoardLabels, language: string, options: HandoutOptions): string {
  const pages: string[] = [];
  for (let index = 0; index < boards.length; index += options.perPage) {
    pages.push(`<div class="page">${boards.slice(index, index + options.perPage).map((board) => handoutBoardHtml(board, options)).join('')}</div>`);
  }
  return `<!DOCTYPE html>\n<html lang="${esc(language)}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`
    + `<title>${esc(title)}</title>\n<style>${handoutStyle(options)}</style>\n</head>\n<body>\n<h1>${suited(title)}</h1>\n${pages.join('\n')}\n`
    + `<footer><p>${esc(labels.generatedBy)}</p></footer>\n</body>\n</html>\n`;
}
