/**
 * Code lenses: the summary above each game and the "Apply rulings" lens where the rulings change
 * the score (the unmarked revoke board: 9 tricks become 11, -100 becomes +650), and the edits the
 * lens's command applies.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { APPLY_RULINGS_COMMAND } from '../../server/src/features/editor/codeLens';
import { NOTES_BOARD, REVOKE_BOARD } from './boards';
import { openDocument } from './support';

describe('features: code lens', () => {
  it('summarises each game and offers Apply rulings where a ruling changes the score', () => {
    const { service, document, settings } = openDocument(`${REVOKE_BOARD}\n\n${NOTES_BOARD}`);
    const lenses = service.getCodeLenses(document, settings);
    assert.deepEqual(lenses.map((lens) => lens.command?.title), [
      'Board 7 · 4♠ by South, −1 · NS −100 · Laws 2017 (inferred)',
      'Apply rulings',
      'Board 3 · 4♠ by South, = · Laws 2017 (default)',
    ]);
    assert.equal(lenses[1].command?.command, APPLY_RULINGS_COMMAND);
    assert.deepEqual(lenses[1].command?.arguments, [document.uri, 1]);
    assert.equal(lenses[2].range.start.line, 34);
  });

  it('follows the language and edition settings on every request', () => {
    const { service, document } = openDocument(REVOKE_BOARD);
    const lenses = service.getCodeLenses(document, { language: 'nl', lawsEdition: '1997' });
    assert.deepEqual(lenses.map((lens) => lens.command?.title), ['Spel 7 · 4♠ door Zuid, −1 · NZ −100 · Spelregels 1997 (instelling)', 'Uitspraken toepassen']);
  });

  it('applies the ruling edits of the game, after which the lens is gone', () => {
    const { service, document, settings } = openDocument(REVOKE_BOARD);
    const fixed = TextDocument.applyEdits(document, service.getApplyRulingsEdits(document, 1, settings));
    assert.ok(fixed.includes('[Result "^11"]'));
    assert.ok(fixed.includes('[Score "NS 650"]'));
    assert.ok(fixed.includes('H8 HJ ^R S5 H7'));
    const again = openDocument(fixed);
    assert.deepEqual(again.service.getCodeLenses(again.document, again.settings).map((lens) => lens.command?.title), ['Board 7 · 4♠ by South, +1 · NS +650 · Laws 2017 (inferred)']);
  });
});
