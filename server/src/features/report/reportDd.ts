/**
 * The double-dummy section of a board in the ruling report, in HTML and in Markdown: the tricks
 * each declarer takes in each strain as a 5×4 table and the par line, or the one line that says
 * the answer is still being computed or why there is none. Texts come escaped from the caller's
 * escaper, numbers as they are.
 */
import { BoardView } from '../board/boardDataTypes';
import { escapeHtml, escapeMarkdown } from './escape';

/** The HTML section, or '' when the board has no DD view. */
export function ddSectionHtml(board: BoardView): string {
  const dd = board.dd;
  if (!dd) return '';
  const heading = `<h3>${escapeHtml(dd.heading)}</h3>`;
  if (!dd.rows) return `${heading}<p class="muted">${escapeHtml(dd.message ?? '')}</p>`;
  const head = `<tr><th scope="col">${escapeHtml(dd.declarerLabel)}</th>${dd.strains.map((strain) => `<th scope="col">${escapeHtml(strain)}</th>`).join('')}</tr>`;
  const rows = dd.rows.map((row) => `<tr><th scope="row">${escapeHtml(row.seatName)}</th>${row.tricks.map((tricks) => `<td>${tricks}</td>`).join('')}</tr>`).join('');
  const par = dd.par ? `<p>${escapeHtml(dd.par)}</p>` : '';
  return `${heading}<table class="dd" aria-label="${escapeHtml(dd.caption)}">${head}${rows}</table>${par}`;
}

/** The Markdown section, or '' when the board has no DD view. */
export function ddSectionMarkdown(board: BoardView): string {
  const dd = board.dd;
  if (!dd) return '';
  const heading = `### ${escapeMarkdown(dd.heading)}`;
  if (!dd.rows) return `${heading}\n\n_${escapeMarkdown(dd.message ?? '')}_`;
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const table = [line([escapeMarkdown(dd.declarerLabel), ...dd.strains.map(escapeMarkdown)]), line(['---', ...dd.strains.map(() => '---')]),
    ...dd.rows.map((row) => line([escapeMarkdown(row.seatName), ...row.tricks.map(String)]))].join('\n');
  return `${heading}\n\n${table}${dd.par ? `\n\n${escapeMarkdown(dd.par)}` : ''}`;
}
