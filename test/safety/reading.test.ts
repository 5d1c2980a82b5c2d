/**
 * Boards that must not slip through and documents that must not flood the editor: two games
 * without the blank line between them, a file with CR-only line ends, a document of garbage whose
 * problems are capped per game and per file, and a document too large for the editor.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

const CLEAN = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, boardNumber: 2, result: '9', score: 'NS -100' });

describe('a game that follows another without a blank line', () => {
  it('starts a new game at its Event tag, with a warning there, and its revoke is found', () => {
    const { diagnostics, service, document, settings } = open(CLEAN + REVOKE);
    const model = service.parse(document, settings)!;
    assert.deepEqual(model.games.map((game) => game.model?.board), ['1', '2']);
    const [missing] = withCode(diagnostics, 'pbn.game.missing-blank-line');
    assert.equal(document.getText(missing.range), '[Event "Test"]');
    assert.equal(missing.range.start.line, CLEAN.split('\n').length - 1);
    assert.equal(withCode(diagnostics, 'pbn.tag.duplicate').length, 0, 'no duplicate-tag warnings');
    assert.equal(withCode(diagnostics, 'pbn.revoke.unmarked').length, 1, 'the second board is ruled on');
  });

  it('a second Board or Deal line starts a new game too; a duplicate Site does not', () => {
    const withoutEvent = REVOKE.replace('[Event "Test"]\n', '');
    assert.equal(open(CLEAN + withoutEvent).service.parse(TextDocument.create('file:///a.pbn', 'pbn', 1, CLEAN + withoutEvent), { language: 'en' })!.games.length, 2);
    const site = CLEAN.replace('[Site "Test"]', '[Site "Test"]\n[Site "Again"]');
    const { diagnostics, service, document, settings } = open(site);
    assert.equal(service.parse(document, settings)!.games.length, 1);
    assert.equal(withCode(diagnostics, 'pbn.tag.duplicate').length, 1);
  });

  it('the blank line put back removes the warning (incrementally, as in the editor)', () => {
    const service = getLanguageService();
    const settings = { language: 'en' as const };
    let document = TextDocument.create('file:///a.pbn', 'pbn', 1, CLEAN + REVOKE);
    assert.equal(withCode(service.doValidation(document, settings) as never, 'pbn.game.missing-blank-line').length, 1);
    const at = document.positionAt(CLEAN.length);
    document = TextDocument.update(document, [{ range: { start: at, end: at }, text: '\n' }], 2);
    assert.equal(withCode(service.doValidation(document, settings) as never, 'pbn.game.missing-blank-line').length, 0);
    assert.equal(service.parse(document, settings)!.games.length, 2);
  });
});

describe('a file whose lines end with CR alone (old Mac)', () => {
  it('is read line by line: the escape line, both games and the revoke, with one warning', () => {
    const text = `% PBN 2.1\r${CLEAN.replace(/\n/g, '\r')}\r${REVOKE.replace(/\n/g, '\r')}`;
    const { diagnostics, service, document, settings } = open(text);
    assert.deepEqual(service.parse(document, settings)!.games.map((game) => game.model?.board), ['1', '2']);
    assert.equal(withCode(diagnostics, 'pbn.line.cr-only').length, 1);
    const [revoke] = withCode(diagnostics, 'pbn.revoke.unmarked');
    assert.equal(document.getText(revoke.range), 'S5');
    assert.equal(diagnostics.filter((diagnostic) => diagnostic.severity === 1).length, 0, 'no errors');
  });
});

describe('what one document may send', () => {
  const garbage = `[Event "x"]\n[Play "N"]\n${'} '.repeat(100_000)}\n`;

  it('the editor gets at most 100 problems of a game and one line for the rest', () => {
    const { diagnostics } = open(garbage, { diagnosticsLimit: { perGame: 100, perDocument: 2000 } });
    assert.equal(diagnostics.length, 101);
    assert.match(diagnostics[100].message, /^…and 99,\d{3} more problems in this game \(only the first 100 are listed\)\.$/);
  });

  it('and at most 2,000 in all, with one line for the rest of the file', () => {
    const games = Array.from({ length: 40 }, (_, index) => `[Event "${index}"]\n[Play "N"]\n${'} '.repeat(200)}`).join('\n\n');
    const { diagnostics } = open(games, { diagnosticsLimit: { perGame: 100, perDocument: 2000 } });
    assert.equal(diagnostics.length, 2001);
    assert.match(diagnostics[2000].message, /^…and 2,040 more problems in this file \(only the first 2,000 are listed\)\.$/);
  });

  it('a document over the editor limit gets one warning and no analysis', () => {
    const { diagnostics, service, document, settings } = open(CLEAN.repeat(3), { maxDocumentLength: 1000 });
    assert.equal(diagnostics.length, 1);
    assert.match(diagnostics[0].message, /too large for the editor \(0\.0 MB; the limit is 0\.0 MB\)/);
    assert.deepEqual(service.findDocumentSymbols(document, settings), []);
  });
});
