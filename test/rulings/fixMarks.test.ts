/**
 * Which card `fix` marks `^R` (issue 18 item 2): the revoke card the play shows, and the change
 * names that same card. A 1997 revoke corrected after an illegal inquiry (Law 63B, recorded as
 * `Revoke … AsIfEstablished`) is ruled as established, but the Play section holds the substitute,
 * which followed suit: no `^R` goes there (the verifier would call it a bad revoke), while the
 * transfer is still written.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pbnGame } from '../support/pbnGame';
import { open } from '../support/service';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from './boards';

/** Fixes a text under an edition: the changes in words and the text after. */
function fixed(text: string, lawsOption: string) {
  const { service, document, settings } = open(text, { lawsOption });
  const plans = service.getFixPlan(document, settings);
  return { changes: plans.flatMap((plan) => plan.changes), after: TextDocument.applyEdits(document, plans.flatMap((plan) => plan.edits)) };
}

describe('fix marks the card the play shows as the revoke', () => {
  // Trick 4: South leads ♣K, West follows with ♣10 — the substitute for ♦3, withdrawn after an illegal inquiry (1997 Law 63B).
  const inquiry = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100', extraTags: ['[Irregularities "4 W Revoke D3 AsIfEstablished"]'] });

  it('Law 63B (1997): the transfer is written, no ^R before the substitute that followed suit', () => {
    const { changes, after } = fixed(inquiry, '1997');
    assert.ok(after.includes('\nCT C7 C4 CK\n'), after);
    assert.ok(!after.includes('^R'), after);
    assert.ok(after.includes('[Result "^10"]'), after);
    assert.deepEqual(changes.filter((change) => change.includes('^R')), []);
  });

  it('an unmarked revoke in the play: ^R goes before that card, and the change names it', () => {
    const { changes, after } = fixed(pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }), '2017');
    assert.deepEqual(changes.filter((change) => change.includes('^R')), ['^R before ♠5 at trick 7']);
    assert.equal(after.match(/\^R \S+/g)?.join(), '^R S5');
  });
});
