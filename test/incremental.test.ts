/**
 * The incremental document model seen through the pure language service (no LSP): an edit
 * inside one game re-analyses that game alone, a changed `##` value re-analyses the games that
 * inherit it, the model is cached per document version, and a cancelled token yields undefined.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { DocumentModel } from '../server/src/model/document/document';

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

  it('matches a fresh build after each of 300 random edits (blank lines, braces, quotes, inheritance)', () => {
    let seed = 12345;
    const random = (limit: number) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % limit; };
    const pieces = ['\n', '\n\n', '{', '}', '"', ';', '%', ' ', 'x', '[Event "#"]\n', '[Site "##Home"]\n', '\n[Board "9"]\n', '<'];
    const service = getLanguageService();
    const games = [board(1, ['[Site "##Club"]']), board(2), '{ a comment\n\nwith a blank line }', board(3), board(4), board(5)];
    let document = TextDocument.create(URI, 'pbn', 1, games.join('\n\n') + '\n');
    for (let round = 0; round < 300; round++) {
      const text = document.getText();
      const offset = random(text.length + 1);
      const removed = random(3) === 0 ? random(12) : 0;
      const inserted = random(4) === 0 ? '' : pieces[random(pieces.length)];
      const start = document.positionAt(offset);
      const end = document.positionAt(Math.min(text.length, offset + removed));
      document = TextDocument.update(document, [{ range: { start, end }, text: inserted }], document.version + 1);
      const incremental = modelOf(service, document);
      const fresh = modelOf(getLanguageService(), TextDocument.create(URI, 'pbn', 1, document.getText()));
      const shape = (model: DocumentModel) => model.games.map((game) => ({
        start: game.start, end: game.end, index: game.index, text: game.syntax.text, values: [...(game.model?.values ?? [])],
        problems: game.model?.problems.length, chunkProblems: game.chunkProblems.length,
      }));
      assert.deepEqual(shape(incremental), shape(fresh), `round ${round}`);
      assert.deepEqual(service.doValidation(document, SETTINGS), getLanguageService().doValidation(TextDocument.create(URI, 'pbn', 1, document.getText()), SETTINGS), `round ${round}`);
    }
  });

  it('returns undefined from doValidation when the token is cancelled', () => {
    const service = getLanguageService();
    const document = TextDocument.create(URI, 'pbn', 1, [board(1), board(2)].join('\n\n'));
    assert.equal(service.doValidation(document, SETTINGS, { isCancellationRequested: true }), undefined);
    assert.equal(service.parse(document, SETTINGS, { isCancellationRequested: true }), undefined);
    assert.deepEqual(service.doValidation(document, SETTINGS, { isCancellationRequested: false }), []);
  });
});
