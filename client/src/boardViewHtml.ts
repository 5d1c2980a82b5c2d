/**
 * The board view webview's page, as a pure function of the board view model (so it is tested
 * without VS Code): the heading in bridge notation, the four hands around the table (those
 * `[Hidden]` names behind a "Show all hands" button) with the current trick in the middle, a
 * trick slider with previous/next buttons and arrow keys, the auction grid and the play table in
 * the dealer's column order with their notes, the rulings (provisional where the Director
 * decides), the result at the table and rectified, the commentary and the file's problems (see
 * boardViewWords.ts), and with double dummy the
 * tricks per declarer, the par and a "−1" on each card that cost a trick. Every card carries the trick
 * it was played in, so the small inline script only shows and hides what is already drawn.
 * Strict Content-Security-Policy: nothing but the nonce'd style and script, no remote resource;
 * colours come from VS Code's theme variables, so light, dark and high-contrast themes all work.
 */
import type { Seat } from '../../server/src/bridge/seats';
import type { BoardView, CallView, HandView, TrickCardView, TrickView } from '../../server/src/features/board/boardDataTypes';
import { DD_STYLE, ddBadgeHtml, ddSectionHtml } from './boardViewDd';
import { cardCommentsHtml, notesHtml, resultLinesHtml, suitedText, wordsHtml } from './boardViewWords';

/** What the page needs besides the board. */
export interface BoardPageOptions {
  nonce: string;
  /** The webview's `cspSource`. */
  cspSource: string;
  /** The trick to show first (0 = before the opening lead). */
  step: number;
  /** Shown when there is no board (the cursor is not in a game). */
  emptyMessage: string;
  /** The document shown, kept in the webview's state so that the panel comes back after a reload. */
  documentUri?: string;
}

const SEATS_CLOCKWISE: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** The seats in the board's column order: clockwise from its first column (the dealer). */
function columnSeats(board: BoardView): Seat[] {
  const first = SEATS_CLOCKWISE.indexOf(board.firstColumn);
  return [0, 1, 2, 3].map((step) => SEATS_CLOCKWISE[(first + step) % 4]);
}

