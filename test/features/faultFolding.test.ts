/**
 * One fault, one finding (issue 19 item 2): a play record broken from one trick on gives one
 * "not in hand" error that counts the cards after it; prose typed into an auction one error, and
 * no bogus illegal call from a word in it; an unquoted tag line one error with its whole value.
 */
import assert from 'node:assert/strict';
import { open, withCode } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN } from '../rulings/boards';

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
  it('a play written from the wrong seat from trick 3 on: one not-in-hand error counting the cards after it', () => {
    const { service, document, settings, diagnostics } = open(rotatedFrom(3));
    const inModel = service.parse(document, settings)!.games[0].model!.problems.filter((problem) => problem.code === 'pbn.card.not-in-hand').length;
    assert.ok(inModel >= 4, `the record gives ${inModel} cards not in hand`);
    const shown = withCode(diagnostics, 'pbn.card.not-in-hand');
    assert.equal(shown.length, 1);
    assert.match(shown[0].message, new RegExp(`at trick 3 .*\\. … and ${inModel - 1} more cards not in hand in this play section\\.$`));
    const dutch = withCode(open(rotatedFrom(3), { language: 'nl' }).diagnostics, 'pbn.card.not-in-hand');
    assert.match(dutch[0].message, new RegExp(`… en nog ${inModel - 1} kaarten in deze spelverloopsectie die niet in de hand zitten\\.$`));
  });

  it('two separate cards not in hand are both shown, as the verifier shows them', () => {
    // West plays ♠Q, which East holds, in trick 1, and a card of East's later: two faults, no cascade.
    const two = PLAYED.replace('SK SA SQ SJ', 'SQ SA SK SJ');
    const shown = withCode(open(two).diagnostics, 'pbn.card.not-in-hand');
    assert.equal(shown.length, 2);
    assert.ok(shown.every((diagnostic) => !diagnostic.message.includes('more cards')));
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
