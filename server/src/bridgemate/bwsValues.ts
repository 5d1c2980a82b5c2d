/**
 * Bridgemate's spellings read as bridge values: a contract as the tables enter it (`4 S`,
 * `3 NT x`, `6 H xx`, `PASS`), a result relative to the contract (`=`, `+1`, `-2`), a card with
 * `10` for the ten (`S10`, `HA`; `Sx` when the player did not say which), a call (`1NT`, `PASS`,
 * `x`, `xx`), a seat letter, and a hand record's suit (`AKQ1072` or `AKQT72`).
 */
import { Card, cardCode, parseSuit } from '../bridge/cards';
import { Contract, Risk, parseStrain } from '../bridge/contract';
import { Seat, parseSeat } from '../bridge/seats';

/** A contract field: a contract, a pass-out, or nothing readable. */
export type BwsContract = { kind: 'contract'; contract: Contract } | { kind: 'pass' } | { kind: 'none' };

/** Reads a contract field. */
export function readBwsContract(text: string): BwsContract {
  const words = text.trim().split(/\s+/).filter((word) => word.length > 0);
  if (words.length === 1 && /^pass$/i.test(words[0])) return { kind: 'pass' };
  // `4 S x` as entered, or `4S` / `4SX` written together.
  const joined = words.join('');
  const match = /^([1-7])(NT|[SHDCN])(X{0,2})$/i.exec(joined);
  if (!match) return { kind: 'none' };
  const strain = parseStrain(match[2], true);
  return strain ? { kind: 'contract', contract: { level: Number(match[1]), strain, risk: match[3].toUpperCase() as Risk } } : { kind: 'none' };
}

/** The tricks a result field gives for a contract of `level` (`=` level + 6, `+n`, `-n`); undefined when unreadable. */
export function tricksOfResult(text: string, level: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '=' || trimmed === '0') return level + 6;
  const match = /^([+-])(\d{1,2})$/.exec(trimmed);
  if (!match) return undefined;
  return level + 6 + (match[1] === '+' ? 1 : -1) * Number(match[2]);
}

/** A card field: a card, a card of a known suit whose rank was not entered (`Sx`), or nothing readable. */
export type BwsCard = { kind: 'card'; card: Card } | { kind: 'unidentified'; text: string } | { kind: 'none' };

/** Reads a card field (`S10`, `ST`, `HA`, `Sx`). */
export function readBwsCard(text: string): BwsCard {
  const trimmed = text.trim();
  if (trimmed.length < 2) return { kind: 'none' };
  const suit = parseSuit(trimmed[0]);
  if (!suit) return { kind: 'none' };
  const rank = trimmed.slice(1);
  if (/^x$/i.test(rank)) return { kind: 'unidentified', text: trimmed };
  const card = cardCode(suit, rank === '10' ? 'T' : rank);
  return card && rank.length <= 2 ? { kind: 'card', card } : { kind: 'none' };
}

/** A call in PBN (`1NT`, `Pass`, `X`, `XX`); undefined when unreadable. */
export function pbnCall(text: string): string | undefined {
  const joined = text.trim().split(/\s+/).join('');
  if (/^(pass|p)$/i.test(joined)) return 'Pass';
  if (/^x$/i.test(joined)) return 'X';
  if (/^xx$/i.test(joined)) return 'XX';
  const match = /^([1-7])(NT|[SHDCN])$/i.exec(joined);
  if (!match) return undefined;
  const strain = parseStrain(match[2], true);
  return strain ? `${match[1]}${strain}` : undefined;
}

/** A seat letter (`N`, `E`, `S`, `W`, or the seat's name). */
export function bwsSeat(text: string): Seat | undefined {
  const first = text.trim().slice(0, 1);
  return first ? parseSeat(first) : undefined;
}

/** A hand record's suit in PBN ranks (`AKQ1072` → `AKQT72`); undefined when it holds anything but ranks. */
export function pbnSuit(text: string): string | undefined {
  const ranks = text.replace(/10/g, 'T').replace(/[\s-]/g, '').toUpperCase();
  return /^[AKQJT98765432]*$/.test(ranks) ? ranks : undefined;
}
