/**
 * The facts after an event's five fields (annotations.md §3a): `name=value` words read with their
 * exact ranges, the card `-` of a revoke nobody noted, and every fault reported on the word that
 * holds it — a word that is no fact, an unknown name, a fact of another event, a value of the
 * wrong kind, a fact given twice — in English and Dutch. A file with facts stays one the
 * service reads without a field-count error.
 */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { open, TextDiagnostic, withCode } from '../support/service';
import { factsBoard } from './support';

/** The text a diagnostic covers (one line). */
function covered(text: string, diagnostic: TextDiagnostic): string {
  const { start, end } = diagnostic.range;
  assert.equal(start.line, end.line);
  return text.split('\n')[start.line].slice(start.character, end.character);
}

const IRREGULARITY_CODES = (diagnostics: readonly TextDiagnostic[]) => diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.irregularities.'));

describe('facts in the Irregularities tag (annotations.md §3a)', () => {
  it('an event with facts has no field-count error, and a revoke card nobody noted may be -', () => {
    const text = factsBoard({ laws: '2017', result: '9', score: '-50', irregularities: '7 E Revoke - Established led=H won=E later=1' });
    const { diagnostics } = open(text);
    assert.deepEqual(IRREGULARITY_CODES(diagnostics).map((diagnostic) => diagnostic.code), []);
    // The card - stays an error where the event needs a card (PenaltyCard).
    const penalty = factsBoard({ laws: '2017', result: '9', irregularities: '3 E PenaltyCard - Major' });
    const [card] = withCode(open(penalty).diagnostics, 'pbn.irregularities.bad-card');
    assert.equal(covered(penalty, card), '-');
  });

  it('a word that is no fact, an unknown name, a fact of another event: each on its own word, naming the facts the event takes', () => {
    const text = factsBoard({ laws: '2017', result: '9', irregularities: '7 E Revoke - Established wonE; 7 E Revoke - Established whom=S; 7 E Revoke - Established award=10' });
    const { diagnostics } = open(text);
    const [bad] = withCode(diagnostics, 'pbn.irregularities.bad-fact');
    assert.equal(covered(text, bad), 'wonE');
    assert.equal(bad.message, '"wonE" in Irregularities event "7 E Revoke - Established wonE" is not a fact: after the five fields write facts as name=value without spaces (Revoke takes led, won, later, legal).');
    const [unknown] = withCode(diagnostics, 'pbn.irregularities.unknown-fact');
    assert.equal(covered(text, unknown), 'whom');
    assert.equal(unknown.message, 'Unknown fact "whom" in Irregularities event "7 E Revoke - Established whom=S"; Revoke takes led, won, later, legal.');
    const [other] = withCode(diagnostics, 'pbn.irregularities.fact-not-for-event');
    assert.equal(covered(text, other), 'award=10');
    assert.ok(other.message.includes('belongs to Claim, not to Revoke'), other.message);
    for (const diagnostic of [bad, unknown, other]) assert.equal(diagnostic.severity, DiagnosticSeverity.Error);
  });

  it('a value of the wrong kind is an error on the value, saying what the fact takes; a fact given twice on its second word', () => {
    const text = factsBoard({ laws: '2017', result: '9', irregularities: '7 E Revoke - Established won=X later=13 legal=maybe led=Z; 7 E Revoke - Established later=1 later=2' });
    const { diagnostics } = open(text);
    const values = withCode(diagnostics, 'pbn.irregularities.bad-fact-value');
    assert.deepEqual(values.map((diagnostic) => covered(text, diagnostic)), ['X', '13', 'maybe', 'Z']);
    assert.ok(values[0].message.endsWith('won takes a seat: W, N, E or S.'), values[0].message);
    assert.ok(values[1].message.endsWith('later takes a number of tricks from 0 to 12.'), values[1].message);
    assert.ok(values[2].message.endsWith('legal takes "yes" or "no".'), values[2].message);
    const [twice] = withCode(diagnostics, 'pbn.irregularities.duplicate-fact');
    assert.equal(covered(text, twice), 'later=2');
  });

  it('an event with a faulty fact goes to no ruling (its error is the finding)', () => {
    const text = factsBoard({ laws: '2017', result: '9', irregularities: '7 E Revoke - Established won=X later=1' });
    const { diagnostics } = open(text);
    assert.equal(withCode(diagnostics, 'pbn.irregularities.bad-fact-value').length, 1);
    assert.equal(withCode(diagnostics, 'pbn.revoke.ruling').length, 0);
    assert.equal(withCode(diagnostics, 'pbn.irregularities.needs-facts').length, 0);
  });

  it('the messages in Dutch', () => {
    const text = factsBoard({ laws: '2017', result: '9', irregularities: '7 E Revoke - Established won=X; 7 E Revoke - Established whom=S' });
    const { diagnostics } = open(text, { language: 'nl' });
    assert.equal(withCode(diagnostics, 'pbn.irregularities.bad-fact-value')[0].message,
      '"X" is geen waarde van feit "won" in Irregularities-gebeurtenis "7 E Revoke - Established won=X": won verwacht een plaats: W, N, E of S.');
    assert.equal(withCode(diagnostics, 'pbn.irregularities.unknown-fact')[0].message,
      'Onbekend feit "whom" in Irregularities-gebeurtenis "7 E Revoke - Established whom=S"; Revoke kent led, won, later, legal.');
  });
});
