/**
 * A broken play record (issue 19): when a card is played by a hand that does not hold it (per
 * the Deal), the record is wrong, not the play — programs that write each trick from the wrong
 * seat produce "revokes" nobody made. This replays the tricks once more, and for each trick whose
 * cards do not fit their columns asks which seat each card belongs to: a reading one, two or
 * three seats on (the line rotated), or two columns exchanged (two cards swapped), that makes
 * every card held and every follower follow suit when able. The diagnosis names the first card
 * not held, the tricks that reading repairs, and what to check; the model then rules nothing on
 * the game's play (rulings.ts) and a fix leaves the game alone (outcome.ts).
 */
import { CARD_CODES_BY_INDEX, beatsIndex, fillHandMasks, suitIndexOf, trumpIndex } from '../../bridge/cardIndex';
import { Card } from '../../bridge/cards';
import { SEATS, Seat } from '../../bridge/seats';
import type { PlayContext } from './playTypes';
import { PlayRecords } from './playRecords';
import { ArgsOf } from '../../i18n/diagnostics/registry';

/** What the record most likely is. */
export type BrokenPlayCause =
  /** Every trick reads right with the columns the same number of seats on (the first column is wrong). */
  | 'columns-rotated'
  /** Some tricks read right with their line rotated. */
  | 'trick-rotated'
  /** Some trick reads right with two of its cards exchanged. */
  | 'cards-swapped'
  /** No such reading fits: a card already played, dealt to nobody's remaining cards, or no legal order. */
  | 'unexplained';

/** The diagnosis of a play in which some card is played by a hand that does not hold it. */
export interface BrokenPlay {
  cause: BrokenPlayCause;
  /** The first card not held: its trick (1-based), seat (column), card and offsets. */
  trick: number;
  seat: Seat;
  card: Card;
  start: number;
  end: number;
  /** How many cards the record gives a hand that does not hold them. */
  notHeld: number;
  /** The tricks (1-based) the reading repairs; for 'unexplained', the trick that no reading fits. */
  tricks: number[];
  /** Every repaired trick is read the same way as the first (the same rotation; a swap). */
  sameReading?: boolean;
  /** For a rotation: how many seats on (1..3) the cards belong. */
  steps?: number;
  /** For a rotation: the seats the first repaired trick's columns are then read as, first column first. */
  order?: Seat[];
  /** For a swap: the two columns' seats and their cards as recorded. */
  swapped?: { seats: [Seat, Seat]; cards: [Card, Card] };
}

/** How one trick's columns map to seats: the seat index each column's card belongs to. */
interface TrickReading {
  owners: number[];
  kind: 'as-recorded' | 'rotated' | 'swapped';
  steps?: number;
}

/** Diagnoses a play with `notHeld` cards not held (all four hands known); undefined when nothing is wrong. */
export function diagnoseBrokenPlay(records: PlayRecords, context: PlayContext, notHeld: number): BrokenPlay | undefined {
  const first = firstNotHeld(records, context);
  if (!first || notHeld === 0) return undefined;
  const base = { trick: first.trick, seat: SEATS[records.seat(first.slot)], card: CARD_CODES_BY_INDEX[records.card(first.slot)], start: records.start(first.slot), end: records.end(first.slot), notHeld };
  const masks = handMasks(context);
  if (!masks) return { ...base, cause: 'unexplained', tricks: [first.trick] };
  const trump = trumpIndex(context.trump);
  let leader = context.openingLeader ? SEATS.indexOf(context.openingLeader) : -1;
  const readings: Array<{ trick: number; reading: TrickReading }> = [];
  let tricksWithCards = 0;
  for (let trick = 0; trick * 4 < records.count; trick++) {
    const columns = trickColumns(records, trick);
    if (columns.every((card) => card < 0)) continue;
    tricksWithCards++;
    const reading = readTrick(records, trick, columns, masks, leader);
    if (!reading) return { ...base, cause: 'unexplained', tricks: [trick + 1] };
    if (reading.kind !== 'as-recorded') readings.push({ trick: trick + 1, reading });
    for (const [column, card] of columns.entries()) if (card >= 0) masks[reading.owners[column] * 4 + suitIndexOf(card)] &= ~(1 << (card % 13));
    leader = winnerOf(columns, reading.owners, leader, trump);
  }
  if (readings.length === 0) return { ...base, cause: 'unexplained', tricks: [first.trick] };
  const tricks = readings.map((entry) => entry.trick);
  const [firstReading] = readings;
  const sameReading = readings.every((entry) => entry.reading.kind === firstReading.reading.kind && entry.reading.steps === firstReading.reading.steps);
  if (firstReading.reading.kind === 'swapped') {
    const columns = trickColumns(records, firstReading.trick - 1);
    const moved = [0, 1, 2, 3].filter((column) => columns[column] >= 0 && firstReading.reading.owners[column] !== records.seat((firstReading.trick - 1) * 4 + column));
    const seats: [Seat, Seat] = [SEATS[records.seat(moved[0])], SEATS[records.seat(moved[1])]];
    return { ...base, cause: 'cards-swapped', tricks, sameReading, swapped: { seats, cards: [CARD_CODES_BY_INDEX[columns[moved[0]]], CARD_CODES_BY_INDEX[columns[moved[1]]]] } };
  }
  const steps = firstReading.reading.steps!;
  const order = firstReading.reading.owners.map((owner) => SEATS[owner]);
  const everyTrick = readings.length === tricksWithCards && readings.every((entry) => entry.reading.kind === 'rotated' && entry.reading.steps === steps);
  return { ...base, cause: everyTrick ? 'columns-rotated' : 'trick-rotated', tricks, sameReading, steps, order };
}

