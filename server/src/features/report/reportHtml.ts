/**
 * The ruling report as one self-contained HTML page: inline CSS with light and dark colours
 * (prefers-color-scheme), no scripts, no remote resources, every text from the file escaped.
 * Per board: the facts (event, dealer, vulnerability, contract, edition), the hand diagram, the
 * auction, the play table with the irregular cards marked, the rulings with their articles and
 * explanations, the transferred tricks, and the recorded against the rectified Result and Score.
 */
import { Seat } from '../../bridge/seats';
import { BoardLabels } from '../boardLabels';
import { BoardView, CallView, HandView, TrickCardView } from '../boardDataTypes';
import { boardFacts } from './reportFacts';
import { escapeHtml as esc } from './escape';
import { ddSectionHtml } from './reportDd';

const STYLE = `
:root { color-scheme: light dark; --text: #1b1b1b; --back: #ffffff; --muted: #5c5c5c; --line: #c8c8c8; --red: #c0262d; --mark: #fff1a8; --alert: #a4001d; }
@media (prefers-color-scheme: dark) { :root { --text: #e6e6e6; --back: #1e1e1e; --muted: #a8a8a8; --line: #4a4a4a; --red: #ff7b7b; --mark: #5a4a00; --alert: #ff9a9a; } }
body { font: 15px/1.45 system-ui, sans-serif; color: var(--text); background: var(--back); margin: 2em auto; max-width: 56em; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.2em; margin-top: 2em; }
.muted, footer { color: var(--muted); }
dl.facts { display: grid; grid-template-columns: max-content auto; gap: 0.1em 1em; }
dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
th, td { border: 1px solid var(--line); padding: 0.2em 0.6em; text-align: left; }
table.diagram td { border: none; vertical-align: top; padding: 0.3em 1.2em; }
table.diagram td.centre { text-align: center; vertical-align: middle; color: var(--muted); }
.hand .name { font-weight: 600; } .suit-H, .suit-D { color: var(--red); }
td.led { text-decoration: underline; } td.winning { font-weight: 700; }
mark { background: var(--mark); color: inherit; padding: 0 0.15em; }
sup.flag { color: var(--alert); font-weight: 700; }
.ruling { border-left: 3px solid var(--alert); padding: 0.1em 0.8em; margin: 0.8em 0; }
.explanation { color: var(--muted); font-style: italic; }
.differs { color: var(--alert); font-weight: 600; }
@media print { body { margin: 0; max-width: none; } h2 { break-before: page; } h2:first-of-type { break-before: auto; } }
`;

const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

function symbolSpan(suit: string, symbol: string): string {
  return `<span class="suit-${suit}">${symbol}</span>`;
}

/** A card text like `♥J` with its suit coloured. */
function cardHtml(text: string, card: string | undefined): string {
  if (!card) return esc(text);
  return `${symbolSpan(card[0], esc(text.slice(0, 1)))}${esc(text.slice(1))}`;
}

function handHtml(hand: HandView | undefined, labels: BoardLabels): string {
  if (!hand) return '<div class="hand">—</div>';
  const player = hand.player ? ` <span class="muted">${esc(hand.player)}</span>` : '';
  const suits = hand.suits.map((suit) => `<div>${symbolSpan(suit.suit, suit.symbol)} ${suit.cards.length ? suit.cards.map((card) => esc(card.rank)).join(' ') : '—'}</div>`).join('');
  return `<div class="hand"><div class="name">${esc(hand.seatName)}${player}</div><div class="muted">${hand.highCardPoints} ${esc(labels.hcp)}</div>${suits}</div>`;
}

function diagramHtml(board: BoardView): string {
  const { hands, labels } = board;
  const centre = [board.dealerName && `${esc(labels.dealer)}: ${esc(board.dealerName)}`, board.vulnerabilityText && `${esc(labels.vulnerable)}: ${esc(board.vulnerabilityText)}`].filter(Boolean).join('<br>');
  return `<table class="diagram" aria-label="${esc(labels.hands)}"><tr><td></td><td>${handHtml(hands.N, labels)}</td><td></td></tr>`
    + `<tr><td>${handHtml(hands.W, labels)}</td><td class="centre">${centre}</td><td>${handHtml(hands.E, labels)}</td></tr>`
    + `<tr><td></td><td>${handHtml(hands.S, labels)}</td><td></td></tr></table>`;
}

function auctionHtml(board: BoardView): string {
  const { auction, labels } = board;
  if (!auction) return `<p class="muted">${esc(labels.noAuction)}</p>`;
  const head = `<tr>${auction.columns.map((column) => `<th scope="col">${esc(column.seatName)}</th>`).join('')}</tr>`;
  const cell = (call: CallView | null) => {
    if (!call) return '<td></td>';
    const text = /^[1-7][SHDC]$/.test(call.call) ? `${esc(call.call[0])}${symbolSpan(call.call[1], esc(call.text.slice(1)))}` : esc(call.text);
    if (call.insufficientAccepted) return `<td><mark>${text}</mark><sup class="flag" title="${esc(labels.insufficientBid)}">I</sup></td>`;
    if (call.skipped) return `<td><mark>${text}</mark><sup class="flag" title="${esc(labels.skippedPlayer)}">S</sup></td>`;
    return `<td>${text}</td>`;
  };
  const rows = auction.rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  return `<table class="auction">${head}${rows}</table>`;
}

/** The flags of an irregular card as superscripts (R revoke, L lead out of turn, P penalty card). */
function cardFlags(card: TrickCardView, labels: BoardLabels): string {
  const flags: string[] = [];
  if (card.revoke || card.revokeMarked) flags.push(`<sup class="flag" title="${esc(card.revokeMarked ? labels.revokeMarked : labels.revoke)}">R</sup>`);
  if (card.leadOutOfTurn) flags.push(`<sup class="flag" title="${esc(labels.leadOutOfTurn)}">L</sup>`);
  if (card.penaltyCard) flags.push(`<sup class="flag" title="${esc(labels.penaltyCard)}">P</sup>`);
  return flags.join('');
}

