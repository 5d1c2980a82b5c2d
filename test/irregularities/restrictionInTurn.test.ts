/**
 * Law 50D2 (seed 004 Art. 50D2; the same choice in the 1997 code): declarer chooses a lead
 * restriction only when the owner's partner is on lead in turn. A lead out of turn that stands
 * because declarer played to it (53A) gives no such choice, and the tool asks for none (issue 31
 * item 3).
 */
import assert from 'node:assert/strict';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('Law 50D2: a restriction only for a lead in turn', () => {
  // West's ♥K is a major penalty card from trick 1 (his card to trick 1 is ♣2). South wins tricks
  // 2 to 5 and is to lead trick 6; East leads ♥2 out of turn, South plays ♥3 to it (accepted, 53A),
  // West plays his penalty card ♥K.
  const outOfTurn = {
    ...FOUR_SPADES_BY_SOUTH,
    tricks: ['W:C2 CA C3 C4', 'N:D2 D3 DA D4', 'S:SA S2 S3 S4', 'S:SK S5 S6 S7', 'S:DK D5 D6 D7', 'E:H2 H3 HK HA'],
    events: ['1 W PenaltyCard HK Major', '6 E LeadOutOfTurn H2 Accepted'],
  };
  // The same, but East's ♦K wins trick 5, so East leads trick 6 in turn.
  const inTurn = {
    ...outOfTurn,
    tricks: ['W:C2 CA C3 C4', 'N:D2 D3 DA D4', 'S:SA S2 S3 S4', 'S:SK S5 S6 S7', 'S:D5 D6 D7 DK', 'E:H2 H3 HK HA'],
    events: ['1 W PenaltyCard HK Major'],
  };

  for (const edition of ['1997', '2017'] as const) {
    it(`Law 50D2 (${edition}): East's accepted lead out of turn at trick 6 asks for no LeadRestriction`, () => {
      const rulings = rulingsOn(outOfTurn, edition);
      assert.deepEqual(ofKind(rulings, 'lead-restriction'), []);
      assert.equal(ofKind(rulings, 'revoke').length, 0);
      assert.equal(ofKind(rulings, 'penalty-card')[0].playedAt, 6);
    });

    it(`Law 50D2 (${edition}): a LeadRestriction recorded for East's lead out of turn is flagged as no choice declarer had, in English and Dutch`, () => {
      const [restriction] = ofKind(rulingsOn({ ...outOfTurn, events: [...outOfTurn.events, '6 E LeadRestriction H Require'] }, edition), 'lead-restriction');
      assert.equal(restriction.problem, 'not-in-turn');
      assert.equal(irregularityMessage(restriction, edition, 'en', 'S'),
        `Lead restriction for East at trick 6, but East led out of turn there, not on lead in turn, so declarer has no such choice (Law 50D2, Laws ${edition}).`);
      assert.equal(irregularityMessage(restriction, edition, 'nl', 'S'),
        `Voorspeelbeperking voor Oost in slag 6, maar Oost speelde daar voor de beurt voor en kwam niet op zijn beurt aan slag, dus de leider heeft die keuze niet (artikel 50D2, Spelregels ${edition}).`);
    });

    it(`Law 50D2 (${edition}): East on lead in turn at trick 6 — declarer's choice is asked for`, () => {
      const [restriction] = ofKind(rulingsOn(inTurn, edition), 'lead-restriction');
      assert.deepEqual({ trick: restriction.trick, seat: restriction.seat, choice: restriction.choice, problem: restriction.problem },
        { trick: 6, seat: 'E', choice: 'unrecorded', problem: 'choice-not-recorded' });
    });
  }
});
