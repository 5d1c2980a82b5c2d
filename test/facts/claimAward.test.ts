/**
 * A claim with the Director's decision (annotations.md §3a, `award=N`: the declaring side's total
 * tricks; Laws 69-71) sets the result on a board without a play record: the Result is checked
 * against it and `fix` writes it with its Law 77 Score (4♠ by South, NS not vulnerable: 10 tricks
 * → 420). Without an award, an agreed claim leaves the Result as the table recorded it (Law 68)
 * and a disputed one asks for the award (Law 70).
 */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { open, withCode } from '../support/service';
import { factsBoard, fixed, tagValue } from './support';

describe('a claim ruled from the facts (award=)', () => {
  it('the award sets the Result; fix writes Result 10 and Score 420, and a second fix changes nothing', () => {
    const text = factsBoard({ laws: '2017', result: '9', score: '-50', irregularities: '10 S Claim - Disputed award=10' });
    const { diagnostics } = open(text);
    const [result] = withCode(diagnostics, 'pbn.claim.award-result');
    assert.equal(result.severity, DiagnosticSeverity.Warning);
    assert.ok(result.message.includes('the Result is "10"'), result.message);
    const [claim] = withCode(diagnostics, 'pbn.irregularities.claim-facts');
    assert.equal(claim.message, 'Claim, Irregularities event "10 S Claim - Disputed award=10": the Director awarded NS 10 tricks in all (Law 70, Laws 2017).');
    const once = fixed(text);
    assert.equal(tagValue(once, 'Result'), '10');
    assert.equal(tagValue(once, 'Score'), '420');
    assert.equal(fixed(once), once);
    assert.equal(withCode(open(once).diagnostics, 'pbn.claim.award-result').length, 0);
  });

  it('a revoke and an award: the transfer comes on top of the award (table result 10, 64A1: 2 → 12, Score 480)', () => {
    const text = factsBoard({ laws: '2017', result: '9', score: '-50', irregularities: '7 E Revoke - Established won=E later=1; 10 S Claim - Disputed award=10' });
    const once = fixed(text);
    assert.equal(tagValue(once, 'Result'), '12');
    assert.equal(tagValue(once, 'Score'), '480');
    assert.ok(once.includes('table result NS 10 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 12 tricks'), once);
    assert.equal(fixed(once), once);
  });

  it('without an award: an agreed claim keeps the Result (68); a disputed one asks for award= (70), in Dutch too', () => {
    const agreed = withCode(open(factsBoard({ laws: '2017', result: '9', irregularities: '10 S Claim - Agreed' })).diagnostics, 'pbn.irregularities.claim-facts')[0];
    assert.equal(agreed.severity, DiagnosticSeverity.Information);
    assert.ok(agreed.message.includes('the Result holds the tricks agreed (Law 68, Laws 2017)'), agreed.message);
    const disputed = withCode(open(factsBoard({ laws: '2017', result: '9', irregularities: '10 S Claim - Disputed' }), { language: 'nl' }).diagnostics, 'pbn.irregularities.claim-facts')[0];
    assert.equal(disputed.severity, DiagnosticSeverity.Warning);
    assert.equal(disputed.message, 'Voor een uitspraak over de betwiste claim van Irregularities-gebeurtenis "10 S Claim - Disputed" (artikel 70, Spelregels 2017): zeg hoeveel slagen de wedstrijdleider NZ in totaal toekende (award=).');
  });
});
