/**
 * The `[Irregularities]` tag end to end (annotations.md §3): every field is checked with its
 * exact range — unknown events and choices list the valid values, a choice the edition lacks
 * (Law 57 `Play:` before 2007, 68D2b `PlayedOn` before 2017) names the edition, a trick beyond
 * the record, a card the seat no longer held, a penalty card of dummy (Law 48), an event the play
 * contradicts — and the events reach the rulings: diagnostics with stable codes, the CLI JSON
 * `rulings`, and the `^L` hint with its quick-fix.
 */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { fileReport } from '../../server/src/commands/jsonReport';
import { pbnGame } from '../support/pbnGame';
import { applyAction, open, TextDiagnostic, withCode } from '../support/service';

/** West leads ♥A, ♥K (both win); East ruffs nothing; the record stops after two tricks (claim). */
const TWO_TRICKS = { declarer: 'S', contract: '4S', tricks: ['W:HA H2 H3 H4', 'W:HK H5 H6 H7'], holds: { E: ['D3'] }, result: '10', score: '420' } as const;

function gameWith(irregularities: string, laws = '2017', spec: Parameters<typeof pbnGame>[0] = TWO_TRICKS): string {
  return pbnGame({ ...spec, extraTags: [`[Laws "${laws}"]`, `[Irregularities "${irregularities}"]`] });
}

/** The text a diagnostic covers. */
function covered(text: string, diagnostic: TextDiagnostic): string {
  const lines = text.split('\n');
  const { start, end } = diagnostic.range;
  assert.equal(start.line, end.line);
  return lines[start.line].slice(start.character, end.character);
}