/** Text safe in HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
const esc = escapeHtml;

const STYLE = `
body { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-editor-foreground); background: var(--vscode-editor-background); padding: 0 1em 2em; }
h1 { font-size: 1.4em; margin: 0.6em 0 0.1em; } h2 { font-size: 1.1em; margin: 1.2em 0 0.4em; } .muted { color: var(--vscode-descriptionForeground); }
.table { display: grid; grid-template-columns: repeat(3, minmax(8em, 1fr)); grid-template-areas: ". n ." "w c e" ". s ."; gap: 0.5em; max-width: 40em; }
.hand { padding: 0.4em 0.6em; } .hand h3 { margin: 0 0 0.2em; font-size: 1em; } .hand[data-seat="N"] { grid-area: n; } .hand[data-seat="S"] { grid-area: s; } .hand[data-seat="W"] { grid-area: w; } .hand[data-seat="E"] { grid-area: e; }
.suit-H, .suit-D { color: var(--vscode-charts-red, #d33); }
.holding { white-space: nowrap; }
.card.gone { display: none; }
.centre { grid-area: c; border: 1px solid var(--vscode-panel-border, #888); border-radius: 6px; min-height: 9em; position: relative; }
.trick { display: grid; grid-template-columns: 1fr 1fr 1fr; grid-template-areas: ". n ." "w . e" ". s ." "x x x"; gap: 0.4em; padding: 0.5em; align-items: center; justify-items: center; }
.trick[hidden] { display: none; }
.trick .slot-N { grid-area: n; } .trick .slot-S { grid-area: s; } .trick .slot-W { grid-area: w; } .trick .slot-E { grid-area: e; } .trick .caption { grid-area: x; font-size: 0.85em; text-align: center; color: var(--vscode-descriptionForeground); }
.played { padding: 0.1em 0.35em; border-radius: 4px; border: 1px solid transparent; }
.played.winning { border-color: var(--vscode-focusBorder); font-weight: bold; }
.irregular { background: var(--vscode-editor-findMatchHighlightBackground, rgba(255, 200, 0, 0.35)); }
.flag { color: var(--vscode-errorForeground); font-weight: bold; font-size: 0.8em; vertical-align: super; }
.controls { display: flex; align-items: center; gap: 0.5em; margin: 0.8em 0; max-width: 40em; }
.controls input { flex: 1; }
button { color: var(--vscode-button-foreground); background: var(--vscode-button-background); border: none; padding: 0.25em 0.7em; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 2px; }
table { border-collapse: collapse; } th, td { border: 1px solid var(--vscode-panel-border, #888); padding: 0.15em 0.5em; text-align: left; }
tr[aria-current] { outline: 2px solid var(--vscode-focusBorder); }
.ruling { border-left: 3px solid var(--vscode-errorForeground); padding: 0 0.8em; margin: 0.6em 0; }
.differs { color: var(--vscode-errorForeground); font-weight: bold; }
.hand.concealed .cards { display: none; } body.show-hidden .hand.concealed .cards { display: block; } body.show-hidden .hand.concealed .concealed-note { display: none; }
caption { caption-side: bottom; text-align: left; font-size: 0.85em; color: var(--vscode-descriptionForeground); }
.outcome { margin: 0.2em 0; } .outcome.rectified strong { color: var(--vscode-errorForeground); }
.badge { border: 1px solid var(--vscode-editorWarning-foreground, #c90); color: var(--vscode-editorWarning-foreground, #c90); border-radius: 3px; padding: 0 0.3em; font-size: 0.8em; font-weight: normal; }
.notes, .comments { font-size: 0.9em; } .commentary { font-style: italic; } .note { color: var(--vscode-descriptionForeground); font-size: 0.8em; vertical-align: super; }
.problems .error { color: var(--vscode-errorForeground); } .problems code { color: var(--vscode-descriptionForeground); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

/** The script: the slider, the buttons and the arrow keys show one trick at a time. */
const SCRIPT = `
(function () {
  const vscode = acquireVsCodeApi();
  const showAll = document.getElementById('show-hidden');
  if (showAll) showAll.addEventListener('click', function () {
    const shown = document.body.classList.toggle('show-hidden');
    showAll.setAttribute('aria-pressed', String(shown));
  });
  const slider = document.getElementById('trick-slider');
  if (!slider) return;
  const status = document.getElementById('trick-status');
  const max = Number(slider.max);
  function show(step) {
    step = Math.max(0, Math.min(max, step));
    slider.value = String(step);
    document.querySelectorAll('[data-played]').forEach(function (card) { card.classList.toggle('gone', Number(card.dataset.played) <= step); });
    document.querySelectorAll('[data-trick]').forEach(function (trick) { trick.hidden = Number(trick.dataset.trick) !== step; });
    document.querySelectorAll('tr[data-row]').forEach(function (row) {
      if (Number(row.dataset.row) === step) row.setAttribute('aria-current', 'step'); else row.removeAttribute('aria-current');
    });
    const caption = document.querySelector('[data-trick="' + step + '"] .caption');
    const text = caption ? caption.textContent : '';
    status.textContent = text;
    slider.setAttribute('aria-valuetext', text);
    vscode.setState({ step: step, uri: document.body.dataset.document });
    vscode.postMessage({ type: 'step', step: step });
  }
  slider.addEventListener('input', function () { show(Number(slider.value)); });
  document.getElementById('trick-previous').addEventListener('click', function () { show(Number(slider.value) - 1); });
  document.getElementById('trick-next').addEventListener('click', function () { show(Number(slider.value) + 1); });
  document.addEventListener('keydown', function (event) {
    if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    if (event.key in moves) { show(Number(slider.value) + moves[event.key]); event.preventDefault(); }
    else if (event.key === 'Home') { show(0); event.preventDefault(); }
    else if (event.key === 'End') { show(max); event.preventDefault(); }
  });
  show(Number(slider.value));
})();
`;

function suitSymbol(card: string, symbol: string): string {
  return `<span class="suit-${esc(card[0])}">${esc(symbol)}</span>`;
}

