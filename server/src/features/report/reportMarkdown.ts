/**
 * The ruling report as Markdown: the content of the HTML page in headings, lists and pipe tables —
 * the header in bridge notation, the hands (one row per suit, one column per seat; hidden hands
 * left out), the auction and the play in the dealer's column order with notes as footnotes, the
 * results at the table and rectified (an undisputed claim told with the play), the rulings, double
 * dummy, what is wrong in the file, the commentary and the facts block with the lines to fill in.
 */
import { Seat } from '../../bridge/seats';
import { BoardLabels } from '../board/boardLabels';
import { BoardView, CallView, TrickCardView } from '../board/boardDataTypes';
import { escapeMarkdown as esc } from './escape';
import { ddSectionMarkdown } from './reportDd';
import { claimLayoutsMarkdown } from './reportClaimLayouts';
import { ReportOptions } from './reportHtml';
import { cardFlags, columnSeats, usedFlags } from './reportParts';

function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell || ' ').join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function seatName(board: BoardView, seat: Seat): string {
  return board.hands[seat]?.seatName ?? board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat;
}

function handsMarkdown(board: BoardView, showHidden: boolean): string {
  const seats = columnSeats(board);
  const shown = (seat: Seat) => board.hands[seat] && (!board.hands[seat]!.hidden || showHidden);
  const head = ['', ...seats.map((seat) => {
    const hand = board.hands[seat];
    return `${esc(seatName(board, seat))}${hand?.player ? ` (${esc(hand.player)})` : ''}${hand?.hidden && !showHidden ? ` — ${esc(board.labels.hiddenHand)}` : ''}`;
  })];
  const suitRows = ['♠', '♥', '♦', '♣'].map((symbol, index) => [symbol, ...seats.map((seat) => {
    if (!shown(seat)) return '';
    const cards = board.hands[seat]!.suits[index].cards;
    return cards.length ? cards.map((card) => esc(card.rank)).join(' ') : '—';
  })]);
  const points = [esc(board.labels.hcp), ...seats.map((seat) => (shown(seat) ? String(board.hands[seat]!.highCardPoints) : ''))];
  return table(head, [...suitRows, points]);
}

function callMarkdown(call: CallView | null): string {
  if (!call) return '';
  const note = call.note !== undefined ? ` [${call.note}]` : '';
  const marks = call.insufficientAccepted ? ' ^I' : call.skipped ? ' ^S' : '';
  return `${call.insufficientAccepted || call.skipped ? `**${esc(call.text)}**` : esc(call.text)}${call.annotation ? esc(call.annotation) : ''}${marks}${note}`;
}

function notesMarkdown(notes: ReadonlyArray<{ number: number; text: string }>): string {
  return notes.map((note) => `[${note.number}] ${esc(note.text)}`).join('  \n');
}

function auctionMarkdown(board: BoardView): string {
  const { auction, labels } = board;
  if (!auction) return `_${esc(labels.noAuction)}_`;
  const comments = auction.rows.flat().filter((call): call is CallView => !!call?.comment).map((call) => `- **${esc(call.text)}** ${esc(call.comment!)}`);
  return [table(auction.columns.map((column) => esc(column.seatName)), auction.rows.map((row) => row.map(callMarkdown))), `_${esc(board.columnsCaption)}_`,
    ...(auction.notes.length ? [notesMarkdown(auction.notes)] : []), ...(comments.length ? [comments.join('\n')] : [])].join('\n\n');
}

function cardMarkdown(card: TrickCardView | undefined): string {
  if (!card) return '';
  const flags = cardFlags(card).join('');
  let text = `${card.led ? '▸' : ''}${esc(card.text)}${card.annotation ? esc(card.annotation) : ''}`;
  if (flags) text = `**${text}** (${flags})`;
  else if (card.winning) text = `**${text}**`;
  return `${text}${card.note !== undefined ? ` [${card.note}]` : ''}${card.ddCost ? ` −${card.ddCost}` : ''}`;
}

