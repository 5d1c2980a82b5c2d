/**
 * A keystroke in an inheritance source (a `##` header, a value later games take with `#`) costs
 * what it changes: a game whose analysis never read the changed value takes the new values
 * without being analysed again, and past the first checkpoint without its text being read again
 * (model/document/inheritanceChanges.ts), and past that checkpoint without a new entry either: the
 * changed values wait in a layer of the version until a game is asked for (valueLayers.ts). Counted
 * in games read and analysed and entries made (ENTRY_WORK), never in time: every one of 3,000 games
 * after an `[Event "##…"]` header was analysed and read again before, and later each got a new entry.
 */
import assert from 'node:assert/strict';
import { getLanguageService } from '../../server/src/languageService';
import { ENTRY_WORK } from '../../server/src/model/document/gameEntry';
import { EditableDocument } from '../../server/src/text/editableDocument';
import { SETTINGS, board, edit, fresh, valuesOf } from '../support/inheritanceEdits';

describe('the cost of a keystroke in an inheritance source', () => {
  it('a keystroke in an [Event "##…"] header of 3,000 games analyses the edited game alone and reads at most a checkpoint’s games', () => {
    const games = Array.from({ length: 3000 }, (_, index) => board(index + 1, index === 0 ? ['[Event "##Spring pairs"]', '[Site "##Club"]'] : []));
    const text = games.join('\n\n') + '\n';
    const document = new EditableDocument('file:///header.pbn', 'pbn', 1, text, 1024);
    const service = getLanguageService();
    assert.deepEqual(service.doValidation(document, SETTINGS), []);
    const at = text.indexOf('Spring') + 2;
    edit(document, at, at, 'x');
    const before = { ...ENTRY_WORK };
    assert.deepEqual(service.doValidation(document, SETTINGS), []);
    assert.equal(ENTRY_WORK.analysed - before.analysed, 1, 'games analysed');
    // Game 1 is read again for its new text, and games 2 to 64 for the resolver until the first checkpoint; none after it.
    assert.equal(ENTRY_WORK.read - before.read, 64, 'games read');
    const model = service.parse(document, SETTINGS)!;
    assert.equal(model.games[2999].model?.values.get('Event'), 'Spxring pairs');
    assert.equal(model.games[2999].inheritanceKey, 'Event=Spxring pairs\u0001Site=Club');
    const again = fresh(document.getText());
    assert.deepEqual(valuesOf(service, document), valuesOf(again.service, again.document));
  });

  it('the entries a keystroke in an [Event "##…"] header makes do not grow with the games after it (3,000 and 30,000 games)', () => {
    const made = (count: number) => {
      const games = Array.from({ length: count }, (_, index) => board(index + 1, index === 0 ? ['[Event "##Spring pairs"]', '[Site "##Club"]'] : []));
      const text = games.join('\n\n') + '\n';
      const document = new EditableDocument('file:///header.pbn', 'pbn', 1, text, 1024);
      const service = getLanguageService();
      service.doValidation(document, SETTINGS);
      const at = text.indexOf('Spring') + 2;
      const perKeystroke: number[] = [];
      for (let keystroke = 0; keystroke < 3; keystroke++) {
        edit(document, at + keystroke, at + keystroke, 'x');
        const before = ENTRY_WORK.made;
        assert.deepEqual(service.doValidation(document, SETTINGS), []);
        perKeystroke.push(ENTRY_WORK.made - before);
      }
      // The last game has the three keystrokes, as a fresh read gives it.
      const model = service.parse(document, SETTINGS)!;
      assert.equal(model.games[count - 1].model?.values.get('Event'), 'Spxxxring pairs');
      assert.equal(model.games[count - 1].inheritanceKey, 'Event=Spxxxring pairs\u0001Site=Club');
      return perKeystroke;
    };
    // Per keystroke: game 1 read again (1 entry) and analysed (1), games 2 to 64 take the new values up to the first checkpoint (63); none after it.
    assert.deepEqual(made(3000), [65, 65, 65]);
    assert.deepEqual(made(30000), [65, 65, 65]);
  });

  it('a keystroke in a [Date "##…"] header analyses every game again: each reads the date for its edition of the Laws', () => {
    const games = Array.from({ length: 300 }, (_, index) => board(index + 1, index === 0 ? ['[Date "##2024.01.01"]'] : []));
    const text = games.join('\n\n') + '\n';
    const document = new EditableDocument('file:///date.pbn', 'pbn', 1, text, 1024);
    const service = getLanguageService();
    service.doValidation(document, SETTINGS);
    const at = text.indexOf('2024') + 2;
    edit(document, at, at + 1, '0');
    const before = { ...ENTRY_WORK };
    service.doValidation(document, SETTINGS);
    assert.equal(ENTRY_WORK.analysed - before.analysed, 300);
    const model = service.parse(document, SETTINGS)!;
    assert.equal(model.games[299].model?.values.get('Date'), '2004.01.01');
    assert.equal(model.games[299].model?.edition.edition, '1997');
  });
});