/** The first card of the record its column's hand does not hold (a replay of the holdings alone). */
function firstNotHeld(records: PlayRecords, context: PlayContext): { slot: number; trick: number } | undefined {
  const masks = handMasks(context, true);
  if (!masks) return undefined;
  for (let slot = 0; slot < records.count; slot++) {
    const card = records.card(slot);
    if (card < 0) continue;
    const seat = records.seat(slot);
    if (!context.hands?.[SEATS[seat]]) continue;
    const at = seat * 4 + suitIndexOf(card), bit = 1 << (card % 13);
    if ((masks[at] & bit) === 0) return { slot, trick: Math.floor(slot / 4) + 1 };
    masks[at] &= ~bit;
  }
  return undefined;
}

/** The card of each column of a trick (-1 for none or unknown). */
function trickColumns(records: PlayRecords, trick: number): number[] {
  const columns: number[] = [];
  for (let column = 0; column < 4; column++) {
    const slot = trick * 4 + column;
    columns.push(slot < records.count ? records.card(slot) : -1);
  }
  return columns;
}

/**
 * How to read one trick: as recorded when every card is held by its column's seat; else the
 * seat that still holds each card, when those seats are a rotation of the columns or an exchange
 * of two, and the trick is then legal (every follower follows suit when able). Undefined when no
 * such reading exists.
 */
function readTrick(records: PlayRecords, trick: number, columns: number[], masks: Int32Array, leader: number): TrickReading | undefined {
  const recorded = columns.map((_, column) => records.seat(trick * 4 + column));
  const holder = (card: number) => {
    for (let seat = 0; seat < 4; seat++) if (masks[seat * 4 + suitIndexOf(card)] & (1 << (card % 13))) return seat;
    return -1;
  };
  const owners = columns.map((card, column) => (card < 0 ? recorded[column] : holder(card)));
  if (columns.every((card, column) => card < 0 || owners[column] === recorded[column])) return { owners, kind: 'as-recorded' };
  if (columns.some((card, column) => card >= 0 && owners[column] < 0)) return undefined;
  for (let steps = 1; steps < 4; steps++) {
    const rotated = recorded.map((seat) => (seat + steps) & 3);
    if (columns.every((card, column) => card < 0 || owners[column] === rotated[column]) && isLegal(columns, rotated, masks, leader)) return { owners: rotated, kind: 'rotated', steps };
  }
  const moved = [0, 1, 2, 3].filter((column) => columns[column] >= 0 && owners[column] !== recorded[column]);
  if (moved.length === 2) {
    const [a, b] = moved;
    const swapped = [...recorded];
    swapped[a] = recorded[b];
    swapped[b] = recorded[a];
    if (owners[a] === swapped[a] && owners[b] === swapped[b] && isLegal(columns, swapped, masks, leader)) return { owners: swapped, kind: 'swapped' };
  }
  return undefined;
}

/** True when, with the columns read as `owners`, everyone after the leader follows the suit led when his remaining cards hold it. */
function isLegal(columns: number[], owners: number[], masks: Int32Array, leader: number): boolean {
  const leadColumn = owners.indexOf(leader);
  if (leader < 0 || leadColumn < 0 || columns[leadColumn] < 0) return true;
  const suitLed = suitIndexOf(columns[leadColumn]);
  return columns.every((card, column) => card < 0 || column === leadColumn || suitIndexOf(card) === suitLed || masks[owners[column] * 4 + suitLed] === 0);
}

/** The seat that wins a trick read as `owners`, or -1 when a card is unknown or there is no leader. */
function winnerOf(columns: number[], owners: number[], leader: number, trump: number): number {
  if (leader < 0 || columns.some((card) => card < 0)) return -1;
  const byPosition = [0, 1, 2, 3].map((step) => columns[owners.indexOf((leader + step) & 3)]);
  let best = byPosition[0], bestStep = 0;
  for (let step = 1; step < 4; step++) if (beatsIndex(byPosition[step], best, trump)) { best = byPosition[step]; bestStep = step; }
  return (leader + bestStep) & 3;
}

/** The four hands as masks (seat × 4 + suit, bit = rank); undefined unless all four are known (or, with `partial`, an empty mask for an unknown hand). */
function handMasks(context: PlayContext, partial = false): Int32Array | undefined {
  const masks = new Int32Array(16);
  const known = fillHandMasks(masks, context.hands);
  return partial || known.every(Boolean) ? masks : undefined;
}

/** The diagnosis as message arguments (seats as letters, cards as codes, lists joined). */
export function brokenPlayArgs(broken: BrokenPlay): ArgsOf<'pbn.play.broken-record'> {
  const args: ArgsOf<'pbn.play.broken-record'> = { cause: broken.cause, seat: broken.seat, card: broken.card, trick: broken.trick, notHeld: broken.notHeld, tricks: broken.tricks.join(',') };
  if (broken.steps !== undefined) args.steps = broken.steps;
  if (broken.sameReading !== undefined) args.same = broken.sameReading ? 1 : 0;
  if (broken.order) args.order = broken.order.join('');
  if (broken.swapped) Object.assign(args, { seatA: broken.swapped.seats[0], seatB: broken.swapped.seats[1], cardA: broken.swapped.cards[0], cardB: broken.swapped.cards[1] });
  return args;
}
