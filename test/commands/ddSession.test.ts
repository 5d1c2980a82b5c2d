/**
 * A command's double-dummy session without the engine (commands/ddSession.ts, issue 34): each
 * question is asked once however often it is asked, an answer or a failure is kept in the lookup,
 * a failure that is no DdError kept as `dd.engine-crashed`, and the progress counts what was asked.
 * The engine is a fake that answers with the question's key.
 */
import assert from 'node:assert/strict';
import { DdSession } from '../../server/src/commands/ddSession';
import { keyOf } from '../../server/src/analysis/logic/lookup';
import { DdQuestion } from '../../server/src/analysis/logic/protocol';

/** A table question of a deal where North holds `card` alone. */
function tableOf(card: string): DdQuestion {
  return { kind: 'table', hands: { N: [card], E: [], S: [], W: [] } } as unknown as DdQuestion;
}

describe('DdSession: questions answered once into the lookup', () => {
  it('asks a question once, however often a block or a later block asks it, and counts the progress', async () => {
    const asked: string[] = [];
    const progress: string[] = [];
    const session = new DdSession(async (question) => { asked.push(keyOf(question)); return keyOf(question); }, (done, total) => progress.push(`${done}/${total}`));
    await session.answer([tableOf('SA'), tableOf('SA'), tableOf('HK')]);
    await session.answer([tableOf('SA')]);
    assert.deepEqual(asked, [keyOf(tableOf('SA')), keyOf(tableOf('HK'))]);
    assert.deepEqual(progress, ['1/2', '2/2']);
    assert.deepEqual(session.answers.get(tableOf('HK')), { answer: keyOf(tableOf('HK')) });
  });

  it('keeps a failure as its error data; one that is no DdError as the engine having crashed', async () => {
    const session = new DdSession(async () => { throw new Error('worker gone'); }, () => undefined);
    await session.answer([tableOf('SA')]);
    const outcome = session.answers.get(tableOf('SA'));
    assert.ok(outcome && 'error' in outcome);
    assert.equal(outcome.error.code, 'dd.engine-crashed');
    assert.match(JSON.stringify(outcome.error), /worker gone/);
  });
});
