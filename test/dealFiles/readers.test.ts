/**
 * The deal-file readers (server/src/dealFiles): every format of the two fixture sets gives the
 * boards of the PBN file that came with it (number, dealer, vulnerability, deal), and a bad file
 * gives a problem naming the board: a .dlm checksum that does not match (the board's, the
 * file's), a board that is not 52 distinct cards in four hands of 13, a truncated file, a .dup
 * whose two copies of a deal differ, bytes that are no cards. The broken files are made here
 * from the good ones, each change worked out by hand in its comment.
 */
import assert from 'node:assert/strict';
import { readDealFile } from '../../server/src/dealFiles/dealFileReader';
import { fixtureBoards, fixtureBytes, pbnBoards } from './fixtures';

/** The problems of a file given as bytes (or latin1 text) under `name`. */
function problemsOf(bytes: Uint8Array | string, name: string) {
  return readDealFile(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes, name).problems;
}

/** A copy of a fixture with the bytes at `at` replaced by `text`. */
function patched(name: string, at: number, text: string): Buffer {
  const bytes = Buffer.from(fixtureBytes(name));
  bytes.write(text, at, 'latin1');
  return bytes;
}

describe('deal files: every format gives the boards of its PBN file', () => {
  for (const set of ['test', 'big-deal']) {
    const expected = fixtureBoards(`${set}.pbn`);
    for (const format of ['dlm', 'dup', 'bri', 'dge']) {
      it(`${set}.${format}: the ${expected.length} boards of ${set}.pbn`, () => {
        const reading = readDealFile(fixtureBytes(`${set}.${format}`), `${set}.${format}`);
        assert.deepEqual(reading.problems, []);
        assert.equal(reading.format, format);
        assert.deepEqual(pbnBoards(reading.pbn), expected);
      });
    }
  }

  it('the format comes from the extension in either case', () => {
    assert.equal(readDealFile(fixtureBytes('test.dlm'), 'SESSION.DLM').boards.length, 16);
  });
});

