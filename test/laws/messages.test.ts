/**
 * The ruling texts in English and Dutch, in the edition's vocabulary (penalty / straf until 1997,
 * rectification / rechtzetting from 2007), the 62D trick-12 sentence with the edition's 62D2 rule,
 * the 64C equity note, the unmarked-revoke hint and the 1987 "modelled on" note. Expected texts
 * are written out in full by hand.
 */
import assert from 'node:assert/strict';
import { revokeMessage, revokeMessages } from '../../server/src/laws/messages';
import { ruleOnRevokes } from '../../server/src/laws/revoke/ruleOnRevokes';
import { Edition } from '../../server/src/shapes/laws';
import { board, BoardSpec } from './support/boardBuilder';
import * as scenario from './support/scenarios';

/** The rulings of a scenario. */
function rulingsOf(spec: BoardSpec, edition: Edition, claimedTotal?: number, events: string[] = []) {
  return ruleOnRevokes(board({ ...spec, events }), edition, { claimedTotal });
}

describe('Revoke messages', () => {
  it('L17 64A1: English and Dutch transfer sentence', () => {
    const [ruling] = rulingsOf(scenario.EAST_RUFFS_AND_WINS, '2017', 10);
    assert.equal(revokeMessage(ruling, '2017', 'en'), 'Revoke by East at trick 2 (♠2 while holding ♣5), established at trick 3: transfer 2 tricks to NS per Law 64A1 (Laws 2017).');
    assert.equal(revokeMessage(ruling, '2017', 'nl'), 'Verzaking door Oost in slag 2 (♠2 terwijl Oost ♣5 had), voldongen in slag 3: 2 slagen overgedragen naar NZ volgens artikel 64A1 (Spelregels 2017).');
  });

  it('L97 64A2: penalty vocabulary and the extra trick explained', () => {
    const [ruling] = rulingsOf(scenario.LATER_WIN_WITH_SUIT_LED, '1997', 9);
    assert.equal(
      revokeMessage(ruling, '1997', 'en'),
      'Revoke by East at trick 2 (♦2 while holding ♣Q), established at trick 3: penalty of 2 tricks to NS per Law 64A2 (Laws 1997), one of them because East later won a trick with a ♣ he could have played to the revoke trick.',
    );
    assert.equal(
      revokeMessage(ruling, '1997', 'nl'),
      'Verzaking door Oost in slag 2 (♦2 terwijl Oost ♣V had), voldongen in slag 3: als straf 2 slagen overgedragen naar NZ volgens artikel 64A2 (Spelregels 1997), waarvan één omdat Oost later een slag won met een ♣ die hij in de slag van de verzaking had kunnen spelen.',
    );
  });

  it('L75 64c: dummy\'s revoke, no penalty, cited as the 1975 article letter', () => {
    const [ruling] = rulingsOf(scenario.DUMMY_REVOKES, '1975', 9);
    assert.equal(
      revokeMessage(ruling, '1975', 'en'),
      'Revoke by North at trick 2 (♣2 while holding ♦3), established at trick 3: no penalty, no trick transferred per Law 64c (Laws 1975) — the card not played was faced (a card of dummy or a penalty card).',
    );
    assert.equal(
      revokeMessage(ruling, '1975', 'nl'),
      'Verzaking door Noord in slag 2 (♣2 terwijl Noord ♦3 had), voldongen in slag 3: geen straf, geen slag overgedragen volgens artikel 64c (Spelregels 1975) — de niet gespeelde kaart lag open (een kaart van de blinde of een strafkaart).',
    );
  });

  it('L17 64B7: rectification vocabulary in Dutch', () => {
    const [ruling] = rulingsOf(scenario.BOTH_SIDES_REVOKE, '2017', 9);
    assert.equal(
      revokeMessage(ruling, '2017', 'nl'),
      'Verzaking door Oost in slag 2 (♦2 terwijl Oost ♣5 had), voldongen in slag 3: geen rechtzetting, geen slag overgedragen volgens artikel 64B7 (Spelregels 2017) — beide partijen hebben in dit spel verzaakt.',
    );
  });

  it('L17 62D/64B6 + 62D2: trick 12, partner still to play → Law 16C sentence', () => {
    const [ruling] = rulingsOf(scenario.TWELFTH_TRICK_BEFORE_PARTNER, '2017');
    assert.equal(
      revokeMessage(ruling, '2017', 'en'),
      "Revoke by East at trick 12 (♣J while holding ♠9), established at trick 13: no trick transferred (Law 64B6, Laws 2017); the revoke must still be corrected if it is found before the hands go back into the board (Law 62D). As the offender's partner had not yet played to that trick, what the revoke card showed him is unauthorised information under Law 16C (Law 62D2).",
    );
  });

  it('L97 62D/64B6 + 62D2: the Dutch sentence with the 1997 partner rule', () => {
    const [ruling] = rulingsOf(scenario.TWELFTH_TRICK_BEFORE_PARTNER, '1997');
    assert.equal(
      revokeMessage(ruling, '1997', 'nl'),
      'Verzaking door Oost in slag 12 (♣B terwijl Oost ♠9 had), voldongen in slag 13: geen slag overgedragen (artikel 64B6, Spelregels 1997); de verzaking moet toch hersteld worden als ze ontdekt wordt voordat de handen in het bord teruggaan (artikel 62D). Omdat de partner van de overtreder nog niet in die slag had gespeeld, mag hij, met kaarten in twee kleuren, niet kiezen voor wat de verzaakte kaart hem kan hebben ingegeven (artikel 62D2).',
    );
  });

  it('L75 62/64e: trick 12 under the 1975 code, the non-offenders name partner\'s card', () => {
    const [ruling] = rulingsOf(scenario.TWELFTH_TRICK_BEFORE_PARTNER, '1975');
    assert.equal(
      revokeMessage(ruling, '1975', 'en'),
      "Revoke by East at trick 12 (♣J while holding ♠9), established at trick 13: no penalty transfer (Law 64e, Laws 1975); the revoke must still be corrected if it is found before the hands go back into the board (Law 62). As the offender's partner had not yet played to that trick, the non-offenders may name which legal card he plays (Law 62).",
    );
  });

  it('L17 62D: trick 12 after partner played → no partner sentence', () => {
    const [ruling] = rulingsOf(scenario.TWELFTH_TRICK_AFTER_PARTNER, '2017');
    assert.ok(revokeMessage(ruling, '2017', 'en').endsWith('before the hands go back into the board (Law 62D).'));
  });

  it('L17 62: a corrected revoke is reported as not established', () => {
    const [ruling] = rulingsOf(scenario.EAST_RUFFS_AND_WINS, '2017', 10, ['2 E Revoke S2 Corrected']);
    assert.equal(revokeMessage(ruling, '2017', 'en'), 'Revoke by East at trick 2 (♠2 while holding ♣5), not established: it had to be corrected before it was established (Law 62, Laws 2017); no transfer.');
  });

  it('L17 63A3: established by the claim', () => {
    const [ruling] = rulingsOf(scenario.CLAIM_AFTER_REVOKE, '2017', 10);
    assert.equal(revokeMessage(ruling, '2017', 'en'), 'Revoke by East at trick 2 (♠2 while holding ♣5), established by the claim or concession: transfer 2 tricks to NS per Law 64A1 (Laws 2017).');
  });

  it('L17 64A1 cap: the capped revoke says why nothing is left to transfer', () => {
    const [, second] = rulingsOf(scenario.TWO_REVOKES_OVER_THE_CAP, '2017', 10);
    assert.equal(
      revokeMessage(second, '2017', 'en'),
      'Revoke by West at trick 3 (♠3 while holding ♦5), established at trick 4: no rectification, no trick transferred per Law 64A1 (Laws 2017) — the tricks the offending side won from its first revoke on have all been transferred already.',
    );
  });

  it('L87 64A2 + 64C: unmarked hint, equity note and the "modelled on 1997" note, in both languages', () => {
    const [ruling] = rulingsOf(scenario.PARTNER_WINS, '1987', 9);
    assert.deepEqual(revokeMessages(ruling, '1987', 'en'), [
      'Revoke by East at trick 2 (♦2 while holding ♣5), established at trick 3: penalty of 1 trick to NS per Law 64A2 (Laws 1987).',
      'The record does not mark the card as a revoke: this may be a recording error rather than a revoke.',
      'The Director checks equity under Law 64C: if the transfer does not make up for the damage, he awards an adjusted score (Laws 1987).',
      '1987 Law 64 modelled on the 1997 text.',
    ]);
    assert.deepEqual(revokeMessages(ruling, '1987', 'nl').slice(1), [
      'De registratie van het spel markeert de kaart niet als verzaking: het kan ook een registratiefout zijn.',
      'De wedstrijdleider toetst de billijkheid volgens artikel 64C: vergoedt de overdracht de schade niet, dan kent hij een arbitrale score toe (Spelregels 1987).',
      'Artikel 64 (1987) gemodelleerd naar de tekst van 1997.',
    ]);
  });

  it('L75 64 (general indemnity): the equity note cites the closing paragraph of Law 64; a marked revoke gets no hint', () => {
    const [ruling] = rulingsOf(scenario.TWELFTH_TRICK_BEFORE_PARTNER, '1975');
    assert.deepEqual(revokeMessages(ruling, '1975', 'en').slice(1), [
      'The Director checks whether the non-offending side is fully compensated and otherwise awards an adjusted score (closing paragraph of Law 64, Laws 1975).',
    ]);
  });
});
