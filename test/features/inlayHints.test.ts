/**
 * Inlay hints on the revoke board: leader, winner and running tricks after each trick (counted by
 * hand in boards.ts) and the tricks won in play at the Result tag; only inside the range asked.
 */
import assert from 'node:assert/strict';
import { REVOKE_BOARD } from './boards';
import { openDocument } from './support';
import { parsePbn } from '../report/support';
import { inlayHints } from '../../server/src/features/editor/inlayHints';
import { cardCostHints } from '../../server/src/features/dd/ddInlayHints';
import type { DocumentModel } from '../../server/src/model/document/document';

/** `model` counting what is read of it: games or entries one by one, and all of them at once. */
function countingReads(model: DocumentModel) {
  const reads = { one: 0, all: 0 };
  const counting = new Proxy(model, {
    get(target, key) {
      if (key === 'games' || key === 'entries') reads.all++;
      const value = Reflect.get(target, key, target);
      if (key === 'game' || key === 'entry') return (position: number) => { reads.one++; return value.call(target, position); };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { counting, reads };
}

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

  it('reads only the games the range overlaps: the 300th of 600 boards, not the 299 before it', () => {
    const boards = 600;
    const { document, model } = parsePbn(Array.from({ length: boards }, () => REVOKE_BOARD).join('\n'));
    // The 300th board's trick lines (its lines 21 to 33, as in the whole-board test above).
    const first = document.positionAt(299 * (REVOKE_BOARD.length + 1)).line;
    const range = { start: { line: first + 20, character: 0 }, end: { line: first + 32, character: 99 } };
    const { counting, reads } = countingReads(model);
    const hints = inlayHints(document, counting, range, 'en');
    assert.equal(hints.length, 13);
    assert.equal(hints[6].label, '← N led · E won · NS 4 · EW 3', 'the revoke trick of that board');
    assert.equal(reads.all, 0, 'no list of all the games is built');
    assert.ok(reads.one <= 2, `${reads.one} games read`);
    // The card costs (no answers yet, so no hint): the same games only.
    const costs = countingReads(model);
    assert.deepEqual(cardCostHints(document, costs.counting, range, { get: () => undefined }, 'en'), []);
    assert.equal(costs.reads.all, 0);
    assert.ok(costs.reads.one <= 6, `${costs.reads.one} entries or games read`);
  });
});
