/**
 * Edits of inheritance sources (a `##` header, a value later games take with `#`): 150 seeded
 * edits of the sources of a mixed file (headers, plain values `#` games take, games with findings,
 * a room without its deal, a tag named in commentary): after each, every game's values, key
 * and diagnostics are those of a fresh open, and a keystroke in the Event or Site header
 * analyses fewer than a quarter of the games (the games that read it, with `#`, and those with
 * findings, which keep their models and are analysed again whenever their values change).
 * Test tier: full — a property test over generated edits.
 */
import assert from 'node:assert/strict';
import { seededRandom } from '../../scripts/benchBoards';
import { getLanguageService } from '../../server/src/languageService';
import { ENTRY_WORK } from '../../server/src/model/document/gameEntry';
import { EditableDocument } from '../../server/src/text/editableDocument';
import { SETTINGS, board, edit, fresh, valuesOf } from '../support/inheritanceEdits';

describe('edits of an inheritance source', function () {
  this.timeout(120_000);

  it('give every game the values, key and diagnostics of a fresh read, after each of 150 seeded edits of its sources', () => {
    const random = seededRandom(1237);
    const below = (limit: number) => Math.floor(random() * Math.max(1, limit));
    const games: string[] = [];
    for (let number = 1; number <= 400; number++) {
      const extra = number === 1 ? ['[Event "##Spring pairs"]', '[Site "##Club"]', '[Date "##2024.01.01"]']
        : number === 200 ? ['[Site "##Hall"]']
          : number % 37 === 0 ? ['[Event "#"]']
            : number % 53 === 0 ? ['[Shade "grey"]']
              : number % 61 === 0 ? ['{ played at the other site }']
                : number % 90 === 0 ? [`[Event "Round ${number / 90}"]`] : [];
      games.push(board(number, extra));
      if (number % 71 === 0) games.push(['[West "Closed"]', '[Declarer "N"]', '[Contract "2S"]', '[Result "8"]', '[Auction "N"]', '2S Pass Pass Pass'].join('\n'));
    }
    const document = new EditableDocument('file:///sources.pbn', 'pbn', 1, games.join('\n\n') + '\n', 1024);
    const service = getLanguageService();
    service.doValidation(document, SETTINGS);
    const sources = /\[(Event|Site) "(?:##)?([^"#]+)"\]/g;
    let headerKeystrokes = 0;
    for (let round = 0; round < 150; round++) {
      const text = document.getText();
      const found = [...text.matchAll(sources)];
      const source = found[below(found.length)];
      const kind = below(10);
      let headerKeystroke = false;
      if (kind < 7 && source) {
        // A keystroke in a ## value: a letter typed, one deleted (never the last), or one replaced.
        const valueStart = source.index! + source[0].length - 2 - source[2].length, length = source[2].length;
        const at = valueStart + below(length + 1), how = below(3);
        if (how === 1 && length > 1) edit(document, Math.min(at, valueStart + length - 1), Math.min(at, valueStart + length - 1) + 1, '');
        else if (how === 2 && at < valueStart + length) edit(document, at, at + 1, 'q');
        else edit(document, at, at, 'abc'[below(3)]);
        headerKeystroke = true;
      } else {
        const pieces = ['#', '##', 'x', '[Site "##Annex"]\n', '[Event "#"]\n', '[Date "2023.05.05"]\n', '\n\n', 'site '];
        const at = below(text.length + 1);
        if (kind === 7) edit(document, at, Math.min(text.length, at + 1 + below(4)), '');
        else edit(document, at, at, pieces[below(pieces.length)]);
      }
      const before = { ...ENTRY_WORK };
      const diagnostics = service.doValidation(document, SETTINGS);
      const analysed = ENTRY_WORK.analysed - before.analysed;
      const again = fresh(document.getText());
      assert.deepEqual(valuesOf(service, document), valuesOf(again.service, again.document), `round ${round}: values`);
      assert.deepEqual(diagnostics, again.service.doValidation(again.document, SETTINGS), `round ${round}: diagnostics`);
      if (headerKeystroke && source.index! < text.indexOf('[Board "2"]') && source[0].includes('##')) {
        headerKeystrokes++;
        assert.ok(analysed < 100, `round ${round}: a keystroke in the header analysed ${analysed} games`);
      }
    }
    assert.ok(headerKeystrokes >= 20, `${headerKeystrokes} keystrokes in the header`);
  });
});
