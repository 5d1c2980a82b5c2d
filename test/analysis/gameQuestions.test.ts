/**
 * From a game of our model to double-dummy questions: the par question from the Deal, Dealer and
 * Vulnerable tags, the played cards in playing order (each trick from its leader, the winner
 * leading the next), and the play question that feeds AnalysePlay.
 */
import assert from 'node:assert/strict';
import { parQuestion, playQuestion, playedCards } from '../../server/src/analysis/logic/gameQuestions';
import { pbnGame } from '../support/pbnGame';
import { readGame } from '../model/support/readGame';

describe('double dummy: questions of a game', () => {
  // South plays 4♠; West leads ♥A (won), then West leads ♦K, which North's ♦A wins: North leads the third trick.
  const text = pbnGame({
    declarer: 'S', contract: '4S', vulnerability: 'EW',
    tricks: ['W:HA H2 H3 H4', 'W:DK DA D2 D3', 'N:C2 C3'],
  });
  const model = readGame(text);

  it('asks for the par of the deal with the board\'s dealer and vulnerability', () => {
    const question = parQuestion(model);
    assert.deepEqual([question?.dealer, question?.vulnerability], ['S', 'EW']);
    assert.deepEqual(question?.hands.W?.includes('HA'), true);
  });

  it('lists the played cards in playing order, the winner of each trick leading the next', () => {
    assert.deepEqual(playedCards(model.play!), ['HA', 'H2', 'H3', 'H4', 'DK', 'DA', 'D2', 'D3', 'C2', 'C3']);
  });

  it('asks AnalysePlay about the play from declarer\'s side', () => {
    const question = playQuestion(model);
    assert.deepEqual([question?.declarer, question?.trump, question?.leader, question?.played.length], ['S', 'S', 'W', 10]);
  });
});
