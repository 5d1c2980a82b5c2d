/**
 * The entries of a source map as four integers each (PBN start and end, LIN start and end) in a
 * growing Int32Array: a 5 MB LIN file maps millions of pieces, and objects that many would keep
 * the garbage collector busier than everything else. Entries are appended in PBN order, so a
 * PBN offset is found by binary search; a LIN offset by scanning the few entries of one board.
 */

/** Entries as four integers each, appended in PBN order. */
export class EntryList {
  private data = new Int32Array(1024);
  count = 0;

  /** Appends an entry. */
  push(pbnStart: number, pbnEnd: number, linStart: number, linEnd: number): void {
    if ((this.count + 1) * 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set([pbnStart, pbnEnd, linStart, linEnd], this.count * 4);
    this.count++;
  }

  /**
   * Appends entries `[from, to)` of `source` moved: PBN offsets by `pbnShift`, LIN ranges after
   * `linAt` by `linShift` (the text after an edit moves, the text before it stays): a start at or
   * after it, an end after it or an empty range at it.
   */
  appendMoved(source: EntryList, from: number, to: number, pbnShift: number, linAt: number, linShift: number): void {
    const needed = (this.count + to - from) * 4;
    if (needed > this.data.length) {
      const grown = new Int32Array(Math.max(needed, this.data.length * 2));
      grown.set(this.data.subarray(0, this.count * 4));
      this.data = grown;
    }
    const data = this.data, read = source.data;
    let out = this.count * 4;
    if (pbnShift === 0 && linShift === 0) {
      data.set(read.subarray(from * 4, to * 4), out);
      this.count += to - from;
      return;
    }
    for (let at = from * 4, end = to * 4; at < end; at += 4, out += 4) {
      data[out] = read[at] + pbnShift;
      data[out + 1] = read[at + 1] + pbnShift;
      const linStart = read[at + 2], linEnd = read[at + 3];
      data[out + 2] = linStart >= linAt ? linStart + linShift : linStart;
      data[out + 3] = linEnd > linAt || (linEnd === linAt && linStart >= linAt) ? linEnd + linShift : linEnd;
    }
    this.count += to - from;
  }

  /** Field `field` (0 pbnStart, 1 pbnEnd, 2 linStart, 3 linEnd) of entry `index`. */
  at(index: number, field: number): number {
    return this.data[index * 4 + field];
  }

  /**
   * The entry holding a PBN offset: `[start, end)` for a start bias, `(start, end]` for an end
   * bias; -1 when none. Entries must not overlap.
   */
  holding(offset: number, bias: 'start' | 'end'): number {
    let low = 0, high = this.count - 1, found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = this.at(middle, 0);
      if (bias === 'end' ? start < offset : start <= offset) { found = middle; low = middle + 1; } else high = middle - 1;
    }
    if (found < 0) return -1;
    const end = this.at(found, 1);
    return (bias === 'start' ? offset < end : offset <= end) ? found : -1;
  }

  /** The index of the first entry starting at or after a PBN offset (count when none). */
  firstFrom(offset: number): number {
    let low = 0, high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.at(middle, 0) < offset) low = middle + 1; else high = middle;
    }
    return low;
  }

  /** The first entry in `[from, to)` whose LIN range holds `offset` (inside it, else at its end); -1 when none. */
  holdingLin(offset: number, from: number, to: number): number {
    let atEnd = -1;
    for (let index = from; index < to; index++) {
      const start = this.at(index, 2), end = this.at(index, 3);
      if (start <= offset && offset < end) return index;
      if (atEnd < 0 && start < offset && offset === end) atEnd = index;
    }
    return atEnd;
  }
}

