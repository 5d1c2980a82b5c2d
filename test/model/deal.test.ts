/**
 * The Deal tag (PBN §3.4.11): hands clockwise from the first seat, `-` for an unknown hand, end
 * positions of equal smaller hands, and the faults the verifier names (Bad rank, duplicate card,
 * Bad deal for a wrong hand size or no cards) with messages that say who holds how many cards.
 */
import assert from 'node:assert/strict';
import { parseDeal } from '../../server/src/model/game/deal';
import { ProblemSink } from '../../server/src/syntax/problems';
import { diagnosticMessage } from '../../server/src/i18n/diagnosticMessages';

function read(value: string) {
  const sink = new ProblemSink();
  const deal = parseDeal(value, 0, sink);
  return { deal, problems: sink.problems.map((problem) => ({ ...problem, text: value.slice(problem.start, problem.end) })) };
}

describe('Deal parsing', () => {
  it('reads four hands clockwise from the first seat', () => {
    const { deal, problems } = read('W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4');
    assert.deepEqual(problems, []);
    assert.ok(deal?.complete);
    assert.deepEqual(deal.hands.N, ['H6', 'H3', 'DA', 'DK', 'DQ', 'D9', 'D8', 'D7', 'CA', 'C9', 'C7', 'C3', 'C2']);
    assert.equal(deal.hands.E!.length, 13);
    assert.ok(deal.hands.W!.includes('SK') && deal.hands.S!.includes('CK'));
  });

  it('accepts unknown hands and any rank order (import format)', () => {
    const { deal, problems } = read('N:2TQK.TA.2456J.58 - - -');
    assert.deepEqual(problems, []);
    assert.equal(deal?.hands.E, undefined);
    assert.equal(deal?.complete, false);
  });

  it('an end position: all hands of 12 cards (correct_20 game 31)', () => {
    const { deal, problems } = read('N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85');
    assert.deepEqual(problems, []);
    assert.equal(deal?.handSize, 12);
  });

  it('"East holds 14 cards": a hand over 13 is named with its count', () => {
    const { problems } = read('N:.63.AKQ987.A973 KQT2.AT.J6542.852 A8654.KQ5.T.QJT6 J973.J98742.3.K4');
    assert.equal(problems.length, 1);
    assert.equal(problems[0].code, 'pbn.deal.hand-size');
    assert.equal(problems[0].text, 'KQT2.AT.J6542.852');
    assert.equal(diagnosticMessage('pbn.deal.hand-size', problems[0].args, 'en'), 'East holds 14 cards (KQT2.AT.J6542.852); every known hand must hold 13.');
    assert.equal(diagnosticMessage('pbn.deal.hand-size', problems[0].args, 'nl'), 'Oost heeft 14 kaarten (KQT2.AT.J6542.852); elke bekende hand moet er 13 hebben.');
  });

  it('a hand of 12 among hands of 13 is the odd one out', () => {
    const { problems } = read('W:QT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4');
    assert.deepEqual(problems.map((problem) => [problem.code, problem.args.seat, problem.args.count, problem.args.expected]), [['pbn.deal.hand-size', 'W', 12, 13]]);
  });

  it('bad rank, duplicate card, no cards, double space', () => {
    assert.deepEqual(read('W:vKQT2.AT.J6542.85 - - -').problems.map((problem) => [problem.code, problem.text]), [['pbn.deal.bad-rank', 'v']]);
    const duplicate = read('W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4').problems;
    assert.deepEqual(duplicate.map((problem) => [problem.code, problem.args.card, problem.args.other, problem.args.seat]), [['pbn.deal.duplicate-card', 'SK', 'W', 'N']]);
    assert.deepEqual(read('W:- - - -').problems.map((problem) => problem.code), ['pbn.deal.empty']);
    assert.deepEqual(read('W:KQT2.AT.J6542.85  - - -').problems.map((problem) => problem.code), ['pbn.deal.syntax']);
  });

  it('hands written "..." beside a real hand: the blank hands are named and read as unknown, North is not blamed (issue 19.11)', () => {
    const { deal, problems } = read('N:KQJ.T3.AQT84.AQ5 ... ... ...');
    assert.deepEqual(problems.map((problem) => [problem.code, problem.args.seats, problem.text]), [['pbn.deal.blank-hand', 'ESW', '... ... ...']]);
    assert.equal(deal?.hands.N!.length, 13);
    assert.equal(deal?.hands.E, undefined);
    assert.equal(diagnosticMessage('pbn.deal.blank-hand', problems[0].args, 'en'), 'East, South and West hold no card ("..."); write - for a hand that is not known (read as unknown here).');
    assert.equal(diagnosticMessage('pbn.deal.blank-hand', problems[0].args, 'nl'), 'Oost, Zuid en West hebben geen kaart ("..."); schrijf - voor een hand die niet bekend is (hier als onbekend gelezen).');
    const one = read('S:KQJ.T3.AQT84.AQ5 ... - -').problems;
    assert.equal(diagnosticMessage('pbn.deal.blank-hand', one[0].args, 'en'), 'West holds no card ("..."); write - for a hand that is not known (read as unknown here).');
  });
});
