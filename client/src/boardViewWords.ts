/**
 * The parts of the board view page that are words rather than cards, pure like the rest of it:
 * the result at the table and the rectified one in bridge notation ("4♠ −1, NS −100"; "4♠ +1,
 * NS +650 (Law 64A1: 2 tricks to NS)"), the notes of the auction and the play as footnotes, the
 * commentary of the board and of its cards, what the record's Irregularities tag says happened,
 * and what is wrong in the file with its line. Red suit symbols are coloured; text is escaped.
 */
import type { BoardView } from '../../server/src/features/board/boardDataTypes';

type Escape = (text: string) => string;

/** Escaped text with ♥ and ♦ coloured. */
export function suitedText(text: string, esc: Escape): string {
  return esc(text).replace(/[♥♦]/g, (symbol) => `<span class="suit-H">${symbol}</span>`);
}

/** "At the table: …" and, when the rulings change it, "Rectified: … (Law …)". */
export function resultLinesHtml(board: BoardView, esc: Escape): string {
  const { labels } = board;
  const lines: string[] = [];
  if (board.atTable) lines.push(`<p class="outcome"><strong>${esc(labels.atTable)}:</strong> ${esc(board.atTable.text)}</p>`);
  if (board.rectified) {
    const because = board.rectified.because ? ` <span class="muted">(${esc(board.rectified.because)})</span>` : '';
    lines.push(`<p class="outcome rectified"><strong>${esc(labels.rectifiedResult)}:</strong> ${esc(board.rectified.text)}${because}</p>`);
  }
  return lines.join('');
}

/** Numbered notes as a footnote list, or ''. */
export function notesHtml(notes: ReadonlyArray<{ number: number; text: string }>, label: string, esc: Escape): string {
  if (notes.length === 0) return '';
  return `<ol class="notes" aria-label="${esc(label)}">${notes.map((note) => `<li value="${note.number}">${suitedText(note.text, esc)}</li>`).join('')}</ol>`;
}

/** The commentary on the cards of the play ("Trick 7, ♠5: …"), or ''. */
export function cardCommentsHtml(board: BoardView, esc: Escape): string {
  const items = board.tricks.flatMap((trick) => trick.cards.filter((card) => card.comment)
    .map((card) => `<li><strong>${esc(board.labels.trick)} ${trick.number}, ${suitedText(card.text, esc)}</strong> ${suitedText(card.comment!, esc)}</li>`));
  return items.length ? `<ul class="comments">${items.join('')}</ul>` : '';
}

/** The board's own commentary, what the record says, and what is wrong in the file. */
export function wordsHtml(board: BoardView, esc: Escape): string {
  const { labels } = board;
  const parts: string[] = [];
  if (board.comments.length) {
    parts.push(`<h2>${esc(labels.commentary)}</h2>${board.comments.map((comment) => `<p class="commentary">${suitedText(comment, esc).replace(/\n\n/g, '</p><p class="commentary">')}</p>`).join('')}`);
  }
  if (board.record.length) parts.push(`<h2>${esc(labels.record)}</h2><ul>${board.record.map((event) => `<li>${suitedText(event, esc)}</li>`).join('')}</ul>`);
  if (board.problems.length) {
    const items = board.problems.map((problem) => `<li class="${problem.severity}"><span class="muted">${esc(labels.line)} ${problem.line}:</span> ${suitedText(problem.message, esc)} <code>${esc(problem.code)}</code></li>`);
    parts.push(`<h2>${esc(labels.problems)}</h2><ul class="problems">${items.join('')}</ul>`);
  }
  return parts.join('\n');
}