describe('deal files: a bad file names the board', () => {
  it('.dlm: a board checksum that does not match', () => {
    const text = fixtureBytes('test.dlm').toString('latin1').replace('Board 01=fokfapmnnkpbcfibeooicpgahi022', 'Board 01=fokfapmnnkpbcfibeooicpgahi023');
    assert.deepEqual(problemsOf(text, 'test.dlm'), [{ kind: 'checksum', board: 1, found: 23, expected: 22 }]);
  });

  it('.dlm: a letter changed with its checksum gives North 15 cards', () => {
    // 'f' = 5 = East, East for ♠A ♠K; 'a' gives both to North. Checksum 22 ^ 102 ^ 97 = 22 ^ 7 = 17.
    const text = fixtureBytes('test.dlm').toString('latin1').replace('Board 01=fokfapmnnkpbcfibeooicpgahi022', 'Board 01=aokfapmnnkpbcfibeooicpgahi017');
    assert.deepEqual(problemsOf(text, 'test.dlm'), [{ kind: 'hand-size', board: 1, seat: 'N', cards: 15 }]);
  });

  it('.dlm: the file\'s checksum (16 boards, Status=Show: 16 ^ 1 = 17)', () => {
    const text = fixtureBytes('test.dlm').toString('latin1').replace('Checksum=17', 'Checksum=16');
    assert.deepEqual(problemsOf(text, 'test.dlm'), [{ kind: 'file-checksum', found: 16, expected: 17 }]);
  });

  it('.dlm: cut in the line of board 5, which is named first, then the boards that are missing', () => {
    const text = fixtureBytes('test.dlm').toString('latin1');
    const cut = text.slice(0, text.indexOf('Board 05=') + 'Board 05='.length + 10);
    const problems = problemsOf(cut, 'test.dlm');
    assert.deepEqual(problems[0], { kind: 'truncated', board: 5, bytes: 10, needed: 29 });
    assert.deepEqual(problems.slice(1).map((problem) => problem.kind === 'missing-board' && problem.board), [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('.dlm: a letter past p is no pair of holders', () => {
    const text = fixtureBytes('test.dlm').toString('latin1').replace('Board 02=dcfl', 'Board 02=dcfq');
    assert.deepEqual(problemsOf(text, 'test.dlm'), [{ kind: 'unreadable', board: 2, at: 4, text: 'q' }]);
  });

  it('.dlm: a text without [Document] is no deal file', () => {
    assert.deepEqual(problemsOf('[Event "x"]\n', 'x.dlm'), [{ kind: 'not-a-deal-file', format: 'dlm', detail: '[Document]' }]);
  });

  it('.dup: a card twice in the BRI part (North\'s ♠6, 09, written as ♠5, 10)', () => {
    // Board 1, North ♠65 (09 10): with 09 written as 10 North holds ♠5 (index 9) twice, and ♠6 is
    // left to West, who ends with 14 cards. The card given twice is named.
    const problems = problemsOf(patched('test.dup', 0, '10'), 'test.dup');
    assert.deepEqual(problems, [{ kind: 'cards', board: 1, twice: [9], missing: [] }]);
  });

  it('.dup: the DGE copy of board 2 differs from its BRI part', () => {
    // Board 2's record starts at 156; its DGE part at 156 + 78. Two ranks of one suit swapped
    // between hands: the first rank after North's ♠ marker becomes the first after East's, and back.
    const bytes = Buffer.from(fixtureBytes('test.dup'));
    const dge = 156 + 78;
    const north = bytes.indexOf(6, dge) + 1;
    const east = bytes.indexOf(6, bytes.indexOf(5, north) + 1) + 1;
    [bytes[north], bytes[east]] = [bytes[east], bytes[north]];
    assert.notEqual(bytes[north], bytes[east]);
    assert.deepEqual(problemsOf(bytes, 'test.dup'), [{ kind: 'parts-differ', board: 2 }]);
  });

  it('.dup: cut 40 bytes into board 4 (records of 156 bytes)', () => {
    const bytes = fixtureBytes('test.dup').subarray(0, 156 * 3 + 40);
    assert.deepEqual(problemsOf(bytes, 'test.dup'), [{ kind: 'truncated', board: 4, bytes: 40, needed: 156 }]);
  });

  it('.dup: the header of the first record holds the first board and the count', () => {
    // Big Deal's file: `YN1  0 02 `; written as first board 5, its two boards are 5 and 6.
    const reading = readDealFile(patched('big-deal.dup', 146, 'YN5 '), 'big-deal.dup');
    assert.deepEqual(reading.boards.map((board) => board.number), [5, 6]);
    assert.deepEqual(pbnBoards(reading.pbn).map((board) => [board.board, board.dealer, board.vulnerable]), [['5', 'N', 'NS'], ['6', 'E', 'EW']]);
  });

  it('.bri: 53 is no card', () => {
    assert.deepEqual(problemsOf(patched('test.bri', 128 * 2, '53'), 'test.bri'), [{ kind: 'unreadable', board: 3, at: 1, text: '53' }]);
  });

  it('.dge: cut 30 bytes into board 3 (records of 128 bytes, deals of 68)', () => {
    const bytes = fixtureBytes('test.dge').subarray(0, 128 * 2 + 30);
    assert.deepEqual(problemsOf(bytes, 'test.dge'), [{ kind: 'truncated', board: 3, bytes: 30, needed: 68 }]);
  });

  it('.dge: a rank twice in a suit is a card twice and one missing', () => {
    // Board 1, North ♠65: the 5 written as 6 gives ♠6 twice (index 8) and ♠5 (index 9) to nobody.
    const bytes = patched('test.dge', 2, '6');
    assert.deepEqual(problemsOf(bytes, 'test.dge'), [{ kind: 'cards', board: 1, twice: [8], missing: [9] }]);
  });

  it('an empty file has no boards', () => {
    assert.deepEqual(problemsOf(new Uint8Array(0), 'x.bri'), [{ kind: 'no-boards' }]);
    assert.deepEqual(problemsOf(new Uint8Array(0), 'x.dup'), [{ kind: 'no-boards' }]);
  });
});
