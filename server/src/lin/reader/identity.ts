/**
 * Who and which board: the room and board number (`qx|o12|`, else the number in the `ah` title,
 * else the board's place in the file), the deal and dealer (`md`, else the dealer of the board
 * number), the vulnerability (`sv`, else that of the board number in the usual 16-board cycle)
 * and the players (`pn`: South, West, North, East; with 8 names the closed room's are the last 4).
 */
import { Vulnerability } from '../../bridge/contract';
import { SEATS, Seat } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { LinBoard, commaPieces } from './board';
import { LIN_HAND_ORDER, readLinDeal } from './deal';
import { decodeLinTextMapped } from './linText';
import { LinTag } from './tokens';

const VULNERABILITY: Readonly<Record<string, Vulnerability>> = { o: 'None', 0: 'None', '-': 'None', n: 'NS', e: 'EW', b: 'All' };

/** The vulnerability of board n in the usual 16-board cycle. */
export function vulnerabilityOfBoard(board: number): Vulnerability {
  const cycle: Vulnerability[] = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None', 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];
  return cycle[(((board - 1) % 16) + 16) % 16];
}

/** The dealer of board n: N, E, S, W in turn. */
export function dealerOfBoard(board: number): Seat {
  return SEATS[(((board - 1) % 4) + 4) % 4];
}

/** The last run of digits in a text and where it starts, walked back from the end. */
function lastNumber(text: string): { text: string; index: number } | undefined {
  const isDigit = (at: number) => text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57;
  let end = text.length;
  while (end > 0 && !isDigit(end - 1)) end--;
  let start = end;
  while (start > 0 && isDigit(start - 1)) start--;
  return start < end ? { text: text.slice(start, end), index: start } : undefined;
}

/** Room, number, deal, dealer and vulnerability: they may stand anywhere in the board's tags. */
export function readIdentity(board: LinBoard, tags: readonly LinTag[], sink: ProblemSink): void {
  const room = tags.find((tag) => tag.name === 'qx');
  const roomMatch = room && /^\s*([oc])(\d+)/i.exec(room.value);
  if (room && roomMatch) {
    board.room = roomMatch[1].toLowerCase() === 'o' ? 'Open' : 'Closed';
    board.roomTag = room;
    const start = room.valueStart + room.value.indexOf(roomMatch[2], roomMatch[0].length - roomMatch[2].length);
    board.number = Number(roomMatch[2]);
    board.numberPiece = { text: roomMatch[2], start, end: start + roomMatch[2].length };
    board.numberTag = room;
  } else if (room) {
    sink.add('pbn.lin.room.bad', 'warning', room.valueStart, room.valueEnd, { text: room.value });
  }
  const title = tags.find((tag) => tag.name === 'ah');
  const titleText = title && decodeLinTextMapped(title.value);
  const titleNumber = titleText && lastNumber(titleText.text);
  if (!board.numberPiece && title && titleText && titleNumber) {
    const start = title.valueStart + titleText.rawIndex[titleNumber.index];
    board.number = Number(titleNumber.text);
    board.numberPiece = { text: titleNumber.text, start, end: start + titleNumber.text.length };
    board.numberTag = title;
  }
  const dealTag = tags.find((tag) => tag.name === 'md');
  if (dealTag) board.deal = readLinDeal(dealTag, sink);
  board.dealer = board.deal?.dealer ?? dealerOfBoard(board.number);
  const vulnerable = tags.find((tag) => tag.name === 'sv');
  const given = vulnerable && VULNERABILITY[vulnerable.value.trim().toLowerCase()];
  if (vulnerable && !given) sink.add('pbn.lin.vulnerability.bad', 'error', vulnerable.valueStart, Math.max(vulnerable.valueEnd, vulnerable.valueStart), { text: vulnerable.value });
  board.vulnerability = given ?? vulnerabilityOfBoard(board.number);
  if (given) board.vulnerabilityTag = vulnerable;
}

/** The players of the board: 4 names S, W, N, E, or 8 (open room, then closed room). */
export function readNames(board: LinBoard, tag: LinTag | undefined): void {
  if (!tag) return;
  const pieces = commaPieces(tag, true);
  const offset = pieces.length >= 8 && board.room === 'Closed' ? 4 : 0;
  LIN_HAND_ORDER.forEach((seat, position) => {
    const piece = pieces[offset + position];
    if (piece && piece.text.trim() !== '') board.names[seat] = piece;
  });
  board.namesTag = tag;
}

