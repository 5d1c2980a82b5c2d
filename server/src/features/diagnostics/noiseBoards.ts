/**
 * The boards of one fold group of a file's noise (fileNoise.ts), kept compact: a file that repeats
 * an unknown tag on each of 200,000 boards must not hold 200,000 strings until its end. Board
 * numbers written plainly (`1` … `8388607`) are bits of a bitmap; every other label (`#12`, `01`,
 * `A3`) is kept as written. `ranges()` gives what the message shows: the distinct boards in the
 * order a numeric sort of the labels gives (labels of the same number in the order they first came,
 * labels without a number last, as they came), as short ranges (`1–12, 14, 20–22`, ending in `…`
 * after eight).
 */

/** The highest board number kept as a bit (a bitmap of 1 MB); larger numbers are kept as labels. */
const MAX_BIT = (1 << 23) - 1;
const PLAIN_NUMBER = /^[1-9][0-9]{0,6}$/;
/** The number of ranges a message shows before `…`. */
const SHOWN_RANGES = 8;

/** A label not kept as a bit, with where it stands among the labels of its number. */
interface OtherLabel {
  label: string;
  /** Its number (Infinity when it has none, or it is 0: those sort last). */
  key: number;
  /** True when the plain label of the same number had come before it. */
  afterPlain: boolean;
}

/** The distinct boards of one noise group. */
export class NoiseBoards {
  private bits = new Uint8Array(64);
  /** The highest board number kept as a bit (0: none). */
  private highest = 0;
  private readonly others = new Map<string, OtherLabel>();

  /** Adds the board labelled `label` (again or for the first time). */
  add(label: string): void {
    if (PLAIN_NUMBER.test(label)) {
      const value = Number(label);
      if (value <= MAX_BIT) { this.setBit(value); return; }
    }
    if (this.others.has(label)) return;
    const key = Number(label) || Infinity;
    this.others.set(label, { label, key, afterPlain: Number.isFinite(key) && this.hasBit(key) });
  }

  /** The boards as short ranges in numeric order: `1–12, 14, 20–22`, with `, …` after eight ranges. */
  ranges(): string {
    const parts: string[] = [];
    let start: string | undefined, previous: string | undefined;
    for (const label of this.sortedLabels()) {
      if (previous !== undefined && Number(label) === Number(previous) + 1) { previous = label; continue; }
      if (start !== undefined) parts.push(start === previous ? start : `${start}–${previous}`);
      if (parts.length > SHOWN_RANGES) break;
      start = previous = label;
    }
    if (start !== undefined && parts.length <= SHOWN_RANGES) parts.push(start === previous ? start : `${start}–${previous}`);
    return parts.length > SHOWN_RANGES ? `${parts.slice(0, SHOWN_RANGES).join(', ')}, …` : parts.join(', ');
  }

  /** The distinct labels in the order of a stable numeric sort of the labels as they first came. */
  private *sortedLabels(): Generator<string> {
    const others = [...this.others.values()].sort((a, b) => (a.key === b.key ? 0 : a.key - b.key));
    let next = 0;
    for (let value = 1; value <= this.highest; value++) {
      // A byte without a board is passed over whole.
      if ((value & 7) === 0 && this.bits[value >> 3] === 0) { value += 7; continue; }
      if (!this.hasBit(value)) continue;
      // Labels of smaller numbers first, then those of this number that came before its plain label.
      while (next < others.length && (others[next].key < value || (others[next].key === value && !others[next].afterPlain))) yield others[next++].label;
      yield String(value);
    }
    while (next < others.length) yield others[next++].label;
  }

  private setBit(value: number): void {
    if (value >> 3 >= this.bits.length) {
      const grown = new Uint8Array(Math.max(this.bits.length * 2, (value >> 3) + 1));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[value >> 3] |= 1 << (value & 7);
    if (value > this.highest) this.highest = value;
  }

  private hasBit(value: number): boolean {
    return value >> 3 < this.bits.length && (this.bits[value >> 3] & (1 << (value & 7))) !== 0;
  }
}
