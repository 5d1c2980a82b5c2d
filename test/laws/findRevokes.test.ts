/**
 * Finding revokes in the play (Law 61A: not following suit when able, dummy included; the lowest
 * card of the suit led still held) and deciding establishment (Law 63A: a later play by the
 * offender or his partner, a lead out of turn included, or a claim; not when corrected).
 */
import assert from 'node:assert/strict';
import { findRevokes } from '../../server/src/laws/revoke/findRevokes';
import { isEstablished } from '../../server/src/laws/revoke/established';
import { resultNeedsCaret } from '../../server/src/laws/revoke/result';
import { ruleOnRevokes } from '../../server/src/laws/revoke/ruleOnRevokes';
import { board } from './support/boardBuilder';
import * as scenario from './support/scenarios';

describe('Law 61A: finding revokes', () => {
  it('61A: a discard while holding the suit led is found, unmarked, with the card still held', () => {
    assert.deepEqual(findRevokes(board(scenario.PARTNER_WINS)), [{ trick: 2, seat: 'E', card: 'D2', suitLed: 'C', held: 'C5', marked: false }]);
  });

  it('61A: held is the lowest card of the suit led still in hand', () => {
    const twoClubsKept = { ...scenario.PARTNER_WINS, holds: { E: ['C9', 'C5', 'CJ'] } };
    assert.equal(findRevokes(board(twoClubsKept))[0].held, 'C5');
  });

  it('61A: a card the offender already played earlier is not "held"', () => {
    const clubsGoneBefore = { declarer: 'S', contract: '4S', tricks: ['W:CA C2 C5 C3', 'W:CK C4 D2 C6'] } as const;
    assert.deepEqual(findRevokes(board(clubsGoneBefore)), []);
  });

  it('61A: dummy can revoke', () => {
    assert.deepEqual(findRevokes(board(scenario.DUMMY_REVOKES)).map((revoke) => [revoke.seat, revoke.card, revoke.held]), [['N', 'C2', 'D3']]);
  });

  it('61A: a ^R mark is reported as marked', () => {
    const found = findRevokes(board(scenario.TWELFTH_TRICK_BEFORE_PARTNER));
    assert.deepEqual(found.map((revoke) => [revoke.trick, revoke.seat, revoke.marked]), [[12, 'E', true]]);
  });

  it('61A: a full deal where everybody follows or is void has no revoke', () => {
    const clean = { ...scenario.TWELFTH_TRICK_AFTER_PARTNER, tricks: [...scenario.TWELFTH_TRICK_AFTER_PARTNER.tricks.slice(0, 11), 'W:SQ S8 S9 ST', 'W:SJ HJ CJ DJ'] };
    assert.deepEqual(findRevokes(board(clean)), []);
  });

  it('61A: an earlier unknown card (-) may have been the suit led, so no revoke is claimed', () => {
    const unknownEarlier = { declarer: 'S', contract: '4S', tricks: ['W:HA H2 - H4', 'W:CA C2 D2 C3'], holds: { E: ['C5'] } } as const;
    assert.deepEqual(findRevokes(board(unknownEarlier)), []);
  });
});

describe('Law 63A: establishment', () => {
  it('63A1: the offender plays to the next trick → established at trick 3', () => {
    const played = board(scenario.EAST_RUFFS_AND_WINS);
    assert.deepEqual(isEstablished(played, findRevokes(played)[0]), { established: true, at: 3, by: 'play' });
  });

  it('63A1: partner\'s lead out of turn (^L) to the next trick establishes the revoke', () => {
    const played = board(scenario.PARTNER_LEADS_OUT_OF_TURN);
    assert.deepEqual(isEstablished(played, findRevokes(played)[0]), { established: true, at: 3, by: 'play' });
    const [ruling] = ruleOnRevokes(played, '2017', { claimedTotal: 10 });
    assert.deepEqual([ruling.law, ruling.transfer, ruling.to], ['64A2', 1, 'NS']);
  });

  it('63A3: the record stops after the revoke trick (claim) → established by the claim; 64A1 counts claimed tricks', () => {
    const played = board(scenario.CLAIM_AFTER_REVOKE);
    assert.deepEqual(isEstablished(played, findRevokes(played)[0]), { established: true, by: 'claim' });
    const [ruling] = ruleOnRevokes(played, '2017', { claimedTotal: 10 });
    assert.deepEqual([ruling.law, ruling.transfer, ruling.establishedBy], ['64A1', 2, 'claim']);
  });

  it('63A3: a disputed claim establishes nothing → corrected under 62, no transfer', () => {
    const played = board({ ...scenario.CLAIM_AFTER_REVOKE, events: ['2 S Claim - Disputed'] });
    const [ruling] = ruleOnRevokes(played, '2017', { claimedTotal: 10 });
    assert.deepEqual([ruling.established, ruling.law, ruling.transfer], [false, '62', 0]);
  });

  it('62: a Revoke … Corrected event means it was never established → no transfer', () => {
    const played = board({ ...scenario.EAST_RUFFS_AND_WINS, events: ['2 E Revoke S2 Corrected'] });
    const [ruling] = ruleOnRevokes(played, '1997', { claimedTotal: 10 });
    assert.deepEqual([ruling.established, ruling.law, ruling.transfer], [false, '62', 0]);
  });

  it('63A: the next trick played only by the non-offenders, then the record stops → the claim establishes it', () => {
    const played = board({ declarer: 'S', contract: '4S', tricks: ['W:HA H2 H3 H4', 'W:C2 CA D2 C3', 'N:HK'], holds: { E: ['C5'] } });
    assert.deepEqual(isEstablished(played, findRevokes(played)[0]), { established: true, by: 'claim' });
  });
});

describe('PBN §10: the ^ of Result', () => {
  it('Result below the tricks a side already won needs ^, a consistent one must not have it (64A1 claim case)', () => {
    const played = board(scenario.EAST_RUFFS_AND_WINS); // NS won 1 recorded trick, EW 2
    assert.equal(resultNeedsCaret(played, 10), false);
    assert.equal(resultNeedsCaret(played, 11), false);
    assert.equal(resultNeedsCaret(played, 12), true);
    assert.equal(resultNeedsCaret(played, 0), true);
  });

  it('a fully played board: any change from the played tricks needs ^ (62D trick-12 deal, EW won all 13)', () => {
    const played = board(scenario.TWELFTH_TRICK_AFTER_PARTNER);
    assert.equal(resultNeedsCaret(played, 0), false);
    assert.equal(resultNeedsCaret(played, 1), true);
  });
});
