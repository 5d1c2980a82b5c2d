/**
 * The auction (PBN §3.5, §3.9): legality of every call (insufficient bids, doubles of partner,
 * redoubles without a double), the accepted irregularities `^I` and `^S`, `AP` expansion, the
 * first call by the dealer, `+` and `*`, and the declarer and contract the auction produces.
 */
import assert from 'node:assert/strict';
import { readAuction } from '../../server/src/model/game/auction';
import { sectionItems } from '../../server/src/model/game/sectionItems';
import { Seat } from '../../server/src/bridge/seats';
import { ProblemSink } from '../../server/src/syntax/problems';
import { scanGame } from '../../server/src/syntax/scanner';
import { errorCodes, problemsOf, readGame } from './support/readGame';

function auction(calls: string, firstColumn: Seat = 'N', dealer: Seat = 'N') {
  const sink = new ProblemSink();
  const model = readAuction(sectionItems(scanGame(calls, sink)), firstColumn, dealer, sink);
  return { model, problems: sink.problems.map((problem) => ({ ...problem, text: calls.slice(problem.start, problem.end) })) };
}

describe('Auction', () => {
  it('derives declarer and contract: the first of the side to name the final strain declares', () => {
    // N 1H, S raises to 4H: North named hearts first, so North declares 4H doubled by East.
    const { model, problems } = auction('1H Pass 3H Pass 4H X Pass Pass Pass');
    assert.deepEqual(problems, []);
    assert.ok(model.ended);
    assert.deepEqual(model.contract, { level: 4, strain: 'H', risk: 'X' });
    assert.equal(model.declarer, 'N');
  });

  it('AP expands to exactly the passes that end the auction', () => {
    assert.equal(auction('1C AP').model.calls.length, 4);
    assert.equal(auction('1C X AP').model.calls.length, 5);
    const passedOut = auction('AP').model;
    assert.equal(passedOut.calls.length, 4);
    assert.ok(passedOut.passedOut);
  });

  it('an insufficient bid is illegal; ^I marks it accepted; ^I on a sufficient bid is reported', () => {
    assert.deepEqual(auction('1D 1C').problems.map((problem) => [problem.code, problem.text]), [['pbn.call.illegal', '1C']]);
    const accepted = auction('1D ^I 1C Pass Pass Pass');
    assert.deepEqual(accepted.problems, []);
    assert.equal(accepted.model.contract?.strain, 'C');
    assert.deepEqual(auction('1D ^I 1S').problems.map((problem) => [problem.code, problem.text]), [['pbn.call.sufficient', '^I 1S']]);
  });

  it('X of partner\'s bid and XX without an opponent\'s X are illegal', () => {
    assert.deepEqual(auction('1D Pass X').problems.map((problem) => [problem.code, problem.text]), [['pbn.call.illegal', 'X']]);
    assert.deepEqual(auction('1D X Pass XX').problems.map((problem) => [problem.code, problem.text]), [['pbn.call.illegal', 'XX']]);
    assert.deepEqual(auction('1D XX').problems.map((problem) => problem.code), ['pbn.call.illegal']);
    assert.deepEqual(auction('1D X XX Pass Pass Pass').problems, []);
  });

  it('^S occupies the skipped seat (it counts for the rotation and the side of the next X)', () => {
    // N skipped, E opens 1D, S passes, W doubles: W is E's partner, so the double is illegal.
    assert.deepEqual(auction('^S 1D Pass X').problems.map((problem) => problem.code), ['pbn.call.illegal']);
    // N skipped, E 1D, S X (an opponent of E): legal.
    const { model, problems } = auction('^S 1D X Pass Pass Pass');
    assert.deepEqual(problems, []);
    assert.equal(model.declarer, 'E');
  });

  it('the first call must be the dealer\'s; `-` fills the seats before him', () => {
    assert.deepEqual(auction('1D', 'W', 'N').problems.map((problem) => problem.code), ['pbn.auction.wrong-first-seat']);
    assert.deepEqual(auction('- 1D Pass Pass Pass', 'W', 'N').problems, []);
  });

  it('a bid without a denomination and 1N', () => {
    assert.deepEqual(auction('1').problems.map((problem) => problem.code), ['pbn.call.bad-strain']);
    assert.deepEqual(auction('1N').problems.map((problem) => [problem.code, problem.severity]), [['pbn.call.nonstandard', 'warning']]);
  });

  it('P, D and R are read as Pass, X and XX, each flagged once as not PBN (issue 31, item 9)', () => {
    // 1S by N, P by E, 2S by S, D by W doubles, R by N redoubles, then three passes: 2S redoubled by North.
    const { model, problems } = auction('1S P 2S D R p P Pass');
    assert.deepEqual(model.calls.map((call) => call.call), ['1S', 'Pass', '2S', 'X', 'XX', 'Pass', 'Pass', 'Pass']);
    assert.ok(model.ended);
    assert.deepEqual(model.contract, { level: 2, strain: 'S', risk: 'XX' });
    assert.deepEqual(problems.map((problem) => [problem.code, problem.severity, problem.text, problem.args?.expected]), [
      ['pbn.call.nonstandard', 'warning', 'P', 'Pass'], ['pbn.call.nonstandard', 'warning', 'D', 'X'], ['pbn.call.nonstandard', 'warning', 'R', 'XX'],
      ['pbn.call.nonstandard', 'warning', 'p', 'Pass'], ['pbn.call.nonstandard', 'warning', 'P', 'Pass'],
    ]);
  });

  it('P with a suffix among notes (4NT =6= Pass P? =7= Pass) is one finding on the P', () => {
    const { problems } = auction('4NT =6= Pass P? =7= Pass');
    assert.deepEqual(problems.map((problem) => [problem.code, problem.text]), [['pbn.call.nonstandard', 'P']]);
  });

  it('nothing may follow +; one problem for what follows', () => {
    assert.deepEqual(auction('1S Pass + Pass Pass').problems.map((problem) => [problem.code, problem.text]), [['pbn.auction.after-plus', 'Pass']]);
    assert.deepEqual(auction('1S Pass Pass +').problems, []);
  });

  it('Declarer and Contract are cross-checked against the auction (including ^X)', () => {
    const base = '[Dealer "S"]\n[Contract "1C"]\n[Auction "S"]\n1C AP\n';
    assert.deepEqual(errorCodes(readGame(`[Declarer "S"]\n${base}`)), []);
    assert.deepEqual(errorCodes(readGame(`[Declarer "^N"]\n${base}`)), []);
    assert.deepEqual(problemsOf(readGame(`[Declarer "^S"]\n${base}`), 'pbn.declarer.mismatch').map((problem) => problem.text), ['^S']);
    assert.deepEqual(problemsOf(readGame('[Dealer "S"]\n[Declarer "S"]\n[Contract "1CX"]\n[Auction "S"]\n1C AP\n'), 'pbn.contract.risk-mismatch').map((problem) => problem.text), ['1CX']);
  });
});
