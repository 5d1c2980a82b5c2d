/**
 * Laws 49-52 and 62 per edition, on readable trick lists (4♠ by South, dummy North, West leads):
 * a minor penalty card (50C) may be passed by an honour of its suit but not by a lower card; the
 * 1975 code has one kind, to be played at once; a major card not played at the first legal
 * opportunity is a revoke without transfer (64B3); two penalty cards are both major (50B, 51);
 * the owner's partner on lead before declarer chose (50D2); a withdrawn revoke card (62B1) and
 * the 1997 illegal inquiry (63B).
 */
import assert from 'node:assert/strict';
import { revokeMessage } from '../../server/src/laws/messages';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { Edition } from '../../server/src/shapes/laws';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('Laws 49-52: penalty cards', () => {
  // T1 West's ♥A wins. E drops ♦3 at trick 1 (his trick-1 card is ♥3, so the duty starts at trick 2).
  const minorThenHonour = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:HA H2 H3 H4', 'W:D2 D4 DK D5', 'E:D3 D6 D7 D8'], events: ['1 E PenaltyCard D3 Minor'] };

  it('Law 50C (2017): a minor ♦3 may be passed by the ♦K (an honour), then played at trick 3 — no revoke', () => {
    const rulings = rulingsOn(minorThenHonour, '2017');
    const [card] = ofKind(rulings, 'penalty-card');
    assert.deepEqual({ size: card.size, law: card.law, playedAt: card.playedAt, problem: card.problem }, { size: 'minor', law: '50B', playedAt: 3, problem: undefined });
    assert.deepEqual(card.obliges, { seat: 'E', action: 'keep-lower-cards-back', card: 'D3', fromTrick: 2 });
    assert.equal(ofKind(rulings, 'revoke').length, 0);
  });

  it('Law 50C (2017): ♦6 (below an honour) before the minor ♦3 is a revoke (61A) with no transfer (64B3)', () => {
    const rulings = rulingsOn({ ...minorThenHonour, tricks: ['W:HA H2 H3 H4', 'W:D2 D4 D6 D5', 'E:D3 D7 D8 D9'] }, '2017');
    const [revoke] = ofKind(rulings, 'revoke');
    assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, card: revoke.card, law: revoke.law, transfer: revoke.transfer, exception: revoke.exception, imposedBy: revoke.breach?.imposedBy },
      { trick: 2, seat: 'E', card: 'D6', law: '64B3', transfer: 0, exception: 'B3', imposedBy: '50C' });
  });

  it('Law 50 (1975): one kind only — the ♦3 had to be played at trick 2, so the ♦K is a revoke under 64c', () => {
    const rulings = rulingsOn(minorThenHonour, '1975');
    const [card] = ofKind(rulings, 'penalty-card');
    assert.equal(card.size, 'single');
    assert.equal(card.problem, 'single-kind');
    const [revoke] = ofKind(rulings, 'revoke');
    assert.deepEqual({ trick: revoke.trick, card: revoke.card, law: revoke.law, transfer: revoke.transfer }, { trick: 2, card: 'DK', law: '64c', transfer: 0 });
  });

  // E's ♥Q is a major card from trick 2; at trick 2 clubs are led and E, void, discards ♦5 instead. South's ♣4 wins; trick 3 establishes it.
  const majorNotPlayed = {
    ...FOUR_SPADES_BY_SOUTH, tricks: ['W:HA H2 H3 H4', 'W:C2 C3 D5 C4', 'S:S2 S3 S4 S5'], holds: { E: ['HQ'] }, events: ['1 E PenaltyCard HQ Major'],
  };

  it('Law 50D1 + 64B3 (2017): a major card not played at the first legal opportunity — revoke, no transfer', () => {
    const rulings = rulingsOn(majorNotPlayed, '2017');
    assert.equal(ofKind(rulings, 'penalty-card')[0].size, 'major');
    const [revoke] = ofKind(rulings, 'revoke');
    assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, established: revoke.established, establishedAt: revoke.establishedAt, law: revoke.law, transfer: revoke.transfer, required: revoke.breach?.required },
      { trick: 2, seat: 'E', established: true, establishedAt: 3, law: '64B3', transfer: 0, required: 'HQ' });
  });

  it('Law 64c (1975): the same failure, no penalty transfer under the 1975 exception c', () => {
    const [revoke] = ofKind(rulingsOn(majorNotPlayed, '1975'), 'revoke');
    assert.equal(revoke.law, '64c');
    assert.equal(revoke.transfer, 0);
  });

  it('Laws 50B and 51 (2017): two penalty cards of East in different suits are both major; declarer requires diamonds', () => {
    // T2 West leads ♦2 as required; the ♦3 is picked up, the ♣4 stays; East follows in diamonds (♦6).
    const rulings = rulingsOn({
      ...FOUR_SPADES_BY_SOUTH, tricks: ['W:HA H2 H3 H4', 'W:D2 D5 D6 D7'], holds: { E: ['D3', 'C4'] },
      events: ['1 E PenaltyCard D3 Minor', '1 E PenaltyCard C4 Minor', '2 W LeadRestriction D Require'],
    }, '2017');
    const [diamond, club] = ofKind(rulings, 'penalty-card');
    assert.deepEqual({ size: diamond.size, recordedSize: diamond.recordedSize, problem: diamond.problem, alongWith: diamond.alongWith, withdrawnAt: diamond.withdrawnAt },
      { size: 'major', recordedSize: 'minor', problem: 'size-mismatch', alongWith: ['C4'], withdrawnAt: 2 });
    assert.deepEqual({ size: club.size, alongWith: club.alongWith, withdrawnAt: club.withdrawnAt }, { size: 'major', alongWith: ['D3'], withdrawnAt: undefined });
    // "all are major" is Law 50B's (seed:004 Art 50B: two or more penalty cards are all major); Law 51 is which is played
    assert.match(irregularityMessage(club, '2017', 'en'), /; with ♦3 also on the table, all are major \(Law 50B\)/);
    const [restriction] = ofKind(rulings, 'lead-restriction');
    assert.deepEqual({ choice: restriction.choice, law: restriction.law }, { choice: 'require', law: '50D2, 51' });
    assert.equal(ofKind(rulings, 'revoke').length, 0);
  });

  // East's ♥K is a major penalty card (exposed at trick 1, his card to trick 1 being ♥3); at trick 2 West is on lead.
  const wrongSuitRestriction = (choice: string) => ({
    ...FOUR_SPADES_BY_SOUTH, tricks: ['W:HA H2 H3 H4', 'W:D2 D5 D6 D7'], holds: { E: ['HK', 'C5'] },
    events: ['1 E PenaltyCard HK Major', `2 W LeadRestriction C ${choice}`],
  });
  for (const [edition, law] of [['1975', '50'], ['1987', '50D2'], ['1997', '50D2'], ['2007', '50D2'], ['2017', '50D2']] as const) {
    it(`Law ${law} (${edition}): declarer may require or forbid only the penalty card's suit — "require clubs" for a ♥K is an error, the ♥K stays on the table`, () => {
      for (const choice of ['Require', 'Forbid']) {
        const rulings = rulingsOn(wrongSuitRestriction(choice), edition);
        const [restriction] = ofKind(rulings, 'lead-restriction');
        assert.deepEqual({ problem: restriction.problem, obliges: restriction.obliges, law: restriction.law }, { problem: 'suit-not-penalty-card', obliges: undefined, law });
        const [card] = ofKind(rulings, 'penalty-card');
        assert.equal(card.withdrawnAt, undefined, 'not picked up');
        assert.equal(ofKind(rulings, 'revoke').length, 0, 'West leading a diamond breaks no obligation');
      }
    });
  }

  it('the wrong-suit restriction is an error diagnostic that says so, in both languages', () => {
    const text = pbnGame({ ...wrongSuitRestriction('Require'), contract: '4S', result: '8', extraTags: ['[Irregularities "1 E PenaltyCard HK Major; 2 W LeadRestriction C Require"]'] });
    const [english] = withCode(open(text).diagnostics, 'pbn.ruling.lead-restriction');
    assert.equal(english.severity, 1);
    assert.match(english.message, /^Declarer cannot require West to lead ♣ at trick 2: the choice is only about the suit of East's penalty card, which stays on the table \(Law 50D2/);
    const [dutch] = withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.ruling.lead-restriction');
    assert.match(dutch.message, /^De leider kan West in slag 2 niet opleggen ♣ voor te spelen: de keuze gaat alleen over de kleur van de strafkaart van Oost, die op tafel blijft/);
  });

  it('Law 50D2: West leads before declarer chose — the choice must be recorded (2017; 1975 Law 50, assumed)', () => {
    const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:D2 DA D3 D4'], holds: { E: ['HK'] }, events: ['1 E LeadOutOfTurn HK Rejected'] };
    const [modern] = ofKind(rulingsOn(spec, '2017'), 'lead-restriction');
    assert.deepEqual({ choice: modern.choice, seat: modern.seat, card: modern.card, law: modern.law, problem: modern.problem },
      { choice: 'unrecorded', seat: 'W', card: 'H', law: '50D2', problem: 'choice-not-recorded' });
    const [old] = ofKind(rulingsOn(spec, '1975'), 'lead-restriction');
    assert.deepEqual({ law: old.law, assumed: old.assumed }, { law: '50', assumed: true });
  });

  describe('corrected revokes (Law 62) and the illegal inquiry (1997 Law 63B)', () => {
    // East discarded ♦9 on the clubs of trick 2, then corrected it with ♣3; the ♦9 is a penalty card from trick 3.
    const corrected = (choice: string, tricks: string[], holds = { E: ['D9'] }) => ({ ...FOUR_SPADES_BY_SOUTH, tricks, holds, events: [`2 E Revoke D9 ${choice}`] });

    it('Law 62B1 (2017): the withdrawn ♦9 is a major penalty card; following with ♦3 on diamonds instead is a revoke (64B3)', () => {
      const rulings = rulingsOn(corrected('Corrected', ['W:HA H2 H3 H4', 'W:CA C2 C3 C4', 'W:DA D2 D3 D4']), '2017');
      const [card] = ofKind(rulings, 'penalty-card');
      assert.deepEqual({ origin: card.origin, size: card.size, law: card.law, trick: card.trick }, { origin: 'corrected-revoke', size: 'major', law: '62B1', trick: 2 });
      const [withdrawn, revoke] = ofKind(rulings, 'revoke');
      assert.deepEqual({ trick: withdrawn.trick, card: withdrawn.card, corrected: withdrawn.corrected, established: withdrawn.established }, { trick: 2, card: 'D9', corrected: true, established: false });
      assert.deepEqual({ trick: revoke.trick, card: revoke.card, law: revoke.law }, { trick: 3, card: 'D3', law: '64B3' });
    });

    // Law 62: the corrected revoke itself is one information line in every edition, saying what became of the withdrawn card.
    const correctedBy = (seat: 'E' | 'S') => ({ ...FOUR_SPADES_BY_SOUTH, tricks: ['W:HA H2 H3 H4', 'W:CA C2 C3 C4'], holds: { [seat]: ['D9'] }, events: [`2 ${seat} Revoke D9 Corrected`] });
    const expectations: Array<[Edition, string, string]> = [
      ['1975', 'the withdrawn ♦9 becomes a penalty card (Law 62)', 'the ♦9 goes back into the hand without penalty (Law 62)'],
      ['1987', 'the withdrawn ♦9 becomes a major penalty card (Law 62B1)', 'the ♦9 goes back into the hand without penalty (Law 62B2)'],
      ['1997', 'the withdrawn ♦9 becomes a major penalty card (Law 62B1)', 'the ♦9 goes back into the hand without penalty (Law 62B2)'],
      ['2007', 'the withdrawn ♦9 becomes a major penalty card (Law 62B1)', 'the ♦9 goes back into the hand without rectification (Law 62B2)'],
      ['2017', 'the withdrawn ♦9 becomes a major penalty card (Law 62B1)', 'the ♦9 goes back into the hand without rectification (Law 62B2)'],
    ];
    for (const [edition, defender, declarer] of expectations) {
      it(`Law 62 (${edition}): a revoke corrected in time transfers nothing; a defender's card becomes a penalty card, declarer's goes back`, () => {
        for (const [seat, consequence] of [['E', defender], ['S', declarer]] as const) {
          const [ruling] = ofKind(rulingsOn(correctedBy(seat), edition), 'revoke');
          assert.deepEqual({ corrected: ruling.corrected, transfer: ruling.transfer, law: ruling.law, byDeclaringSide: ruling.byDeclaringSide }, { corrected: true, transfer: 0, law: '62', byDeclaringSide: seat === 'S' });
          const message = revokeMessage(ruling, edition, 'en');
          assert.ok(message.includes(`corrected before it was established: no trick transferred (Law 62, Laws ${edition}); ${consequence}.`), message);
        }
      });
    }

    it('Law 62 (1975): the withdrawn card is a penalty card of the single kind', () => {
      const [card] = ofKind(rulingsOn(corrected('Corrected', ['W:HA H2 H3 H4', 'W:CA C2 C3 C4']), '1975'), 'penalty-card');
      assert.deepEqual({ size: card.size, law: card.law }, { size: 'single', law: '62' });
    });

    // T2 North's ♣A wins (East's ♣3 is the substitute); T3 West's ♠5 wins, so EW won a trick from the revoke trick on.
    const inquiryTricks = ['W:HA H2 H3 H4', 'W:C2 CA C3 C4', 'N:S2 S3 S4 S5'];

    it('Law 63B (1997): corrected after an illegal inquiry, Law 64 applies as if established — 1 trick under 64A2', () => {
      const [revoke] = ofKind(rulingsOn(corrected('AsIfEstablished', inquiryTricks), '1997'), 'revoke');
      assert.deepEqual({ trick: revoke.trick, seat: revoke.seat, card: revoke.card, establishedBy: revoke.establishedBy, law: revoke.law, transfer: revoke.transfer, to: revoke.to },
        { trick: 2, seat: 'E', card: 'D9', establishedBy: 'inquiry', law: '64A2', transfer: 1, to: 'NS' });
    });

    it('Law 63B exists in 1997 only: in 2017 the corrected revoke transfers nothing', () => {
      assert.equal(ofKind(rulingsOn(corrected('AsIfEstablished', inquiryTricks), '2017'), 'revoke').length, 0);
    });
  });
});
