/**
 * The boards a folded finding names (features/diagnostics/noiseBoards.ts): kept as bits where a
 * board is a plain number, the message's ranges the same as those of the labels kept as strings
 * and sorted by number (issue 37 item 16: a 60 MB file with an unknown tag on every board held
 * 200,000 labels per tag until its end).
 */
import * as assert from 'node:assert';
import { NoiseBoards } from '../../server/src/features/diagnostics/noiseBoards';
import { seededRandom } from '../../scripts/benchBoards';

/** The ranges worked out the plain way: every distinct label kept, a stable sort by number (none last). */
function plainRanges(labels: readonly string[]): string {
  const sorted = [...new Set(labels)].sort((a, b) => {
    const x = Number(a) || Infinity, y = Number(b) || Infinity;
    return x === y ? 0 : x - y;
  });
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; index++) {
    let end = index;
    while (end + 1 < sorted.length && Number(sorted[end + 1]) === Number(sorted[end]) + 1) end++;
    parts.push(end > index ? `${sorted[index]}–${sorted[end]}` : sorted[index]);
    index = end;
  }
  return parts.length > 8 ? `${parts.slice(0, 8).join(', ')}, …` : parts.join(', ');
}

function rangesOf(labels: readonly string[]): string {
  const boards = new NoiseBoards();
  for (const label of labels) boards.add(label);
  return boards.ranges();
}

describe('the boards of a folded finding (issue 37 item 16)', () => {
  it('writes runs of numbers as ranges, in numeric order, with … after eight', () => {
    assert.strictEqual(rangesOf(['3', '1', '2', '2', '14', '20', '22', '21']), '1–3, 14, 20–22');
    assert.strictEqual(rangesOf(['1', '3', '5', '7', '9', '11', '13', '15']), '1, 3, 5, 7, 9, 11, 13, 15');
    assert.strictEqual(rangesOf(['1', '3', '5', '7', '9', '11', '13', '15', '17']), '1, 3, 5, 7, 9, 11, 13, 15, …');
  });

  it('puts labels of the same number in the order they came, and labels without a number last', () => {
    // "05" came before the plain 5, "5.0" after it; "#7" (a game without Board) and "A" have no number.
    // Sorted: 4, 05, 5, 5.0, 6, #7, A; a range runs while each number is one more than the last:
    // 4 → 05 (5), then 5 (not 6) starts anew, 5.0 (not 6) anew, 6 (5.0 + 1) joins it.
    assert.strictEqual(rangesOf(['#7', '05', '4', '5', 'A', '5.0', '6']), '4–05, 5, 5.0–6, #7, A');
  });

  it('gives the same ranges as the plain labels sorted, on 2,000 random lists', () => {
    const random = seededRandom(37);
    const pool = ['0', '00', '-2', '1.5', '07', '7.0', '#3', '#12', 'X', '9000000', '70001', '8388608', ' 4'];
    for (let round = 0; round < 2000; round++) {
      const labels: string[] = [];
      const length = 1 + Math.floor(random() * 40);
      for (let index = 0; index < length; index++) {
        labels.push(random() < 0.25 ? pool[Math.floor(random() * pool.length)] : String(1 + Math.floor(random() * 30)));
      }
      assert.strictEqual(rangesOf(labels), plainRanges(labels), JSON.stringify(labels));
    }
  });

  it('keeps the highest board number a bit can hold as a bit, and the next as its label', () => {
    assert.strictEqual(rangesOf(['8388608', '8388607', '8388606', '1']), '1, 8388606–8388608');
    // The range runs on from the bits into the label; only 8388608 is kept as written.
    const boards = new NoiseBoards();
    for (const label of ['8388608', '8388607', '8388606']) boards.add(label);
    assert.strictEqual((boards as unknown as { others: Map<string, unknown> }).others.size, 1);
  });

  it('holds 200,000 boards in bits, not strings', () => {
    const boards = new NoiseBoards();
    for (let board = 1; board <= 200000; board++) boards.add(String(board));
    assert.strictEqual(boards.ranges(), '1–200000');
    // The bitmap of 200,000 boards is 25 KB; no label is kept as a string.
    assert.ok((boards as unknown as { bits: Uint8Array }).bits.byteLength <= 64 * 1024);
    assert.strictEqual((boards as unknown as { others: Map<string, unknown> }).others.size, 0);
  });
});
