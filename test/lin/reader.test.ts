/**
 * The LIN reader on hand-made input: tags with exact ranges, boards split per line and per
 * vugraph room, the deal (dealer digit, hand order S W N E, the fourth hand derived, either case,
 * `10`), vulnerability from `sv` or the board number, calls, alerts and explanations, packed
 * cards, seats by the hand that held the card, and LIN's own faults with their ranges.
 */
import assert from 'node:assert/strict';
import { tokenizeLin } from '../../server/src/lin/reader/tokens';
import { readLin } from '../../server/src/lin/reader/reader';
import { splitBoards } from '../../server/src/lin/reader/split';
import { tricksWonBefore } from '../../server/src/lin/reader/play';
import { ProblemSink } from '../../server/src/syntax/problems';
import { REVOKE_BOARD, claimBoard } from './support';

/** Problems as `code@text` with the text they cover. */
function problems(text: string): string[] {
  return readLin(text).problems.map((problem) => `${problem.code}@${text.slice(problem.start, problem.end)}`);
}

describe('LIN reader: tags', () => {
  it('keeps the exact range of each name and value', () => {
    const text = 'pn|Sue,Wim|st||\nmd|3SA|';
    const tags = tokenizeLin(text, new ProblemSink());
    assert.deepEqual(tags.map((tag) => [tag.name, tag.value, text.slice(tag.nameStart, tag.nameEnd), text.slice(tag.valueStart, tag.valueEnd), text.slice(tag.start, tag.end)]), [
      ['pn', 'Sue,Wim', 'pn', 'Sue,Wim', 'pn|Sue,Wim|'], ['st', '', 'st', '', 'st||'], ['md', '3SA', 'md', '3SA', 'md|3SA|'],
    ]);
  });

  it('reports a stray |, a word that is not a tag name and a value left open, and reads on', () => {
    const sink = new ProblemSink();
    const text = 'pn|a|||xyz|1|mb|p\nsv|o|'; // pn's closing |, then two stray ones
    const tags = tokenizeLin(text, sink);
    assert.deepEqual(tags.map((tag) => `${tag.name}=${tag.value}`), ['pn=a', 'mb=p', 'sv=o']);
    assert.deepEqual(sink.problems.map((problem) => `${problem.code}@${text.slice(problem.start, problem.end)}`), [
      'pbn.lin.syntax.stray-pipe@|', 'pbn.lin.syntax.stray-pipe@|', 'pbn.lin.syntax.bad-name@xyz', 'pbn.lin.syntax.unclosed@mb|p',
    ]);
  });

  it('reads a line break just before a closing | as part of the value (sv|o⏎|sa|0|, as GIB and match files write it)', () => {
    const sink = new ProblemSink();
    const text = 'pn|Sue,Wim,Nick,Eve\r\n|st||md|3SA|sv|o\n|sa|0|mb|p\n  |';
    const tags = tokenizeLin(text, sink);
    assert.deepEqual(tags.map((tag) => [tag.name, tag.value, tag.closed, text.slice(tag.start, tag.end)]), [
      ['pn', 'Sue,Wim,Nick,Eve', true, 'pn|Sue,Wim,Nick,Eve\r\n|'], ['st', '', true, 'st||'], ['md', '3SA', true, 'md|3SA|'],
      ['sv', 'o', true, 'sv|o\n|'], ['sa', '0', true, 'sa|0|'], ['mb', 'p', true, 'mb|p\n  |'],
    ]);
    assert.deepEqual(sink.problems, []);
  });

  it('reports at most 50 syntax problems and then how many more', () => {
    const sink = new ProblemSink();
    tokenizeLin('|'.repeat(80), sink);
    assert.equal(sink.problems.length, 51);
    assert.deepEqual(sink.problems[50].args, { count: 30 });
  });
});

