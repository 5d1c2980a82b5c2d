/**
 * Card highlights on the revoke board: from a played card, its place in the Deal (read) and in
 * the play (write); from a rank in the Deal, the same two places.
 */
import assert from 'node:assert/strict';
import { DocumentHighlightKind } from 'vscode-languageserver-types';
import { REVOKE_BOARD } from './boards';
import { openDocument, positionOf, textAt } from './support';

describe('features: document highlights', () => {
  const { service, document, settings } = openDocument(REVOKE_BOARD);

  it('highlights a played card where it was dealt and where it was played', () => {
    const highlights = service.findDocumentHighlights(document, positionOf(document, 'S5'), settings);
    assert.deepEqual(highlights.map((highlight) => highlight.kind), [DocumentHighlightKind.Read, DocumentHighlightKind.Write]);
    // East's hand is the second of the Deal: A75.92.765.A8742 — the 5 is the third spade.
    const deal = highlights[0].range;
    assert.equal(deal.start.line, 10);
    assert.equal(textAt(document, deal), '5');
    assert.equal(document.getText({ start: { line: 10, character: deal.start.character - 2 }, end: deal.end }), 'A75');
    assert.deepEqual(highlights[1].range, { start: { line: 26, character: 6 }, end: { line: 26, character: 8 } });
  });

  it('highlights from a rank in the Deal', () => {
    // West's hand: J.K863.KQJ94.KQJ — the first J is the ♠J, played at trick 3.
    const west = REVOKE_BOARD.indexOf(' J.K863') + 1;
    const highlights = service.findDocumentHighlights(document, document.positionAt(west), settings);
    assert.deepEqual(highlights.map((highlight) => textAt(document, highlight.range)), ['J', 'SJ']);
    assert.equal(highlights[1].range.start.line, 22);
  });

  it('highlights nothing on a tag name', () => {
    assert.deepEqual(service.findDocumentHighlights(document, positionOf(document, 'Board'), settings), []);
  });
});
