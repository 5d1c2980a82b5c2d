/**
 * Selection ranges: card → trick → Play section (with its Note tags) → game; call → Auction
 * section → game; tag value → tag pair → game.
 */
import assert from 'node:assert/strict';
import { SelectionRange } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { NOTES_BOARD } from './boards';
import { openDocument, positionOf, textAt } from './support';

function chain(document: TextDocument, selection: SelectionRange): string[] {
  const texts: string[] = [];
  for (let current: SelectionRange | undefined = selection; current; current = current.parent) texts.push(textAt(document, current.range));
  return texts;
}

describe('features: selection ranges', () => {
  const { service, document, settings } = openDocument(NOTES_BOARD);

  it('grows from a card to its trick, the Play section and the game', () => {
    const [selection] = service.getSelectionRanges(document, [positionOf(document, 'D7', 0, 1)], settings);
    const texts = chain(document, selection);
    assert.deepEqual(texts.slice(0, 3), ['D7', 'DK =1= DT D7 DA', '[Play "W"]\nDK =1= DT D7 DA\n[Note "1:top of a sequence"]']);
    assert.equal(texts[3], NOTES_BOARD);
  });

  it('grows from a call to the Auction section and the game, and from a tag value to the tag', () => {
    const [call, value] = service.getSelectionRanges(document, [positionOf(document, '2NT'), positionOf(document, 'Jacoby')], settings);
    const callTexts = chain(document, call);
    assert.equal(callTexts[0], '2NT');
    assert.ok(callTexts[1].startsWith('[Auction "N"]') && callTexts[1].endsWith('[Note "2:Jacoby, game forcing"]'));
    assert.equal(callTexts[2], NOTES_BOARD);
    assert.deepEqual(chain(document, value), ['2:Jacoby, game forcing', '[Note "2:Jacoby, game forcing"]', NOTES_BOARD]);
  });
});
