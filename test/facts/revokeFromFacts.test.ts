/**
 * Law 64 from the facts, no play record (annotations.md §3a; rulebook §2.5, §2.6), per edition.
 * The board: South declares 4♠ (NS not vulnerable) and took 9 tricks at the table; EW 4. Every
 * expected transfer is worked out by hand from the rulebook's table:
 *   1975 Art. 64 counts by side: [EW won the revoke trick] + [EW won a later trick];
 *   1987/1997 64A1 (offender won it): 1 + [later ≥ 1]; 64A2: [EW won a trick from it on], plus one
 *   when the offender later won a trick with a card he could legally have played (legal=yes),
 *   never more than EW won from the revoke trick on; 2007/2017 the same without that extra trick.
 * Results: 9 → −50, 10 → 420, 11 → 450 (Law 77, NS not vulnerable).
 */
import assert from 'node:assert/strict';
import { withCode } from '../support/service';
import { factsBoard, factsRulings, fixed, tagValue } from './support';

const EDITIONS = ['1975', '1987', '1997', '2007', '2017'] as const;

function ruleOn(laws: string, irregularities: string, result = '9') {
  return factsRulings(factsBoard({ laws, result, score: '-50', irregularities }));
}

/** Each ruling's article and transfer, in trick order. */
function summary(laws: string, irregularities: string, result = '9'): string[] {
  return ruleOn(laws, irregularities, result).rulings.map((ruling) => `${ruling.law}:${ruling.transfer}`);
}

