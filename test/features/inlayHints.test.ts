/**
 * Inlay hints on the revoke board: leader, winner and running tricks after each trick (counted by
 * hand in boards.ts) and the tricks won in play at the Result tag; only inside the range asked.
 */
import assert from 'node:assert/strict';
import { REVOKE_BOARD } from './boards';
import { openDocument } from './support';

const WHOLE = { start: { line: 0, character: 0 }, end: { line: 99, character: 0 } };

describe('features: inlay hints', () => {
  it('puts leader, winner and running tricks at the end of each trick line', () => {
    const { service, document, settings } = openDocument(REVOKE_BOARD);
    const hints = service.getInlayHints(document, WHOLE, settings);
    const tricks = hints.filter((hint) => hint.position.line >= 20);
    assert.equal(tricks.length, 13);
    assert.deepEqual(tricks[0], { position: { line: 20, character: 11 }, label: '← W led · S won · NS 1 · EW 0', kind: 2, paddingLeft: true });
    assert.equal(tricks[2].label, '← S led · E won · NS 2 · EW 1');
    assert.equal(tricks[6].label, '← N led · E won · NS 4 · EW 3', 'the revoke trick, won by East');
    assert.equal(tricks[12].label, '← N led · W won · NS 9 · EW 4');
  });

  it('gives the tricks won in play at the Result tag, in Dutch too', () => {
    const { service, document, settings } = openDocument(REVOKE_BOARD, 'nl');
    const result = service.getInlayHints(document, WHOLE, settings).find((hint) => hint.position.line === 14);
    assert.deepEqual(result?.position, { line: 14, character: 12 });
    assert.equal(result?.label, 'NZ 9 · OW 4 in het spel');
  });

  it('names the seats with the Dutch letters N O Z W in the trick hints', () => {
    const { service, document, settings } = openDocument(REVOKE_BOARD, 'nl');
    const tricks = service.getInlayHints(document, WHOLE, settings).filter((hint) => hint.position.line >= 20);
    assert.equal(tricks[0].label, '← W kwam uit · Z won · NZ 1 · OW 0');
    assert.equal(tricks[2].label, '← Z kwam uit · O won · NZ 2 · OW 1');
  });

  it('keeps to the requested range and shows the leader of an unfinished trick', () => {
    const partial = REVOKE_BOARD.split('\n').slice(0, 22).join('\n') + '\nSJ SK';
    const { service, document, settings } = openDocument(partial);
    const hints = service.getInlayHints(document, { start: { line: 21, character: 0 }, end: { line: 22, character: 5 } }, settings);
    assert.deepEqual(hints.map((hint) => hint.label), ['← S led · S won · NS 2 · EW 0', '← S led']);
  });
});
