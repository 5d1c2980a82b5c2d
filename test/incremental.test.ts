/**
 * The incremental document model seen through the pure language service (no LSP): an edit
 * inside one game re-analyses that game alone, a changed `##` value re-analyses the games that
 * inherit it, the model is cached per document version, and a cancelled token yields undefined.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { DocumentModel } from '../server/src/model/document';

const SETTINGS = { language: 'en' as const };
const URI = 'file:///test/incremental.pbn';

/** A passed-out board; `extraTags` come first (e.g. a sticky `##` header). */
function board(number: number, extraTags: string[] = []): string {
  return [
    ...extraTags,
    `[Event "${extraTags.length ? '#' : 'Club night'}"]`,
    `[Board "${number}"]`,
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]',
    '[Declarer ""]',
    '[Contract "Pass"]',
    '[Result ""]',
    '[Auction "N"]',
    'Pass Pass Pass Pass',
  ].join('\n');
}

/** Replaces one character at `offset` through an incremental TextDocument update. */
function replaceCharacter(document: TextDocument, offset: number, text: string): TextDocument {
  const start = document.positionAt(offset);
  const end = document.positionAt(offset + 1);
  return TextDocument.update(document, [{ range: { start, end }, text }], document.version + 1);
}

function modelOf(service: ReturnType<typeof getLanguageService>, document: TextDocument): DocumentModel {
  const model = service.parse(document, SETTINGS);
  assert.ok(model);
  return model;
}

describe('incremental document model', () => {
  it('re-uses the GameModels of the games an edit did not touch', () => {
    const service = getLanguageService();
    const text = [board(1), board(2), board(3)].join('\n\n');
    const first = TextDocument.create(URI, 'pbn', 1, text);
    const before = modelOf(service, first);
    assert.equal(before.games.length, 3);
    const edited = replaceCharacter(first, text.indexOf('[Board "2"]') + '[Board "'.length, '5');
    const after = modelOf(service, edited);
    assert.equal(after.games.length, 3);
    assert.equal(after.games[0].model, before.games[0].model, 'game 1 re-used');
    assert.equal(after.games[2].model, before.games[2].model, 'game 3 re-used');
    assert.notEqual(after.games[1].model, before.games[1].model, 'game 2 re-analysed');
    assert.equal(after.games[1].model?.board, '5');
    assert.deepEqual(service.doValidation(edited, SETTINGS), []);
  });

  it('keeps later games when an edit changes the line count of an earlier game', () => {
    const service = getLanguageService();
    const text = [board(1), board(2), board(3)].join('\n\n');
    const first = TextDocument.create(URI, 'pbn', 1, text);
    const before = modelOf(service, first);
    const end = first.positionAt(text.indexOf('[Board "1"]'));
    const edited = TextDocument.update(first, [{ range: { start: end, end }, text: '[Site "Here"]\n' }], 2);
    const after = modelOf(service, edited);
    assert.equal(after.games[1].model, before.games[1].model);
    assert.equal(after.games[2].model, before.games[2].model);
    assert.equal(after.games[2].start, before.games[2].start + '[Site "Here"]\n'.length);
    assert.equal(after.games[0].model?.values.get('Site'), 'Here');
  });

  it('re-analyses the later games when a ## value they inherit changes', () => {
    const service = getLanguageService();
    const text = [board(1, ['[Event "##Spring pairs"]']), board(2, []), board(3, [])].join('\n\n').replace(/\[Event "Club night"\]/g, '[Event "#"]');
    const first = TextDocument.create(URI, 'pbn', 1, text);
    const before = modelOf(service, first);
    assert.equal(before.games[2].model?.values.get('Event'), 'Spring pairs');
    const edited = replaceCharacter(first, text.indexOf('Spring'), 'Z');
    const after = modelOf(service, edited);
    for (const index of [0, 1, 2]) {
      assert.notEqual(after.games[index].model, before.games[index].model, `game ${index + 1} re-analysed`);
      assert.equal(after.games[index].model?.values.get('Event'), 'Zpring pairs');
    }
  });

  it('caches the model per document version', () => {
    const service = getLanguageService();
    const document = TextDocument.create(URI, 'pbn', 1, [board(1), board(2)].join('\n\n'));
    const model = modelOf(service, document);
    assert.equal(modelOf(service, document), model, 'same version, same model');
    assert.equal(modelOf(service, TextDocument.create(URI, 'pbn', 1, document.getText())), model, 'keyed by version, not by object');
    const next = TextDocument.create(URI, 'pbn', 2, document.getText());
    const nextModel = modelOf(service, next);
    assert.notEqual(nextModel, model, 'a new version gets a new DocumentModel');
    assert.equal(nextModel.games[0].model, model.games[0].model, 'whose unchanged games are re-used');
    service.forget(URI);
    assert.notEqual(modelOf(service, document), model, 'forget drops the cache');
  });

  it('returns undefined from doValidation when the token is cancelled', () => {
    const service = getLanguageService();
    const document = TextDocument.create(URI, 'pbn', 1, [board(1), board(2)].join('\n\n'));
    assert.equal(service.doValidation(document, SETTINGS, { isCancellationRequested: true }), undefined);
    assert.equal(service.parse(document, SETTINGS, { isCancellationRequested: true }), undefined);
    assert.deepEqual(service.doValidation(document, SETTINGS, { isCancellationRequested: false }), []);
  });
});
