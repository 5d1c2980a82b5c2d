/**
 * One board of the PDF as the HTML prints it. The ruling report's board: the heading in bridge
 * notation and the occasion, then two columns — the diagram (dealer and vulnerability in its
 * centre) over the auction, and the play with an undisputed claim, the results and double dummy —
 * then the rulings, what is wrong in the file, the commentary and the facts block; a list of
 * blocks, so that a board too long for one page even when set small breaks between them. The
 * handout's board: neutral heading, diagram beside the auction, the commentary, the play's
 * commentary in trick order, double dummy (left out where it would give `[Hidden]` hands away), in
 * a ruled box.
 */
import { boardHeading } from '../../../i18n/bridgeNotation';
import { BoardView } from '../../board/boardDataTypes';
import { diagram } from './pdfHand';
import { Block, beside, space, stack } from './pdfPage';
import { COLOURS } from './pdfPen';
import { problemBlocks, factsBlock, rulingBlocks, settledClaimBlocks } from './pdfRulings';
import { auctionBlock, commentaryBlocks, ddBlock, playBlock, playComments, resultsBlock } from './pdfSections';
import { TypeSizes, heading, paragraph } from './pdfText';

/** The ruling report's type (8 pt print type, as the HTML's print style). */
export const REPORT_SIZES: TypeSizes = { body: 8, h1: 10.5, h2: 10.5, h3: 9 };

/** The handout's type for 1, 2 or 4 boards a page. */
export function handoutSizes(perPage: 1 | 2 | 4): TypeSizes {
  const body = { 1: 10.5, 2: 9, 4: 6.8 }[perPage];
  return { body, h1: body * 1.3, h2: body * 1.2, h3: body };
}

/** The ruling report's board as blocks, the report's title first on the first board. */
export function reportBoardBlocks(board: BoardView, showHidden: boolean, title?: string): Block[] {
  const sizes = REPORT_SIZES;
  const { labels } = board;
  const centre = [board.dealerName ? `${labels.dealer}: ${board.dealerName}` : '', board.vulnerabilityText ? `${labels.vulnerable}: ${board.vulnerabilityText}` : ''].filter(Boolean);
  const occasion = [board.table, board.event, board.site, board.date].filter(Boolean).join(' · ');
  const left = stack([diagram(board, showHidden, centre, sizes.body), heading(labels.auction, sizes.h3, 0), auctionBlock(board, sizes.body)]);
  const right = stack([heading(labels.play, sizes.h3, 0), playBlock(board, sizes.body), ...settledClaimBlocks(board, sizes.body), ...resultsBlock(board, sizes.body), ...ddBlock(board, sizes)]);
  return [
    ...(title ? [heading(title, sizes.h1, 0)] : []),
    heading(board.heading, sizes.h2, title ? 3 : 0),
    ...(occasion ? [paragraph([{ text: occasion, color: COLOURS.muted }], sizes.body)] : []),
    stack([space(4), beside(left, right, 12)]),
    heading(labels.rulings, sizes.h3, sizes.body * 0.4),
    ...rulingBlocks(board, sizes.body),
    ...problemBlocks(board, sizes),
    ...(board.comments.length ? [heading(labels.commentary, sizes.h3, sizes.body * 0.6), ...commentaryBlocks(board, sizes.body)] : []),
    factsBlock(board, sizes),
  ];
}

/** Double dummy in the handout, unless it would give away hands `[Hidden]` keeps out (then one line says so). */
function handoutDd(board: BoardView, sizes: TypeSizes, showHidden: boolean): Block[] {
  const hides = !showHidden && Object.values(board.hands).some((hand) => hand?.hidden);
  if (!hides || !board.dd) return ddBlock(board, sizes);
  return [heading(board.dd.heading, sizes.h3, sizes.body * 0.6), paragraph([{ text: board.labels.ddLeftOutHidden, color: COLOURS.muted }], sizes.body)];
}

/** The handout's board in its ruled box. */
export function handoutBoardBlock(board: BoardView, perPage: 1 | 2 | 4, showHidden: boolean): Block {
  const sizes = handoutSizes(perPage);
  const { labels } = board;
  const title = boardHeading({ board: board.boardNumber, gameIndex: board.gameIndex, dealer: board.dealer, vulnerability: board.vulnerability }, board.language);
  const play = playComments(board, sizes.body);
  const body = stack([
    heading(title, sizes.h2, 0),
    beside(diagram(board, showHidden, [], sizes.body), stack([heading(labels.auction, sizes.h3, 0), auctionBlock(board, sizes.body)]), sizes.body),
    ...commentaryBlocks(board, sizes.body),
    ...(play.length ? [heading(labels.play, sizes.h3, sizes.body * 0.6), ...play] : []),
    ...handoutDd(board, sizes, showHidden),
  ]);
  return (pen, x, y, width) => {
    const padX = pen.size(sizes.body * 0.8);
    const padY = pen.size(sizes.body * 0.4);
    const height = body(pen, x + padX, y + padY, width - 2 * padX) + 2 * padY;
    pen.rect(x, y, width, height);
    return height;
  };
}
