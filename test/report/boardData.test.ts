/**
 * The board view model on real boards: the game under an offset, the hands with HCP counted by
 * hand, the auction grid from the Auction tag's column, the revoke card flagged at trick 7, the
 * 64A1 ruling with its article and explanation, the transfer, the rectified Result and Score, the
 * edition's source, Dutch words, and the `pbn/boardData` answer for a position.
 */
import assert from 'node:assert/strict';
import { boardData } from '../../server/src/features/board/boardData';
import { answerBoardData, answerReport } from '../../server/src/server/boardDataRequests';
import { getLanguageService } from '../../server/src/languageService';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7, EAST_RUFFS_AT_TRICK_7_MARKED } from '../rulings/boards';
import { parsePbn } from './support';

const REVOKE_BOARD = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });

describe('boardData', () => {
  it('draws the hands with their high-card points (counted by hand)', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    // North ♠KQ86432 ♥QJT ♦T3 ♣6: K3 Q2 + Q2 J1 = 8. West ♠J ♥K863 ♦KQJ94 ♣KQJ: 1+3+6+6 = 16.
    assert.equal(board.hands.N!.highCardPoints, 8);
    assert.equal(board.hands.W!.highCardPoints, 16);
    assert.equal(board.hands.E!.highCardPoints, 8);
    assert.equal(board.hands.S!.highCardPoints, 8);
    assert.deepEqual(board.hands.N!.suits[0].cards.map((card) => card.rank).join(''), 'KQ86432');
    assert.equal(board.hands.N!.suits[0].symbol, '♠');
    // East's ♠5 went at trick 7, his ♥2 at trick 9.
    const eastSpades = board.hands.E!.suits[0].cards;
    assert.equal(eastSpades.find((card) => card.card === 'S5')!.playedAt, 7);
    assert.equal(board.hands.E!.suits[1].cards.find((card) => card.card === 'H2')!.playedAt, 9);
  });

  it('gives title, dealer, vulnerability, contract and the edition inferred from the date', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    assert.equal(board.title, 'Board 1');
    assert.equal(board.dealerName, 'South');
    assert.equal(board.vulnerabilityText, 'NS');
    assert.equal(board.contract, '4♠');
    assert.equal(board.edition.edition, '2017');
    assert.equal(board.edition.inferred, true);
    assert.match(board.edition.label, /inferred/);
    assert.deepEqual(board.tricksInPlay, { NS: 9, EW: 4 });
  });

  it('lays out the auction in rows of four from the Auction tag\'s first column', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const auction = boardData(document, model, { gameIndex: 1 }, 'en')!.auction!;
    assert.deepEqual(auction.columns.map((column) => column.seat), ['S', 'W', 'N', 'E']);
    assert.deepEqual(auction.rows.map((row) => row.map((call) => call?.text ?? '')), [['4♠', 'Pass', 'Pass', 'Pass']]);
  });

  it('marks the accepted insufficient bid (^I) in the auction grid, columns from the dealer (South) whatever the Auction tag says', () => {
    const text = REVOKE_BOARD.replace('[Auction "S"]\n4S Pass Pass Pass', '[Auction "W"]\n- - 1S 1C\n^I 1D Pass 4S Pass\nPass Pass');
    const { document, model } = parsePbn(text);
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    const rows = board.auction!.rows;
    assert.deepEqual(board.auction!.columns.map((column) => column.seat), ['S', 'W', 'N', 'E']);
    assert.equal(board.columnsCaption, 'Columns start with the dealer, South.');
    // The first call is East's 1♠ (the Auction tag's West and North cells are '-'): three empty cells before it.
    assert.deepEqual(rows[0].map((call) => call?.text ?? null), [null, null, null, '1♠']);
    const insufficient = rows.flat().find((call) => call?.insufficientAccepted);
    assert.equal(insufficient?.call, '1D');
  });

  it('flags the revoke card and the trick, in playing order from the leader', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const trick = boardData(document, model, { gameIndex: 1 }, 'en')!.tricks[6];
    assert.equal(trick.leader, 'N');
    assert.equal(trick.winner, 'E');
    assert.deepEqual(trick.cards.map((card) => card.text), ['♥J', '♠5', '♥7', '♥8']);
    const east = trick.cards.find((card) => card.seat === 'E')!;
    assert.equal(east.revoke, true);
    assert.equal(east.revokeMarked, false);
    assert.equal(east.winning, true);
    assert.equal(trick.irregular, true);
  });

  it('says when the revoke is marked ^R', () => {
    const { document, model } = parsePbn(pbnGame({ ...EAST_RUFFS_AT_TRICK_7_MARKED, result: '^11', score: 'NS 650' }));
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    assert.equal(board.tricks[6].cards.find((card) => card.seat === 'E')!.revokeMarked, true);
    assert.equal(board.result.differs, false);
  });

  it('flags an accepted lead out of turn (^L) on the card and gives the engine\'s ruling in words', () => {
    // 4♠ by South: West should lead, East leads ♥7 out of turn and declarer accepts it by playing.
    const text = pbnGame({ declarer: 'S', contract: '4S', tricks: ['E:^LH7 H2 H3 H4', 'E:D2 D3 D4 D5'] });
    const { document, model } = parsePbn(text);
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    const east = board.tricks[0].cards.find((card) => card.seat === 'E')!;
    assert.equal(board.tricks[0].leader, 'E');
    assert.equal(east.leadOutOfTurn, true);
    assert.equal(east.led, true);
    assert.equal(board.tricks[0].irregular, true);
    const lead = board.rulings.find((ruling) => ruling.kind === 'lead-out-of-turn');
    if (lead) {
      assert.equal(lead.trick, 1);
      assert.ok(lead.sentences[0].length > 0);
      assert.match(lead.article, /^Law 5\d/);
    }
  });

  it('gives the 64A1 ruling in words with its article and explanation, the transfer and the rectified Result and Score', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    assert.equal(board.rulings.length, 1);
    const [ruling] = board.rulings;
    assert.equal(ruling.law, '64A1');
    assert.equal(ruling.article, 'Law 64A1 (Laws 2017)');
    assert.match(ruling.sentences[0], /Revoke by East at trick 7/);
    assert.match(ruling.explanation!, /^Law 64A1 \(Laws 2017\): /);
    assert.deepEqual(board.transfers.map((transfer) => [transfer.count, transfer.to, transfer.law]), [[2, 'NS', '64A1']]);
    assert.deepEqual(board.result, { recorded: '9', rectified: '^11', differs: true });
    assert.deepEqual(board.score, { recorded: 'NS -100', rectified: 'NS 650', differs: true });
  });

  it('speaks Dutch', () => {
    const { document, model } = parsePbn(REVOKE_BOARD, 'nl');
    const board = boardData(document, model, { gameIndex: 1 }, 'nl')!;
    assert.equal(board.title, 'Spel 1');
    assert.equal(board.dealerName, 'Zuid');
    assert.equal(board.vulnerabilityText, 'NZ');
    assert.equal(board.auction!.rows[0][1]!.text, 'Pas');
    assert.equal(board.rulings[0].article, 'Artikel 64A1 (Spelregels 2017)');
    assert.match(board.rulings[0].sentences[0], /Verzaking door Oost in slag 7/);
    assert.equal(board.labels.rulings, 'Uitspraken');
    assert.match(board.edition.label, /afgeleid/);
  });

  it('finds the game under an offset, and the nearest game before commentary between games', () => {
    const second = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 2, result: '9', score: 'NS -100' });
    const text = `${REVOKE_BOARD}\n{ a comment between games }\n\n${second}`;
    const { document, model } = parsePbn(text);
    const inSecond = boardData(document, model, { offset: text.indexOf('[Board "2"]') + 3 }, 'en')!;
    assert.equal(inSecond.gameIndex, 2);
    assert.equal(inSecond.gameCount, 2);
    assert.equal(inSecond.rulings.length, 0);
    assert.equal(inSecond.startLine, document.positionAt(text.indexOf('[Event', REVOKE_BOARD.length)).line);
    const onComment = boardData(document, model, { offset: text.indexOf('a comment') }, 'en')!;
    assert.equal(onComment.gameIndex, 1);
    assert.equal(boardData(document, model, { gameIndex: 3 }, 'en'), undefined);
  });

  it('with the cursor on a row of the play, names that trick (the board view shows the board after it)', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const revokeRow = REVOKE_BOARD.indexOf('HJ S5 H7');
    assert.equal(boardData(document, model, { offset: revokeRow + 4 }, 'en')!.cursorTrick, 7);
    assert.equal(boardData(document, model, { offset: REVOKE_BOARD.indexOf('[Deal') }, 'en')!.cursorTrick, undefined);
    assert.equal(boardData(document, model, { gameIndex: 1 }, 'en')!.cursorTrick, undefined);
  });

  it('is plain JSON (what the pbn/boardData request sends)', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    const board = boardData(document, model, { gameIndex: 1 }, 'en')!;
    assert.deepEqual(JSON.parse(JSON.stringify(board)), JSON.parse(JSON.stringify(board, (_key, value) => value)));
    assert.ok(!JSON.stringify(board).includes('"start"'), 'no offsets or syntax objects leak into the model');
  });

  it('answers pbn/boardData for a position and pbn/report for a game or the file', () => {
    const { document } = parsePbn(REVOKE_BOARD);
    const service = getLanguageService();
    const settings = { language: 'en' as const };
    const board = answerBoardData(service, document, settings, { uri: document.uri, position: { line: 20, character: 1 } });
    assert.equal(board?.gameIndex, 1);
    const html = answerReport(service, document, settings, { uri: document.uri, position: { line: 20, character: 1 }, format: 'html' });
    assert.equal(html?.gameIndex, 1);
    assert.equal(html?.board, '1', 'the Board tag, for the file name the client proposes (…-board-1.html)');
    assert.match(html!.content, /^<!DOCTYPE html>/);
    const markdown = answerReport(service, document, settings, { uri: document.uri, format: 'md' });
    assert.match(markdown!.content, /^# Ruling report — board\.pbn/);
    const empty = parsePbn('{ only a comment }\n', 'en', undefined, 'file:///work/empty.pbn');
    assert.equal(answerBoardData(service, empty.document, settings, { uri: empty.document.uri, position: { line: 0, character: 0 } }), null);
  });
});
