/**
 * Edits of a document where every game inherits (`#`, `##`), through the server's document
 * store: the values are resolved again only from the checkpoint before an edit until the state
 * is the old one, and after 300 seeded edits (values changed, `#` and `##` added and removed,
 * games removed and pasted) every game's values and diagnostics equal those of a fresh read.
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
});
