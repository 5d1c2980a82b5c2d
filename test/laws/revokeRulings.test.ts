/**
 * Law 64 rulings per edition on the shared scenarios: 64A1/64A2 (and the 1975 side-based count),
 * the 1987/1997 extra trick, the 64B exceptions in order, the cap, and the rectified trick count
 * and score. Every expectation was worked out by hand from the trick lists in scenarios.ts.
 */
import assert from 'node:assert/strict';
import { Edition, RevokeRuling } from '../../server/src/shapes/laws';
import { ruleOnRevokes } from '../../server/src/laws/revoke/ruleOnRevokes';
import { rectifiedTricks } from '../../server/src/laws/revoke/result';
import { duplicateScore } from '../../server/src/laws/scoring';
import { board, BoardSpec } from './support/boardBuilder';
import * as scenario from './support/scenarios';

/** The fields a ruling test compares. */
function essentials(ruling: RevokeRuling) {
  return { trick: ruling.trick, seat: ruling.seat, law: ruling.law, transfer: ruling.transfer, to: ruling.to };
}

/** Rules on a scenario and returns the essentials plus the declaring side's rectified tricks. */
function rule(spec: BoardSpec, edition: Edition, claimedTotal?: number, events: string[] = []) {
  const played = board({ ...spec, events });
  const rulings = ruleOnRevokes(played, edition, { claimedTotal });
  return { rulings, summary: rulings.map(essentials), tricks: rectifiedTricks(played, rulings, claimedTotal), played };
}

describe('Law 64A: the automatic transfer', () => {
  for (const edition of ['1987', '1997', '2007', '2017'] as Edition[]) {
    it(`L${edition.slice(2)} 64A1: East wins the revoke trick, EW win a later trick → 2 tricks to NS`, () => {
      const { summary, tricks } = rule(scenario.EAST_RUFFS_AND_WINS, edition, 10);
      assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64A1', transfer: 2, to: 'NS' }]);
      assert.equal(tricks, 12);
    });
  }

  it('L17 64A1: no later EW trick → only the revoke trick goes over', () => {
    const { summary, tricks } = rule(scenario.EAST_RUFFS_AND_WINS, '2017', 11);
    assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64A1', transfer: 1, to: 'NS' }]);
    assert.equal(tricks, 12);
  });

  it('L75 64: side-based count, East wins the revoke trick and EW win later → 2', () => {
    const { summary } = rule(scenario.EAST_RUFFS_AND_WINS, '1975', 10);
    assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64', transfer: 2, to: 'NS' }]);
  });

  it('L75 64: offender\'s partner won the revoke trick → counted by side, 2 tricks', () => {
    const { summary, tricks } = rule(scenario.PARTNER_WINS, '1975', 9);
    assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64', transfer: 2, to: 'NS' }]);
    assert.equal(tricks, 11);
  });

  for (const edition of ['1987', '1997', '2007', '2017'] as Edition[]) {
    it(`L${edition.slice(2)} 64A2: offender's partner won the revoke trick → 1 trick`, () => {
      const { summary, tricks } = rule(scenario.PARTNER_WINS, edition, 9);
      assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64A2', transfer: 1, to: 'NS' }]);
      assert.equal(tricks, 10);
    });
  }

  for (const edition of ['1987', '1997'] as Edition[]) {
    it(`L${edition.slice(2)} 64A2: offender later wins a trick with the ♣Q he held → extra trick, 2 in all`, () => {
      const { rulings, summary, tricks } = rule(scenario.LATER_WIN_WITH_SUIT_LED, edition, 9);
      assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64A2', transfer: 2, to: 'NS' }]);
      assert.equal(rulings[0].extraTrick, true);
      assert.equal(rulings[0].held, 'CQ');
      assert.equal(tricks, 11);
    });
  }

  for (const edition of ['2007', '2017'] as Edition[]) {
    it(`L${edition.slice(2)} 64A2: no extra trick for a later win with the suit led → 1`, () => {
      const { rulings, summary, tricks } = rule(scenario.LATER_WIN_WITH_SUIT_LED, edition, 9);
      assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64A2', transfer: 1, to: 'NS' }]);
      assert.equal(rulings[0].extraTrick, undefined);
      assert.equal(tricks, 10);
    });
  }

  it('L87 64A2: the ruling is flagged as modelled on the 1997 text; L97 is not', () => {
    assert.equal(rule(scenario.PARTNER_WINS, '1987', 9).rulings[0].assumed, true);
    assert.equal(rule(scenario.PARTNER_WINS, '1997', 9).rulings[0].assumed, undefined);
  });

  for (const edition of ['1997', '2017'] as Edition[]) {
    it(`L${edition.slice(2)} 64A2: dummy's ♦A won declarer's revoke trick → not declarer's win, 1 trick to EW`, () => {
      const { summary, tricks, played } = rule(scenario.DUMMY_WINS_DECLARERS_REVOKE, edition, 9);
      assert.deepEqual(summary, [{ trick: 2, seat: 'S', law: '64A2', transfer: 1, to: 'EW' }]);
      assert.equal(tricks, 8);
      assert.equal(duplicateScore(played.contract, false, tricks, edition), -100);
    });
  }

  it('L75 64: dummy won declarer\'s revoke trick → counted for the side, 2 tricks to EW', () => {
    const { summary, tricks, played } = rule(scenario.DUMMY_WINS_DECLARERS_REVOKE, '1975', 9);
    assert.deepEqual(summary, [{ trick: 2, seat: 'S', law: '64', transfer: 2, to: 'EW' }]);
    assert.equal(tricks, 7);
    assert.equal(duplicateScore(played.contract, false, tricks, '1975'), -150);
  });

  it('L17 64A1 + cap: two EW revokes would give 3, but EW won only 2 tricks from the first revoke on', () => {
    const { rulings, summary, tricks } = rule(scenario.TWO_REVOKES_OVER_THE_CAP, '2017', 10);
    assert.deepEqual(summary, [
      { trick: 2, seat: 'E', law: '64A1', transfer: 2, to: 'NS' },
      { trick: 3, seat: 'W', law: '64A1', transfer: 0, to: 'NS' },
    ]);
    assert.equal(rulings[1].capped, true);
    assert.equal(tricks, 12);
  });

  it('L75 64 + cap: the side-based count is capped the same way', () => {
    const { summary, tricks } = rule(scenario.TWO_REVOKES_OVER_THE_CAP, '1975', 10);
    assert.deepEqual(summary.map((ruling) => ruling.transfer), [2, 0]);
    assert.equal(tricks, 12);
  });
});