describe('LIN reader: boards', () => {
  it('splits one board per line at each pn, st, md lead-in', () => {
    const tags = tokenizeLin('pn|a,b,c,d|st||md|1|mb|p|\npn|a,b,c,d|st||md|2|mb|p|\n', new ProblemSink());
    const { header, boards } = splitBoards(tags);
    assert.equal(header.length, 0);
    assert.deepEqual(boards.map((board) => board.map((tag) => tag.name).join(' ')), ['pn st md mb', 'pn st md mb']);
  });

  it('splits a vugraph file at each qx and keeps vg, rs and the 8-name pn in the header', () => {
    const text = 'vg|Cup,Final,I,1,1,Reds,0,Blues,0|\nrs|1NN=,1NN-1|\npn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\nqx|o1|st||md|3|sv|o|pg||\nqx|c1|st||md|3|sv|o|pg||\n';
    const { header, boards } = splitBoards(tokenizeLin(text, new ProblemSink()));
    assert.deepEqual(header.map((tag) => tag.name), ['vg', 'rs', 'pn', 'pg']);
    assert.deepEqual(boards.map((board) => board.map((tag) => tag.name).join(' ')), ['qx st md sv pg', 'qx st md sv pg']);
    const file = readLin(text);
    assert.deepEqual(file.boards.map((board) => [board.number, board.room, board.names.S?.text, board.names.E?.text]), [[1, 'Open', 's1', 'e1'], [1, 'Closed', 's2', 'e2']]);
    assert.equal(file.event?.title?.text, 'Cup');
    assert.equal(file.event?.homeTeam?.text, 'Reds');
    assert.equal(file.event?.visitTeam?.text, 'Blues');
  });

  it('takes the board number from ah, the dealer from md and the vulnerability from sv or the board number', () => {
    const file = readLin('md|2|ah|Board+7|\nmd||ah|Board 12|sv|b|\nmd||ah|Board 6|\n');
    // Board 12: dealer W (12 → N E S W cycle), sv b. Board 6: no digit, dealer E; vulnerability of board 6 is EW.
    assert.deepEqual(file.boards.map((board) => [board.number, board.dealer, board.vulnerability]), [[7, 'W', 'All'], [12, 'W', 'All'], [6, 'E', 'EW']]);
  });
});

describe('LIN reader: escaped text (issue 31, item 10)', () => {
  it('reads %20 and a + between words as a space in the ah title, the board number at its own digits', () => {
    const text = 'md|2|ah|Board%2010|\nmd||ah|Board+11|\n';
    const file = readLin(text);
    // Board%2010 is "Board 10": board 10 (not 2010), dealer W from md's 2, vulnerability of board 10 All; board 11 dealer S, None.
    assert.deepEqual(file.boards.map((board) => [board.number, board.dealer, board.vulnerability]), [[10, 'W', 'All'], [11, 'S', 'None']]);
    const piece = file.boards[0].numberPiece!;
    assert.equal(text.slice(piece.start, piece.end), '10');
    assert.equal(text.slice(piece.start - 3, piece.start), '%20');
  });

  it('decodes names, vugraph fields, explanations and commentary the same way, and keeps a plus that is a plus', () => {
    const file = readLin('vg|Spring%20Cup,Final+1,I,1,16,Red%20Lions,0,Blue+Sky,0|\nrs|3NW+1,4SE=|\n'
      + 'qx|o1|pn|Ann%20Lee,Bo+Ek,C%C3%A9line,Dan|md|2|mb|1S!|an|5+ !S; 11%2D21|mb|p|nt|ave + 17s|nt|14+-17|\n');
    assert.equal(file.event?.title?.text, 'Spring Cup');
    assert.equal(file.event?.stage?.text, 'Final 1');
    assert.equal(file.event?.homeTeam?.text, 'Red Lions');
    assert.equal(file.event?.visitTeam?.text, 'Blue Sky');
    assert.deepEqual(file.results?.entries.map((entry) => entry.text), ['3NW+1', '4SE=']);
    const board = file.boards[0];
    assert.deepEqual([board.names.S?.text, board.names.W?.text, board.names.N?.text], ['Ann Lee', 'Bo Ek', 'Céline']);
    assert.equal(board.auction.calls[0].explanation?.text, '5+ !S; 11-21');
    assert.deepEqual(board.comments.map((comment) => comment.text), ['ave + 17s', '14+-17']);
  });
});