function handHtml(hand: HandView | undefined, seat: Seat, board: BoardView): string {
  if (!hand) return `<div class="hand" data-seat="${seat}"><h3>${esc(board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat)}</h3>—</div>`;
  const player = hand.player ? ` <span class="muted">${esc(hand.player)}</span>` : '';
  const concealed = hand.hidden ? ` <span class="concealed-note muted">(${esc(board.labels.hiddenHand)})</span>` : '';
  const suits = hand.suits.map((suit) => {
    const cards = suit.cards.map((card) => `<span class="card"${card.playedAt ? ` data-played="${card.playedAt}"` : ''}>${esc(card.rank)}</span>`).join(' ') || `<span class="muted" title="${esc(board.labels.void)}">—</span>`;
    return `<div class="holding" aria-label="${esc(hand.seatName)} ${esc(suit.symbol)}">${suitSymbol(suit.suit, suit.symbol)} ${cards}</div>`;
  }).join('');
  return `<div class="hand${hand.hidden ? ' concealed' : ''}" data-seat="${seat}" role="group" aria-label="${esc(hand.seatName)}"><h3>${esc(hand.seatName)}${player}${concealed}</h3>`
    + `<div class="cards"><div class="muted">${hand.highCardPoints} ${esc(hand.highCardPoints === 1 ? board.labels.hcpOne : board.labels.hcp)}</div>${suits}</div></div>`;
}

/** The flags of an irregular card (R revoke, L lead out of turn, P penalty card) with their words for screen readers. */
function flagsHtml(card: TrickCardView, board: BoardView): string {
  const { labels } = board;
  const flags: Array<[string, string]> = [];
  if (card.revoke || card.revokeMarked) flags.push(['R', card.revokeMarked ? labels.revokeMarked : labels.revoke]);
  if (card.leadOutOfTurn) flags.push(['L', labels.leadOutOfTurn]);
  if (card.penaltyCard) flags.push(['P', labels.penaltyCard]);
  return flags.map(([letter, words]) => `<span class="flag" title="${esc(words)}" aria-hidden="true">${letter}</span><span class="visually-hidden">(${esc(words)})</span>`).join('');
}

function isIrregular(card: TrickCardView): boolean {
  return card.revoke || card.revokeMarked || card.leadOutOfTurn || card.penaltyCard;
}

function playedCardHtml(card: TrickCardView, board: BoardView): string {
  const classes = ['played', card.winning ? 'winning' : '', isIrregular(card) ? 'irregular' : ''].filter(Boolean).join(' ');
  const text = card.card ? `${suitSymbol(card.card, card.text.slice(0, 1))}${esc(card.text.slice(1))}` : esc(card.text);
  return `<span class="${classes}">${text}</span>${flagsHtml(card, board)}${ddBadgeHtml(card, esc)}`;
}

/** "Trick 7 of 13 · North led · East won · revoke". */
function trickCaption(trick: TrickView, board: BoardView): string {
  const { labels } = board;
  const name = (seat: Seat | undefined) => (seat ? trick.cards.find((card) => card.seat === seat)?.seatName ?? seat : undefined);
  const parts = [`${labels.trick} ${trick.number} ${labels.of} ${board.tricks.length}`];
  if (trick.leader) parts.push(`${name(trick.leader)} ${labels.led}`);
  if (trick.winner) parts.push(`${name(trick.winner)} ${labels.won}`);
  for (const card of trick.cards.filter(isIrregular)) {
    const words = [card.revoke || card.revokeMarked ? labels.revoke : '', card.leadOutOfTurn ? labels.leadOutOfTurn : '', card.penaltyCard ? labels.penaltyCard : ''].filter(Boolean).join(', ');
    parts.push(`${card.seatName} ${card.text}: ${words}`);
  }
  return parts.join(' · ');
}

function centreHtml(board: BoardView, step: number): string {
  const start = [board.contract && `${board.labels.contract}: ${board.contract}${board.declarerName ? ` (${board.declarerName})` : ''}`, board.labels.startPosition].filter(Boolean).join(' · ');
  const startTrick = `<div class="trick" data-trick="0"${step === 0 ? '' : ' hidden'}><div class="caption">${esc(start)}</div></div>`;
  const tricks = board.tricks.map((trick) => {
    const slots = trick.cards.map((card) => `<div class="slot-${card.seat}">${playedCardHtml(card, board)}</div>`).join('');
    return `<div class="trick" data-trick="${trick.number}"${trick.number === step ? '' : ' hidden'}>${slots}<div class="caption">${esc(trickCaption(trick, board))}</div></div>`;
  }).join('');
  return `<div class="centre" aria-live="off">${startTrick}${tricks}</div>`;
}

