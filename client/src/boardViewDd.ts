/**
 * The double-dummy parts of the board view page, pure like the rest of it: the section with the
 * tricks each declarer takes in each strain and the par line (or "computing…", or why there is
 * no answer), the claim over the layouts the claimer could not see, and the "−1" badge on a card
 * that cost its side a trick, with the hover text and the same words for screen readers.
 */
import type { BoardView, TrickCardView } from '../../server/src/features/board/boardDataTypes';

type Escape = (text: string) => string;

/** The section, or '' when the board has no DD view; the claim over the unseen layouts follows it. */
export function ddSectionHtml(board: BoardView, esc: Escape): string {
  return ddTableHtml(board, esc) + claimLayoutsHtml(board, esc);
}

/** The claim over the layouts the claimer could not see, or ''. */
function claimLayoutsHtml(board: BoardView, esc: Escape): string {
  const view = board.claimLayouts;
  if (!view) return '';
  return `<section class="claim-layouts" aria-label="${esc(view.heading)}"><h2>${esc(view.heading)}</h2><p${view.state === 'ready' ? '' : ' class="muted"'} data-dd-state="${esc(view.state)}">${esc(view.text)}</p></section>`;
}

function ddTableHtml(board: BoardView, esc: Escape): string {
  const dd = board.dd;
  if (!dd) return '';
  const heading = `<h2>${esc(dd.heading)}</h2>`;
  if (!dd.rows) return `<section class="dd" aria-label="${esc(dd.heading)}">${heading}<p class="muted" data-dd-state="${esc(dd.state)}">${esc(dd.message ?? '')}</p></section>`;
  const head = `<tr><th scope="col">${esc(dd.declarerLabel)}</th>${dd.strains.map((strain) => `<th scope="col" class="${strain === '♥' || strain === '♦' ? 'suit-H' : ''}">${esc(strain)}</th>`).join('')}</tr>`;
  const rows = dd.rows.map((row) => `<tr><th scope="row">${esc(row.seatName)}</th>${row.tricks.map((tricks) => `<td class="number">${tricks}</td>`).join('')}</tr>`).join('');
  const par = dd.par ? `<p class="par">${esc(dd.par)}</p>` : '';
  return `<section class="dd" aria-label="${esc(dd.heading)}">${heading}<table class="dd-grid" aria-label="${esc(dd.caption)}" data-dd-state="ready">${head}${rows}</table>${par}</section>`;
}

/** The "−1" badge of a card that cost its side tricks double dummy, or ''. */
export function ddBadgeHtml(card: TrickCardView, esc: Escape): string {
  if (!card.ddCost) return '';
  const words = card.ddText ?? '';
  return `<span class="flag dd-cost" title="${esc(words)}" aria-hidden="true">−${card.ddCost}</span><span class="visually-hidden">(${esc(words)})</span>`;
}

/** The styles of these parts. */
export const DD_STYLE = `
.dd-grid td.number { text-align: right; min-width: 2em; }
.dd-cost { color: var(--vscode-editorWarning-foreground, #c80); margin-left: 0.1em; }
.par { font-weight: bold; }
`;