describe('LIN reader: deal', () => {
  it('reads the hands in the order S, W, N, E and derives the fourth', () => {
    const board = readLin(REVOKE_BOARD).boards[0];
    const hands = board.deal!.hands!;
    assert.equal(board.dealer, 'N');
    assert.deepEqual(hands.S!.slice().sort(), ['C8', 'C9', 'CT', 'D6', 'D7', 'D8', 'D9', 'H5', 'H6', 'H7', 'S2', 'S3', 'S4']);
    assert.deepEqual(hands.W!.filter((card) => card[0] === 'S'), []);
    assert.deepEqual(hands.E!.slice().sort(), ['CJ', 'CK', 'CQ', 'DJ', 'DQ', 'DT', 'H8', 'H9', 'HJ', 'HT', 'S5', 'S6', 'S7']);
    assert.equal(board.deal!.derived, 'E');
  });

  it('accepts suit letters and ranks in either case and 10 for the ten', () => {
    const board = readLin('md|4sakqjh10987d65432c2,S2H2D2C3,,|').boards[0];
    assert.equal(board.dealer, 'E');
    assert.deepEqual(board.deal!.cards.filter((card) => card.seat === 'S').map((card) => card.card), ['SA', 'SK', 'SQ', 'SJ', 'HT', 'H9', 'H8', 'H7', 'D6', 'D5', 'D4', 'D3', 'D2', 'C2']);
  });

  it('reports a 14-card hand on that hand, a card dealt twice and a bad dealer digit', () => {
    // South has 14 cards (♣2 added); West's only card, ♠A, is also South's.
    assert.deepEqual(problems('md|1SAKQJT98765432C2,SA,,|'), ['pbn.lin.deal.duplicate-card@A', 'pbn.lin.deal.hand-size@AKQJT98765432C2', 'pbn.lin.deal.hand-size@A']);
    assert.deepEqual(readLin('md|1SAKQJT98765432C2,SA,,|').problems.slice(1).map((problem) => [problem.args.seat, problem.args.count]), [['S', 14], ['W', 1]]);
    assert.deepEqual(problems('md|7|'), ['pbn.lin.deal.bad-dealer@7']);
    assert.deepEqual(problems('md|1SAX,,,|'), ['pbn.lin.deal.bad-card@X']);
  });
});

describe('LIN reader: auction and play', () => {
  it('spells calls the PBN way, keeps alerts and explanations and derives contract and declarer', () => {
    // Dealer E (4): E 1N, S P, W 2c!, N d, E 2H, S p, W 4H, N r, then three passes: 4HXX by E (E bid hearts first).
    const board = readLin('md|4|mb|1N|mb|P|mb|2c!|an|Stayman|mb|d|mb|2H|mb|p|mb|4h|mb|r|mb|p|mb|p|mb|p|').boards[0];
    assert.deepEqual(board.auction.calls.map((call) => [call.seat, call.call, call.alert, call.explanation?.text]), [
      ['E', '1NT', false, undefined], ['S', 'Pass', false, undefined], ['W', '2C', true, 'Stayman'], ['N', 'X', false, undefined],
      ['E', '2H', false, undefined], ['S', 'Pass', false, undefined], ['W', '4H', false, undefined], ['N', 'XX', false, undefined],
      ['E', 'Pass', false, undefined], ['S', 'Pass', false, undefined], ['W', 'Pass', false, undefined],
    ]);
    assert.deepEqual(board.auction.contract, { level: 4, strain: 'H', risk: 'XX' });
    assert.equal(board.auction.declarer, 'E');
  });

  it('reports a call after three passes once, and an unreadable call', () => {
    assert.deepEqual(problems('md|3|mb|1S|mb|p|mb|p|mb|p|mb|2H|mb|p|'), ['pbn.lin.call.after-end@2H']);
    assert.deepEqual(problems('md|3|mb|1Z|'), ['pbn.lin.call.bad@1Z']);
    const passedOut = readLin('md|3|mb|p|mb|p|mb|p|mb|p|pc|SA|').boards[0];
    assert.ok(passedOut.auction.passedOut);
    assert.deepEqual(readLin('md|3|mb|p|mb|p|mb|p|mb|p|pc|SA|').problems.map((problem) => problem.code), ['pbn.lin.card.passed-out']);
  });

  it('reads packed cards and gives each card the seat that held it', () => {
    const packed = REVOKE_BOARD.replace('pc|HJ|pc|H5|pc|H2|pc|HA|', 'pc|HJH5|pc|H2HA|');
    const board = readLin(packed).boards[0];
    assert.deepEqual(board.cards.slice(0, 4).map((card) => [card.card, card.seat, packed.slice(card.start, card.end)]), [['HJ', 'E', 'HJ'], ['H5', 'S', 'H5'], ['H2', 'W', 'H2'], ['HA', 'N', 'HA']]);
    assert.deepEqual(board.tricks.map((trick) => [trick.leader, trick.winner]), [['E', 'N'], ['N', 'N'], ['N', 'N'], ['N', 'N']]);
  });

  it('keeps a lead out of turn with the player who led (the hand that held the card)', () => {
    // Trick 2 is led by West (♣2) although North won trick 1; then N ♠A, E ♠5, S ♠2.
    const board = readLin(REVOKE_BOARD.replace('pc|SA|pc|S5|pc|S2|pc|C2|', 'pc|C2|pc|SA|pc|S5|pc|S2|')).boards[0];
    assert.deepEqual(board.tricks[1].cards.map((card) => card.seat), ['W', 'N', 'E', 'S']);
  });

  it('reports cards before the auction has ended, and beyond the 52nd', () => {
    assert.deepEqual(problems('md|3|mb|1S|pc|SA|pc|SK|'), ['pbn.lin.card.before-auction-end@SA']);
    assert.deepEqual(problems('md|3|mb|1S|mb|p|mb|p|mb|p|' + 'pc|SA|'.repeat(53)).filter((code) => code.startsWith('pbn.lin.card')), ['pbn.lin.card.too-many@SA']);
  });
});