describe('Law 64B: no automatic transfer', () => {
  it('L17 64B1: EW won neither the revoke trick nor any later one', () => {
    const { rulings, summary, tricks } = rule(scenario.OFFENDERS_WIN_NOTHING_MORE, '2017', 12);
    assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64B1', transfer: 0, to: 'NS' }]);
    assert.equal(rulings[0].exception, 'B1');
    assert.equal(tricks, 12);
  });

  it('L75 64a: the same case is exception a of the 1975 Law 64', () => {
    assert.deepEqual(rule(scenario.OFFENDERS_WIN_NOTHING_MORE, '1975', 12).summary, [{ trick: 2, seat: 'E', law: '64a', transfer: 0, to: 'NS' }]);
  });

  for (const [edition, secondLaw, firstTransfer, total] of [
    ['1975', '64b', 2, 12],
    ['1997', '64B2', 1, 11],
    ['2017', '64B2', 1, 11],
  ] as [Edition, string, number, number][]) {
    it(`L${edition.slice(2)} ${secondLaw}: East revokes twice in clubs → the later revoke gets no transfer`, () => {
      const { summary, tricks } = rule(scenario.SAME_SUIT_TWICE, edition, 10);
      assert.deepEqual(summary, [
        { trick: 2, seat: 'E', law: edition === '1975' ? '64' : '64A2', transfer: firstTransfer, to: 'NS' },
        { trick: 3, seat: 'E', law: secondLaw, transfer: 0, to: 'NS' },
      ]);
      assert.equal(tricks, total);
    });
  }

  it('L17 64B2 needs the first revoke established; L97 64B2 does not (first one corrected)', () => {
    const firstCorrected = ['2 E Revoke D2 Corrected'];
    assert.deepEqual(rule(scenario.SAME_SUIT_TWICE, '2017', 10, firstCorrected).summary, [
      { trick: 2, seat: 'E', law: '62', transfer: 0, to: 'NS' },
      { trick: 3, seat: 'E', law: '64A2', transfer: 1, to: 'NS' },
    ]);
    assert.deepEqual(rule(scenario.SAME_SUIT_TWICE, '1997', 10, firstCorrected).summary[1], { trick: 3, seat: 'E', law: '64B2', transfer: 0, to: 'NS' });
  });

  for (const [edition, law] of [['1975', '64c'], ['1997', '64B3'], ['2017', '64B3']] as [Edition, string][]) {
    it(`L${edition.slice(2)} ${law}: a revoke by dummy gets no transfer`, () => {
      const { rulings, summary, tricks } = rule(scenario.DUMMY_REVOKES, edition, 9);
      assert.deepEqual(summary, [{ trick: 2, seat: 'N', law, transfer: 0, to: 'EW' }]);
      assert.equal(rulings[0].established, true);
      assert.equal(tricks, 9);
    });
  }

  it('L17 64B3: failing to play a major penalty card of the suit led gets no transfer', () => {
    const { summary } = rule(scenario.PARTNER_WINS, '2017', 9, ['1 E PenaltyCard C5 Major']);
    assert.deepEqual(summary, [{ trick: 2, seat: 'E', law: '64B3', transfer: 0, to: 'NS' }]);
  });

  for (const [edition, nextBoardLaw, afterRoundLaw] of [['1975', '64d1', '64d2'], ['2017', '64B4', '64B5']] as [Edition, string, string][]) {
    it(`L${edition.slice(2)} ${nextBoardLaw}/${afterRoundLaw}: noticed after the next board's auction began / after the round`, () => {
      assert.equal(rule(scenario.EAST_RUFFS_AND_WINS, edition, 10, ['2 E Revoke S2 NextBoard']).summary[0].law, nextBoardLaw);
      assert.equal(rule(scenario.EAST_RUFFS_AND_WINS, edition, 10, ['2 E Revoke S2 AfterRound']).summary[0].law, afterRoundLaw);
      assert.equal(rule(scenario.EAST_RUFFS_AND_WINS, edition, 10, ['2 E Revoke S2 AfterRound']).tricks, 10);
    });
  }

  for (const edition of ['2007', '2017'] as Edition[]) {
    it(`L${edition.slice(2)} 64B7: both sides revoked → no transfer either way`, () => {
      const { summary, tricks } = rule(scenario.BOTH_SIDES_REVOKE, edition, 9);
      assert.deepEqual(summary, [
        { trick: 2, seat: 'E', law: '64B7', transfer: 0, to: 'NS' },
        { trick: 3, seat: 'S', law: '64B7', transfer: 0, to: 'EW' },
      ]);
      assert.equal(tricks, 9);
    });
  }

  it('L97 64A2: both sides revoked → each revoke transfers (no 64B7 before 2007)', () => {
    const { summary, tricks } = rule(scenario.BOTH_SIDES_REVOKE, '1997', 9);
    assert.deepEqual(summary, [
      { trick: 2, seat: 'E', law: '64A2', transfer: 1, to: 'NS' },
      { trick: 3, seat: 'S', law: '64A2', transfer: 1, to: 'EW' },
    ]);
    assert.equal(tricks, 9);
  });

  it('L75 64: both sides revoked → 2 each way by the side count', () => {
    assert.deepEqual(rule(scenario.BOTH_SIDES_REVOKE, '1975', 9).summary.map((ruling) => ruling.transfer), [2, 2]);
  });

  // The ruling's article is the one that decides the transfer (64B6; 1975: 64e); the correction duty (62D; 1975: 62) is in the message.
  for (const [edition, law] of [['1975', '64e'], ['1987', '64B6'], ['1997', '64B6'], ['2007', '64B6'], ['2017', '64B6']] as [Edition, string][]) {
    it(`L${edition.slice(2)} ${law}: a revoke at trick 12 is established by trick 13 but transfers nothing`, () => {
      const { rulings, summary, tricks, played } = rule(scenario.TWELFTH_TRICK_AFTER_PARTNER, edition);
      assert.deepEqual(summary, [{ trick: 12, seat: 'E', law, transfer: 0, to: 'NS' }]);
      assert.equal(rulings[0].exception, 'B6');
      assert.equal(rulings[0].establishedAt, 13);
      assert.equal(rulings[0].partnerStillToPlay, undefined);
      assert.equal(tricks, 0);
      assert.equal(duplicateScore(played.contract, false, tricks, edition), -450);
    });
  }

  it('L17 62D2: East revoked at trick 12 before his partner played → partner rule flagged', () => {
    const { rulings } = rule(scenario.TWELFTH_TRICK_BEFORE_PARTNER, '2017');
    assert.equal(rulings[0].partnerStillToPlay, true);
    assert.equal(rulings[0].marked, true);
  });

  it('L17 64B8: the other side\'s revoke in the same trick was corrected (62C3) → no transfer', () => {
    const twoInOneTrick = { declarer: 'S', contract: '4S', tricks: ['W:HA H2 H3 H4', 'W:C2 D2 D3 C3', 'S:C4 C5 C6 C7'], holds: { N: ['C8'] } } as BoardSpec;
    const { summary } = rule(twoInOneTrick, '2017', 9, ['2 N Revoke D2 Corrected']);
    assert.deepEqual(summary, [
      { trick: 2, seat: 'N', law: '62', transfer: 0, to: 'EW' },
      { trick: 2, seat: 'E', law: '64B8', transfer: 0, to: 'NS' },
    ]);
  });
});
