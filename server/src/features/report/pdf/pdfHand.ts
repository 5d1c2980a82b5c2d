/**
 * The hand diagram of the PDF: North on top, West and East beside the centre (dealer and
 * vulnerability in the report), South below; each hand its name with the high-card points, the
 * player under it, and one line per suit — the symbol and the ranks — that is never broken (the
 * whole diagram is set smaller rather than a holding wrapped). Hands `[Hidden]` keeps out show a
 * muted line instead, unless asked to show them; a void is `—`.
 */
import { Seat } from '../../../bridge/seats';
import { BoardView } from '../../board/boardDataTypes';
import { Block } from './pdfPage';
import { COLOURS, LINE_HEIGHT, Pen, Run } from './pdfPen';
import { largest } from '../../../arrays';

/** The name of a seat as the board shows it. */
function nameOf(board: BoardView, seat: Seat): string {
  return board.hands[seat]?.seatName ?? board.auction?.columns.find((column) => column.seat === seat)?.seatName ?? seat;
}

/** The lines of one hand, each a row of runs kept on one line. */
export function handLines(board: BoardView, seat: Seat, showHidden: boolean): Run[][] {
  const hand = board.hands[seat];
  if (!hand || (hand.hidden && !showHidden)) return [[{ text: nameOf(board, seat), style: 'bold' }], [{ text: hand ? board.labels.hiddenHand : '—', color: COLOURS.muted }]];
  const lines: Run[][] = [[{ text: hand.seatName, style: 'bold' }, { text: ` ${hand.highCardPoints} ${board.labels.hcp}`, color: COLOURS.muted }]];
  if (hand.player) lines.push([{ text: hand.player, color: COLOURS.muted }]);
  for (const suit of hand.suits) lines.push([{ text: `${suit.symbol} ${suit.cards.length ? suit.cards.map((card) => card.rank).join(' ') : '—'}`, keep: true }]);
  return lines;
}

/** The widest of lines at `size`. */
function widest(pen: Pen, lines: ReadonlyArray<readonly Run[]>, size: number): number {
  return largest(lines.map((line) => pen.runsWidth(line, size)), 0);
}

/** Writes lines from (x, y) one under the other; returns their height. */
function writeLines(pen: Pen, lines: ReadonlyArray<readonly Run[]>, x: number, y: number, size: number): number {
  for (const [index, line] of lines.entries()) pen.writeRuns(line, x, y + index * size * LINE_HEIGHT, size);
  return lines.length * size * LINE_HEIGHT;
}

/** The compass diagram at `size` points, `centre` lines (muted, smaller) in the middle. */
export function diagram(board: BoardView, showHidden: boolean, centre: readonly string[], size: number): Block {
  return (pen, x, y, width) => {
    const hands = { N: handLines(board, 'N', showHidden), E: handLines(board, 'E', showHidden), S: handLines(board, 'S', showHidden), W: handLines(board, 'W', showHidden) };
    const middle = centre.map((text): Run[] => [{ text, color: COLOURS.muted, relative: 0.85 }]);
    let scaled = pen.size(size);
    const widths = (points: number) => ({
      west: widest(pen, hands.W, points), east: widest(pen, hands.E, points), gap: points * 1.2,
      middle: Math.max(widest(pen, hands.N, points), widest(pen, hands.S, points), widest(pen, middle, points)),
    });
    let columns = widths(scaled);
    const total = columns.west + columns.middle + columns.east + 2 * columns.gap;
    const factor = pen.fit(total, width);
    if (factor < 1) {
      scaled *= factor;
      columns = widths(scaled);
    }
    const lineHeight = scaled * LINE_HEIGHT;
    const centreX = x + columns.west + columns.gap;
    let top = y + writeLines(pen, hands.N, centreX, y, scaled);
    const middleHeight = Math.max(hands.W.length, hands.E.length) * lineHeight;
    writeLines(pen, hands.W, x, top, scaled);
    writeLines(pen, hands.E, centreX + columns.middle + columns.gap, top, scaled);
    const centreHeight = middle.length * lineHeight * 0.85;
    for (const [index, line] of middle.entries()) {
      const lineWidth = pen.runsWidth(line, scaled);
      pen.writeRuns(line, centreX + (columns.middle - lineWidth) / 2, top + (middleHeight - centreHeight) / 2 + index * lineHeight * 0.85, scaled);
    }
    top += middleHeight;
    top += writeLines(pen, hands.S, centreX, top, scaled);
    return top - y + scaled * 0.3;
  };
}
