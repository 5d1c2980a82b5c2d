/**
 * End-to-end tests of the revoke quick-fix (Law 64 + Law 77 + annotations.md §4): from a PBN
 * text through the language service to the edited text, and what the service says afterwards.
 */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { pbnGame } from '../support/pbnGame';
import { applyAction, open, withCode } from '../support/service';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7, EAST_RUFFS_AT_TRICK_7_MARKED, EAST_RUFFS_THEN_CLAIM } from './boards';

const TABLE_RESULT = { result: '9', score: 'NS -100' };

describe('revoke quick-fix (Law 64A1, Laws 2017)', () => {
  const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, ...TABLE_RESULT, extraTags: ['[Laws "2017"]'] });

  it('reports the unmarked revoke at East\'s ♠5 as a warning naming 64A1 and 2 tricks to NS', () => {
    const { diagnostics, document } = open(text);
    const [revoke] = withCode(diagnostics, 'pbn.revoke.unmarked');
    assert.ok(revoke, 'revoke diagnostic');
    assert.equal(revoke.severity, DiagnosticSeverity.Warning);
    assert.equal(document.getText(revoke.range), 'S5');
    assert.match(revoke.message, /^Revoke by East at trick 7 \(♠5 while holding ♥2\), established at trick 8: .*2 tricks to NS.*64A1.*\(Laws 2017\)/);
    assert.match(revoke.message, /recording error/);
    assert.equal(withCode(diagnostics, 'pbn.revoke.equity').length, 1, 'Law 64C equity note');
  });

  it('offers the preferred fix "Apply Law 64A1: transfer 2 tricks to NS (Result ^11, Score NS 650)"', () => {
    const { diagnostics, actionsFor } = open(text);
    const [action] = actionsFor(withCode(diagnostics, 'pbn.revoke.unmarked')[0]);
    assert.equal(action.title, 'Apply Law 64A1: transfer 2 tricks to NS (Result ^11, Score NS 650)');
    assert.equal(action.isPreferred, true);
  });

  it('marks ^R, writes Result ^11 and Score NS 650, and one commentary line; nothing else changes', () => {
    const { diagnostics, actionsFor, document } = open(text);
    const fixed = applyAction(document, actionsFor(withCode(diagnostics, 'pbn.revoke.unmarked')[0])[0]);
    const expected = text
      .replace('[Result "9"]', '[Result "^11"]\n{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}')
      .replace('[Score "NS -100"]', '[Score "NS 650"]')
      .replace('HJ S5 H7', 'HJ ^R S5 H7');
    assert.equal(fixed, expected);
  });

  it('after the fix the ruling is information, no error remains, and a second fix changes nothing', () => {
    const first = open(text);
    const fixed = applyAction(first.document, first.actionsFor(withCode(first.diagnostics, 'pbn.revoke.unmarked')[0])[0]);
    const second = open(fixed, {}, 2);
    const [ruling] = withCode(second.diagnostics, 'pbn.revoke.ruling');
    assert.equal(ruling.severity, DiagnosticSeverity.Information);
    assert.deepEqual(second.diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error), []);
    assert.deepEqual(second.actionsFor(ruling), []);
    assert.deepEqual(second.service.getFixAllEdits(second.document, second.settings), []);
  });

  it('keeps CRLF line endings in the inserted commentary', () => {
    const crlf = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, ...TABLE_RESULT, lineEnding: '\r\n' });
    const { diagnostics, actionsFor, document } = open(crlf);
    const fixed = applyAction(document, actionsFor(withCode(diagnostics, 'pbn.revoke.unmarked')[0])[0]);
    assert.ok(fixed.includes('[Result "^11"]\r\n{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}\r\n[Score "NS 650"]'));
    assert.ok(!/[^\r]\n/.test(fixed), 'no bare LF');
  });

  it('writes the commentary in Dutch when the language is Dutch', () => {
    const { diagnostics, actionsFor, document } = open(text, { language: 'nl' });
    const [action] = actionsFor(withCode(diagnostics, 'pbn.revoke.unmarked')[0]);
    assert.equal(action.title, 'Artikel 64A1 toepassen: 2 slagen overdragen naar NZ (Result ^11, Score NS 650)');
    assert.ok(applyAction(document, action).includes('{Uitspraak (Spelregels 2017): tafelresultaat NZ 9 slagen; artikel 64A1: 2 slagen overgedragen naar NZ; rechtgezet resultaat NZ 11 slagen}'));
  });

  it('a marked, rectified board is settled: the ruling is information and no fix is offered', () => {
    const settled = pbnGame({ ...EAST_RUFFS_AT_TRICK_7_MARKED, result: '^11', score: 'NS 650', extraTags: ['{Law 64A1 (2017): 2 tricks transferred to NS}'] });
    const { diagnostics, actionsFor } = open(settled);
    const [ruling] = withCode(diagnostics, 'pbn.revoke.ruling');
    assert.equal(ruling.severity, DiagnosticSeverity.Information);
    assert.deepEqual(actionsFor(ruling), []);
  });

  it('a marked revoke with the table result still in the file is a warning with the fix', () => {
    const unsettled = pbnGame({ ...EAST_RUFFS_AT_TRICK_7_MARKED, ...TABLE_RESULT });
    const { diagnostics, actionsFor } = open(unsettled);
    const [ruling] = withCode(diagnostics, 'pbn.revoke.ruling');
    assert.equal(ruling.severity, DiagnosticSeverity.Warning);
    assert.equal(actionsFor(ruling)[0].title, 'Apply Law 64A1: transfer 2 tricks to NS (Result ^11, Score NS 650)');
  });
});