describe('revoke rulings from the facts (no play record)', () => {
  it('the offender won the revoke trick and his side a later one: 2 tricks in every edition (1975 Art. 64 by side; 64A1)', () => {
    const expected = { 1975: ['64:2'], 1987: ['64A1:2'], 1997: ['64A1:2'], 2007: ['64A1:2'], 2017: ['64A1:2'] };
    for (const laws of EDITIONS) assert.deepEqual(summary(laws, '7 E Revoke - Established won=E later=1'), expected[laws], laws);
    const { expectedResult, expectedScore } = ruleOn('2017', '7 E Revoke - Established won=E later=1');
    assert.equal(expectedResult, '11');
    assert.equal(expectedScore, '450');
  });

  it('the non-offenders won the revoke trick: 1975 counts the side (1 for the later trick), 64A2 gives 1 from 1987', () => {
    const expected = { 1975: ['64:1'], 1987: ['64A2:1'], 1997: ['64A2:1'], 2007: ['64A2:1'], 2017: ['64A2:1'] };
    for (const laws of EDITIONS) assert.deepEqual(summary(laws, '7 E Revoke - Established won=S later=1 legal=no'), expected[laws], laws);
  });

  it('partner won the revoke trick: 1975 by side gives 2; 64A2 gives 1, and 1987/1997 one more for legal=yes (2 tricks won from it on)', () => {
    const expected = { 1975: ['64:2'], 1987: ['64A2:2'], 1997: ['64A2:2'], 2007: ['64A2:1'], 2017: ['64A2:1'] };
    for (const laws of EDITIONS) assert.deepEqual(summary(laws, '7 E Revoke - Established won=W later=1 legal=yes'), expected[laws], laws);
    const ruling = ruleOn('1997', '7 E Revoke - Established won=W later=1 legal=yes').rulings[0];
    assert.equal(ruling.extraTrick, true);
  });

  it('1997 64A2: the extra trick never exceeds the tricks EW won from the revoke trick on (won=S later=1 legal=yes: 1)', () => {
    assert.deepEqual(summary('1997', '7 E Revoke - Established won=S later=1 legal=yes'), ['64A2:1']);
    assert.deepEqual(summary('1997', '7 E Revoke - Established won=S later=2 legal=yes'), ['64A2:2']);
  });

  it('64B1: the offending side won neither the revoke trick nor a later one — no transfer (1975: 64a)', () => {
    const expected = { 1975: ['64a:0'], 1987: ['64B1:0'], 1997: ['64B1:0'], 2007: ['64B1:0'], 2017: ['64B1:0'] };
    for (const laws of EDITIONS) assert.deepEqual(summary(laws, '7 E Revoke - Established won=S later=0'), expected[laws], laws);
  });

  it('64B3: dummy\'s revoke (North, by the Declarer tag) needs no other fact — no transfer (1975: 64c)', () => {
    const expected = { 1975: ['64c:0'], 1987: ['64B3:0'], 1997: ['64B3:0'], 2007: ['64B3:0'], 2017: ['64B3:0'] };
    for (const laws of EDITIONS) assert.deepEqual(summary(laws, '4 N Revoke - Established'), expected[laws], laws);
  });

  it('64B4/64B5: attention drawn after the next board or the round — no transfer (1975: 64d1, 64d2)', () => {
    assert.deepEqual(summary('2017', '7 E Revoke - NextBoard'), ['64B4:0']);
    assert.deepEqual(summary('2017', '7 E Revoke - AfterRound'), ['64B5:0']);
    assert.deepEqual(summary('1975', '7 E Revoke - NextBoard'), ['64d1:0']);
    assert.deepEqual(summary('1975', '7 E Revoke - AfterRound'), ['64d2:0']);
  });

  it('64B6: a revoke at trick 12 — no transfer, from the trick number alone (1975: 64e)', () => {
    const expected = { 1975: ['64e:0'], 1987: ['64B6:0'], 1997: ['64B6:0'], 2007: ['64B6:0'], 2017: ['64B6:0'] };
    for (const laws of EDITIONS) assert.deepEqual(summary(laws, '12 E Revoke - Established'), expected[laws], laws);
  });

  it('64B2: a second revoke in the same suit by the same player, from led= — no transfer for the second; 1 for the first (64A2)', () => {
    const same = '3 E Revoke - Established led=H won=S later=2 legal=no; 7 E Revoke - Established led=H won=E later=1';
    for (const laws of ['1987', '1997', '2007', '2017']) assert.deepEqual(summary(laws, same), ['64A2:1', '64B2:0'], laws);
    assert.deepEqual(summary('1975', same), ['64:1', '64b:0']);
  });

  it('another suit: both revokes transfer, capped at the 2 tricks EW won from the first revoke trick on (2017: 1 + 2 → 1 + 1)', () => {
    const { rulings, expectedResult } = ruleOn('2017', '3 E Revoke - Established led=H won=S later=2; 7 E Revoke - Established led=D won=E later=1');
    assert.deepEqual(rulings.map((ruling) => `${ruling.law}:${ruling.transfer}`), ['64A2:1', '64A1:1']);
    assert.equal(rulings[1].capped, true);
    assert.equal(expectedResult, '11');
  });

  it('64B7: both sides revoked (2007, 2017) — no transfer either way; 1997 transfers both ways', () => {
    const both = '3 S Revoke - Established won=S later=5; 7 E Revoke - Established won=E later=1';
    assert.deepEqual(summary('2017', both), ['64B7:0', '64B7:0']);
    assert.deepEqual(summary('2007', both), ['64B7:0', '64B7:0']);
    // 1997: South's revoke 64A1 gives EW 2, East's gives NS 2: the Result stays 9.
    assert.deepEqual(summary('1997', both), ['64A1:2', '64A1:2']);
    assert.equal(ruleOn('1997', both).expectedResult, '9');
  });

  it('64B8 (2017 only): the other side\'s revoke in the same trick was corrected (62C3) — no transfer', () => {
    const corrected = '7 S Revoke - Corrected; 7 E Revoke - Established won=E later=1';
    // (the established revoke's ruling first: corrected ones come after them in the list)
    assert.deepEqual(summary('2017', corrected), ['64B8:0', '62:0']);
    assert.deepEqual(summary('2007', corrected), ['64A1:2', '62:0']);
  });

  it('a corrected revoke: Law 62, no transfer, nothing more needed', () => {
    const [ruling] = ruleOn('2017', '7 E Revoke D4 Corrected').rulings;
    assert.equal(ruling.corrected, true);
    assert.equal(ruling.transfer, 0);
  });

  it('the table result bounds the facts: with 12 tricks to NS, EW won 1 — won=E needs later=0, and later is not asked (2017: 1 trick, 64A1)', () => {
    assert.deepEqual(summary('2017', '7 E Revoke - Established won=E', '12'), ['64A1:1']);
  });
});

describe('fix from the facts', () => {
  it('writes the rectified Result, Score and the ruling line; a second fix changes nothing', () => {
    const text = factsBoard({ laws: '2017', result: '9', score: '-50', irregularities: '7 E Revoke - Established won=E later=1' });
    const once = fixed(text);
    assert.equal(tagValue(once, 'Result'), '11');
    assert.equal(tagValue(once, 'Score'), '450');
    assert.ok(once.includes('{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}'), once);
    assert.equal(fixed(once), once);
    const diagnostics = factsRulings(once).diagnostics;
    assert.equal(withCode(diagnostics, 'pbn.revoke.ruling')[0].severity, 3, 'information once the Result holds the ruling');
  });

  it('1975 by side, the same facts as 1997 with legal=yes: Result 11 (2 tricks) where 2017 writes 10', () => {
    const facts = '7 E Revoke - Established won=W later=1 legal=yes';
    assert.equal(tagValue(fixed(factsBoard({ laws: '1975', result: '9', score: '-50', irregularities: facts })), 'Result'), '11');
    assert.equal(tagValue(fixed(factsBoard({ laws: '1997', result: '9', score: '-50', irregularities: facts })), 'Result'), '11');
    assert.equal(tagValue(fixed(factsBoard({ laws: '2017', result: '9', score: '-50', irregularities: facts })), 'Result'), '10');
  });
});
