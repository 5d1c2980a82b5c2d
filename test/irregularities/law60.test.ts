/**
 * Law 60 per edition, on readable trick lists (4♠ by South, dummy North): a non-offender who plays
 * after his right-hand opponent's irregular lead or premature lead, before the rectification is
 * settled, forfeits it — the card counts as played in turn, the choice in the tag is flagged as no
 * longer available, and no penalty card or Law 57 obligation follows. 60A from 1987 (seeds 001 and
 * 000), the same principle in 2007 and 2017; the 1975 Law 60 is modelled on 1987 and says so.
 */
import assert from 'node:assert/strict';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('Law 60: play after an irregular lead or play', () => {
  // North's ♦A wins trick 1, so North (dummy) should lead trick 2; South leads ♣2 from his own hand
  // and West plays ♣3 to it before anyone asks for the lead from the right hand.
  const wrongHand = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:D2 DA D3 D4', 'S:C2 C3 C4 C5'], events: ['2 S LeadOutOfTurn C2 WrongHand'] };

  it('Law 60A (2017): West played to declarer\'s lead from the wrong hand — it stands, WrongHand is no longer available', () => {
    const [lead] = ofKind(rulingsOn(wrongHand, '2017'), 'lead-out-of-turn');
    assert.deepEqual(
      { outcome: lead.outcome, law: lead.law, standsBy: lead.standsBy, forfeitedBy: lead.forfeitedBy, unavailableChoice: lead.unavailableChoice, problem: lead.problem, obliges: lead.obliges, assumed: lead.assumed },
      { outcome: 'accepted', law: '60A', standsBy: 'after-irregularity', forfeitedBy: { seat: 'W', trick: 2 }, unavailableChoice: 'WrongHand', problem: 'choice-not-available', obliges: undefined, assumed: undefined },
    );
  });

  it('Law 60 (1975, assumed from 1987): the 55b same-suit duty is forfeited too, and the ruling says the text is modelled', () => {
    const rulings = rulingsOn(wrongHand, '1975');
    const [lead] = ofKind(rulings, 'lead-out-of-turn');
    assert.deepEqual({ law: lead.law, assumed: lead.assumed, obliges: lead.obliges }, { law: '60', assumed: true, obliges: undefined });
    assert.equal(ofKind(rulings, 'revoke').length, 0);
    assert.ok(irregularityMessage(lead, '1975', 'en', 'S').endsWith("this code's Law 60 is modelled on the 1987 text."));
  });

  it('Law 60A (1997): South played to East\'s rejected lead at trick 2 — no penalty card, the lead counts as in turn', () => {
    // South's ♦A wins trick 1 and South should lead; East leads ♥7 and South plays ♥2 to it.
    const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:D2 D3 D4 DA', 'E:H7 H2 H3 H4'], events: ['2 E LeadOutOfTurn H7 Rejected'] };
    const rulings = rulingsOn(spec, '1997');
    const [lead] = ofKind(rulings, 'lead-out-of-turn');
    assert.deepEqual({ outcome: lead.outcome, law: lead.law, forfeitedBy: lead.forfeitedBy, unavailableChoice: lead.unavailableChoice },
      { outcome: 'accepted', law: '60A', forfeitedBy: { seat: 'S', trick: 2 }, unavailableChoice: 'Rejected' });
    assert.equal(ofKind(rulings, 'penalty-card').length, 0);
    assert.equal(ofKind(rulings, 'lead-restriction').length, 0);
  });

  it('no Law 60 (2017) when the record shows the proper lead: the rejection stands and ♥7 is a major penalty card (56)', () => {
    const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:D2 D3 D4 DA', 'S:C2 C3 C4 H7'], holds: { E: [] }, events: ['2 E LeadOutOfTurn H7 Rejected'] };
    const rulings = rulingsOn(spec, '2017');
    const [lead] = ofKind(rulings, 'lead-out-of-turn');
    assert.deepEqual({ outcome: lead.outcome, law: lead.law, standsBy: lead.standsBy }, { outcome: 'rejected', law: '56', standsBy: undefined });
    assert.equal(ofKind(rulings, 'penalty-card')[0].card, 'H7');
  });

  // North's ♥A wins trick 1 and dummy leads ♦2; West leads ♣5 to trick 3 before East has played to
  // trick 2, and North plays ♣2 to it before declarer chose. South's ♦A wins trick 2, so South was to
  // lead trick 3: the record shows West's ♣5 led out of turn and North playing to it. East played ♦4
  // although he holds the ♦Q: "highest" would have required the queen, but Law 60 lifts the choice.
  const prematureLead = {
    ...FOUR_SPADES_BY_SOUTH, tricks: ['W:H2 HA H3 H4', 'N:D2 D4 DA D3', 'W:C5 C2 C3 C4'], holds: { E: ['DQ'] },
    events: ['2 W PrematurePlay C5 Highest'],
  };

  for (const edition of ['1987', '2007'] as const) {
    it(`Law 60A (${edition}): North played to West's premature lead — no rectification, no penalty card, "Highest" is not applied`, () => {
      const rulings = rulingsOn(prematureLead, edition);
      const [premature] = ofKind(rulings, 'premature-play');
      assert.deepEqual(
        { rectified: premature.rectified, law: premature.law, forfeitedBy: premature.forfeitedBy, obliges: premature.obliges, problem: premature.problem, unavailableChoice: premature.unavailableChoice },
        { rectified: false, law: '60A', forfeitedBy: { seat: 'N', trick: 3 }, obliges: undefined, problem: 'choice-not-available', unavailableChoice: 'Highest' },
      );
      assert.equal(ofKind(rulings, 'penalty-card').length, 0);
      assert.equal(ofKind(rulings, 'revoke').length, 0, 'East\'s ♦4 breaches nothing');
    });
  }

  // Issue 31 item 1. Five tricks to South's ♥A and ♠/♥ honours, West's ♦A wins trick 6; West leads
  // ♣A to trick 7, North plays ♣4 and, before East has played (declarer has not played from both
  // hands: no 57C), West leads ♦K to trick 8. Declarer requires East's lowest club (57A); East plays
  // ♣J holding ♣3. West's ♣A wins trick 7, so West is the proper leader of trick 8 and leads his
  // penalty card ♦K to it, North following: the penalty was settled, nothing is forfeited (60A1 only
  // when the non-offender plays "before a penalty has been imposed"). East's ♣J is a revoke (61A);
  // the offending player did not win the revoke trick, his side did: 64A2, one trick to NS.
  const wonTheTrick = {
    ...FOUR_SPADES_BY_SOUTH,
    tricks: ['W:H2 H3 H4 HA', 'S:SA S2 S3 S4', 'S:SK S5 S6 S7', 'S:SQ S8 S9 ST', 'S:HK H5 H6 H7', 'S:D5 DA D6 D7', 'W:CA C4 CJ C5', 'W:DK D2 D3 D4'],
    holds: { E: ['C3'] },
    events: ['7 W PrematurePlay DK Lowest'],
  };

  for (const [edition, law] of [['1997', '64A2'], ['2017', '64A2']] as const) {
    it(`Law 60A1 (${edition}): West won the trick and led his penalty card — the choice "Lowest" stands and East's ♣J is a revoke, one trick to NS (${law})`, () => {
      const rulings = rulingsOn(wonTheTrick, edition);
      const [premature] = ofKind(rulings, 'premature-play');
      assert.deepEqual(
        { rectified: premature.rectified, forfeitedBy: premature.forfeitedBy, problem: premature.problem, obliges: premature.obliges },
        { rectified: true, forfeitedBy: undefined, problem: undefined, obliges: { seat: 'E', action: 'play-lowest', card: undefined, fromTrick: 7 } },
      );
      const [penalty] = ofKind(rulings, 'penalty-card');
      assert.deepEqual({ card: penalty.card, size: penalty.size, playedAt: penalty.playedAt }, { card: 'DK', size: 'major', playedAt: 8 });
      const revokes = ofKind(rulings, 'revoke');
      assert.equal(revokes.length, 1);
      const [revoke] = revokes;
      assert.deepEqual(
        { trick: revoke.trick, seat: revoke.seat, card: revoke.card, obligation: revoke.breach?.obligation, law: revoke.law, transfer: revoke.transfer, to: revoke.to },
        { trick: 7, seat: 'E', card: 'CJ', obligation: 'premature-play', law, transfer: 1, to: 'NS' },
      );
    });
  }

  it('Law 57A without Law 60 (2017): the same premature ♣5, but trick 3 led by West is not followed by North — "Highest" applies and ♦4 is a revoke', () => {
    // Trick 3 is not recorded, so nobody played on: East had to play the ♦Q.
    const spec = { ...prematureLead, tricks: ['W:H2 HA H3 H4', 'N:D2 D4 D3 DK'] };
    const rulings = rulingsOn(spec, '2017');
    assert.equal(ofKind(rulings, 'premature-play')[0].law, '57A');
    const [revoke] = ofKind(rulings, 'revoke');
    assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, card: revoke.card, obligation: revoke.breach?.obligation }, { trick: 2, seat: 'E', card: 'D4', obligation: 'premature-play' });
  });

  it('Law 60A (1997, nl): the Dutch message speaks of "straf"; in 2017 of "rechtzetting"', () => {
    const [old] = ofKind(rulingsOn(prematureLead, '1997'), 'premature-play');
    assert.equal(irregularityMessage(old, '1997', 'nl', 'S'),
      'West speelde ♣5 voortijdig in slag 2: Noord speelde daarna bij voordat de straf was vastgesteld, dus er volgt geen straf, de kaart is geen strafkaart en geldt als op de beurt gespeeld; verplichtingen uit een eerdere straf blijven gelden (artikel 60A, Spelregels 1997); de vastgelegde keuze Highest van de leider geldt niet.');
    const [recent] = ofKind(rulingsOn(prematureLead, '2017'), 'premature-play');
    assert.ok(irregularityMessage(recent, '2017', 'nl', 'S').includes('voordat de rechtzetting was vastgesteld'));
    assert.ok(irregularityMessage(recent, '2017', 'en', 'S').includes('North played after it before the rectification was settled'));
  });

  it('Law 60A (2017, nl): the lead message names who played on and the unavailable choice', () => {
    const [lead] = ofKind(rulingsOn(wrongHand, '2017'), 'lead-out-of-turn');
    assert.equal(irregularityMessage(lead, '2017', 'nl', 'S'),
      'Zuid speelde ♣2 voor de beurt voor in slag 2: West speelde bij voordat de rechtzetting was vastgesteld, dus het recht op rechtzetting vervalt en het voorspelen geldt als op de beurt; verplichtingen uit een eerdere rechtzetting blijven gelden (artikel 60A, Spelregels 2017); de vastgelegde keuze WrongHand is niet meer mogelijk.');
  });
});
