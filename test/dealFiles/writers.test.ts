/**
 * The deal-file writers: the boards of each fixture set written as .dup give the fixture's .dup
 * byte for byte, written as .dlm give the fixture's board lines (1 to 99, the filler deals
 * included) and its checksum; written and read back they are the same boards; a set that the
 * formats cannot hold (numbers not in turn, past 99, none) is refused with the board named.
 */
import assert from 'node:assert/strict';
import { readDealFile } from '../../server/src/dealFiles/dealFileReader';
import { emptyBoard } from '../../server/src/dealFiles/dealBoard';
import { writeDlm, writeDup, writeProblem } from '../../server/src/dealFiles/dealFileWriter';
import { fixtureBytes } from './fixtures';

/** The lines of a .dlm text from its first `Duplicates` line, and its Checksum line. */
function dlmBody(text: string): { checksum: string | undefined; boards: string[] } {
  const lines = text.split(/\r?\n/);
  return { checksum: lines.find((line) => line.startsWith('Checksum=')), boards: lines.slice(lines.findIndex((line) => line.startsWith('Duplicates 01'))).filter((line) => line !== '') };
}

describe('deal files: writing .dup and .dlm', () => {
  for (const set of ['test', 'big-deal']) {
    it(`${set}: the boards read from the .dlm written as .dup are ${set}.dup`, () => {
      const boards = readDealFile(fixtureBytes(`${set}.dlm`), `${set}.dlm`).boards;
      assert.equal(writeProblem(boards, 'dup'), undefined);
      assert.deepEqual(Buffer.from(writeDup(boards)), fixtureBytes(`${set}.dup`));
    });

    it(`${set}: the boards read from the .dup written as .dlm have the board lines of ${set}.dlm`, () => {
      const boards = readDealFile(fixtureBytes(`${set}.dup`), `${set}.dup`).boards;
      const written = writeDlm(boards);
      assert.deepEqual(dlmBody(written), dlmBody(fixtureBytes(`${set}.dlm`).toString('latin1')));
      const again = readDealFile(Buffer.from(written, 'latin1'), 'again.dlm');
      assert.deepEqual(again.problems, []);
      assert.deepEqual(again.pbn, readDealFile(fixtureBytes(`${set}.dup`), `${set}.dup`).pbn);
    });
  }

  it('boards 7 to 9 round-trip through .dup and .dlm with their numbers', () => {
    const boards = readDealFile(fixtureBytes('test.bri'), 'test.bri').boards.slice(6, 9);
    assert.deepEqual(boards.map((board) => board.number), [7, 8, 9]);
    for (const [format, bytes] of [['dup', writeDup(boards)], ['dlm', Buffer.from(writeDlm(boards), 'latin1')]] as const) {
      const again = readDealFile(bytes, `again.${format}`);
      assert.deepEqual(again.problems, [], format);
      assert.deepEqual(again.boards.map((board) => [board.number, [...board.owners]]), boards.map((board) => [board.number, [...board.owners]]), format);
    }
  });

  it('a set the formats cannot hold is refused, the board named', () => {
    const numbered = (...numbers: number[]) => numbers.map((number) => emptyBoard(number));
    assert.deepEqual(writeProblem(numbered(1, 2, 4), 'dlm'), { kind: 'not-consecutive', board: 4, expected: 3 });
    assert.deepEqual(writeProblem(numbered(99, 100), 'dlm'), { kind: 'out-of-range', board: 100, highest: 99 });
    assert.deepEqual(writeProblem([], 'dup'), { kind: 'no-boards' });
  });
});
