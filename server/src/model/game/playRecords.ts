/**
 * The card tokens of a play section, compact: five numbers per token in a slab (offsets, the
 * `^R`/`^L` marks before it, and packed: what it is, the card as an index, the card a revoker
 * still held, the note, and in a trick's first token its leader and winner); suffixes and NAGs,
 * which are rare, aside. The play reader fills it; the editor features get `TrickRecord` and
 * `CardRecord` objects built from it on first use.
 */
import { CARD_CODES_BY_INDEX, CardIndex } from '../../bridge/cardIndex';
import { SEATS, Seat } from '../../bridge/seats';
import { SectionItem } from '../../syntax/gameSyntax';
import { copyToSlab } from '../../syntax/slab';
import type { CardRecord, TrickRecord } from './playTypes';
import { NO_NAGS } from './annotations';

/** What a card token is. */
export const CARD_TOKEN = 0, DASH_TOKEN = 1, PLUS_TOKEN = 2, BAD_TOKEN = 3;

const SLOT = 5;
const START = 0, END = 1, REVOKE_MARK = 2, LEAD_MARK = 3, PACKED = 4;
/** In PACKED: kind (bits 0-1), after `+` (2), card + 1 (3-8), held + 1 (9-14), note (15-20); in a trick's first slot also leader + 1 (21-23), winner + 1 (24-26), complete (27). */
const TRICK_SHIFT = 21;
const AFTER_PLUS = 4;
const SCRATCH = new Int32Array(52 * SLOT);

export { NO_NAGS } from './annotations';

/** The card tokens of one play section. */
export class PlayRecords {
  /** Number of card tokens. */
  count = 0;
  /** NAGs per token, only for the tokens that have some. */
  nags?: Array<number[] | undefined>;
  /** The suffix (`!`, `?!`) after a token, as start and end, only for the tokens that have one. */
  private suffixes?: Array<[number, number] | undefined>;
  /** Where this play's numbers start in `data`. */
  private offset = 0;

  constructor(private data: Int32Array, readonly firstColumn: number) {}

  /** A store for up to 52 tokens; it shares a buffer until `trim` (one play is read at a time). */
  static create(firstColumn: number): PlayRecords {
    return new PlayRecords(SCRATCH, firstColumn);
  }

  /** Appends a token; returns its slot. */
  add(kind: number, start: number, end: number, card: CardIndex, revokeMark: number, leadMark: number, afterPlus: boolean): number {
    const at = this.offset + this.count * SLOT;
    this.data[at + START] = start;
    this.data[at + END] = end;
    this.data[at + REVOKE_MARK] = revokeMark;
    this.data[at + LEAD_MARK] = leadMark;
    this.data[at + PACKED] = kind | (afterPlus ? AFTER_PLUS : 0) | ((card + 1) << 3);
    return this.count++;
  }

  /** Gives the store its own buffer of the right size once the section is read. */
  trim(): void {
    const place = copyToSlab(this.data, this.count * SLOT);
    this.data = place.slab;
    this.offset = place.offset;
  }

  start(slot: number): number { return this.data[this.offset + slot * SLOT + START]; }
  end(slot: number): number { return this.data[this.offset + slot * SLOT + END]; }
  /** Offset of the `^R` before the token, or -1. */
  revokeMark(slot: number): number { return this.data[this.offset + slot * SLOT + REVOKE_MARK]; }
  /** Offset of the `^L` before the token, or -1. */
  leadMark(slot: number): number { return this.data[this.offset + slot * SLOT + LEAD_MARK]; }
  kind(slot: number): number { return this.data[this.offset + slot * SLOT + PACKED] & 3; }
  afterPlus(slot: number): boolean { return (this.data[this.offset + slot * SLOT + PACKED] & AFTER_PLUS) !== 0; }
  /** The card as an index, or -1 (unknown, `+`, not a card, or dropped after `+`). */
  card(slot: number): CardIndex { return ((this.data[this.offset + slot * SLOT + PACKED] >> 3) & 63) - 1; }
  /** The lowest card of the suit led the player still held when he revoked with this card, or -1. */
  held(slot: number): CardIndex { return ((this.data[this.offset + slot * SLOT + PACKED] >> 9) & 63) - 1; }
  /** The note number (1..32), or 0. */
  note(slot: number): number { return (this.data[this.offset + slot * SLOT + PACKED] >> 15) & 63; }
  suffixStart(slot: number): number { return this.suffixes?.[slot]?.[0] ?? -1; }
  suffixEnd(slot: number): number { return this.suffixes?.[slot]?.[1] ?? -1; }
  /** The seat of a slot: fixed columns from the Play tag. */
  seat(slot: number): number { return (this.firstColumn + slot) & 3; }