describe('LIN reader: claims', () => {
  it('accepts a claim in the middle of a trick from none to all of the tricks left', () => {
    for (const claim of ['0', '10']) assert.deepEqual(problems(claimBoard(claim)), [], claim);
    const board = readLin(claimBoard('7')).boards[0];
    assert.deepEqual(tricksWonBefore(board.tricks, board.claim!.afterCards), { NS: 3, EW: 0, complete: 3 });
  });

  it('reports a claim beyond the tricks left and one below the tricks won, on its value', () => {
    assert.deepEqual(problems(claimBoard('11')), ['pbn.lin.claim.too-many@11']);
    assert.deepEqual(readLin(claimBoard('11')).problems[0].args, { claimed: 11, side: 'EW', won: 0, left: 10, most: 10 });
    // After the four tricks of the revoke board NS have won 4.
    assert.deepEqual(problems(REVOKE_BOARD.replace('mc|12|', 'mc|3|')), ['pbn.lin.claim.too-few@3']);
    assert.deepEqual(problems(claimBoard('14')), ['pbn.lin.claim.bad@14']);
  });

  it('drops a claim when the play goes on after it', () => {
    const text = claimBoard('5').replace('mc|5|', 'mc|5|pc|S8|pc|H9|');
    assert.deepEqual(problems(text), ['pbn.lin.claim.play-continued@5']);
    assert.equal(readLin(text).boards[0].claim, undefined);
  });
});

describe('LIN reader: unknown tags and names', () => {
  it('reports an unknown tag once per file with its count, at its first use', () => {
    const text = 'md|3|zz|1|mb|p|\nmd|3|zz|2|\nmd|3|zz|3|yy||';
    assert.deepEqual(readLin(text).problems.map((problem) => [problem.code, text.slice(problem.start, problem.end), problem.start, problem.args.count]), [
      ['pbn.lin.tag.unknown', 'zz', text.indexOf('zz'), 3], ['pbn.lin.tag.unknown', 'yy', text.indexOf('yy'), 1],
    ]);
  });

  it('warns about a pn that lists neither 4 nor 8 names', () => {
    assert.deepEqual(problems('pn|a,b,c|md|3|'), ['pbn.lin.names.count@a,b,c']);
  });
});
