/**
 * The editor's PBN view of a deal file (dealFiles/dealFileView.ts): a good file is its boards'
 * PBN; a bad one shows each problem as a `%` comment after the version line, naming the board,
 * in the user's language, then the boards that could be read, and is not good to convert.
 */
import assert from 'node:assert/strict';
import { dealFileView } from '../../server/src/dealFiles/dealFileView';
import { fixtureBoards, fixtureBytes, pbnBoards } from './fixtures';

describe('deal files: the editor\'s PBN view', () => {
  it('a good file: the boards of its PBN, good to convert', () => {
    const view = dealFileView(fixtureBytes('big-deal.dge'), 'big-deal.dge', 'en');
    assert.equal(view.good, true);
    assert.equal(view.firstProblem, undefined);
    assert.deepEqual(pbnBoards(view.text), fixtureBoards('big-deal.pbn'));
  });

  it('a file cut 40 bytes into its second board: the problem as a comment, in Dutch, and board 1', () => {
    const view = dealFileView(fixtureBytes('big-deal.dup').subarray(0, 156 + 40), 'big-deal.dup', 'nl');
    assert.equal(view.good, false);
    assert.equal(view.firstProblem, 'spel 2: het bestand houdt op na 40 van de 156 bytes van het spel');
    assert.deepEqual(view.text.split('\n').slice(0, 2), ['% PBN 2.1', '% spel 2: het bestand houdt op na 40 van de 156 bytes van het spel']);
    assert.deepEqual(pbnBoards(view.text), fixtureBoards('big-deal.pbn').slice(0, 1));
  });
});