function playHtml(board: BoardView): string {
  const { labels } = board;
  if (board.tricks.length === 0) return `<p class="muted">${esc(labels.noPlay)}</p>`;
  const seatNames = Object.fromEntries(SEAT_ORDER.map((seat) => [seat, board.hands[seat]?.seatName ?? seat]));
  const head = `<tr><th scope="col">${esc(labels.trick)}</th><th scope="col">${esc(labels.leader)}</th>${SEAT_ORDER.map((seat) => `<th scope="col">${esc(seatNames[seat])}</th>`).join('')}<th scope="col">${esc(labels.winner)}</th></tr>`;
  const rows = board.tricks.map((trick) => {
    const cells = SEAT_ORDER.map((seat) => {
      const card = trick.cards.find((candidate) => candidate.seat === seat);
      if (!card) return '<td></td>';
      const classes = [card.led ? 'led' : '', card.winning ? 'winning' : ''].filter(Boolean).join(' ');
      const irregular = card.revoke || card.revokeMarked || card.leadOutOfTurn || card.penaltyCard;
      const text = cardHtml(card.text, card.card);
      const cost = card.ddCost ? `<sup class="flag" title="${esc(card.ddText ?? '')}">−${card.ddCost}</sup>` : '';
      return `<td${classes ? ` class="${classes}"` : ''}>${irregular ? `<mark>${text}</mark>${cardFlags(card, labels)}` : text}${cost}</td>`;
    }).join('');
    const leader = trick.leader ? esc(seatNames[trick.leader]) : '';
    const winner = trick.winner ? esc(seatNames[trick.winner]) : '';
    return `<tr><th scope="row">${trick.number}</th><td>${leader}</td>${cells}<td>${winner}</td></tr>`;
  }).join('');
  const legend = `<p class="muted">${esc(labels.legend)}: <u>${esc(labels.led)}</u>, <b>${esc(labels.won)}</b>, <sup class="flag">R</sup> ${esc(labels.revoke)}, <sup class="flag">L</sup> ${esc(labels.leadOutOfTurn)}, <sup class="flag">P</sup> ${esc(labels.penaltyCard)}.</p>`;
  return `<table class="play">${head}${rows}</table>${legend}`;
}

function rulingsHtml(board: BoardView): string {
  const { labels } = board;
  if (board.rulings.length === 0) return `<p>${esc(labels.noRulings)}</p>`;
  return board.rulings.map((ruling) => {
    const sentences = ruling.sentences.map((sentence) => `<p>${esc(sentence)}</p>`).join('');
    const explanation = ruling.explanation ? `<p class="explanation"><strong>${esc(labels.explanation)}:</strong> ${esc(ruling.explanation)}</p>` : '';
    return `<div class="ruling"><h4>${esc(ruling.article)}</h4>${sentences}${explanation}</div>`;
  }).join('');
}

function outcomeHtml(board: BoardView): string {
  const { labels } = board;
  const row = (name: string, outcome: BoardView['result']) => {
    const rectified = outcome.rectified ?? outcome.recorded ?? '';
    return `<tr><th scope="row">${esc(name)}</th><td>${esc(outcome.recorded ?? '—')}</td><td${outcome.differs ? ' class="differs"' : ''}>${esc(rectified || '—')}</td></tr>`;
  };
  const transfers = board.transfers.length
    ? `<p>${esc(labels.transferred)}: ${board.transfers.map((transfer) => esc(`${transfer.count} → ${transfer.toName} (${transfer.law})`)).join('; ')}</p>` : '';
  const inPlay = board.tricksInPlay ? `<p class="muted">${esc(labels.tricksInPlay)}: ${esc(board.labels.vulnerability.NS)} ${board.tricksInPlay.NS}, ${esc(board.labels.vulnerability.EW)} ${board.tricksInPlay.EW}</p>` : '';
  return `${transfers}${inPlay}<table class="outcome"><tr><th></th><th scope="col">${esc(labels.recorded)}</th><th scope="col">${esc(labels.rectified)}</th></tr>${row(labels.result, board.result)}${row(labels.score, board.score)}</table>`;
}

function factsHtml(board: BoardView): string {
  return `<dl class="facts">${boardFacts(board).map(([name, value]) => `<dt>${esc(name)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>`;
}

/** One board's section of the report. */
export function boardSectionHtml(board: BoardView): string {
  const { labels } = board;
  return `<section aria-label="${esc(board.title)}"><h2>${esc(board.summary)}</h2>${factsHtml(board)}`
    + `<h3>${esc(labels.hands)}</h3>${diagramHtml(board)}${ddSectionHtml(board)}<h3>${esc(labels.auction)}</h3>${auctionHtml(board)}`
    + `<h3>${esc(labels.play)}</h3>${playHtml(board)}<h3>${esc(labels.rulings)}</h3>${rulingsHtml(board)}`
    + `<h3>${esc(labels.result)} · ${esc(labels.score)}</h3>${outcomeHtml(board)}</section>`;
}

/** The whole HTML page for one or more boards. */
export function reportHtml(title: string, boards: readonly BoardView[], labels: BoardLabels, language: string): string {
  return `<!DOCTYPE html>\n<html lang="${esc(language)}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`
    + `<title>${esc(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n<h1>${esc(title)}</h1>\n`
    + boards.map(boardSectionHtml).join('\n')
    + `\n<footer><p>${esc(labels.generatedBy)}</p></footer>\n</body>\n</html>\n`;
}
