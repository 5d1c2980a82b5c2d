/**
 * The registry's traits (issue 34 item 4): which codes the file's noise fold groups and how,
 * which are rulings (counted by check, or calling for one on a LIN document), which explains each
 * reason a fix leaves a game alone, and which a LIN document shows. The expected lists are the
 * behaviour the string tables had before the traits replaced them, written out here by hand.
 */
import assert from 'node:assert/strict';
import { DIAGNOSTICS, callsForRuling, codeBlockingFix, foldPerFileOf, isRulingCode, keptInLin } from '../../server/src/i18n/diagnostics/registry';

const CODES = Object.keys(DIAGNOSTICS).sort();
const codesWhere = (test: (code: string) => boolean) => CODES.filter(test);

describe('Diagnostic registry traits', () => {
  it('folds five codes per file: two by the tag, three by the code, each counting what its message says', () => {
    assert.deepEqual(codesWhere((code) => foldPerFileOf(code) !== undefined), ['pbn.date.nonstandard', 'pbn.deal.carried', 'pbn.encoding.not-latin1', 'pbn.tag.new-name', 'pbn.tag.producer']);
    assert.deepEqual(foldPerFileOf('pbn.tag.new-name'), { by: 'tag', counts: 'games' });
    assert.deepEqual(foldPerFileOf('pbn.tag.producer'), { by: 'tag', counts: 'games' });
    assert.deepEqual(foldPerFileOf('pbn.encoding.not-latin1'), { by: 'code', counts: 'places' });
    assert.deepEqual(foldPerFileOf('pbn.deal.carried'), { by: 'code', counts: 'rooms' });
    assert.deepEqual(foldPerFileOf('pbn.date.nonstandard'), { by: 'code', counts: 'dates' });
    assert.equal(foldPerFileOf('no.such.code'), undefined);
  });

  it('counts the revoke rulings and every pbn.ruling.* code as rulings, not the 64C note or an unmarked lead out of turn', () => {
    assert.deepEqual(codesWhere(isRulingCode), [
      'pbn.revoke.corrected', 'pbn.revoke.ruling', 'pbn.revoke.unmarked',
      'pbn.ruling.claim', 'pbn.ruling.lead-out-of-turn', 'pbn.ruling.lead-restriction', 'pbn.ruling.line-mismatch', 'pbn.ruling.line-several',
      'pbn.ruling.line-stale', 'pbn.ruling.line-unreadable', 'pbn.ruling.penalty-card', 'pbn.ruling.premature-play',
    ]);
    assert.equal(isRulingCode('pbn.revoke.equity'), false);
  });

  it('calls for a ruling on the same codes less the corrected revoke, plus the unmarked lead out of turn', () => {
    assert.deepEqual(codesWhere(callsForRuling), [
      'pbn.lead.out-of-turn-unmarked', 'pbn.revoke.ruling', 'pbn.revoke.unmarked',
      'pbn.ruling.claim', 'pbn.ruling.lead-out-of-turn', 'pbn.ruling.lead-restriction', 'pbn.ruling.line-mismatch', 'pbn.ruling.line-several',
      'pbn.ruling.line-stale', 'pbn.ruling.line-unreadable', 'pbn.ruling.penalty-card', 'pbn.ruling.premature-play',
    ]);
  });

  it('names the diagnostic that explains each reason a fix leaves a game alone', () => {
    assert.equal(codeBlockingFix('line-unreadable'), 'pbn.ruling.line-unreadable');
    assert.equal(codeBlockingFix('line-several'), 'pbn.ruling.line-several');
    assert.equal(codeBlockingFix('line-mismatch'), 'pbn.ruling.line-mismatch');
    assert.equal(codeBlockingFix('director-result'), 'pbn.result.director-set');
    assert.equal(codeBlockingFix('carried-deal'), 'pbn.deal.carried');
    assert.equal(codeBlockingFix('play-broken'), 'pbn.play.broken-record');
  });

  it('keeps on a LIN document the calls, auction, cards, play, revokes, leads, rulings and claims, not what only the generated PBN text has', () => {
    const families = ['pbn.call.', 'pbn.auction.', 'pbn.card.', 'pbn.play.', 'pbn.revoke.', 'pbn.lead.', 'pbn.ruling.', 'pbn.claim.'];
    const aboutThePlay = codesWhere((code) => code === 'pbn.internal-error' || families.some((family) => code.startsWith(family)));
    const generated = ['pbn.play.unrecorded-tricks', 'pbn.play.no-deal', 'pbn.play.no-declarer', 'pbn.play.no-contract', 'pbn.call.nonstandard'];
    assert.deepEqual(codesWhere(keptInLin), aboutThePlay.filter((code) => !generated.includes(code)));
    for (const code of generated) assert.equal(keptInLin(code), false, code);
    for (const code of ['pbn.tag.new-name', 'pbn.result.mismatch', 'pbn.score.mismatch', 'pbn.encoding.not-latin1']) assert.equal(keptInLin(code), false, code);
    assert.equal(codesWhere(keptInLin).length, 41);
  });
});
