/**
 * The Director's second answer to an unmarked revoke (issue: a new user's day one): "Not a revoke:
 * the record is wrong" records `Revoke … RecordError` in the Irregularities tag; the revoke warning,
 * the ruling and the 64C note go away, one information line says why, and fix leaves the Result alone.
 */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { pbnGame } from '../support/pbnGame';
import { applyAction, open, withCode } from '../support/service';
import { EAST_RUFFS_AT_TRICK_7 } from './boards';

const TABLE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });

describe('"Not a revoke: the record is wrong"', () => {
  it('is offered beside the ruling (not preferred) and writes a new Irregularities tag before the auction', () => {
    const { diagnostics, actionsFor, document } = open(TABLE);
    const actions = actionsFor(withCode(diagnostics, 'pbn.revoke.unmarked')[0]);
    const notRevoke = actions.find((action) => action.title.startsWith('Not a revoke'))!;
    assert.equal(notRevoke.title, 'Not a revoke: the record is wrong (♠5 at trick 7; writes Irregularities "7 E Revoke S5 RecordError")');
    assert.equal(notRevoke.isPreferred, false);
    assert.ok(actions.some((action) => action.isPreferred && action.title.startsWith('Apply Law 64A1')));
    const fixed = applyAction(document, notRevoke);
    assert.ok(fixed.includes('[Score "NS -100"]\n[Irregularities "7 E Revoke S5 RecordError"]\n[Auction "S"]'), fixed);
  });

  it('after it: no revoke warning, no ruling, no equity note; one information line; nothing for fix to do', () => {
    const first = open(TABLE);
    const fixed = applyAction(first.document, first.actionsFor(withCode(first.diagnostics, 'pbn.revoke.unmarked')[0]).find((action) => action.title.startsWith('Not a revoke'))!);
    const { diagnostics, service, document, settings } = open(fixed, {}, 2);
    for (const code of ['pbn.revoke.unmarked', 'pbn.revoke.ruling', 'pbn.revoke.equity']) assert.deepEqual(withCode(diagnostics, code), [], code);
    const [finding] = withCode(diagnostics, 'pbn.revoke.record-error');
    assert.equal(finding.severity, DiagnosticSeverity.Information);
    assert.equal(finding.message, "Not a revoke, as the Director found: East's ♠5 at trick 7 (while the record shows ♥2 still held) is a recording error (Irregularities: RecordError); no ruling.");
    assert.equal(document.getText(finding.range), 'S5');
    assert.deepEqual(service.getFixPlan(document, settings), []);
    assert.deepEqual(service.parse(document, settings)!.games[0].model!.rulings, []);
  });

  it('adds to an Irregularities tag that is there, in Dutch too', () => {
    const tagged = TABLE.replace('[Auction', '[Irregularities "1 W Claim - Agreed"]\n[Auction');
    const { diagnostics, actionsFor, document } = open(tagged, { language: 'nl' });
    const action = actionsFor(withCode(diagnostics, 'pbn.revoke.unmarked')[0]).find((candidate) => candidate.title.startsWith('Geen verzaking'))!;
    assert.equal(action.title, 'Geen verzaking: de registratie is fout (♠5 in slag 7; schrijft Irregularities "7 E Revoke S5 RecordError")');
    assert.ok(applyAction(document, action).includes('[Irregularities "1 W Claim - Agreed; 7 E Revoke S5 RecordError"]'));
  });
});
