/**
 * The irregularity texts in English and Dutch, in the edition's vocabulary (Law 57 'straf' in
 * 1987, 'rechtzetting' from 2007; claims under Law 70), the reader's Irregularities messages in
 * Dutch, and every vocabulary entry explained in both languages for completion and hover.
 */
import assert from 'node:assert/strict';
import { diagnosticMessage } from '../../server/src/i18n/diagnosticMessages';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { IRREGULARITY_EVENTS, choicesIn } from '../../server/src/laws/irregularityVocabulary';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { FOUR_SPADES_BY_SOUTH, ofKind, rulingsOn } from './support/rulings';

describe('irregularity messages (English and Dutch)', () => {
  // North's ♥A wins trick 1; at trick 2 West plays ♣5 before his partner East, who obeys "highest" with the ♦T.
  const premature = {
    ...FOUR_SPADES_BY_SOUTH, tricks: ['W:H2 HA H3 H4', 'N:D2 DT D3 D4'], holds: { E: ['D9'], W: ['C5'], S: ['DA', 'DK', 'DQ', 'DJ'] },
    events: ['2 W PrematurePlay C5 Highest'],
  };

  it('Law 57A in Dutch: "straf" in 1987, "rechtzetting" in 2007', () => {
    const older = ofKind(rulingsOn(premature, '1987'), 'premature-play')[0];
    assert.equal(irregularityMessage(older, '1987', 'nl'),
      'West speelde ♣5 voortijdig in slag 2, vóór partner Oost: straf: de kaart wordt een grote strafkaart en de leider koos dat Oost zijn hoogste kaart in de voorgespeelde kleur speelt (artikel 57A, Spelregels 1987); kan hij dat niet, dan elke kaart (artikel 59).');
    const newer = ofKind(rulingsOn(premature, '2007'), 'premature-play')[0];
    assert.equal(irregularityMessage(newer, '2007', 'nl'),
      'West speelde ♣5 voortijdig in slag 2, vóór partner Oost: rechtzetting: de kaart wordt een grote strafkaart en de leider koos dat Oost zijn hoogste kaart in de voorgespeelde kleur speelt (artikel 57A, Spelregels 2007); kan hij dat niet, dan elke kaart (artikel 59).');
    assert.equal(irregularityMessage(newer, '2007', 'en'),
      'West played ♣5 prematurely at trick 2, before partner East: rectification: the card becomes a major penalty card and declarer chose that East plays his highest card of the suit led (Law 57A, Laws 2007); if he cannot, any card (Law 59).');
  });

  it('Law 70 in Dutch: a disputed claim by South is the Director\'s judgement', () => {
    const spec = { ...FOUR_SPADES_BY_SOUTH, tricks: ['W:H2 HA H3 H4', 'N:D2 D3 DA D4', 'S:C2 C3 C4 CA'], events: ['4 S Claim - Disputed'] };
    const [claim] = ofKind(rulingsOn(spec, '2017', 10), 'claim');
    assert.equal(irregularityMessage(claim, '2017', 'nl', 'S'),
      'Het spel stopt na slag 3: Zuid eiste de laatste 10 slagen op of stond ze af (artikel 68, Spelregels 2017); volgens het Result krijgt NZ er 8 van. De claim werd betwist: de wedstrijdleider beslist naar eigen oordeel (artikel 70).');
  });

  it('the reader\'s Irregularities errors in Dutch name the event and the valid values', () => {
    assert.equal(diagnosticMessage('pbn.irregularities.unknown-event', { event: '2 W Foo - x', value: 'Foo', valid: 'Revoke, Claim' }, 'nl'),
      'Onbekende gebeurtenis "Foo" in Irregularities-gebeurtenis "2 W Foo - x"; de gebeurtenissen zijn Revoke, Claim.');
    const text = pbnGame({ ...FOUR_SPADES_BY_SOUTH, tricks: ['W:HA H2 H3 H4'], extraTags: ['[Laws "1997"]', '[Irregularities "1 E PrematurePlay H3 Play:C"]'] });
    const [error] = withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.irregularities.edition-choice');
    assert.equal(error.message, 'Keuze "Play:C" in Irregularities-gebeurtenis "1 E PrematurePlay H3 Play:C" bestaat niet in de Spelregels 1997; PrematurePlay kent Highest, Lowest, NotPlay:<suit>, None.');
  });

  it('every event and choice of the vocabulary is explained in English and Dutch; editions offer what the rulebook says', () => {
    for (const event of IRREGULARITY_EVENTS) {
      assert.ok(event.meaning.en && event.meaning.nl, event.name);
      for (const choice of event.choices) assert.ok(choice.meaning.en && choice.meaning.nl, `${event.name} ${choice.value}`);
    }
    const names = (eventName: string, edition: '1975' | '1997' | '2007' | '2017') => choicesIn(IRREGULARITY_EVENTS.find((event) => event.name === eventName)!, edition).map((choice) => choice.value);
    assert.deepEqual(names('PrematurePlay', '1997'), ['Highest', 'Lowest', 'NotPlay:', 'None']);
    assert.deepEqual(names('PrematurePlay', '2007'), ['Highest', 'Lowest', 'Play:', 'NotPlay:', 'None']);
    assert.ok(names('Revoke', '1997').includes('AsIfEstablished'));
    assert.ok(!names('Revoke', '2017').includes('AsIfEstablished'));
    assert.ok(names('Claim', '2017').includes('PlayedOn'));
    assert.ok(!names('Claim', '2007').includes('PlayedOn'));
  });
});
