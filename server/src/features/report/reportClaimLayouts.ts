/**
 * The ruling report's section on a claim over the layouts the claimer could not see, in HTML and
 * Markdown: its heading and the sentence (how many layouts it holds on, the worst, what the
 * failing ones have in common), or the one line saying it is being computed or why not.
 */
import { BoardView } from '../board/boardDataTypes';
import { escapeHtml, escapeMarkdown } from './escape';

/** The HTML section, or '' when the board has no claim to measure. */
export function claimLayoutsHtml(board: BoardView): string {
  const view = board.claimLayouts;
  if (!view) return '';
  return `<h3>${escapeHtml(view.heading)}</h3><p${view.state === 'ready' ? ' class="claim-layouts"' : ' class="muted"'}>${escapeHtml(view.text)}</p>`;
}

/** The Markdown section, or '' when the board has no claim to measure. */
export function claimLayoutsMarkdown(board: BoardView): string {
  const view = board.claimLayouts;
  if (!view) return '';
  const text = escapeMarkdown(view.text);
  return `### ${escapeMarkdown(view.heading)}\n\n${view.state === 'ready' ? text : `_${text}_`}`;
}
