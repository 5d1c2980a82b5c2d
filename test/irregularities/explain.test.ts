/**
 * Article summaries for the irregularity rulings (for hovers): each under its edition's number,
 * with the era's word for rectification and the "modelled on" note where the edition's text is
 * assumed; and the 2007/2017 note on defenders who disagree about declarer's lead out of turn (55A).
 */
import assert from 'node:assert/strict';
import { explainLaw } from '../../server/src/laws/explain/explainLaw';
import { irregularityMessage } from '../../server/src/laws/irregularities/messages';
import { ofKind, rulingsOn } from './support/rulings';

describe('irregularity articles explained', () => {
  it('Law 55b (1975) in Dutch uses "straf"; 55B2 (2017) has no same-suit duty', () => {
    assert.equal(explainLaw('55b', '1975', 'nl'),
      'Artikel 55b (Spelregels 1975): Een leider die uit de verkeerde hand voorspeelde, neemt de kaart terug en speelt als straf zo mogelijk een kaart van dezelfde kleur voor uit de juiste hand.');
    assert.equal(explainLaw('55B2', '2017', 'en'), 'Law 55B2 (Laws 2017): Declarer who led from the wrong hand takes the card back and leads any card from the right hand.');
    assert.equal(explainLaw('55b', '2017', 'en'), undefined);
  });

  it('Law 50D2 (1987) carries the note that 1987 Laws 50-51 are modelled on the 1997 text', () => {
    const text = explainLaw('50D2', '1987', 'en')!;
    assert.ok(text.startsWith('Law 50D2 (Laws 1987): When the owner'), text);
    assert.ok(text.endsWith('1987 Laws 50-51 modelled on the 1997 text.'), text);
  });

  it('Law 55A (2017): when declarer\'s lead out of turn is accepted, the message says the defender next to play decides a disagreement', () => {
    // South won trick 1 (♦A); North (dummy) led trick 2 out of turn with ^L, accepted.
    const spec = { declarer: 'S', contract: '4S', tricks: ['W:D2 D3 D4 DA', 'N:^LH5 H6 H7 H8'] } as const;
    const [lead] = ofKind(rulingsOn(spec, '2017'), 'lead-out-of-turn');
    assert.equal(lead.law, '53A');
    assert.ok(irregularityMessage(lead, '2017', 'en', 'S').includes('the one next to play would have decided (Law 55A)'));
    const [older] = ofKind(rulingsOn(spec, '1997'), 'lead-out-of-turn');
    assert.ok(!irregularityMessage(older, '1997', 'en', 'S').includes('55A'));
  });
});
