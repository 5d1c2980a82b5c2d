/**
 * Every single-byte change of the two files that carry a check (.dlm: the checksums; .dup: the
 * deal twice) is either named as a problem or leaves the boards as they were, and no change makes
 * the reader throw. Each byte is changed in its lowest bit and in bit 5 (0x20: the case of a
 * letter); a .dup record's last 10 bytes (the header with the first board and the count, padding
 * in the others) are left out: a different first board there is a good file of other numbers.
 * Test tier: full — some 15,000 readings.
 */
import assert from 'node:assert/strict';
import { readDealFile } from '../../server/src/dealFiles/dealFileReader';
import { fixtureBytes } from './fixtures';

/** The boards of a reading as comparable values. */
function boardsOf(bytes: Uint8Array, name: string) {
  const reading = readDealFile(bytes, name);
  return { problems: reading.problems.length, boards: reading.boards.map((board) => `${board.number}:${board.owners.join('')}`) };
}

/** The positions of a file whose change is counted and the changes that went unnamed and altered a board. */
function unnamedChanges(name: string, counted: (at: number) => boolean): { changes: number; unnamed: string[] } {
  const original = fixtureBytes(name);
  const expected = boardsOf(original, name);
  assert.equal(expected.problems, 0);
  const unnamed: string[] = [];
  let changes = 0;
  for (let at = 0; at < original.length; at++) {
    if (!counted(at)) continue;
    for (const bit of [0x01, 0x20]) {
      const changed = Buffer.from(original);
      changed[at] ^= bit;
      changes++;
      const read = boardsOf(changed, name);
      if (read.problems === 0 && read.boards.join() !== expected.boards.join()) unnamed.push(`byte ${at} ^ ${bit}`);
    }
  }
  return { changes, unnamed };
}

describe('deal files: a changed byte is named or harmless', () => {
  it('the comparison sees a change: in a .bri file, which has no check, some go unnamed', () => {
    // Board 1's second card 10 (North's ♠5) changed to 11 (♠4, West's in Q432): West then holds ♠5, a good deal.
    const { unnamed } = unnamedChanges('test.bri', (at) => at < 78);
    assert.ok(unnamed.includes('byte 3 ^ 1'), unnamed.join(', '));
  });

  for (const set of ['test', 'big-deal']) {
    it(`${set}.dlm: every byte`, () => {
      const { changes, unnamed } = unnamedChanges(`${set}.dlm`, () => true);
      assert.equal(changes, 2 * fixtureBytes(`${set}.dlm`).length);
      assert.deepEqual(unnamed, []);
    });

    it(`${set}.dup: every byte of the deals`, () => {
      const { changes, unnamed } = unnamedChanges(`${set}.dup`, (at) => at % 156 < 146);
      assert.equal(changes, 2 * 146 * (fixtureBytes(`${set}.dup`).length / 156));
      assert.deepEqual(unnamed, []);
    });
  }
});
