/**
 * `gamePositionAt`: the game an offset falls in (the last one starting at or before it), counted
 * on a three-game document; an offset before the first game gives the first.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { gamePositionAt } from '../../server/src/model/document/documentVersion';

describe('gamePositionAt', () => {
  it('finds the game of an offset by its start', () => {
    const text = '% header\n\n[Event "a"]\n[Board "1"]\n\n[Event "b"]\n[Board "2"]\n\n[Event "c"]\n[Board "3"]\n';
    const document = TextDocument.create('file:///x.pbn', 'pbn', 1, text);
    const model = getLanguageService().getModelView(document, { language: 'en' })!.model;
    const positionOf = (needle: string) => gamePositionAt(model, text.indexOf(needle));
    const boards = [positionOf('[Board "1"]'), positionOf('[Event "b"]'), positionOf('[Board "3"]')].map((position) => model.game(position).syntax.tags.find((tag) => tag.name === 'Board')?.value);
    assert.deepEqual(boards, ['1', '2', '3']);
    assert.equal(model.game(gamePositionAt(model, text.length)).syntax.tags.find((tag) => tag.name === 'Board')?.value, '3');
    assert.equal(gamePositionAt(model, 0), 0);
  });
});
