/**
 * The three LIN files of the shared corpus (provenance in its SOURCES.md): every board read
 * without a false error, what is reported counted per file (nothing: the files are sound, and
 * neither the reader nor the projection onto PBN may invent a fault), and facts worked out by
 * reading the files: boards, dealers, contracts and declarers from the auctions, alerts, claims,
 * the vugraph rooms and the `rs` list, which agrees with every room's own auction and claim.
 * Mutations of the files show that the claim and `rs` checks do fire, on the right characters.
 */
import assert from 'node:assert/strict';
import { readLin } from '../../server/src/lin/reader/reader';
import { tricksWonBefore } from '../../server/src/lin/reader/play';
import { LIN_CORPUS, ROBOT_FILE, SAMPLE_FILE, VUGRAPH_FILE, corpusText, openLin, requirePath } from './support';

/** What each file reports, `severity code` → count. */
const EXPECTED: Record<string, Record<string, number>> = { [ROBOT_FILE]: {}, [SAMPLE_FILE]: {}, [VUGRAPH_FILE]: {} };

const SEVERITY = ['', 'error', 'warning', 'info', 'hint'];

describe('LIN corpus', function () {
  before(function () { requirePath(this, LIN_CORPUS, 'the LIN corpus'); });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: reports exactly ${Object.keys(expected).length ? Object.keys(expected).join(', ') : 'nothing'}`, () => {
      const counts: Record<string, number> = {};
      for (const diagnostic of openLin(corpusText(name)).diagnostics) {
        const key = `${SEVERITY[diagnostic.severity ?? 1]} ${diagnostic.code}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      assert.deepEqual(counts, expected);
    });
  }

  it('robot file: eight boards, dealers and vulnerability from md and sv, contracts from the auctions', () => {
    const file = readLin(corpusText(ROBOT_FILE));
    // Read from the file: dealer digits 3 4 1 2 3 4 1 2, sv o n e b n e b o; auctions worked out call by call.
    assert.deepEqual(file.boards.map((board) => [board.number, board.dealer, board.vulnerability]), [
      [1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW'], [4, 'W', 'All'], [5, 'N', 'NS'], [6, 'E', 'EW'], [7, 'S', 'All'], [8, 'W', 'None'],
    ]);
    const contracts = file.boards.map((board) => `${board.auction.contract!.level}${board.auction.contract!.strain} ${board.auction.declarer}`);
    assert.deepEqual(contracts, ['5H S', '2S W', '2H S', '4H S', '3NT S', '3H S', '4S S', '3NT S']);
    assert.deepEqual(file.boards.map((board) => board.names.S?.text), Array(8).fill('domtp'));
  });

  it('robot file: the three alerted calls, every explanation, and the two claims after 11 tricks', () => {
    const text = corpusText(ROBOT_FILE);
    const file = readLin(text);
    const alerted = file.boards.flatMap((board) => board.auction.calls.filter((call) => call.alert).map((call) => `${board.number}:${call.call}`));
    assert.deepEqual(alerted, ['1:2H', '3:2D', '8:3C']);
    const explained = file.boards.flatMap((board) => board.auction.calls.filter((call) => call.explanation));
    assert.equal(explained.length, text.split('|an|').length - 1);
    assert.deepEqual(file.boards.map((board) => [board.cards.length, board.claim?.tricks]), [
      [52, undefined], [52, undefined], [44, 9], [52, undefined], [52, undefined], [52, undefined], [44, 11], [52, undefined],
    ]);
  });

  it('bridge-bots sample: Board 15, 3NT by North (North bid notrump first), all 13 tricks played', () => {
    const [board] = readLin(corpusText(SAMPLE_FILE)).boards;
    assert.deepEqual([board.number, board.dealer, board.vulnerability, board.auction.declarer, board.cards.length], [15, 'S', 'NS', 'N', 52]);
    assert.equal(board.auction.calls[2].explanation?.text, 'Unusual No Trump: 2 5card minors');
  });

  it('vugraph file: both rooms of boards 46 to 60, with the 8 names split by room', () => {
    const text = corpusText(VUGRAPH_FILE);
    const file = readLin(text);
    const rooms = [...text.matchAll(/qx\|([oc])(\d+)\|/g)].map((match) => `${match[1]}${match[2]}`);
    assert.equal(rooms.length, 30);
    assert.deepEqual(file.boards.map((board) => `${board.room === 'Open' ? 'o' : 'c'}${board.number}`), rooms);
    for (let number = 46; number <= 60; number++) {
      assert.deepEqual(file.boards.filter((board) => board.number === number).map((board) => board.room), ['Open', 'Closed'], `board ${number}`);
    }
    assert.deepEqual(['S', 'W', 'N', 'E'].map((seat) => file.boards[0].names[seat as 'S']?.text), ['Meckstroth', 'Levin', 'Rodwell', 'Weinstein']);
    assert.deepEqual(['S', 'W', 'N', 'E'].map((seat) => file.boards[1].names[seat as 'S']?.text), ['Stansby', 'Hamman', 'Martel', 'Mahmood']);
    assert.deepEqual([file.event?.title?.text, file.event?.stage?.text, file.event?.firstBoard, file.event?.lastBoard], ['2010 USBF SF A', 'Segment 4 of 8', 46, 60]);
  });

  it('vugraph file: every room ends in a claim, within what the cards left allow', () => {
    const file = readLin(corpusText(VUGRAPH_FILE));
    assert.equal(file.boards.filter((board) => board.claim).length, 30);
    // Open room of 46, read trick by trick: N ♣A, S ♦A, W ♦Q, E ♣K, W ♥A win; EW have 3 of 5 when East claims 10.
    const open46 = file.boards[0];
    assert.deepEqual(tricksWonBefore(open46.tricks, open46.claim!.afterCards), { NS: 2, EW: 3, complete: 5 });
    assert.equal(open46.claim!.tricks, 10);
  });

  it('vugraph file: a claim beyond the tricks left is reported on its value (and rs now disagrees)', () => {
    const text = corpusText(VUGRAPH_FILE).replace('mc|10|', 'mc|12|');
    const { diagnostics, textOf, at } = openLin(text);
    assert.deepEqual(diagnostics.map((diagnostic) => [diagnostic.code, textOf(diagnostic.range)]), [['pbn.lin.results.mismatch', '4HE='], ['pbn.lin.claim.too-many', '12']]);
    assert.deepEqual(diagnostics[0].range.start, at('4HE='));
    assert.deepEqual(diagnostics[1].range.start, at('mc|12|', 3));
    assert.match(diagnostics[1].message, /gives EW 12 tricks, but they have won 3 and only 8 are left: at most 11/);
  });

  it('vugraph file: an rs entry the room contradicts is reported on that entry', () => {
    const text = corpusText(VUGRAPH_FILE).replace('rs|4HE=,4HE=,', 'rs|4HE=,4HE+1,');
    const { diagnostics, textOf, at } = openLin(text);
    assert.deepEqual(diagnostics.map((diagnostic) => [diagnostic.code, textOf(diagnostic.range)]), [['pbn.lin.results.mismatch', '4HE+1']]);
    assert.deepEqual(diagnostics[0].range.start, at('4HE+1'));
    assert.match(diagnostics[0].message, /says 4HE\+1 for board 46 \(closed room\), but the board's own auction and claim give 4HE=/);
  });
});
