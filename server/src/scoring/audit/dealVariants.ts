/**
 * The deals a board may have been played as when it was fouled (Law 87A): the recorded deal
 * turned by one, two or three seats (the board put on the table the wrong way round, every hand
 * moved on), or two of its hands swapped (the cards returned to the wrong pockets). A rotation's
 * double-dummy table is the recorded one with its seats turned, so only a swap needs the engine.
 */
import { Strain } from '../../bridge/cards';
import { SEATS, Seat, seatAfter } from '../../bridge/seats';
import { DdTable, DealHands } from '../../shapes/ddTypes';

/** How the deal as played differs from the deal as recorded. */
export type DealVariant =
  | { kind: 'rotation'; steps: 1 | 2 | 3 }
  | { kind: 'swap'; seats: readonly [Seat, Seat] };

/** Every variant, the rotations first. */
export const DEAL_VARIANTS: readonly DealVariant[] = [
  { kind: 'rotation', steps: 1 }, { kind: 'rotation', steps: 2 }, { kind: 'rotation', steps: 3 },
  ...([['N', 'E'], ['N', 'S'], ['N', 'W'], ['E', 'S'], ['E', 'W'], ['S', 'W']] as const).map((seats) => ({ kind: 'swap' as const, seats })),
];

/** A stable name of a variant: `rotation-1`, `swap-NE`. */
export function variantKey(variant: DealVariant): string {
  return variant.kind === 'rotation' ? `rotation-${variant.steps}` : `swap-${variant.seats.join('')}`;
}

/** The seat whose recorded hand was played at `seat` in the variant. */
export function recordedSeatOf(variant: DealVariant, seat: Seat): Seat {
  if (variant.kind === 'rotation') return seatAfter(seat, 4 - variant.steps);
  const [a, b] = variant.seats;
  return seat === a ? b : seat === b ? a : seat;
}

/** The hands as played in the variant. */
export function variantHands(hands: DealHands, variant: DealVariant): DealHands {
  const played = {} as Record<Seat, DealHands[Seat]>;
  for (const seat of SEATS) played[seat] = hands[recordedSeatOf(variant, seat)];
  return played;
}

/** The DD table of a rotation, from the recorded deal's table (undefined for a swap, which needs the engine). */
export function rotatedTable(table: DdTable, variant: DealVariant): DdTable | undefined {
  if (variant.kind !== 'rotation') return undefined;
  const turned = {} as DdTable;
  for (const seat of SEATS) turned[seat] = { ...table[recordedSeatOf(variant, seat)] } as Record<Strain, number>;
  return turned;
}
