/**
 * Notes, suffixes and NAGs (PBN §3.5.3–§3.5.4, §3.7): `=n=` references 1..32 explained by
 * `[Note "n:text"]` after the section, one suffix and one note per item, call-only and card-only
 * NAG ranges, and the `!` that real files use as an alert marker (a hint).
 */
import assert from 'node:assert/strict';
import { errorCodes, problemsOf, readGame, SUIT_PER_SEAT_DEAL } from './support/readGame';

function auction(calls: string, notes = '') {
  return readGame(`[Dealer "N"]\n[Auction "N"]\n${calls}\n${notes}`);
}

function play(cards: string, notes = '') {
  return readGame(`[Dealer "N"]\n${SUIT_PER_SEAT_DEAL}\n[Declarer "S"]\n[Contract "7NT"]\n[Play "W"]\n${cards}\n${notes}`);
}

describe('Notes and NAGs', () => {
  it('a referenced note explained after the calls is fine; missing and unused notes are reported', () => {
    assert.deepEqual(errorCodes(auction('1S =1= Pass', '[Note "1:five spades"]')), []);
    assert.deepEqual(problemsOf(auction('1S =1= Pass'), 'pbn.note.missing').map((problem) => problem.text), ['=1=']);
    const unused = problemsOf(auction('1S Pass', '[Note "2:nothing"]'), 'pbn.note.unused');
    assert.deepEqual(unused.map((problem) => [problem.text, problem.severity]), [['2', 'warning']]);
  });

  it('note numbers are 1..32, numbered "n:", and notes sit after a section', () => {
    assert.deepEqual(problemsOf(auction('1S =33= Pass'), 'pbn.note.bad-reference').map((problem) => problem.text), ['=33=']);
    assert.deepEqual(problemsOf(auction('1S Pass', '[Note "0:x"]'), 'pbn.note.out-of-range').map((problem) => problem.text), ['0']);
    assert.deepEqual(problemsOf(auction('1S Pass', '[Note "a:"]'), 'pbn.note.bad-number').map((problem) => problem.text), ['a:']);
    assert.deepEqual(errorCodes(readGame('[Note "1:before any section"]\n')), ['pbn.note.misplaced']);
  });

  it('auction and play notes are separate namespaces', () => {
    const model = readGame(`[Dealer "N"]\n${SUIT_PER_SEAT_DEAL}\n[Declarer "S"]\n[Contract "7NT"]\n[Auction "N"]\n7NT =1= AP\n[Note "1:grand"]\n[Play "W"]\nSA =1= HA DA CA\n`);
    assert.deepEqual(problemsOf(model, 'pbn.note.missing').map((problem) => problem.text), ['=1=']);
    assert.equal(problemsOf(model, 'pbn.note.missing')[0].start > model.syntax.text.indexOf('[Play'), true);
  });

  it('two note references on one item: Double note, and both still need their notes', () => {
    const model = auction('1S =1= =2= Pass');
    assert.deepEqual(problemsOf(model, 'pbn.note.double').map((problem) => problem.text), ['=2=']);
    assert.deepEqual(problemsOf(model, 'pbn.note.missing').map((problem) => problem.text), ['=1=', '=2=']);
  });

  it('NAG ranges: $1–$6 and $13 on calls, $7–$12 and $14 on cards, at most $255; $a is one bad number', () => {
    assert.deepEqual(errorCodes(auction('1S $1 $13 $200 Pass')), []);
    assert.deepEqual(problemsOf(auction('1S $7'), 'pbn.nag.bad').map((problem) => problem.text), ['$7']);
    assert.deepEqual(problemsOf(auction('1S $256'), 'pbn.nag.bad').map((problem) => problem.text), ['$256']);
    assert.deepEqual(errorCodes(auction('1S $a')), ['pbn.nag.bad-number']);
    assert.deepEqual(errorCodes(play('SA $7 $14 HA DA CA')), []);
    assert.deepEqual(problemsOf(play('SA $1 HA DA CA'), 'pbn.nag.bad').map((problem) => problem.text), ['$1']);
  });

  it('one suffix per item; a suffix and a quality NAG say the same thing twice', () => {
    assert.deepEqual(problemsOf(auction('1S !!!'), 'pbn.suffix.double').map((problem) => problem.text), ['!!!']);
    assert.deepEqual(problemsOf(auction('1S ! ?'), 'pbn.suffix.double').map((problem) => problem.text), ['?']);
    assert.deepEqual(problemsOf(auction('1S ! $3'), 'pbn.nag.double').map((problem) => problem.text), ['$3']);
    assert.deepEqual(problemsOf(play('SA $9 ! HA DA CA'), 'pbn.nag.double').map((problem) => problem.text), ['!']);
  });

  it('`!` after a call gets a hint that PBN reads it as "good call", not as an alert', () => {
    const [hint] = problemsOf(auction('1S ! Pass'), 'pbn.suffix.alert');
    assert.equal(hint.severity, 'hint');
    assert.deepEqual(problemsOf(auction('1S !! Pass'), 'pbn.suffix.alert'), []);
    assert.deepEqual(problemsOf(play('SA ! HA DA CA'), 'pbn.suffix.alert'), []);
  });
});
