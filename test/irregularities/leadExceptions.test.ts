/**
 * The leads out of turn that stand whatever the tag chose, per edition, on readable trick lists
 * (4♠ by South, dummy North): 54C (1975: 54b) when declarer could have seen a card of dummy's
 * (`MustAccept`, alone or beside a forbidden `Rejected`), the wrong defender playing to declarer's
 * lead out of turn (1997 53B, 2017 53C: the lead stands, Law 57 applies to his card), and the
 * proper lead after a lead out of turn (`ProperLead`; 1997 53C, 2017 53B). Dutch messages included.
 */
import assert from 'node:assert/strict';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { open, withCode } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('leads out of turn that stand: Laws 53B/53C and 54C', () => {
  describe('Law 54C: declarer could have seen a card of dummy\'s (East led ♥7, West was to lead)', () => {
    it('Law 54C (2017) / 54b (1975): MustAccept — the lead stands as accepted, no penalty card', () => {
      for (const [edition, article] of [['2017', '54C'], ['1975', '54b']] as const) {
        const rulings = rulingsOn({ ...FOUR_SPADES_BY_SOUTH, tricks: ['E:H7 H2 H3 H4'], events: ['1 E LeadOutOfTurn H7 MustAccept'] }, edition);
        const [lead] = ofKind(rulings, 'lead-out-of-turn');
        assert.deepEqual({ outcome: lead.outcome, law: lead.law, standsBy: lead.standsBy, problem: lead.problem, obliges: lead.obliges },
          { outcome: 'accepted', law: article, standsBy: 'must-accept', problem: undefined, obliges: undefined });
        assert.equal(ofKind(rulings, 'penalty-card').length, 0);
      }
    });

    it('Law 54C (1997): a Rejected beside MustAccept is flagged; the lead counts as accepted and ♥K gives no penalty card', () => {
      const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['E:HK H2 H3 H4'], events: ['1 E LeadOutOfTurn HK MustAccept', '1 E LeadOutOfTurn HK Rejected'] };
      const rulings = rulingsOn(spec, '1997');
      const leads = ofKind(rulings, 'lead-out-of-turn');
      assert.equal(leads.length, 1, 'one ruling for the one lead');
      assert.deepEqual({ outcome: leads[0].outcome, law: leads[0].law, eventIndex: leads[0].eventIndex, problem: leads[0].problem, unavailableChoice: leads[0].unavailableChoice },
        { outcome: 'accepted', law: '54C', eventIndex: 1, problem: 'choice-not-available', unavailableChoice: 'Rejected' });
      assert.equal(ofKind(rulings, 'penalty-card').length, 0);
      assert.equal(ofKind(rulings, 'lead-restriction').length, 0);
      assert.equal(irregularityMessage(leads[0], '1997', 'nl', 'S'),
        'Oost speelde ♥H voor de beurt voor in slag 1: de leider kan een kaart van de blinde hebben gezien, dus moet hij de uitkomst accepteren en die blijft (artikel 54C, Spelregels 1997); de vastgelegde weigering is niet toegestaan, dus er ontstaat geen strafkaart.');
    });

    it('Law 54C (2017): MustAccept at trick 2 is flagged — it concerns the opening lead only', () => {
      const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:D2 D3 D4 DA', 'E:H7 H2 H3 H4'], events: ['2 E LeadOutOfTurn H7 MustAccept'] };
      const [lead] = ofKind(rulingsOn(spec, '2017'), 'lead-out-of-turn');
      assert.equal(lead.problem, 'must-accept-not-opening-lead');
      assert.ok(irregularityMessage(lead, '2017', 'en', 'S').endsWith('but this applies only to an opening lead out of turn by a defender.'));
    });

    it('the tag reader does not call a MustAccept lead "rejected but led"', () => {
      const text = pbnGame({ declarer: 'S', contract: '4S', tricks: ['E:H7 H2 H3 H4'], extraTags: ['[Laws "2017"]', '[Irregularities "1 E LeadOutOfTurn H7 MustAccept"]'] });
      const { diagnostics } = open(text);
      assert.equal(withCode(diagnostics, 'pbn.irregularities.contradicts-play').length, 0);
      assert.equal(withCode(diagnostics, 'pbn.irregularities.bad-choice').length, 0);
    });
  });

  describe('the wrong defender plays to declarer\'s lead out of turn (West won trick 1 and was to lead)', () => {
    // South leads ♥5 out of turn; East, on his right, plays ♥9 to it before West. The lead stands and
    // Law 57 makes ♥9 a major penalty card (played at once, to this trick); declarer chose "lowest"
    // for West, who plays ♥6 — his lowest, since North holds ♥2-♥4.
    const spec = (events: string[], lead = 'H5') => ({
      ...FOUR_SPADES_BY_SOUTH, tricks: ['W:DA D2 D3 D4', `S:${lead} H6 H7 H9`], holds: { N: ['H2', 'H3', 'H4'] }, events,
    });

    for (const [edition, article] of [['1997', '53B'], ['2017', '53C']] as const) {
      it(`Law ${article} (${edition}): a Rejected for South's lead is not available; the lead stands and Law 57A applies to East's ♥9`, () => {
        const rulings = rulingsOn(spec(['2 S LeadOutOfTurn H5 Rejected', '2 E PrematurePlay H9 Lowest']), edition);
        const [lead] = ofKind(rulings, 'lead-out-of-turn');
        assert.deepEqual({ outcome: lead.outcome, law: lead.law, standsBy: lead.standsBy, unavailableChoice: lead.unavailableChoice, problem: lead.problem },
          { outcome: 'accepted', law: article, standsBy: 'wrong-defender', unavailableChoice: 'Rejected', problem: 'choice-not-available' });
        const [premature] = ofKind(rulings, 'premature-play');
        assert.deepEqual({ law: premature.law, rectified: premature.rectified, obliges: premature.obliges },
          { law: '57A', rectified: true, obliges: { seat: 'W', action: 'play-lowest', card: undefined, fromTrick: 2 } });
        const [card] = ofKind(rulings, 'penalty-card');
        assert.deepEqual({ card: card.card, size: card.size, playedAt: card.playedAt }, { card: 'H9', size: 'major', playedAt: 2 });
        assert.equal(ofKind(rulings, 'revoke').length, 0);
      });
    }

    it('Law 53C (2017): with ^L on South\'s lead and no LeadOutOfTurn event, the accepted lead cites 53C', () => {
      const [lead] = ofKind(rulingsOn(spec(['2 E PrematurePlay H9 Lowest'], '^LH5'), '2017'), 'lead-out-of-turn');
      assert.deepEqual({ outcome: lead.outcome, law: lead.law, problem: lead.problem }, { outcome: 'accepted', law: '53C', problem: undefined });
      assert.equal(irregularityMessage(lead, '2017', 'en', 'S'),
        'South led ♥5 out of turn at trick 2: East, on the right of the irregular leader, played to it, so the lead stands and Law 57A applies to his card (Law 53C, Laws 2017).');
    });
  });

  describe('the proper lead after a lead out of turn (South won trick 1 and was to lead)', () => {
    // East leads ♥K out of turn; South, whose turn it was, leads ♣2: his lead stands, ♥K goes back.
    const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:D2 D3 D4 DA', 'S:C2 C3 C4 C5'], events: ['2 E LeadOutOfTurn HK ProperLead'] };

    for (const [edition, article, remedy] of [['1997', '53C', 'straf'], ['2017', '53B', 'rechtzetting']] as const) {
      it(`Law ${article} (${edition}): ProperLead — South's lead stands and East's ♥K is no penalty card`, () => {
        const rulings = rulingsOn(spec, edition);
        const [lead] = ofKind(rulings, 'lead-out-of-turn');
        assert.deepEqual({ outcome: lead.outcome, law: lead.law, properLeader: lead.properLeader, problem: lead.problem },
          { outcome: 'proper-lead-stands', law: article, properLeader: 'S', problem: undefined });
        assert.equal(ofKind(rulings, 'penalty-card').length, 0);
        assert.equal(irregularityMessage(lead, edition, 'nl', 'S'),
          `Oost speelde ♥H voor de beurt voor in slag 2, daarna speelde Zuid, die aan de beurt was, op zijn beurt voor: dat voorspelen blijft en elke ten onrechte bijgespeelde kaart gaat terug zonder ${remedy} (artikel ${article}, Spelregels ${edition}).`);
      });
    }

    it('Law 53B (2017): ProperLead when the trick is led by the offender\'s partner is flagged', () => {
      // West's ♦A wins trick 1 and West leads trick 2: no opponent of East made a proper lead.
      const partnerLed = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:DA D2 D3 D4', 'W:C2 C3 C4 C5'], events: ['2 E LeadOutOfTurn HK ProperLead'] };
      const [lead] = ofKind(rulingsOn(partnerLed, '2017'), 'lead-out-of-turn');
      assert.equal(lead.problem, 'proper-lead-not-by-opponent');
      assert.ok(irregularityMessage(lead, '2017', 'en', 'S').endsWith('but the trick is not led by an opponent of East.'));
    });
  });
});
