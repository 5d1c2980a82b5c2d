/**
 * Law 50B (1987 on; seed 004 Art. 50B: "als een tegenspeler twee of meer strafkaarten heeft, worden
 * alle zodanige kaarten grote strafkaarten"): a minor penalty card becomes major when a second one
 * joins it, not before. Until then 50C binds its owner, and a discard of another suit is legal
 * (issue 31 item 2). The 1975 code has one kind of penalty card, to be played at once.
 */
import assert from 'node:assert/strict';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('Law 50B: a second penalty card makes both major from then on', () => {
  // West drops ♠4 (minor) at trick 3 while playing ♠5; at trick 4 he is void in clubs and discards
  // ♦2 (a minor card need not be played, 50C). At trick 6 he exposes ♥3 after playing ♦6: from then
  // he has two penalty cards, both major. At trick 8, void in clubs again, he discards ♥9 instead of
  // a penalty card: the only breach, a revoke (61A) without transfer (64B3; East's ♥K wins trick 9,
  // so 64B1 does not apply first). At trick 9 he follows with his penalty card ♥3.
  const twoCards = {
    ...FOUR_SPADES_BY_SOUTH,
    tricks: [
      'W:C2 CA C3 C4', 'N:H2 H4 HA H5', 'S:SA S5 S2 S3', 'S:CK D2 C6 C7', 'S:DA D3 D4 D5',
      'S:DK D6 D7 D8', 'S:DQ D9 DT DJ', 'S:CQ H9 C8 C9', 'S:H6 H3 H7 HK',
    ],
    holds: { W: ['S4'] },
    events: ['3 W PenaltyCard S4 Minor', '6 W PenaltyCard H3 Major'],
  };

  for (const edition of ['1997', '2017'] as const) {
    it(`Law 50B (${edition}): ♠4 is minor at trick 4 (the ♦2 discard is legal) and major from trick 6; only trick 8 is a revoke, 64B3, no transfer`, () => {
      const rulings = rulingsOn(twoCards, edition);
      const [spade, heart] = ofKind(rulings, 'penalty-card');
      assert.deepEqual(
        { card: spade.card, size: spade.size, majorFrom: spade.majorFrom, alongWith: spade.alongWith, playedAt: spade.playedAt, problem: spade.problem },
        { card: 'S4', size: 'minor', majorFrom: 6, alongWith: ['H3'], playedAt: undefined, problem: undefined },
      );
      assert.deepEqual({ card: heart.card, size: heart.size, majorFrom: heart.majorFrom, playedAt: heart.playedAt }, { card: 'H3', size: 'major', majorFrom: undefined, playedAt: 9 });
      const revokes = ofKind(rulings, 'revoke');
      assert.deepEqual(revokes.map((revoke) => ({ trick: revoke.trick, seat: revoke.seat, card: revoke.card, law: revoke.law, transfer: revoke.transfer })),
        [{ trick: 8, seat: 'W', card: 'H9', law: '64B3', transfer: 0 }]);
    });
  }

  it('Law 50 (1975): one kind of penalty card, to be played at once — the ♦2 discard at trick 4 is already a breach', () => {
    const revokes = ofKind(rulingsOn(twoCards, '1975'), 'revoke');
    assert.deepEqual(revokes.map((revoke) => revoke.trick), [4, 8]);
  });

  it('Law 50B (2017): the ruling says from which trick the minor card is major, in English and Dutch', () => {
    const [spade] = ofKind(rulingsOn(twoCards, '2017'), 'penalty-card');
    assert.ok(irregularityMessage(spade, '2017', 'en', 'S').includes('is a minor penalty card'));
    assert.ok(irregularityMessage(spade, '2017', 'en', 'S').includes('; from trick 6, with ♥3 also on the table, all are major (Law 50B)'));
    assert.ok(irregularityMessage(spade, '2017', 'nl', 'S').includes('; vanaf slag 6, met ook ♥3 op tafel, zijn ze alle groot (artikel 50B)'));
  });
});
