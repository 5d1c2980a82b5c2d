/**
 * Light games in the editor's document (model/document/gameEntry.ts): a game with nothing to
 * report, no DD tags, traveller or anything a double-dummy answer decides keeps only its text and
 * flags once analysed, and reads itself again, to the same model, when a feature asks; a game with
 * something to report keeps its syntax and model; an edit of a light game reads that game again.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from '../../scripts/benchBoards';
import { getLanguageService } from '../../server/src/languageService';
import { GAME_LIGHT, buildDocumentModel } from '../../server/src/model/document/document';
import { GameSequence } from '../../server/src/model/document/gameSequence';
import { splitGames } from '../../server/src/syntax/splitter';

/** Three clean generated boards, then one with an unknown tag (something to report). */
const TEXT = generateFile(3, 7).replace(/\r\n/g, '\n') + '\n[Event "x"]\n[Board "4"]\n[Shade "grey"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n[Contract "Pass"]\n[Auction "N"]\nPass Pass Pass Pass\n';

describe('light games in the document', () => {
  it('keeps the clean games light and the one with a finding whole', () => {
    const model = buildDocumentModel(TEXT, {})!;
    const light = Array.from(model.flags, (flags) => (flags & GAME_LIGHT) !== 0);
    assert.deepEqual(light, [true, true, true, false]);
    assert.deepEqual(model.entries.map((entry) => entry.light), [true, true, true, false]);
  });

  it('reads a light game again to the model a fresh read gives', () => {
    const model = buildDocumentModel(TEXT, {})!;
    const fresh = new GameSequence({}, false);
    splitGames(TEXT).forEach((chunk, position) => {
      const expected = fresh.next(chunk).model!;
      const actual = model.entries[position].model!;
      assert.equal(actual.syntax.text, expected.syntax.text);
      assert.deepEqual(actual.contract, expected.contract);
      assert.equal(actual.board, expected.board);
      assert.deepEqual(actual.problems, expected.problems);
      assert.equal(actual.play?.tricks.length, expected.play?.tricks.length);
    });
  });

  it('gives the editor the same diagnostics and symbols before and after a light game is read again, and after an edit of it', () => {
    const service = getLanguageService();
    const settings = { language: 'en' as const };
    let document = TextDocument.create('file:///light.pbn', 'pbn', 1, TEXT);
    const before = service.doValidation(document, settings);
    const symbols = service.findDocumentSymbols(document, settings);
    assert.deepEqual(service.doValidation(TextDocument.create('file:///light.pbn', 'pbn', 2, TEXT), settings), before);
    const at = TEXT.indexOf('[Board "2"]') + '[Board "'.length;
    document = TextDocument.update(document, [{ range: { start: document.positionAt(at), end: document.positionAt(at + 1) }, text: '9' }], 2);
    const edited = service.doValidation(document, settings);
    assert.deepEqual(edited, getLanguageService().doValidation(TextDocument.create('file:///light.pbn', 'pbn', 1, document.getText()), settings));
    assert.equal(symbols.length > 0, true);
  });
});
