/**
 * One replay of a board's tricks for the engine: before each trick, the cards each seat still
 * held as four 13-bit masks (a hand less the known cards it played earlier) and how many unknown
 * cards (`-`) it had played, and the known cards each seat played in the whole record. The revoke search, the leader hint and the obligations read these
 * instead of rebuilding sets of cards per question. Computed once per board and kept with it.
 */
import { CardIndex, indexOfCard, suitIndexOf } from '../bridge/cardIndex';
import { Card, SUITS, Suit } from '../bridge/cards';
import { SEATS, Seat } from '../bridge/seats';
import { PlayedBoard } from '../shapes/laws';

/** The replay of one board. */
export interface PlayReplay {
  /** Masks before board trick `position` (0-based; one more for after the last): ((position × 4) + seat) × 4 + suit. */
  held: Int32Array;
  /** Unknown cards played by a seat before board trick `position`: position × 4 + seat. */
  unknown: Int32Array;
  /** The board's tricks are numbered 1, 2, 3… in order, so "before trick n" is the first n − 1 of them. */
  numbered: boolean;
  /** The known cards each seat played in any trick: seat × 4 + suit (what a `-` before them cannot have been). */
  shown: Int32Array;
  /** Each seat's `-` cards in the whole record, or -1 when the record does not hold all thirteen of its cards. */
  unknownInAll: Int32Array;
}

const replays = new WeakMap<PlayedBoard, PlayReplay>();

/** The replay of a board (computed on first use). */
export function replayOf(board: PlayedBoard): PlayReplay {
  let replay = replays.get(board);
  if (!replay) {
    replay = replayBoard(board);
    replays.set(board, replay);
  }
  return replay;
}

function replayBoard(board: PlayedBoard): PlayReplay {
  const count = board.tricks.length;
  const held = new Int32Array((count + 1) * 16);
  const unknown = new Int32Array((count + 1) * 4);
  const shown = new Int32Array(16);
  const cardsOfSeat = new Int32Array(4);
  for (let seat = 0; seat < 4; seat++) {
    for (const card of board.hands[SEATS[seat]] ?? []) {
      const index = indexOfCard(card);
      if (index >= 0) held[seat * 4 + suitIndexOf(index)] |= 1 << (index % 13);
    }
  }
  let numbered = true;
  for (let position = 0; position < count; position++) {
    const trick = board.tricks[position];
    if (trick.number !== position + 1) numbered = false;
    held.copyWithin((position + 1) * 16, position * 16, position * 16 + 16);
    unknown.copyWithin((position + 1) * 4, position * 4, position * 4 + 4);
    for (const played of trick.cards) {
      const seat = SEATS.indexOf(played.seat);
      const index = played.card === undefined ? -1 : indexOfCard(played.card);
      cardsOfSeat[seat]++;
      if (played.card === undefined) unknown[(position + 1) * 4 + seat]++;
      else if (index >= 0) {
        held[((position + 1) * 4 + seat) * 4 + suitIndexOf(index)] &= ~(1 << (index % 13));
        shown[seat * 4 + suitIndexOf(index)] |= 1 << (index % 13);
      }
    }
  }
  const unknownInAll = new Int32Array(4);
  for (let seat = 0; seat < 4; seat++) unknownInAll[seat] = cardsOfSeat[seat] === 13 ? unknown[count * 4 + seat] : -1;
  return { held, unknown, numbered, shown, unknownInAll };
}

/** The board position whose "before" snapshot covers the tricks numbered below `number`, or -1 when the numbering is unusual. */
function positionBefore(board: PlayedBoard, replay: PlayReplay, number: number): number {
  if (!replay.numbered) return -1;
  return Math.min(Math.max(number - 1, 0), board.tricks.length);
}

/** The mask of `suit` cards `seat` still held when trick `number` began. */
export function heldMaskBefore(board: PlayedBoard, seat: Seat, number: number, suit: Suit): number {
  const replay = replayOf(board);
  const seatIndex = SEATS.indexOf(seat), suitIndex = SUITS.indexOf(suit);
  const position = positionBefore(board, replay, number);
  if (position >= 0) return replay.held[(position * 4 + seatIndex) * 4 + suitIndex];
  let mask = replay.held[seatIndex * 4 + suitIndex];
  for (const trick of board.tricks) {
    if (trick.number >= number) continue;
    for (const played of trick.cards) {
      const index = played.seat === seat && played.card !== undefined ? indexOfCard(played.card) : -1;
      if (index >= 0 && suitIndexOf(index) === suitIndex) mask &= ~(1 << (index % 13));
    }
  }
  return mask;
}

/** True when `card` (an index) is in the seat's cards still held before trick `number`. */
export function stillHeldBefore(board: PlayedBoard, seat: Seat, number: number, card: CardIndex): boolean {
  return (heldMaskBefore(board, seat, number, SUITS[suitIndexOf(card)]) & (1 << (card % 13))) !== 0;
}

/** The cards a seat still held when trick `number` began, in the order of its hand. */
export function cardsHeldBefore(board: PlayedBoard, seat: Seat, number: number): Card[] {
  const masks = SUITS.map((suit) => heldMaskBefore(board, seat, number, suit));
  return board.hands[seat].filter((card) => {
    const index = indexOfCard(card);
    return index >= 0 && (masks[suitIndexOf(index)] & (1 << (index % 13))) !== 0;
  });
}
