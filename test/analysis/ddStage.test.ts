/**
 * The double-dummy stage the streamed commands share (analysis/logic/ddStage.ts, issue 34): a
 * block's games are held until their questions are answered together, handed on in the order
 * they were read, the block's answers then dropped (or kept for the next block's questions).
 * A fake session records what it is asked, so no engine runs.
 */
import assert from 'node:assert/strict';
import { AnswerMap, DdAnswering, answerMap, keyOf } from '../../server/src/analysis/logic/lookup';
import { DdStage } from '../../server/src/analysis/logic/ddStage';
import { DdQuestion } from '../../server/src/analysis/logic/protocol';

/** A table question of a deal where North holds `card` alone (the deal need not be whole for a key). */
function tableOf(card: string): DdQuestion {
  return { kind: 'table', hands: { N: [card], E: [], S: [], W: [] } } as unknown as DdQuestion;
}

/** A session that answers every question with its key and keeps each call's question keys. */
function fakeSession(): DdAnswering & { calls: string[][] } {
  const answers = answerMap();
  const calls: string[][] = [];
  return {
    answers,
    calls,
    answer: async (questions) => {
      calls.push(questions.map(keyOf));
      for (const question of questions) answers.set(question, { answer: keyOf(question) });
    },
  };
}

describe('DdStage: a block of games answered together, then handed on in order', () => {
  it('asks the held games\' questions in one call, hands each on with its answer, then drops the answers', async () => {
    const dd = fakeSession();
    const handed: string[] = [];
    const stage = new DdStage<string>(dd, (card) => [tableOf(card)], (card) => {
      const outcome = dd.answers.get(tableOf(card));
      handed.push(`${card} ${outcome && 'answer' in outcome ? 'answered' : 'waiting'}`);
    });
    stage.hold('SA');
    stage.hold('HK');
    assert.deepEqual(handed, [], 'nothing is handed on before the block is settled');
    await stage.settle();
    assert.deepEqual(dd.calls, [[keyOf(tableOf('SA')), keyOf(tableOf('HK'))]]);
    assert.deepEqual(handed, ['SA answered', 'HK answered']);
    assert.equal(dd.answers.size, 0);
  });

  it('settles an empty block without asking the engine', async () => {
    const dd = fakeSession();
    await new DdStage<string>(dd, (card) => [tableOf(card)], () => undefined).settle();
    assert.deepEqual(dd.calls, []);
  });

  it('asks a second round from the first round\'s answers when told to', async () => {
    const dd = fakeSession();
    // The second round asks the swap only once the recorded deal is answered (as audit's suspect rows do).
    const questions = (card: string, answers: AnswerMap) => (answers.get(tableOf(card)) ? [tableOf(card), tableOf(`${card[0]}Q`)] : [tableOf(card)]);
    const stage = new DdStage<string>(dd, questions, () => undefined, { rounds: 2 });
    stage.hold('SA');
    await stage.settle();
    assert.equal(dd.calls.length, 2);
    assert.deepEqual(dd.calls[1], [keyOf(tableOf('SA')), keyOf(tableOf('SQ'))]);
  });

  it('keeps a block\'s answers the next block asks again, and drops the others before asking', async () => {
    const dd = fakeSession();
    const stage = new DdStage<string>(dd, (card) => [tableOf(card)], () => undefined, { keepUntilNextBlock: true });
    stage.hold('SA');
    stage.hold('HK');
    await stage.settle();
    assert.equal(dd.answers.size, 2);
    stage.hold('SA');
    stage.hold('DJ');
    await stage.settle();
    assert.ok(dd.answers.get(tableOf('SA')) && dd.answers.get(tableOf('DJ')));
    assert.equal(dd.answers.get(tableOf('HK')), undefined, 'the answer no later block asks is dropped');
  });
});