describe('the Irregularities tag (annotations.md §3)', () => {
  it('an unknown event and an unknown choice are errors on exactly that field, listing the valid values', () => {
    const text = gameWith('1 E PenaltyCard D3 Majr; 2 W Foo - x');
    const { diagnostics } = open(text);
    const [choice] = withCode(diagnostics, 'pbn.irregularities.bad-choice');
    assert.equal(covered(text, choice), 'Majr');
    assert.equal(choice.message, 'Choice "Majr" in Irregularities event "1 E PenaltyCard D3 Majr" is not one PenaltyCard offers; valid: Major, Minor.');
    const [event] = withCode(diagnostics, 'pbn.irregularities.unknown-event');
    assert.equal(covered(text, event), 'Foo');
    assert.ok(event.message.includes('the events are Revoke, LeadOutOfTurn, PenaltyCard, LeadRestriction, PrematurePlay, Claim'), event.message);
    assert.equal(event.severity, DiagnosticSeverity.Error);
  });

  it('Law 57 (1997): Play:<suit> does not exist before 2007 — the error names the edition and its choices', () => {
    const text = gameWith('2 W PrematurePlay H5 Play:C', '1997');
    const [error] = withCode(open(text).diagnostics, 'pbn.irregularities.edition-choice');
    assert.equal(covered(text, error), 'Play:C');
    assert.ok(error.message.includes('does not exist in the Laws 1997; PrematurePlay offers Highest, Lowest, NotPlay:<suit>, None'), error.message);
    assert.equal(withCode(open(gameWith('2 W PrematurePlay H5 Play:C', '2007')).diagnostics, 'pbn.irregularities.edition-choice').length, 0);
  });

  it('Law 68D2b: PlayedOn is a 2017 choice only', () => {
    assert.equal(withCode(open(gameWith('3 S Claim - PlayedOn', '2007')).diagnostics, 'pbn.irregularities.edition-choice').length, 1);
    assert.equal(withCode(open(gameWith('3 S Claim - PlayedOn', '2017')).diagnostics, 'pbn.irregularities.edition-choice').length, 0);
  });

  it('malformed fields: five fields, a trick 1-13, a seat, a card where a card is due', () => {
    const text = gameWith('1 E PenaltyCard D3; 14 E PenaltyCard D3 Major; 1 X PenaltyCard D3 Major; 1 E PenaltyCard D Major');
    const { diagnostics } = open(text);
    assert.equal(covered(text, withCode(diagnostics, 'pbn.irregularities.syntax')[0]), '1 E PenaltyCard D3');
    assert.equal(covered(text, withCode(diagnostics, 'pbn.irregularities.bad-trick')[0]), '14');
    assert.equal(covered(text, withCode(diagnostics, 'pbn.irregularities.bad-seat')[0]), 'X');
    const [card] = withCode(diagnostics, 'pbn.irregularities.bad-card');
    assert.equal(covered(text, card), 'D');
    assert.ok(card.message.includes('PenaltyCard takes a card such as D3'), card.message);
  });

  it('checks against the record: a trick beyond it, a card the seat did not hold, dummy\'s penalty card (Law 48)', () => {
    const text = gameWith('5 E PenaltyCard D3 Major; 1 E PenaltyCard SA Major; 1 N PenaltyCard D3 Major');
    const { diagnostics } = open(text);
    const [beyond] = withCode(diagnostics, 'pbn.irregularities.trick-beyond-record');
    assert.equal(covered(text, beyond), '5');
    assert.ok(beyond.message.includes('names trick 5, but the play records only 2 tricks'), beyond.message);
    const held = withCode(diagnostics, 'pbn.irregularities.card-not-held');
    assert.deepEqual(held.map((diagnostic) => covered(text, diagnostic)), ['SA']);
    const [dummy] = withCode(diagnostics, 'pbn.irregularities.not-a-defender');
    assert.equal(covered(text, dummy), 'N');
  });

  it('an accepted lead out of turn without ^L contradicts the record', () => {
    const text = gameWith('2 W LeadOutOfTurn HK Accepted');
    const [warning] = withCode(open(text).diagnostics, 'pbn.irregularities.contradicts-play');
    assert.equal(covered(text, warning), '2 W LeadOutOfTurn HK Accepted');
    assert.ok(warning.message.includes('marked ^L'), warning.message);
  });

  it('Law 54A: a DeclarerSpreads event needs [Declarer "^X"]', () => {
    // The auction makes South declarer; East led out of turn and South spread his hand, so North played it.
    const spread = pbnGame({ declarer: 'S', contract: '4S', tricks: ['E:H7 H2 H3 H4'], extraTags: ['[Irregularities "1 E LeadOutOfTurn H7 DeclarerSpreads"]'] });
    const swapped = spread.replace('[Declarer "S"]', '[Declarer "^N"]');
    assert.equal(withCode(open(swapped).diagnostics, 'pbn.irregularities.contradicts-play').length, 0);
    assert.equal(withCode(open(swapped).diagnostics, 'pbn.ruling.lead-out-of-turn')[0].severity, DiagnosticSeverity.Information);
    const [warning] = withCode(open(spread).diagnostics, 'pbn.irregularities.contradicts-play');
    assert.ok(warning.message.includes('[Declarer "^X"]'), warning.message);
  });

  it('rulings become diagnostics on their event, and CLI JSON rulings with kind, trick, seat, card, law and obligation', () => {
    const text = gameWith('1 E PenaltyCard D3 Major; 3 S Claim - Disputed');
    const { service, document, settings, diagnostics } = open(text);
    const [penalty] = withCode(diagnostics, 'pbn.ruling.penalty-card');
    assert.equal(covered(text, penalty), '1 E PenaltyCard D3 Major');
    assert.equal(penalty.severity, DiagnosticSeverity.Information);
    assert.ok(penalty.message.includes('(Law 50B, Law 50D1, Laws 2017)'), penalty.message);
    const [claim] = withCode(diagnostics, 'pbn.ruling.claim');
    assert.ok(claim.message.includes('Law 70'), claim.message);
    const model = service.parse(document, settings)!;
    const report = fileReport('test.pbn', 'latin1', document, model, diagnostics);
    const rulings = report.games[0].rulings as Array<Record<string, unknown>>;
    // West wins trick 1 and leads trick 2 with East's major ♦3 on the table: declarer's 50D2 choice is missing.
    assert.deepEqual(rulings.map((ruling) => ruling.kind), ['penalty-card', 'lead-restriction', 'claim']);
    assert.deepEqual(pick(rulings[0], ['kind', 'trick', 'seat', 'card', 'law', 'obliges', 'size', 'origin']),
      { kind: 'penalty-card', trick: 1, seat: 'E', card: 'D3', law: '50B', obliges: { seat: 'E', action: 'play-penalty-card', card: 'D3', fromTrick: 2 }, size: 'major', origin: 'exposed' });
    assert.deepEqual(pick(rulings[1], ['kind', 'trick', 'seat', 'card', 'choice', 'problem']),
      { kind: 'lead-restriction', trick: 2, seat: 'W', card: 'D', choice: 'unrecorded', problem: 'choice-not-recorded' });
    assert.equal(withCode(diagnostics, 'pbn.ruling.lead-restriction')[0].severity, DiagnosticSeverity.Warning);
    assert.deepEqual(pick(rulings[2], ['kind', 'trick', 'seat', 'card', 'law', 'agreement', 'remaining', 'declaringSideClaimed']),
      { kind: 'claim', trick: 3, seat: 'S', card: null, law: '70', agreement: 'disputed', remaining: 11, declaringSideClaimed: 10 });
  });

  it('Law 68: a Result that gives the declaring side more tricks than remain is one error, on the Result: impossible', () => {
    // West won both recorded tricks; Result 12 leaves NS 12 of the last 11.
    const text = pbnGame({ ...TWO_TRICKS, result: '12', score: '480' });
    const { diagnostics } = open(text);
    const [claim] = withCode(diagnostics, 'pbn.ruling.claim');
    assert.equal(claim.severity, DiagnosticSeverity.Error);
    assert.equal(covered(text, claim), '12');
    assert.ok(claim.message.includes('the Result is impossible: it gives NS 12 tricks more than it won in the play, and only 11 remain'), claim.message);
    assert.deepEqual(withCode(diagnostics, 'pbn.result.caret-required'), []);
  });

  it('Law 68: the same count in a Result marked ^ (the Director\'s) stays a warning on the Play tag, not called impossible', () => {
    const text = pbnGame({ ...TWO_TRICKS, result: '^12', score: '480' });
    const [claim] = withCode(open(text).diagnostics, 'pbn.ruling.claim');
    assert.equal(claim.severity, DiagnosticSeverity.Warning);
    assert.equal(covered(text, claim), 'Play');
    assert.ok(claim.message.includes("the Result, marked '^' as the Director's, gives NS 12 of the last 11 tricks, more than remain"), claim.message);
  });

  it('the ^L hint: trick 2 only fits East leading; the quick-fix marks his ♣5 ^L and the hint goes away', () => {
    // Trick 1: West's ♣A wins, so West "should" lead trick 2. With West's ♥7 led, East (♥9 held) fails to follow on ♣5, and so
    // with South's ♥6 or North's ♥8 led; with East's ♣5 led, the others (void in clubs) may discard hearts. Only East fits.
    const text = pbnGame({ declarer: 'S', contract: '4S', tricks: ['W:CA C2 C3 C4', 'E:C5 H6 H7 H8'], holds: { E: ['H9'] }, result: '9' });
    const { document, diagnostics, actionsFor } = open(text);
    const [hint] = withCode(diagnostics, 'pbn.lead.out-of-turn-unmarked');
    assert.equal(hint.severity, DiagnosticSeverity.Hint);
    assert.equal(covered(text, hint), 'C5');
    assert.equal(hint.message, 'Trick 2 only fits East leading: with West on lead someone fails to follow suit. If ♣5 was an accepted lead out of turn, mark it ^L.');
    const action = actionsFor(hint).find((candidate) => candidate.title.includes('^L'))!;
    assert.equal(action.title, 'Mark ♣5 as an accepted lead out of turn (^L, trick 2)');
    const fixed = applyAction(document, action);
    assert.ok(fixed.includes('^L C5'), fixed);
    assert.equal(withCode(open(fixed).diagnostics, 'pbn.lead.out-of-turn-unmarked').length, 0);
  });
});

function pick(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
}
