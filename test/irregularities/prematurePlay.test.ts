/**
 * Law 57 per edition, on readable trick lists (4♠ by South, dummy North; North's ♥A wins trick 1
 * and North leads trick 2, East plays second, South third, West fourth). West plays before his
 * partner East; declarer's choice for East is recorded and must be obeyed (a breach is a revoke,
 * 61A). `Play:<suit>` exists from 2007; 57C: no rectification once declarer played from both hands.
 */
import assert from 'node:assert/strict';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

const TRICK_ONE = 'W:H2 HA H3 H4';

describe('Law 57: premature play by a defender', () => {
  // East holds ♦T and ♦9 (South the ♦AKQJ); declarer chose "highest" for him after West's premature ♣5.
  const highest = (trickTwo: string, trickThree: string, holds: Record<string, string[]>) => ({
    ...FOUR_SPADES_BY_SOUTH, tricks: [TRICK_ONE, trickTwo, trickThree], holds,
    events: ['2 W PrematurePlay C5 Highest', '3 E LeadRestriction C None'],
  });

  it('Law 57A (2017): East obeys "highest" with the ♦T — no revoke; West\'s ♣5 is a major penalty card', () => {
    const rulings = rulingsOn(highest('N:D2 DT D3 D4', 'E:S2 S3 S4 S5', { E: ['D9'], W: ['C5'], S: ['DA', 'DK', 'DQ', 'DJ'] }), '2017');
    const [premature] = ofKind(rulings, 'premature-play');
    assert.deepEqual({ law: premature.law, rectified: premature.rectified, partner: premature.partner, obliges: premature.obliges },
      { law: '57A', rectified: true, partner: 'E', obliges: { seat: 'E', action: 'play-highest', card: undefined, fromTrick: 2 } });
    const [card] = ofKind(rulings, 'penalty-card');
    assert.deepEqual({ card: card.card, size: card.size, origin: card.origin, law: card.law }, { card: 'C5', size: 'major', origin: 'premature-play', law: '57A' });
    assert.equal(ofKind(rulings, 'revoke').length, 0);
  });

  it('Law 57A breached (2017): East plays ♦9 holding ♦T — a revoke; East won trick 2, so 64A1 gives 1 trick', () => {
    // T2: N ♦2, E ♦9 (wins), S ♦3, W ♦4. T3 East leads, North's ♠5 wins: EW win nothing later.
    const rulings = rulingsOn(highest('N:D2 D9 D3 D4', 'E:S2 S3 S4 S5', { E: ['DT'], W: ['C5'], S: ['DA', 'DK', 'DQ', 'DJ'] }), '2017');
    const [revoke] = ofKind(rulings, 'revoke');
    assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, card: revoke.card, held: revoke.held, law: revoke.law, transfer: revoke.transfer, obligation: revoke.breach?.obligation },
      { trick: 2, seat: 'E', card: 'D9', held: 'DT', law: '64A1', transfer: 1, obligation: 'premature-play' });
  });

  // East is void in diamonds and discards the ♥5 while holding the ♣9. West's ♦4 wins T2; West leads T3.
  const namedSuit = (choice: string) => ({
    ...FOUR_SPADES_BY_SOUTH, tricks: [TRICK_ONE, 'N:D2 H5 D3 D4', 'W:S2 S3 S4 S5'], holds: { E: ['C9'], W: ['C5'] },
    events: [`2 W PrematurePlay C5 ${choice}`, '3 W LeadRestriction C None'],
  });

  it('Law 57A3 (2017): declarer required a club (Play:C); the heart discard is a revoke under 64A2 (1 trick)', () => {
    const [revoke] = ofKind(rulingsOn(namedSuit('Play:C'), '2017'), 'revoke');
    assert.deepEqual({ seat: revoke.seat, card: revoke.card, required: revoke.breach?.required, law: revoke.law, transfer: revoke.transfer },
      { seat: 'E', card: 'H5', required: 'C', law: '64A2', transfer: 1 });
  });

  it('Law 57A3 (1997): declarer forbade hearts (NotPlay:H); the heart discard is a revoke', () => {
    const [revoke] = ofKind(rulingsOn(namedSuit('NotPlay:H'), '1997'), 'revoke');
    assert.deepEqual({ seat: revoke.seat, required: revoke.breach?.required, law: revoke.law }, { seat: 'E', required: 'not H', law: '64A2' });
  });

  it('Law 57C (2017, 1987; 1975 Law 57): East played before West after North and South had both played — no rectification, no penalty card', () => {
    // T2: N leads ♦2, E ♦9, S ♦3, W ♦K: West (the partner) plays after both of declarer's hands.
    const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: [TRICK_ONE, 'N:D2 D9 D3 DK'], events: ['2 E PrematurePlay D9 Lowest'] };
    for (const edition of ['2017', '1987'] as const) {
      const rulings = rulingsOn(spec, edition);
      const [premature] = ofKind(rulings, 'premature-play');
      assert.deepEqual({ rectified: premature.rectified, law: premature.law, problem: premature.problem }, { rectified: false, law: '57C', problem: 'no-rectification' });
      assert.equal(ofKind(rulings, 'penalty-card').length, 0);
      assert.equal(ofKind(rulings, 'revoke').length, 0);
    }
    const [old] = ofKind(rulingsOn(spec, '1975'), 'premature-play');
    assert.deepEqual({ rectified: old.rectified, law: old.law }, { rectified: false, law: '57' }, '1975: one Law 57, modelled on 1987');
  });
});