function controlsHtml(board: BoardView, step: number): string {
  const { labels } = board;
  return `<div class="controls"><button id="trick-previous" type="button" aria-label="${esc(labels.previousTrick)}" title="${esc(labels.previousTrick)}">◀</button>`
    + `<input id="trick-slider" type="range" min="0" max="${board.tricks.length}" step="1" value="${step}" aria-label="${esc(labels.trickSlider)}">`
    + `<button id="trick-next" type="button" aria-label="${esc(labels.nextTrick)}" title="${esc(labels.nextTrick)}">▶</button></div>`
    // The current trick's caption, announced to screen readers only (the centre panel shows it already).
    + `<p id="trick-status" class="visually-hidden" role="status" aria-live="polite"></p>`;
}

function callHtml(call: CallView | null, board: BoardView): string {
  if (!call) return '<td></td>';
  const text = /^[1-7][SHDC]$/.test(call.call) ? `${esc(call.call[0])}${suitSymbol(call.call.slice(1), call.text.slice(1))}` : esc(call.text);
  const extras = `${call.annotation ? esc(call.annotation) : ''}${call.note !== undefined ? `<span class="note">${call.note}</span>` : ''}`;
  const comment = call.comment ? ` title="${esc(call.comment)}"` : '';
  if (call.insufficientAccepted) return `<td class="irregular"${comment}>${text}${extras}<span class="flag" title="${esc(board.labels.insufficientBid)}">I</span></td>`;
  if (call.skipped) return `<td class="irregular"${comment}>${text}${extras}<span class="flag" title="${esc(board.labels.skippedPlayer)}">S</span></td>`;
  return `<td${comment}>${text}${extras}</td>`;
}

function auctionHtml(board: BoardView): string {
  const { auction, labels } = board;
  if (!auction) return `<h2>${esc(labels.auction)}</h2><p class="muted">${esc(labels.noAuction)}</p>`;
  const head = `<tr>${auction.columns.map((column) => `<th scope="col">${esc(column.seatName)}</th>`).join('')}</tr>`;
  return `<h2>${esc(labels.auction)}</h2><table aria-label="${esc(labels.auction)}"><caption>${esc(board.columnsCaption)}</caption>${head}${auction.rows.map((row) => `<tr>${row.map((call) => callHtml(call, board)).join('')}</tr>`).join('')}</table>`
    + notesHtml(auction.notes, labels.notes, esc);
}

function playTableHtml(board: BoardView): string {
  const { labels } = board;
  if (board.tricks.length === 0) return `<h2>${esc(labels.play)}</h2><p class="muted">${esc(labels.noPlay)}</p>`;
  const seats = columnSeats(board);
  const names = Object.fromEntries(seats.map((seat) => [seat, board.hands[seat]?.seatName ?? board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat]));
  const head = `<tr><th scope="col">${esc(labels.trick)}</th>${seats.map((seat) => `<th scope="col">${esc(names[seat])}</th>`).join('')}<th scope="col">${esc(labels.winner)}</th></tr>`;
  const rows = board.tricks.map((trick) => {
    const cells = seats.map((seat) => {
      const card = trick.cards.find((candidate) => candidate.seat === seat);
      const note = card?.note !== undefined ? `<span class="note">${card.note}</span>` : '';
      return `<td${card?.comment ? ` title="${esc(card.comment)}"` : ''}>${card ? `${card.led ? '<u>' : ''}${playedCardHtml(card, board)}${card.led ? '</u>' : ''}${card.annotation ? esc(card.annotation) : ''}${note}` : ''}</td>`;
    }).join('');
    return `<tr data-row="${trick.number}"><th scope="row">${trick.number}</th>${cells}<td>${trick.winner ? esc(names[trick.winner]) : ''}</td></tr>`;
  }).join('');
  return `<h2>${esc(labels.play)}</h2><table aria-label="${esc(labels.play)}"><caption>${esc(board.columnsCaption)}</caption>${head}${rows}</table>`
    + `<p class="muted">${esc(labels.cardMarks)}</p>`
    + notesHtml(board.playNotes, labels.notes, esc) + cardCommentsHtml(board, esc);
}