function playMarkdown(board: BoardView): string {
  const { labels } = board;
  if (board.tricks.length === 0) return `_${esc(labels.noPlay)}_`;
  const seats = columnSeats(board);
  const rows = board.tricks.map((trick) => [String(trick.number), ...seats.map((seat) => cardMarkdown(trick.cards.find((card) => card.seat === seat)))]);
  const legend = `_${esc(board.columnsCaption)}_ ▸ ${esc(labels.led)}, **${esc(labels.won)}**${usedFlags(board).map(([flag, label]) => `, (${flag}) ${esc(label)}`).join('')}.`;
  const comments = board.tricks.flatMap((trick) => trick.cards.filter((card) => card.comment).map((card) => `- **${esc(labels.trick)} ${trick.number}, ${esc(card.text)}** ${esc(card.comment!)}`));
  return [table([esc(labels.trick), ...seats.map((seat) => esc(seatName(board, seat)))], rows), legend,
    ...(board.playNotes.length ? [notesMarkdown(board.playNotes)] : []), ...(comments.length ? [comments.join('\n')] : [])].join('\n\n');
}

function resultsMarkdown(board: BoardView): string {
  const { labels } = board;
  const lines: string[] = [];
  if (board.atTable) lines.push(`**${esc(labels.atTable)}:** ${esc(board.atTable.text)}`);
  if (board.rectified) lines.push(`**${esc(labels.rectifiedResult)}:** ${esc(board.rectified.text)}${board.rectified.because ? ` (${esc(board.rectified.because)})` : ''}`);
  return lines.join('  \n');
}

function rulingsMarkdown(board: BoardView): string {
  const { labels } = board;
  const rulings = board.rulings.filter((ruling) => !ruling.settled);
  if (rulings.length === 0) return esc(labels.noRulings);
  return rulings.map((ruling) => {
    const badge = ruling.provisional ? ` — _${esc(labels.provisional)}_` : '';
    const explanation = ruling.explanation ? `\n\n> ${esc(ruling.explanation)}` : '';
    return `#### ${esc(ruling.article)}${badge}\n\n${ruling.sentences.map(esc).join(' ')}${explanation}`;
  }).join('\n\n');
}

function factsMarkdown(board: BoardView): string {
  const { labels } = board;
  const record = board.record.length ? board.record.map((event) => `- ${esc(event)}`).join('\n') : esc(labels.noRecord);
  const blank = '\\_'.repeat(30);
  return [`**${esc(labels.record)}:**`, record, `**${esc(labels.edition)}:** ${esc(board.edition.label)}`,
    `${esc(labels.factsAtTable)}: ${blank}`, `${esc(labels.directorAndTime)}: ${blank}`, `${esc(labels.appeal)} ${'\\_'.repeat(10)}`].join('\n\n');
}

/** One board's part of the report. */
export function boardSectionMarkdown(board: BoardView, options: ReportOptions = {}): string {
  const { labels } = board;
  const occasion = [board.table, board.event, board.site, board.date].filter(Boolean).map((part) => esc(part!)).join(' · ');
  const problems = board.problems.map((problem) => `- ${esc(problem.message)} (${problem.line})`);
  return [
    `## ${esc(board.heading)}`, ...(occasion ? [`_${occasion}_`] : []),
    `### ${esc(labels.hands)}`, handsMarkdown(board, options.showHidden === true),
    `### ${esc(labels.auction)}`, auctionMarkdown(board),
    `### ${esc(labels.play)}`, playMarkdown(board),
    // An undisputed claim is told with the play, not as a ruling.
    ...board.rulings.filter((ruling) => ruling.settled).map((ruling) => ruling.sentences.map(esc).join(' ')),
    ...(board.atTable || board.rectified ? [resultsMarkdown(board)] : []),
    `### ${esc(labels.rulings)}`, rulingsMarkdown(board),
    ...(board.dd ? [ddSectionMarkdown(board)] : []),
    ...(board.claimLayouts ? [claimLayoutsMarkdown(board)] : []),
    ...(problems.length ? [`### ${esc(labels.problems)}`, problems.join('\n')] : []),
    ...(board.comments.length ? [`### ${esc(labels.commentary)}`, board.comments.map(esc).join('\n\n')] : []),
    `### ${esc(labels.facts)}`, factsMarkdown(board),
  ].join('\n\n');
}

/** The whole Markdown document for one or more boards. */
export function reportMarkdown(title: string, boards: readonly BoardView[], labels: BoardLabels, options: ReportOptions = {}): string {
  return [`# ${esc(title)}`, ...boards.map((board) => boardSectionMarkdown(board, options)), `---\n\n_${esc(labels.generatedBy)}_`].join('\n\n') + '\n';
}
