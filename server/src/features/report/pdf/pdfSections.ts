/**
 * The board's parts in the PDF, from the board view model as the HTML draws them: the auction in
 * the dealer's column order with its notes and call commentary, the play table (leader ▸, winner
 * bold, irregularities flagged, DD costs), its legend, notes and the commentary on the play in
 * trick order with its card (`Trick 1, ♠Q: …`), the results at the table and rectified, double
 * dummy, and the board's own commentary.
 */
import { BoardView, CallView, TrickCardView } from '../../board/boardDataTypes';
import { cardFlags, columnSeats, usedFlags } from '../reportParts';
import { Block, stack } from './pdfPage';
import { COLOURS, Run } from './pdfPen';
import { table } from './pdfTable';
import { TypeSizes, heading, list, paragraph } from './pdfText';

const SUP = 0.72;

/** A superscript mark (note number, flag). */
function sup(text: string, color: string, bold = false): Run {
  return { text, color, relative: SUP, style: bold ? 'bold' : 'regular' };
}

/** A muted one-line paragraph. */
function muted(text: string, size: number): Block {
  return paragraph([{ text, color: COLOURS.muted }], size);
}

/** Notes as a numbered list. */
function notes(items: ReadonlyArray<{ number: number; text: string }>, size: number): Block[] {
  return items.length ? [list(items.map((note) => [{ text: note.text }]), size * 0.9, (index) => `${items[index].number}.`)] : [];
}

/** A call's cell: the call, its I or S flag, annotation and note number. */
function callCell(call: CallView | null): Run[] {
  if (!call) return [];
  const flag = call.insufficientAccepted ? 'I' : call.skipped ? 'S' : '';
  return [{ text: call.text }, ...(flag ? [sup(flag, COLOURS.alert, true)] : []), ...(call.annotation ? [{ text: call.annotation }] : []),
    ...(call.note !== undefined ? [sup(String(call.note), COLOURS.muted)] : [])];
}

/** The auction table, its notes and its call commentary. */
export function auctionBlock(board: BoardView, size: number): Block {
  const { auction, labels } = board;
  if (!auction) return muted(labels.noAuction, size);
  const comments = auction.rows.flat().filter((call): call is CallView => !!call?.comment).map((call): Run[] => [{ text: call.text, style: 'bold' }, { text: ` ${call.comment}` }]);
  return stack([
    table({ head: auction.columns.map((column) => [{ text: column.seatName }]), rows: auction.rows.map((row) => row.map(callCell)), caption: board.columnsCaption, size }),
    ...notes(auction.notes, size),
    ...(comments.length ? [list(comments, size * 0.9, () => '•')] : []),
  ]);
}

/** A card's cell: ▸ when it led, bold when it won, flags, annotation, note and DD cost. */
function playCell(card: TrickCardView | undefined): Run[] {
  if (!card) return [];
  return [
    ...(card.led ? [{ text: '▸', color: COLOURS.muted }] : []),
    { text: card.text, style: card.winning ? 'bold' : 'regular' },
    ...cardFlags(card).map((flag) => sup(flag, COLOURS.alert, true)),
    ...(card.annotation ? [{ text: card.annotation }] : []),
    ...(card.note !== undefined ? [sup(String(card.note), COLOURS.muted)] : []),
    ...(card.ddCost ? [{ text: ` −${card.ddCost}`, color: COLOURS.alert, style: 'bold' as const, relative: 0.8 }] : []),
  ];
}

/** The commentary on the play in trick order, each with its card (`Trick 1, ♠Q: …`), as a list; none without any. */
export function playComments(board: BoardView, size: number): Block[] {
  const items = board.tricks.flatMap((trick) => trick.cards.filter((card) => card.comment)
    .map((card): Run[] => [{ text: `${board.labels.trick} ${trick.number}, ${card.text}`, style: 'bold' }, { text: ` ${card.comment}` }]));
  return items.length ? [list(items, size * 0.9, () => '•')] : [];
}

/** The play table, its legend, notes and commentary. */
export function playBlock(board: BoardView, size: number): Block {
  const { labels } = board;
  if (board.tricks.length === 0) return muted(labels.noPlay, size);
  const seats = columnSeats(board);
  const names = seats.map((seat) => board.hands[seat]?.seatName ?? board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat);
  const rows = board.tricks.map((trick) => [[{ text: String(trick.number) }], ...seats.map((seat) => playCell(trick.cards.find((card) => card.seat === seat)))]);
  const legend: Run[] = [{ text: `▸ ${labels.led} · `, color: COLOURS.muted }, { text: labels.won, style: 'bold', color: COLOURS.muted },
    ...usedFlags(board).flatMap(([flag, label]): Run[] => [{ text: ' · ', color: COLOURS.muted }, sup(flag, COLOURS.alert, true), { text: ` ${label}`, color: COLOURS.muted }])];
  return stack([
    table({ head: [[{ text: labels.trick }], ...names.map((name) => [{ text: name }])], rows, rowHeads: true, caption: board.columnsCaption, size }),
    paragraph(legend, size * 0.9),
    ...notes(board.playNotes, size),
    ...playComments(board, size),
  ]);
}

/** "At the table: 4♠ −2, NS −100" and the rectified result (bold) with its reason. */
export function resultsBlock(board: BoardView, size: number): Block[] {
  const { labels } = board;
  const blocks: Block[] = [];
  if (board.atTable) blocks.push(paragraph([{ text: `${labels.atTable}:`, style: 'bold' }, { text: ` ${board.atTable.text}` }], size, size * 0.3));
  if (board.rectified) {
    blocks.push(paragraph([{ text: `${labels.rectifiedResult}:`, style: 'bold' }, { text: ` ${board.rectified.text}${board.rectified.because ? ` (${board.rectified.because})` : ''}`, style: 'bold' }], size, size * 0.2));
  }
  return blocks;
}

/** Double dummy: the heading, then the table and par, or the line that says why there is none. */
export function ddBlock(board: BoardView, sizes: TypeSizes): Block[] {
  const dd = board.dd;
  if (!dd) return [];
  const head = heading(dd.heading, sizes.h3, sizes.body * 0.6);
  if (!dd.rows) return [head, muted(dd.message ?? '', sizes.body)];
  const rows = dd.rows.map((row) => [[{ text: row.seatName }], ...row.tricks.map((tricks) => [{ text: String(tricks) }])]);
  return [head, table({ head: [[{ text: dd.declarerLabel }], ...dd.strains.map((strain) => [{ text: strain }])], rows, rowHeads: true, size: sizes.body }),
    ...(dd.par ? [paragraph(dd.par, sizes.body)] : [])];
}

/** The board's commentary, paragraph by paragraph, in italics. */
export function commentaryBlocks(board: BoardView, size: number): Block[] {
  return board.comments.flatMap((comment) => comment.split('\n\n').map((text) => paragraph([{ text, style: 'italic' }], size, size * 0.2)));
}
