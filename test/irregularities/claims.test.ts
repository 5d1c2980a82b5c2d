/**
 * Laws 68-71: a record that stops after three tricks (North's ♥A, South's ♦A, West's ♣A: NS 2,
 * EW 1, 10 tricks left) is a claim. The Result (the declaring side's total) must leave NS between
 * the 2 tricks they already won and those plus the 10 left.
 */
import assert from 'node:assert/strict';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

const THREE_TRICKS = ['W:H2 HA H3 H4', 'N:D2 D3 DA D4', 'S:C2 C3 C4 CA'];

describe('Laws 68-71: claims and concessions', () => {
  it('Law 68 (2017): Result 10 — NS claim 8 of the last 10 tricks, no problem', () => {
    const [claim] = ofKind(rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: THREE_TRICKS }, '2017', 10), 'claim');
    assert.deepEqual({ trick: claim.trick, remaining: claim.remaining, declaringSideClaimed: claim.declaringSideClaimed, problem: claim.problem, law: claim.law, agreement: claim.agreement },
      { trick: 4, remaining: 10, declaringSideClaimed: 8, problem: undefined, law: '68', agreement: 'unrecorded' });
  });

  it('Law 68: Result 13 gives NS 11 of the last 10 tricks — too many', () => {
    const [claim] = ofKind(rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: THREE_TRICKS }, '2017', 13), 'claim');
    assert.deepEqual({ declaringSideClaimed: claim.declaringSideClaimed, problem: claim.problem }, { declaringSideClaimed: 11, problem: 'too-many' });
  });

  it('Law 68: Result 1 gives NS fewer than the 2 tricks they already won — too few', () => {
    const [claim] = ofKind(rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: THREE_TRICKS }, '1997', 1), 'claim');
    assert.equal(claim.problem, 'too-few');
  });

  it('Law 70: a disputed claim by South is reported with its claimer, for the Director\'s judgement', () => {
    const [claim] = ofKind(rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: THREE_TRICKS, events: ['4 S Claim - Disputed'] }, '2017', 10), 'claim');
    assert.deepEqual({ seat: claim.seat, agreement: claim.agreement, law: claim.law }, { seat: 'S', agreement: 'disputed', law: '70' });
  });

  it('Law 68D2b (2017): play continued after a doubted claim', () => {
    const [claim] = ofKind(rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: THREE_TRICKS, events: ['4 S Claim - PlayedOn'] }, '2017', 10), 'claim');
    assert.deepEqual({ agreement: claim.agreement, law: claim.law }, { agreement: 'played-on', law: '68D2b' });
  });

  // West wins all 13 tricks of 3NT by South: a complete record.
  const complete = ['W:HA H2 H3 H4', 'W:HK H5 H6 H7', 'W:HQ H8 H9 HT', 'W:CA C2 C3 C4', 'W:CK C5 C6 C7', 'W:CQ C8 C9 CT',
    'W:DA D2 D3 D4', 'W:DK D5 D6 D7', 'W:DQ D8 D9 DT', 'W:SA S2 S3 S4', 'W:SK S5 S6 S7', 'W:SQ S8 S9 ST', 'W:SJ HJ CJ DJ'];

  it('a board played to the end has no claim', () => {
    assert.equal(ofKind(rulingsOn({ declarer: 'S', contract: '3NT', tricks: complete }, '2017', 0), 'claim').length, 0);
  });

  it('Law 68D2(b) (2017): a claim at trick 9 that all four agreed to play on lapses; the complete play stands, no contradiction', () => {
    const [claim] = ofKind(rulingsOn({ declarer: 'S', contract: '3NT', tricks: complete, events: ['9 W Claim - PlayedOn'] }, '2017', 0), 'claim');
    assert.deepEqual({ lapsed: claim.lapsed, law: claim.law, agreement: claim.agreement, trick: claim.trick, seat: claim.seat }, { lapsed: true, law: '68D2b', agreement: 'played-on', trick: 9, seat: 'W' });
    const text = pbnGame({ declarer: 'S', contract: '3NT', tricks: complete, result: '0', extraTags: ['[Laws "2017"]', '[Irregularities "9 W Claim - PlayedOn"]'] });
    const { diagnostics } = open(text);
    assert.deepEqual(withCode(diagnostics, 'pbn.irregularities.contradicts-play'), []);
    assert.equal(withCode(diagnostics, 'pbn.ruling.claim')[0].message, 'West claimed at trick 9, but all four agreed to play on: the claim lapsed and the play as recorded stands (Law 68D2b).');
  });

  it('Law 68 (1997): no playing on after a claim in that code — the choice is an edition error and the ruling says so', () => {
    const [claim] = ofKind(rulingsOn({ declarer: 'S', contract: '3NT', tricks: complete, events: ['9 W Claim - PlayedOn'] }, '1997', 0), 'claim');
    assert.deepEqual({ lapsed: claim.lapsed, law: claim.law }, { lapsed: true, law: '68' });
    assert.equal(irregularityMessage(claim, '1997', 'en', 'S'), 'West claimed at trick 9 and play went on to the end; this code has no provision for playing on after a claim (Law 68).');
    const text = pbnGame({ declarer: 'S', contract: '3NT', tricks: complete, result: '0', extraTags: ['[Laws "1997"]', '[Irregularities "9 W Claim - PlayedOn"]'] });
    const { diagnostics } = open(text);
    assert.equal(withCode(diagnostics, 'pbn.irregularities.edition-choice').length, 1, 'PlayedOn is not a choice of the 1997 code');
    assert.deepEqual(withCode(diagnostics, 'pbn.irregularities.contradicts-play'), [], 'reported once, as the edition error');
  });
});
