/**
 * The ruling report as Markdown: the same content as the HTML page in headings, lists and pipe
 * tables — facts, the hand diagram (one row per suit, one column per seat), the auction, the
 * play table with irregular cards in bold and flagged (R, L, P), the rulings with their articles
 * and explanations, and the recorded against the rectified Result and Score.
 */
import { Seat } from '../../bridge/seats';
import { BoardLabels } from '../boardLabels';
import { BoardView, TrickCardView } from '../boardDataTypes';
import { boardFacts } from './reportFacts';
import { escapeMarkdown as esc } from './escape';
import { ddSectionMarkdown } from './reportDd';

const SEAT_ORDER: readonly Seat[] = ['N', 'E', 'S', 'W'];

function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell || ' ').join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function seatNames(board: BoardView): Record<Seat, string> {
  const names = {} as Record<Seat, string>;
  for (const seat of SEAT_ORDER) names[seat] = board.hands[seat]?.seatName ?? board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat;
  return names;
}

function factsMarkdown(board: BoardView): string {
  return boardFacts(board).map(([name, value]) => `- **${esc(name)}:** ${esc(value)}`).join('\n');
}

function handsMarkdown(board: BoardView): string {
  const names = seatNames(board);
  const head = ['', ...SEAT_ORDER.map((seat) => {
    const hand = board.hands[seat];
    return hand ? `${esc(names[seat])}${hand.player ? ` (${esc(hand.player)})` : ''}` : esc(names[seat]);
  })];
  const suitRows = ['S', 'H', 'D', 'C'].map((suit, index) => {
    const symbol = board.hands.N?.suits[index].symbol ?? board.hands.E?.suits[index].symbol ?? suit;
    return [symbol, ...SEAT_ORDER.map((seat) => {
      const cards = board.hands[seat]?.suits[index].cards;
      return cards ? (cards.length ? cards.map((card) => card.rank).join(' ') : '—') : '';
    })];
  });
  const points = [esc(board.labels.hcp), ...SEAT_ORDER.map((seat) => String(board.hands[seat]?.highCardPoints ?? ''))];
  return table(head, [...suitRows, points]);
}

function auctionMarkdown(board: BoardView): string {
  const { auction, labels } = board;
  if (!auction) return `_${esc(labels.noAuction)}_`;
  const rows = auction.rows.map((row) => row.map((call) => {
    if (!call) return '';
    if (call.insufficientAccepted) return `**${esc(call.text)}** ^I`;
    if (call.skipped) return `**${esc(call.text)}** ^S`;
    return esc(call.text);
  }));
  return table(auction.columns.map((column) => esc(column.seatName)), rows);
}

function cardMarkdown(card: TrickCardView): string {
  const flags = [card.revoke || card.revokeMarked ? 'R' : '', card.leadOutOfTurn ? 'L' : '', card.penaltyCard ? 'P' : ''].filter(Boolean).join('');
  let text = esc(card.text);
  if (card.led) text = `_${text}_`;
  if (flags) text = `**${text}** (${flags})`;
  else if (card.winning) text = `${text} ✓`;
  return card.ddCost ? `${text} −${card.ddCost}` : text;
}

function playMarkdown(board: BoardView): string {
  const { labels } = board;
  if (board.tricks.length === 0) return `_${esc(labels.noPlay)}_`;
  const names = seatNames(board);
  const rows = board.tricks.map((trick) => [
    String(trick.number), trick.leader ? esc(names[trick.leader]) : '',
    ...SEAT_ORDER.map((seat) => { const card = trick.cards.find((candidate) => candidate.seat === seat); return card ? cardMarkdown(card) : ''; }),
    trick.winner ? esc(names[trick.winner]) : '',
  ]);
  const table_ = table([labels.trick, labels.leader, ...SEAT_ORDER.map((seat) => esc(names[seat])), labels.winner].map((cell, index) => (index < 2 || index > 5 ? esc(cell) : cell)), rows);
  const legend = `${esc(labels.legend)}: _${esc(labels.led)}_, ✓ ${esc(labels.won)}, **R** ${esc(labels.revoke)}, **L** ${esc(labels.leadOutOfTurn)}, **P** ${esc(labels.penaltyCard)}.`;
  return `${table_}\n\n${legend}`;
}

function rulingsMarkdown(board: BoardView): string {
  const { labels } = board;
  if (board.rulings.length === 0) return esc(labels.noRulings);
  return board.rulings.map((ruling) => {
    const explanation = ruling.explanation ? `\n\n> **${esc(labels.explanation)}:** ${esc(ruling.explanation)}` : '';
    return `#### ${esc(ruling.article)}\n\n${ruling.sentences.map(esc).join(' ')}${explanation}`;
  }).join('\n\n');
}

function outcomeMarkdown(board: BoardView): string {
  const { labels } = board;
  const row = (name: string, outcome: BoardView['result']) => {
    const rectified = outcome.rectified ?? outcome.recorded ?? '—';
    return [esc(name), esc(outcome.recorded ?? '—'), outcome.differs ? `**${esc(rectified)}**` : esc(rectified)];
  };
  const lines: string[] = [];
  if (board.transfers.length) lines.push(`${esc(labels.transferred)}: ${board.transfers.map((transfer) => esc(`${transfer.count} → ${transfer.toName} (${transfer.law})`)).join('; ')}`);
  if (board.tricksInPlay) lines.push(`${esc(labels.tricksInPlay)}: ${esc(labels.vulnerability.NS)} ${board.tricksInPlay.NS}, ${esc(labels.vulnerability.EW)} ${board.tricksInPlay.EW}`);
  lines.push(table(['', esc(labels.recorded), esc(labels.rectified)], [row(labels.result, board.result), row(labels.score, board.score)]));
  return lines.join('\n\n');
}

/** One board's part of the report. */
export function boardSectionMarkdown(board: BoardView): string {
  const { labels } = board;
  return [
    `## ${esc(board.summary)}`, factsMarkdown(board),
    `### ${esc(labels.hands)}`, handsMarkdown(board),
    ...(board.dd ? [ddSectionMarkdown(board)] : []),
    `### ${esc(labels.auction)}`, auctionMarkdown(board),
    `### ${esc(labels.play)}`, playMarkdown(board),
    `### ${esc(labels.rulings)}`, rulingsMarkdown(board),
    `### ${esc(labels.result)} · ${esc(labels.score)}`, outcomeMarkdown(board),
  ].join('\n\n');
}

/** The whole Markdown document for one or more boards. */
export function reportMarkdown(title: string, boards: readonly BoardView[], labels: BoardLabels): string {
  return [`# ${esc(title)}`, ...boards.map(boardSectionMarkdown), `---\n\n_${esc(labels.generatedBy)}_`].join('\n\n') + '\n';
}
