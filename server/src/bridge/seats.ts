/**
 * Seats, sides and rotation. Seats are stored in clockwise order N, E, S, W so that the next
 * player is `(index + 1) % 4`; every other module rotates through these helpers.
 */

/** A compass seat. */
export type Seat = 'N' | 'E' | 'S' | 'W';
/** A partnership. */
export type Side = 'NS' | 'EW';

/** The seats clockwise, starting with North. */
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Parses a seat letter (any case); undefined when it is not one. */
export function parseSeat(text: string): Seat | undefined {
  // The common spelling first, without an upper-case copy.
  if (text === 'N' || text === 'E' || text === 'S' || text === 'W') return text;
  const upper = text.toUpperCase();
  return upper === 'N' || upper === 'E' || upper === 'S' || upper === 'W' ? upper : undefined;
}

/** Clockwise index of each seat (a lookup: rotation is on the hot path of every trick). */
const SEAT_INDEX: Readonly<Record<string, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** The seat `steps` places clockwise from `seat`. */
export function seatAfter(seat: Seat, steps = 1): Seat {
  // `?? -1` keeps what `SEATS.indexOf` gave for a value that is not a seat.
  return SEATS[((SEAT_INDEX[seat] ?? -1) + steps + 400) % 4];
}

/** The partner of a seat. */
export function partnerOf(seat: Seat): Seat {
  return seatAfter(seat, 2);
}

/** The partnership a seat belongs to. */
export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

/** The other partnership. */
export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}

/** Number of clockwise steps from `from` to `to` (0..3). */
export function stepsBetween(from: Seat, to: Seat): number {
  return (SEATS.indexOf(to) - SEATS.indexOf(from) + 4) % 4;
}