function rulingsHtml(board: BoardView): string {
  const { labels } = board;
  const body = board.rulings.length === 0 ? `<p>${esc(labels.noRulings)}</p>` : board.rulings.map((ruling) =>
    `<div class="ruling"><h3>${esc(ruling.article)}${ruling.provisional ? ` <span class="badge">${esc(labels.provisional)}</span>` : ''}</h3>${ruling.sentences.map((sentence) => `<p>${suitedText(sentence, esc)}</p>`).join('')}`
    + `${ruling.explanation ? `<p class="muted"><strong>${esc(labels.explanation)}:</strong> ${esc(ruling.explanation)}</p>` : ''}</div>`).join('');
  return `<h2>${esc(labels.rulings)}</h2>${body}`;
}

function outcomeHtml(board: BoardView): string {
  const { labels } = board;
  const row = (name: string, outcome: BoardView['result']) =>
    `<tr><th scope="row">${esc(name)}</th><td>${esc(outcome.recorded ?? '—')}</td><td${outcome.differs ? ' class="differs"' : ''}>${esc(outcome.rectified ?? outcome.recorded ?? '—')}</td></tr>`;
  const transfers = board.transfers.length
    ? `<p>${esc(labels.transferred)}: ${board.transfers.map((transfer) => esc(`${transfer.count} → ${transfer.toName} (${transfer.law})`)).join('; ')}</p>` : '';
  return `<h2>${esc(labels.result)} · ${esc(labels.score)}</h2>${resultLinesHtml(board, esc)}${transfers}<table><tr><th></th><th scope="col">${esc(labels.recorded)}</th><th scope="col">${esc(labels.rectified)}</th></tr>`
    + `${row(labels.result, board.result)}${row(labels.score, board.score)}</table>`;
}

function contentSecurityPolicy(options: BoardPageOptions): string {
  return `default-src 'none'; style-src ${options.cspSource} 'nonce-${options.nonce}'; script-src 'nonce-${options.nonce}'; img-src ${options.cspSource}; font-src ${options.cspSource};`;
}

/** The full page of the board view (or the "place the cursor in a game" page when there is no board). */
export function boardViewHtml(board: BoardView | undefined, options: BoardPageOptions): string {
  const head = (language: string, title: string) => `<!DOCTYPE html>\n<html lang="${esc(language)}">\n<head>\n<meta charset="utf-8">\n`
    + `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(options).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">\n`
    + `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(title)}</title>\n<style nonce="${esc(options.nonce)}">${STYLE}${DD_STYLE}</style>\n</head>\n`;
  if (!board) return `${head('en', 'PBN')}<body><p class="muted">${esc(options.emptyMessage)}</p></body>\n</html>\n`;
  const step = Math.max(0, Math.min(board.tricks.length, Math.floor(options.step)));
  const facts = [board.table, board.event, board.date, board.edition.shortLabel].filter(Boolean).join(' · ');
  const hands = SEATS_CLOCKWISE.map((seat) => handHtml(board.hands[seat], seat, board)).join('');
  const table = `<section class="table" aria-label="${esc(board.labels.hands)}">${hands}${centreHtml(board, step)}</section>`
    + (board.hidden.length ? `<p><button id="show-hidden" type="button" aria-pressed="false">${esc(board.labels.showAll)}</button></p>` : '');
  const controls = board.tricks.length ? controlsHtml(board, step) : '';
  return `${head(board.language, board.title)}<body${options.documentUri ? ` data-document="${esc(options.documentUri)}"` : ''}>\n<header><h1>${esc(board.heading)}</h1><p class="muted">${esc(facts)}</p></header>\n<main>\n`
    + `${table}\n${controls}\n${ddSectionHtml(board, esc)}\n${auctionHtml(board)}\n${playTableHtml(board)}\n${rulingsHtml(board)}\n${outcomeHtml(board)}\n${wordsHtml(board, esc)}\n</main>\n`
    + (board.tricks.length || board.hidden.length ? `<script nonce="${esc(options.nonce)}">${SCRIPT}</script>\n` : '')
    + '</body>\n</html>\n';
}
