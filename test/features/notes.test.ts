/**
 * Notes on the notes board (auction notes 1 and 2, play note 1): definition from a reference,
 * references from a Note tag, separate namespaces for auction and play, rename of a number
 * across references and tag, and refusal of a number outside 1..32.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { NOTES_BOARD } from './boards';
import { openDocument, positionOf, textAt } from './support';

describe('features: notes', () => {
  const { service, document, settings } = openDocument(NOTES_BOARD);

  it('goes from an =n= reference to its Note tag in the same section', () => {
    const auction = service.findDefinition(document, positionOf(document, '=1=', 0, 1), settings);
    assert.deepEqual(auction.map((location) => textAt(document, location.range)), ['[Note "1:five-card major"]']);
    const play = service.findDefinition(document, positionOf(document, '=1=', 1, 1), settings);
    assert.deepEqual(play.map((location) => textAt(document, location.range)), ['[Note "1:top of a sequence"]']);
  });

  it('finds the references of a note from its tag, with or without the tag itself', () => {
    const fromTag = positionOf(document, '"2:', 0, 1);
    const withTag = service.findReferences(document, fromTag, true, settings);
    assert.deepEqual(withTag.map((location) => location.range.start.line), [10, 12]);
    assert.deepEqual(service.findReferences(document, fromTag, false, settings).map((location) => location.range.start), [{ line: 10, character: 5 }]);
  });

  it('renames a note number in its section only', () => {
    const position = positionOf(document, '=1=', 0, 1);
    assert.equal(textAt(document, service.prepareRename(document, position, settings)!), '1');
    const edit = service.doRename(document, position, '7', settings)!;
    const renamed = TextDocument.applyEdits(document, edit.changes![document.uri]);
    assert.ok(renamed.includes('1S =7= Pass') && renamed.includes('[Note "7:five-card major"]'));
    assert.ok(renamed.includes('DK =1= DT') && renamed.includes('[Note "1:top of a sequence"]'), 'the play note keeps its number');
    assert.equal(service.doRename(document, position, '33', settings), undefined);
    assert.equal(service.doRename(document, position, 'x', settings), undefined);
  });

  it('answers nothing away from a note', () => {
    assert.deepEqual(service.findDefinition(document, positionOf(document, '2NT'), settings), []);
    assert.equal(service.prepareRename(document, positionOf(document, '2NT'), settings), undefined);
  });
});
