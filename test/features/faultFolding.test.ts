/**
 * One fault, one finding (issue 19 item 2): a play record broken from one trick on, or with two
 * cards exchanged, gives one finding for the record (pbn.play.broken-record), and not-in-hand
 * errors no reading explains fold from three on into the first, which counts the rest; prose typed into an auction one error, and
 * no bogus illegal call from a word in it; an unquoted tag line one error with its whole value.
 */
import assert from 'node:assert/strict';
import { open, withCode } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN } from '../rulings/boards';
import { foldRepeatedFaults, foldedSuffix } from '../../server/src/features/diagnostics/faultFolding';

const PLAYED = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });

/** The play with every trick line from trick `from` on written one seat to the left (the cards shifted by one column). */
function rotatedFrom(from: number): string {
  const lines = PLAYED.split('\n');
  const first = lines.indexOf('[Play "W"]') + 1;
  return lines.map((line, index) => {
    if (index < first + from - 1 || !/^[SHDC][2-9TJQKA]( [SHDC][2-9TJQKA]){3}$/.test(line)) return line;
    const cards = line.split(' ');
    return [...cards.slice(1), cards[0]].join(' ');
  }).join('\n');
}

describe('One fault, one finding', () => {
  it('a play written from the wrong seat from trick 3 on: one finding for the record, no not-in-hand error per card', () => {
    const { diagnostics } = open(rotatedFrom(3));
    assert.equal(withCode(diagnostics, 'pbn.card.not-in-hand').length, 0);
    const broken = withCode(diagnostics, 'pbn.play.broken-record');
    assert.equal(broken.length, 1);
    assert.match(broken[0].message, /trick 3/);
    assert.equal(withCode(open(rotatedFrom(3), { language: 'nl' }).diagnostics, 'pbn.play.broken-record').length, 1);
  });

  it('two cards exchanged between hands: one finding that names them, no error per card', () => {
    // West plays ♠Q, which East holds, in trick 1, and East West's ♠K: one fault (the two cards exchanged).
    const two = PLAYED.replace('SK SA SQ SJ', 'SQ SA SK SJ');
    const { diagnostics } = open(two);
    assert.equal(withCode(diagnostics, 'pbn.card.not-in-hand').length, 0);
    assert.equal(withCode(diagnostics, 'pbn.play.broken-record').length, 1);
  });

  it('where no reading explains a record, the not-in-hand errors left from three on are one, counting the rest (EN and NL)', () => {
    const problem = (start: number) => ({ code: 'pbn.card.not-in-hand' as const, severity: 'error' as const, start, end: start + 2, args: {} });
    const other = { code: 'pbn.score.mismatch' as const, severity: 'error' as const, start: 50, end: 52, args: {} };
    const folded = foldRepeatedFaults([problem(10), other, problem(20), problem(30), problem(40)]);
    assert.deepEqual(folded.map((entry) => [entry.problem.start, entry.more]), [[10, 3], [50, 0]]);
    assert.equal(foldedSuffix(3, 'en'), ' … and 3 more cards not in hand in this play section.');
    assert.equal(foldedSuffix(3, 'nl'), ' … en nog 3 kaarten in deze spelverloopsectie die niet in de hand zitten.');
    assert.deepEqual(foldRepeatedFaults([problem(10), problem(20)]).map((entry) => entry.more), [0, 0], 'two are two faults, both shown');
  });

  it('prose typed into an auction: one error over the words, none of them read as a call', () => {
    const prose = PLAYED.replace('4S Pass Pass Pass', '4S Pass Pass Pass\nthe opponents did not X this');
    const { diagnostics } = open(prose);
    const found = withCode(diagnostics, 'pbn.auction.prose');
    assert.equal(found.length, 1);
    assert.equal(found[0].message, '"the opponents did not X this" is text, not calls: write it as a comment in braces, { … }; its words are not read as calls.');
    assert.deepEqual(diagnostics.filter((diagnostic) => /^pbn\.(call|auction)\./.test(String(diagnostic.code))).map((diagnostic) => diagnostic.code), ['pbn.auction.prose'], 'no call.bad-token per word, no call.illegal, no after-end');
    assert.match(withCode(open(prose, { language: 'nl' }).diagnostics, 'pbn.auction.prose')[0].message, /is tekst, geen biedingen/);
    // A game with prose among its calls is not read with certainty: fix leaves it alone, as it does one with a bad call.
    const wrongScore = open(prose.replace('[Score "NS -100"]', '[Score "NS 100"]'));
    assert.deepEqual(wrongScore.service.getFixPlan(wrongScore.document, wrongScore.settings).map((plan) => plan.edits.length), [0]);
    // A producer's two-letter tokens among calls (BEN challenges: `AC 2H AC P`) are not prose: each stays a bad call, 2♥ is read.
    const challenge = open(PLAYED.replace('4S Pass Pass Pass', 'AC 4S AC Pass Pass Pass')).diagnostics.map((diagnostic) => diagnostic.code);
    assert.deepEqual(challenge, ['pbn.call.bad-token', 'pbn.call.bad-token']);
    // One word that is not a call stays a bad call.
    assert.deepEqual(open(PLAYED.replace('4S Pass Pass Pass', '4S Pass Pass Pass\nhello')).diagnostics.map((diagnostic) => diagnostic.code), ['pbn.auction.after-end']);
    assert.deepEqual(open(PLAYED.replace('4S Pass Pass Pass', '4S hello Pass Pass Pass')).diagnostics.map((diagnostic) => diagnostic.code), ['pbn.call.bad-token']);
  });

  it('an unquoted tag line: one error with the whole value', () => {
    const unquoted = PLAYED.replace('[Event "Test"]', '[Event Random Deal #]');
    const { diagnostics, service, document, settings } = open(unquoted);
    assert.deepEqual(diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.message}`), ['pbn.tag.unquoted The value of tag Event must be quoted: "Random Deal #".']);
    assert.equal(service.parse(document, settings)!.games[0].model!.values.get('Event'), 'Random Deal #');
    // A word that is followed by the next line is still one value alone.
    assert.deepEqual(withCode(open(PLAYED.replace('[Event "Test"]', '[Event Test\n]')).diagnostics, 'pbn.tag.unquoted').map((diagnostic) => diagnostic.message), ['The value of tag Event must be quoted: "Test".']);
  });
});
