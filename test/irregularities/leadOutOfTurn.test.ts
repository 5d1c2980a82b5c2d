/**
 * Laws 53-56 per edition, on readable trick lists (4♠ by South, dummy North, West the proper
 * opening leader). The five outcomes of an opening lead out of turn by East — accepted (54B / 1975
 * 54a), declarer spreads (54A / 1975 54c), rejected with the suit required, forbidden, or left
 * alone (56 + 50D2) — and declarer's lead from the wrong hand (55B2), where only the 1975 code
 * (55b) obliges the right hand to lead the same suit.
 */
import assert from 'node:assert/strict';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('Laws 53-56: leads out of turn', () => {
  describe('an opening lead out of turn by East (West was to lead)', () => {
    it('Law 54B (2017): accepted by declarer playing to it — ^L, no event', () => {
      const rulings = rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: ['E:^LH7 H2 H3 H4', 'E:D2 D3 D4 D5'] }, '2017');
      const [lead] = ofKind(rulings, 'lead-out-of-turn');
      assert.deepEqual(
        { trick: lead.trick, seat: lead.seat, card: lead.card, outcome: lead.outcome, law: lead.law, properLeader: lead.properLeader, acceptedBy: lead.acceptedBy },
        { trick: 1, seat: 'E', card: 'H7', outcome: 'accepted', law: '54B', properLeader: 'W', acceptedBy: 'play' },
      );
      assert.equal(ofKind(rulings, 'penalty-card').length, 0);
      assert.equal(ofKind(rulings, 'revoke').length, 0);
    });

    it('Law 54a (1975): the same acceptance, by statement (Accepted event)', () => {
      const rulings = rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: ['E:^LH7 H2 H3 H4'], events: ['1 E LeadOutOfTurn H7 Accepted'] }, '1975');
      const [lead] = ofKind(rulings, 'lead-out-of-turn');
      assert.equal(lead.law, '54a');
      assert.equal(lead.acceptedBy, 'statement');
      assert.equal(lead.eventIndex, 0);
      assert.equal(lead.problem, undefined);
    });

    it('Law 54A (2017) / 54c (1975): declarer spreads his hand, North plays it and East\'s lead is in turn', () => {
      const spec = { declarer: 'N', contract: '4S', tricks: ['E:H7 H2 H3 H4'], events: ['1 E LeadOutOfTurn H7 DeclarerSpreads'] } as const;
      for (const [edition, article] of [['2017', '54A'], ['1975', '54c']] as const) {
        const rulings = rulingsOn(spec, edition);
        const [lead] = ofKind(rulings, 'lead-out-of-turn');
        assert.equal(lead.outcome, 'declarer-spreads');
        assert.equal(lead.law, article);
        assert.equal(ofKind(rulings, 'penalty-card').length, 0, 'no penalty card after a spread');
      }
    });

    const rejected = (restriction: string, tricks: string[], holds: Record<string, string[]> = { E: ['HK'], W: ['H3'] }) => ({
      ...FOUR_SPADES_BY_SOUTH, tricks, holds,
      events: ['1 E LeadOutOfTurn HK Rejected', `1 W LeadRestriction H ${restriction}`],
    });

    it('Law 56 + 50D2 (2017): rejected, declarer requires hearts — West leads a heart, ♥K is picked up', () => {
      // W leads ♥3 as required; E plays ♥K, no longer a penalty card, and wins.
      const rulings = rulingsOn(rejected('Require', ['W:H3 H4 HK H2'], {}), '2017');
      const [card] = ofKind(rulings, 'penalty-card');
      assert.deepEqual({ size: card.size, origin: card.origin, law: card.law, withdrawnAt: card.withdrawnAt }, { size: 'major', origin: 'lead-out-of-turn', law: '56', withdrawnAt: 1 });
      const [restriction] = ofKind(rulings, 'lead-restriction');
      assert.deepEqual({ choice: restriction.choice, seat: restriction.seat, law: restriction.law, obliges: restriction.obliges },
        { choice: 'require', seat: 'W', law: '50D2', obliges: { seat: 'W', action: 'lead-suit', card: 'H', fromTrick: 1 } });
      assert.equal(ofKind(rulings, 'revoke').length, 0);
    });

    it('Law 50D2 breached (2017): West leads a diamond though hearts were required — a revoke (61A) with a transfer (64A2)', () => {
      // T1 W ♦2, N ♦A wins; T2 N leads clubs, W's ♣5 wins (W plays: established). EW won T2 → 1 trick.
      const rulings = rulingsOn(rejected('Require', ['W:D2 DA D3 D4', 'N:C2 C3 C4 C5']), '2017');
      const [revoke] = ofKind(rulings, 'revoke');
      assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, card: revoke.card, law: revoke.law, transfer: revoke.transfer, to: revoke.to, obligation: revoke.breach?.obligation },
        { trick: 1, seat: 'W', card: 'D2', law: '64A2', transfer: 1, to: 'NS', obligation: 'lead-restriction' });
    });

    it('Law 50D2 (2017): declarer forbids hearts — a heart lead breaches it, a diamond lead does not', () => {
      assert.equal(ofKind(rulingsOn(rejected('Forbid', ['W:D2 DA D3 D4']), '2017'), 'revoke').length, 0);
      // W leads ♥3 anyway (E's ♥5 wins); W plays to T2, which establishes it.
      const [revoke] = ofKind(rulingsOn(rejected('Forbid', ['W:H3 H4 H5 H2', 'E:C2 C3 C4 C5'], { E: ['HK'] }), '2017'), 'revoke');
      assert.equal(revoke.breach?.required, 'not H');
      assert.equal(revoke.seat, 'W');
    });

    it('Law 50D2 (2017): no restriction — ♥K stays a major penalty card and must be played at the first legal opportunity', () => {
      // T1 diamonds: E follows with ♦3 (following suit comes first). T2 clubs: E, void, discards ♥K.
      const rulings = rulingsOn(rejected('None', ['W:D2 DA D3 D4', 'N:C2 HK C4 C5'], { W: ['H3'] }), '2017');
      const [card] = ofKind(rulings, 'penalty-card');
      assert.equal(card.playedAt, 2);
      assert.equal(card.withdrawnAt, undefined);
      assert.equal(ofKind(rulings, 'lead-restriction')[0].choice, 'none');
      assert.equal(ofKind(rulings, 'revoke').length, 0);
    });

    it('Law 56 (1975): the rejected card is a penalty card of the single kind', () => {
      const [card] = ofKind(rulingsOn(rejected('None', ['W:D2 DA D3 D4']), '1975'), 'penalty-card');
      assert.equal(card.size, 'single');
      assert.equal(card.law, '56');
    });
  });

  describe("declarer's lead from the wrong hand (Law 55B2; 1975: 55b)", () => {
    // T1 won by South's ♦A, so South must lead T2; declarer led ♣2 from dummy instead, and South then led a heart holding ♣6.
    const wrongHand = {
      ...FOUR_SPADES_BY_SOUTH,
      tricks: ['W:D2 D3 D4 DA', 'S:H5 H6 H7 H8', 'E:D5 D6 D7 D8'],
      holds: { S: ['C6'], N: ['C2'] },
      events: ['2 N LeadOutOfTurn C2 WrongHand'],
    };

    it('Law 55b (1975): South had to lead a club; leading a heart is a revoke with a penalty (64: NS won trick 3 → 1 trick)', () => {
      const rulings = rulingsOn(wrongHand, '1975');
      const [lead] = ofKind(rulings, 'lead-out-of-turn');
      assert.deepEqual({ outcome: lead.outcome, law: lead.law, properLeader: lead.properLeader, obliges: lead.obliges },
        { outcome: 'wrong-hand', law: '55b', properLeader: 'S', obliges: { seat: 'S', action: 'lead-same-suit', card: 'C', fromTrick: 2 } });
      const [revoke] = ofKind(rulings, 'revoke');
      assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, law: revoke.law, transfer: revoke.transfer, to: revoke.to, obligation: revoke.breach?.obligation },
        { trick: 2, seat: 'S', law: '64', transfer: 1, to: 'EW', obligation: 'wrong-hand-lead' });
    });

    it('Law 55B2 (2017): any card from the right hand — no obligation, no revoke', () => {
      const rulings = rulingsOn(wrongHand, '2017');
      const [lead] = ofKind(rulings, 'lead-out-of-turn');
      assert.equal(lead.law, '55B2');
      assert.equal(lead.obliges, undefined);
      assert.equal(ofKind(rulings, 'revoke').length, 0);
    });
  });

  it('Law 53A (2017): a lead out of turn at trick 13 cannot be accepted; 2007 accepts it', () => {
    const eleven = ['W:HA H2 H3 H4', 'W:HK H5 H6 H7', 'W:HQ H8 H9 HT', 'W:CA C2 C3 C4', 'W:CK C5 C6 C7', 'W:CQ C8 C9 CT',
      'W:DA D2 D3 D4', 'W:DK D5 D6 D7', 'W:DQ D8 D9 DT', 'W:SA S2 S3 S4', 'W:SK S5 S6 S7', 'W:SQ S8 S9 ST'];
    const spec = { declarer: 'S', contract: '3NT', tricks: [...eleven, 'E:^LHJ DJ CJ SJ'] } as const;
    assert.equal(ofKind(rulingsOn(spec, '2017'), 'lead-out-of-turn')[0].problem, 'trick-thirteen');
    assert.equal(ofKind(rulingsOn(spec, '2007'), 'lead-out-of-turn')[0].problem, undefined);
  });
});
