/**
 * The HTML pieces the ruling report and the handout share, from the board view model: the hand
 * diagram (hands `[Hidden]` keeps out unless asked to show them, voids as `—`), the auction in the
 * dealer's column order with its notes as footnotes and its commentary, the play table with the
 * leader and the winner of each trick marked, the results in bridge notation, commentary with the
 * red suits coloured. Every text from the file is escaped; the pages bring their own CSS.
 */
import { Seat, seatAfter } from '../../bridge/seats';
import { BoardView, CallView, HandView, TrickCardView } from '../board/boardDataTypes';
import { escapeHtml as esc } from './escape';

/** Escaped text with the red suit symbols wrapped for colour (`<span class="red">♥</span>`). */
export function suited(text: string): string {
  return esc(text).replace(/[♥♦]/g, (symbol) => `<span class="red">${symbol}</span>`);
}

/** The seats in the board's column order (the dealer first). */
export function columnSeats(board: BoardView): Seat[] {
  return [0, 1, 2, 3].map((step) => seatAfter(board.firstColumn, step));
}

/** The flag letters of the play table's cards (R revoke, L lead out of turn, P penalty card). */
export function cardFlags(card: TrickCardView): string[] {
  return [card.revoke || card.revokeMarked ? 'R' : '', card.leadOutOfTurn ? 'L' : '', card.penaltyCard ? 'P' : ''].filter(Boolean);
}

/** The flags the play table uses, each with its label, for a legend that explains only those. */
export function usedFlags(board: BoardView): Array<[string, string]> {
  const used = new Set(board.tricks.flatMap((trick) => trick.cards.flatMap(cardFlags)));
  const { labels } = board;
  return ([['R', labels.revoke], ['L', labels.leadOutOfTurn], ['P', labels.penaltyCard]] as Array<[string, string]>).filter(([flag]) => used.has(flag));
}

/** The name of a seat as the board shows it. */
function nameOf(board: BoardView, seat: Seat): string {
  return board.hands[seat]?.seatName ?? board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat;
}

/** One hand: name, player, HCP, four suit lines; a hidden one as its name and a dash. */
export function handHtml(board: BoardView, seat: Seat, showHidden: boolean): string {
  const hand: HandView | undefined = board.hands[seat];
  if (!hand || (hand.hidden && !showHidden)) return `<div class="hand"><div class="name">${esc(nameOf(board, seat))}</div><div class="muted">${hand ? esc(board.labels.hiddenHand) : '—'}</div></div>`;
  const player = hand.player ? ` <span class="muted">${esc(hand.player)}</span>` : '';
  const suits = hand.suits.map((suit) => `<div class="holding">${suited(suit.symbol)} ${suit.cards.length ? suit.cards.map((card) => esc(card.rank)).join(' ') : '—'}</div>`).join('');
  return `<div class="hand"><div class="name">${esc(hand.seatName)}${player} <span class="muted">${hand.highCardPoints} ${esc(hand.highCardPoints === 1 ? board.labels.hcpOne : board.labels.hcp)}</span></div>${suits}</div>`;
}

/** The compass diagram: North on top, West and East beside the centre, South below. */
export function diagramHtml(board: BoardView, showHidden: boolean, centre = ''): string {
  const hand = (seat: Seat) => handHtml(board, seat, showHidden);
  return `<table class="diagram" aria-label="${esc(board.labels.hands)}"><tr><td></td><td>${hand('N')}</td><td></td></tr>`
    + `<tr><td>${hand('W')}</td><td class="centre">${centre}</td><td>${hand('E')}</td></tr><tr><td></td><td>${hand('S')}</td><td></td></tr></table>`;
}

/** A call with its marks, note number and annotation. */
function callCell(call: CallView | null, board: BoardView): string {
  if (!call) return '<td></td>';
  const text = suited(call.text);
  const flag = call.insufficientAccepted ? `<sup class="flag" title="${esc(board.labels.insufficientBid)}">I</sup>` : call.skipped ? `<sup class="flag" title="${esc(board.labels.skippedPlayer)}">S</sup>` : '';
  const note = call.note !== undefined ? `<sup class="note">${call.note}</sup>` : '';
  return `<td>${flag ? `<mark>${text}</mark>${flag}` : text}${call.annotation ? esc(call.annotation) : ''}${note}</td>`;
}

