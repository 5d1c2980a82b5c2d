/**
 * The Result and Score tags (PBN §3.4.15, §4.2): every written form (`9`, `NS 9`, `EW 4 NS 9`,
 * a leading `^`), converted to tricks or points from the declaring side's view, and written
 * back in the form the file already uses so that a fix changes nothing else.
 */
import { Seat, Side, otherSide, sideOf } from '../../bridge/seats';

/** A Result value read into trick counts. */
export interface ResultValue {
  /** The `^` irregular-result marker. */
  irregular: boolean;
  /** Tricks per side, where the value says (or implies) them. */
  tricks: Partial<Record<Side, number>>;
  /** The form written: `declarer`, `NS`, `EW`, `NS EW`, `EW NS`. */
  form: 'declarer' | 'NS' | 'EW' | 'NS EW' | 'EW NS';
}

/** A Score value read into points per side. */
export interface ScoreValue {
  points: Partial<Record<Side, number>>;
  form: 'declarer' | 'NS' | 'EW' | 'NS EW' | 'EW NS';
}

const SIDE_PAIR = /^(NS|EW) (\S+)(?: (NS|EW) (\S+))?$/;

/** Parses a Result value; undefined when it does not fit any form. */
export function parseResult(value: string, declarer: Seat | undefined): ResultValue | undefined {
  const irregular = value.startsWith('^');
  const body = irregular ? value.slice(1) : value;
  const single = trickCount(body);
  if (single !== undefined) {
    if (!declarer) return { irregular, tricks: {}, form: 'declarer' };
    return { irregular, tricks: sidePair(sideOf(declarer), single, 13 - single), form: 'declarer' };
  }
  const match = SIDE_PAIR.exec(body);
  if (!match) return undefined;
  const first = trickCount(match[2]);
  if (first === undefined) return undefined;
  const tricks: Partial<Record<Side, number>> = match[1] === 'NS' ? { NS: first } : { EW: first };
  if (match[3]) {
    const second = trickCount(match[4]);
    if (second === undefined || match[3] === match[1] || first + second > 13) return undefined;
    tricks[match[3] as Side] = second;
    return { irregular, tricks, form: `${match[1]} ${match[3]}` as ResultValue['form'] };
  }
  tricks[otherSide(match[1] as Side)] = 13 - first;
  return { irregular, tricks, form: match[1] as Side };
}

/** A trick count of one or two digits up to 13, else undefined. */
function trickCount(text: string): number | undefined {
  if (text.length < 1 || text.length > 2) return undefined;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) return undefined;
  }
  const count = Number(text);
  return count <= 13 ? count : undefined;
}

/** `{ side: ours, other side: theirs }`, `side`'s key first (an object literal each way, not computed keys). */
function sidePair(side: Side, ours: number, theirs: number): Partial<Record<Side, number>> {
  return side === 'NS' ? { NS: ours, EW: theirs } : { EW: ours, NS: theirs };
}

/** Writes a trick count for the declaring side in the Result form already used. */
export function formatResult(declaringSideTricks: number, declarer: Seat, irregular: boolean, form: ResultValue['form']): string {
  const side = sideOf(declarer);
  const tricks = (which: Side) => (which === side ? declaringSideTricks : 13 - declaringSideTricks);
  const marker = irregular ? '^' : '';
  switch (form) {
    case 'declarer': return `${marker}${declaringSideTricks}`;
    case 'NS': case 'EW': return `${marker}${form} ${tricks(form)}`;
    default: {
      const [first, second] = form.split(' ') as Side[];
      return `${marker}${first} ${tricks(first)} ${second} ${tricks(second)}`;
    }
  }
}

/** Parses a Score value; undefined when it does not fit any form. */
export function parseScore(value: string, declarer: Seat | undefined): ScoreValue | undefined {
  const number = integerValue;
  const single = number(value);
  if (single !== undefined) {
    if (!declarer) return { points: {}, form: 'declarer' };
    return { points: sidePair(sideOf(declarer), single, -single), form: 'declarer' };
  }
  const match = SIDE_PAIR.exec(value);
  if (!match) return undefined;
  const first = number(match[2]);
  if (first === undefined) return undefined;
  const points: Partial<Record<Side, number>> = match[1] === 'NS' ? { NS: first } : { EW: first };
  if (match[3]) {
    const second = number(match[4]);
    if (second === undefined || match[3] === match[1]) return undefined;
    points[match[3] as Side] = second;
    return { points, form: `${match[1]} ${match[3]}` as ScoreValue['form'] };
  }
  points[otherSide(match[1] as Side)] = -first;
  return { points, form: match[1] as Side };
}

/** The value of `[+-]?digits`, else undefined (read without a regular expression: every game has a Score). */
function integerValue(text: string): number | undefined {
  const sign = text.charCodeAt(0) === 43 || text.charCodeAt(0) === 45 ? 1 : 0;
  if (text.length <= sign) return undefined;
  for (let at = sign; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) return undefined;
  }
  return Number(text);
}

/** Writes the declaring side's score in the Score form already used. */
export function formatScore(declaringSideScore: number, declarer: Seat, form: ScoreValue['form']): string {
  const side = sideOf(declarer);
  // Built only for the forms that name a side: most files write the declarer form.
  const points = (which: Side) => (which === side ? declaringSideScore : -declaringSideScore);
  switch (form) {
    case 'declarer': return String(declaringSideScore);
    case 'NS': case 'EW': return `${form} ${points(form)}`;
    default: {
      const [first, second] = form.split(' ') as Side[];
      return `${first} ${points(first)} ${second} ${points(second)}`;
    }
  }
}

/** `NS 620` / `EW 100`: the declaring side's score as the CLI JSON shows it. */
export function sideScore(declarer: Seat, declaringSideScore: number): string {
  return `${sideOf(declarer)} ${declaringSideScore}`;
}