describe('revoke before a claim (Law 63A: the claim establishes it)', () => {
  it('adds the transfer to the claimed total, with ^ because EW already won 3 recorded tricks; idempotent', () => {
    const text = pbnGame({ ...EAST_RUFFS_THEN_CLAIM, ...TABLE_RESULT });
    const first = open(text);
    const [revoke] = withCode(first.diagnostics, 'pbn.revoke.unmarked');
    assert.match(revoke.message, /established by the claim|established/);
    const fixed = applyAction(first.document, first.actionsFor(revoke)[0]);
    assert.ok(fixed.includes('[Result "^11"]'));
    assert.ok(fixed.includes('[Score "NS 650"]'));
    const second = open(fixed, {}, 2);
    assert.deepEqual(second.service.getFixAllEdits(second.document, second.settings), []);
  });
});

describe('Result-only and Score-only fixes (no revoke)', () => {
  it('a wrong Score gets "Set Score to "NS 110"" from Law 77 (2♠ vulnerable, 8 tricks: 60 + 50)', () => {
    const text = pbnGame({ declarer: 'S', contract: '2S', vulnerability: 'NS', tricks: ['W:HA H2 H3 H4'], result: '8', score: 'NS 100' });
    const { diagnostics, actionsFor, document } = open(text);
    const [mismatch] = withCode(diagnostics, 'pbn.score.mismatch');
    assert.ok(mismatch.message.includes('NS 110'), mismatch.message);
    const [action] = actionsFor(mismatch);
    assert.equal(action.title, 'Set Score to "NS 110" (Law 77)');
    assert.equal(action.isPreferred, true);
    assert.ok(applyAction(document, action).includes('[Score "NS 110"]'));
  });

  it('a Result that contradicts a complete clean play gets "Set Result to "9"" (the tricks won)', () => {
    const text = pbnGame({ ...CLEAN_ONE_DOWN, result: '10', score: 'NS -100' });
    const { diagnostics, actionsFor, document } = open(text);
    const [caret] = withCode(diagnostics, 'pbn.result.caret-required');
    assert.match(caret.message, /NS won 9 tricks and the defenders 4/);
    const [action] = actionsFor(caret);
    assert.equal(action.title, 'Set Result to "9" (the tricks won in the play)');
    assert.ok(applyAction(document, action).includes('[Result "9"]'));
  });

  it('while a revoke ruling is pending, the revoke fix owns the Result: no plain Result fix', () => {
    const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7_MARKED, result: '10' });
    const { diagnostics, actionsFor } = open(text);
    const [caret] = withCode(diagnostics, 'pbn.result.caret-required');
    assert.ok(caret, 'caret-required');
    assert.deepEqual(actionsFor(caret), []);
  });

  it('a needless ^ is removed (preferred)', () => {
    const text = pbnGame({ declarer: 'S', contract: '2S', tricks: ['W:HA H2 H3 H4'], result: '^8' });
    const { diagnostics, actionsFor, document } = open(text);
    const [forbidden] = withCode(diagnostics, 'pbn.result.caret-forbidden');
    const [action] = actionsFor(forbidden);
    assert.equal(action.isPreferred, true);
    assert.ok(applyAction(document, action).includes('[Result "8"]'));
  });
});

describe('Fix all rulings in file', () => {
  it('covers every board with a revoke ruling and leaves a plain Score error to its own quick-fix', () => {
    const revoke = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });
    const wrongScore = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 2, result: '9', score: 'NS 620' });
    const { service, document, settings } = open(`${revoke}\n${wrongScore}`);
    const [fixAll] = service.getCodeActions(document, { diagnostics: [], only: ['source'] }, settings);
    assert.equal(fixAll.title, 'Fix all rulings in file');
    const fixed = applyAction(document, fixAll);
    assert.ok(fixed.includes('[Result "^11"]') && fixed.includes('[Score "NS 650"]'), 'board 1 rectified');
    assert.ok(fixed.includes('[Score "NS 620"]'), 'board 2 untouched: no ruling there');
  });
});