/** The auction table, its column caption, and its notes and call commentary as footnotes. */
export function auctionHtml(board: BoardView): string {
  const { auction, labels } = board;
  if (!auction) return `<p class="muted">${esc(labels.noAuction)}</p>`;
  const head = `<tr>${auction.columns.map((column) => `<th scope="col">${esc(column.seatName)}</th>`).join('')}</tr>`;
  const rows = auction.rows.map((row) => `<tr>${row.map((call) => callCell(call, board)).join('')}</tr>`).join('');
  const notes = auction.notes.map((note) => `<li value="${note.number}">${suited(note.text)}</li>`).join('');
  const comments = auction.rows.flat().filter((call): call is CallView => !!call?.comment).map((call) => `<li class="comment"><b>${suited(call.text)}</b> ${suited(call.comment!)}</li>`).join('');
  return `<table class="auction"><caption>${esc(board.columnsCaption)}</caption>${head}${rows}</table>`
    + (notes ? `<ol class="notes" aria-label="${esc(labels.notes)}">${notes}</ol>` : '') + (comments ? `<ul class="comments">${comments}</ul>` : '');
}

/** One card of the play table: leader ▸, winner bold, irregularities flagged, a DD cost badge. */
function playCell(card: TrickCardView | undefined, board: BoardView): string {
  if (!card) return '<td></td>';
  const { labels } = board;
  const titles: Record<string, string> = { R: board.labels.revoke, L: board.labels.leadOutOfTurn, P: board.labels.penaltyCard };
  const flags = cardFlags(card).map((flag) => `<sup class="flag" title="${esc(titles[flag])}">${flag}</sup>`).join('');
  const text = suited(card.text);
  const body = flags ? `<mark>${text}</mark>${flags}` : text;
  const cost = card.ddCost ? ` <span class="cost" title="${esc(card.ddText ?? '')}">−${card.ddCost}</span>` : '';
  const note = card.note !== undefined ? `<sup class="note">${card.note}</sup>` : '';
  const classes = [card.led ? 'led' : '', card.winning ? 'won' : ''].filter(Boolean).join(' ');
  return `<td${classes ? ` class="${classes}"` : ''}>${card.led ? `<span class="mark" title="${esc(labels.led)}">▸</span>` : ''}${body}${card.annotation ? esc(card.annotation) : ''}${note}${cost}</td>`;
}

/** The play table in the board's column order, the legend, and the play's notes and card commentary. */
export function playHtml(board: BoardView): string {
  const { labels } = board;
  if (board.tricks.length === 0) return `<p class="muted">${esc(labels.noPlay)}</p>`;
  const seats = columnSeats(board);
  const head = `<tr><th scope="col">${esc(labels.trick)}</th>${seats.map((seat) => `<th scope="col">${esc(nameOf(board, seat))}</th>`).join('')}</tr>`;
  const rows = board.tricks.map((trick) => `<tr><th scope="row">${trick.number}</th>${seats.map((seat) => playCell(trick.cards.find((card) => card.seat === seat), board)).join('')}</tr>`).join('');
  const flagItems = usedFlags(board).map(([flag, label]) => ` · <sup class="flag">${flag}</sup> ${esc(label)}`).join('');
  const legend = `<p class="legend muted">▸ ${esc(labels.led)} · <b>${esc(labels.won)}</b>${flagItems}</p>`;
  const notes = board.playNotes.map((note) => `<li value="${note.number}">${suited(note.text)}</li>`).join('');
  return `<table class="play"><caption>${esc(board.columnsCaption)}</caption>${head}${rows}</table>${legend}`
    + (notes ? `<ol class="notes" aria-label="${esc(labels.notes)}">${notes}</ol>` : '') + playCommentsHtml(board);
}

/** The commentary on the play in trick order, each with the card it follows (`Trick 1, ♠Q: …`); empty without any. */
export function playCommentsHtml(board: BoardView): string {
  const { labels } = board;
  const comments = board.tricks.flatMap((trick) => trick.cards.filter((card) => card.comment).map((card) => `<li class="comment"><b>${esc(labels.trick)} ${trick.number}, ${suited(card.text)}</b> ${suited(card.comment!)}</li>`)).join('');
  return comments ? `<ul class="comments">${comments}</ul>` : '';
}

/** "At the table: 4♠ −2, NS −100" and "Rectified: 4♠ =, NS +620 (Law 64A1: 2 tricks to NS)". */
export function resultsHtml(board: BoardView): string {
  const { labels } = board;
  const lines: string[] = [];
  if (board.atTable) lines.push(`<p class="result"><b>${esc(labels.atTable)}:</b> ${suited(board.atTable.text)}</p>`);
  if (board.rectified) lines.push(`<p class="result rectified"><b>${esc(labels.rectifiedResult)}:</b> ${suited(board.rectified.text)}${board.rectified.because ? ` (${esc(board.rectified.because)})` : ''}</p>`);
  return lines.join('');
}

/** The board's own commentary, paragraph by paragraph. */
export function commentaryHtml(board: BoardView): string {
  return board.comments.map((comment) => comment.split('\n\n').map((paragraph) => `<p class="commentary">${suited(paragraph)}</p>`).join('')).join('');
}