  /** Forgets the card of a slot (a card after `+` that may not stand there). */
  dropCard(slot: number): void { this.setField(slot, 3, 63, 0); }
  setHeld(slot: number, card: CardIndex): void { this.setField(slot, 9, 63, card + 1); }
  setNote(slot: number, note: number): void { this.setField(slot, 15, 63, note); }
  setSuffix(slot: number, start: number, end: number): void {
    (this.suffixes ??= [])[slot] = [start, end];
  }

  /** Leader and winner of trick `trick` (0-based), as seat indexes or -1, and whether it is complete. */
  setTrick(trick: number, leader: number, winner: number, complete: boolean): void {
    this.setField(trick * 4, TRICK_SHIFT, 127, (leader + 1) | ((winner + 1) << 3) | (complete ? 64 : 0));
  }
  leader(trick: number): number { return ((this.data[this.offset + trick * 4 * SLOT + PACKED] >> TRICK_SHIFT) & 7) - 1; }
  winner(trick: number): number { return ((this.data[this.offset + trick * 4 * SLOT + PACKED] >> (TRICK_SHIFT + 3)) & 7) - 1; }
  complete(trick: number): boolean { return ((this.data[this.offset + trick * 4 * SLOT + PACKED] >> (TRICK_SHIFT + 6)) & 1) !== 0; }

  private setField(slot: number, shift: number, mask: number, value: number): void {
    const at = this.offset + slot * SLOT + PACKED;
    this.data[at] = (this.data[at] & ~(mask << shift)) | ((value & mask) << shift);
  }

  /** The tricks as objects, for the editor features (`source` is the game's text). */
  tricks(source: string): TrickRecord[] {
    const tricks: TrickRecord[] = [];
    for (let first = 0; first < this.count; first += 4) {
      const trick = first / 4;
      const cards: CardRecord[] = [];
      for (let slot = first; slot < Math.min(this.count, first + 4); slot++) cards.push(this.record(slot, source));
      const leader = this.leader(trick), winner = this.winner(trick);
      const record: TrickRecord = { number: trick + 1, cards, complete: this.complete(trick) };
      record.leader = leader >= 0 ? SEATS[leader] : undefined;
      if (winner >= 0) record.winner = SEATS[winner];
      tricks.push(record);
    }
    return tricks;
  }

  private record(slot: number, source: string): CardRecord {
    const kind = this.kind(slot);
    const start = this.start(slot), end = this.end(slot);
    const seat = SEATS[this.seat(slot)];
    const revokeMark = markItem(source, this.revokeMark(slot));
    const leadMark = markItem(source, this.leadMark(slot));
    const nags = this.nags?.[slot] ?? NO_NAGS;
    let record: CardRecord;
    if (kind === DASH_TOKEN) record = { seat, text: '-', start, end, nags, revokeMark, leadMark };
    else if (kind === PLUS_TOKEN) record = { seat, text: '+', start, end, nags, revokeMark, leadMark };
    else if (kind === BAD_TOKEN) record = { seat, text: source.slice(start, end), start, end, nags, revokeMark, leadMark, afterPlus: this.afterPlus(slot) };
    else {
      const card = this.card(slot);
      record = { seat, text: source.slice(start, end), start, end, nags, revokeMark, leadMark, afterPlus: this.afterPlus(slot), card: card >= 0 ? CARD_CODES_BY_INDEX[card] : undefined };
    }
    const suffixStart = this.suffixStart(slot);
    if (suffixStart >= 0) record.suffix = { kind: 'suffix', text: source.slice(suffixStart, this.suffixEnd(slot)), start: suffixStart, end: this.suffixEnd(slot) };
    if (this.note(slot) > 0) record.note = this.note(slot);
    const held = this.held(slot);
    if (held >= 0) record.revoke = { held: CARD_CODES_BY_INDEX[held] };
    return record;
  }
}

/** The `^R` or `^L` item at `start` (two characters), or undefined for -1. */
function markItem(source: string, start: number): SectionItem | undefined {
  return start < 0 ? undefined : { kind: 'irregularity', text: source.slice(start, start + 2), start, end: start + 2 };
}
