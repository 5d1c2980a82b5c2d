/**
 * Edits of a document where every game inherits (`#`, `##`), through the server's document
 * store: the values are resolved again only from the checkpoint before an edit until the state
 * is the old one, and after 300 seeded edits (values changed, `#` and `##` added and removed,
 * games removed and pasted) every game's values and diagnostics equal those of a fresh read.
 * The same for rpbridge.net's rooms: a game without Board, Dealer, Vulnerable and Deal reads
 * them from the game before (model/document/carriedDeal.ts), while Deal lines are cut and pasted.
 * Test tier: full — a property test over generated edits.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { seededRandom } from '../scripts/benchBoards';
import { getLanguageService } from '../server/src/languageService';
import { EditableDocument } from '../server/src/text/editableDocument';

const SETTINGS = { language: 'en' as const };

function board(number: number): string {
  const event = number % 30 === 1 ? `[Event "E${number}"]` : '[Event "#"]';
  return [
    ...(number === 1 ? ['[Site "##Club"]'] : []), event, `[Board "${number}"]`, '[Date "#"]', '[Dealer "N"]', '[Vulnerable "None"]',
    '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]', '[Declarer ""]', '[Contract "Pass"]', '[Result ""]',
    '[Auction "N"]', 'Pass Pass Pass Pass',
  ].join('\n');
}

const PIECES = ['#', '##', '"', 'x', '[Site "##Home"]\n', '[Event "#"]\n', '[Date "2024.01.01"]\n', '\n\n', '[Scoring "##MP"]\n'];

describe('edits of a document where every game inherits', function () {
  this.timeout(60_000);

  it('give every game the values and diagnostics of a fresh read, after each of 300 edits', () => {
    const random = seededRandom(64);
    const below = (limit: number) => Math.floor(random() * Math.max(1, limit));
    const games = Array.from({ length: 200 }, (_, index) => board(index + 1));
    const document = new EditableDocument('file:///inherit.pbn', 'pbn', 1, games.join('\n\n') + '\n', 1024);
    const service = getLanguageService();
    for (let round = 0; round < 300; round++) {
      const text = document.getText();
      const kind = below(4);
      let start = below(text.length + 1), end = start, inserted = PIECES[below(PIECES.length)];
      if (kind === 1) { end = Math.min(text.length, start + 1 + below(6)); inserted = ''; }
      if (kind === 2) { start = text.lastIndexOf('\n\n', start) + 2; inserted = games[below(games.length)] + '\n\n'; end = start; }
      if (kind === 3) { const at = text.indexOf('[Event', start); if (at >= 0) { start = at + 8; end = start + 1; inserted = below(2) ? '#' : 'y'; } }
      const scratch = TextDocument.create('file:///s', 'pbn', 0, text);
      document.update([{ range: { start: scratch.positionAt(start), end: scratch.positionAt(end) }, text: inserted }], document.version + 1);
      const fresh = TextDocument.create('file:///inherit.pbn', 'pbn', 1, document.getText());
      const values = (service_: ReturnType<typeof getLanguageService>, doc: TextDocument) => service_.parse(doc, SETTINGS)!.games.map((game) => [...(game.model?.values ?? [])]);
      const freshService = getLanguageService();
      assert.deepEqual(values(service, document), values(freshService, fresh), `round ${round}: values`);
      assert.deepEqual(service.doValidation(document, SETTINGS), freshService.doValidation(fresh, SETTINGS), `round ${round}: diagnostics`);
    }
  });

  /** Board `number` at two tables: the open room with its deal, the closed room without (rpbridge.net). */
  function rooms(number: number): string {
    const deal = ['[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]', '[Deal "E:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]'][number % 2];
    return [
      ['[Event "Teams"]', '[Date "2014.07.??"]', `[Board "${number}"]`, `[Dealer "${'NESW'[number % 4]}"]`, '[Vulnerable "None"]', deal,
        '[Declarer "S"]', '[Contract "1NT"]', '[Result "7"]', '[Auction "N"]', 'Pass Pass 1NT Pass', 'Pass Pass'].join('\n'),
      ['[West "Closed"]', '[Declarer "N"]', '[Contract "2S"]', '[Result "8"]', '[Auction "N"]', '2S Pass Pass Pass'].join('\n'),
    ].join('\n\n');
  }

  it('give the other room of a board the values and diagnostics of a fresh read, after each of 150 edits', () => {
    const random = seededRandom(19);
    const below = (limit: number) => Math.floor(random() * Math.max(1, limit));
    const pairs = Array.from({ length: 90 }, (_, index) => rooms(index + 1));
    const document = new EditableDocument('file:///rooms.pbn', 'pbn', 1, pairs.join('\n\n') + '\n', 1024);
    const service = getLanguageService();
    const pieces = ['[Board "7"]\n', '[Dealer "W"]\n', '[Deal "N:- - - -"]\n', '\n\n', '[Vulnerable "All"]\n', 'x', '"'];
    const valuesOf = (service_: ReturnType<typeof getLanguageService>, doc: TextDocument) => service_.parse(doc, SETTINGS)!.games.map((game) => [...(game.model?.values ?? [])]);
    for (let round = 0; round < 150; round++) {
      const text = document.getText();
      const kind = below(3);
      let start = below(text.length + 1), end = start, inserted = pieces[below(pieces.length)];
      if (kind === 1) { const at = text.indexOf('[Deal', start); if (at >= 0) { start = at; end = text.indexOf('\n', at) + 1; inserted = ''; } }
      if (kind === 2) { const at = text.indexOf('[Board', start); if (at >= 0) { start = at; end = text.indexOf('\n', at) + 1; inserted = below(2) ? '' : '[Deal "S:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'; } }
      const scratch = TextDocument.create('file:///s', 'pbn', 0, text);
      document.update([{ range: { start: scratch.positionAt(start), end: scratch.positionAt(end) }, text: inserted }], document.version + 1);
      const fresh = TextDocument.create('file:///rooms.pbn', 'pbn', 1, document.getText());
      const freshService = getLanguageService();
      assert.deepEqual(valuesOf(service, document), valuesOf(freshService, fresh), `round ${round}: values`);
      assert.deepEqual(service.doValidation(document, SETTINGS), freshService.doValidation(fresh, SETTINGS), `round ${round}: diagnostics`);
    }
    // The closed rooms still read their deals (the edits cut some): at least one is read from the game before.
    assert.ok(service.doValidation(document, SETTINGS)!.some((diagnostic) => diagnostic.code === 'pbn.deal.carried'));
  });
});
