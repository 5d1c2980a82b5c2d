/**
 * A failure in the double-dummy scheduler's update of one document is told to the server (which
 * logs it) and goes no further: the update's promise used to reject unhandled, which ends a Node
 * process, so one document's fault stopped the language server (issue 37 item 6). The other
 * documents' questions are still asked.
 */
import assert from 'node:assert/strict';
import { DdClient } from '../../server/src/analysis/engine/worker/ddClient';
import { DdQuestion } from '../../server/src/analysis/logic/protocol';
import { GameAnalysisQuestions } from '../../server/src/languageService';
import { AnalysisScheduler } from '../../server/src/server/analysisScheduler';

const table = (id: string): DdQuestion => ({ kind: 'table', hands: { N: [id], E: [], S: [], W: [] } });

describe('double dummy: a failing update', () => {
  it('is reported once and the other document is still asked', async () => {
    const asked: string[] = [];
    const failures: Array<[string, string]> = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const client = {
      ask: (question: DdQuestion) => { asked.push(question.kind === 'table' ? question.hands.N![0] : '?'); return new Promise(() => undefined); },
      stats: () => ({ queued: 0, cached: 0, workersStarted: 0 }),
      dispose: () => undefined,
    } as unknown as DdClient;
    const good: GameAnalysisQuestions[] = [{ gameIndex: 0, startLine: 0, endLine: 9, questions: [{ question: table('g1'), hint: 'display' }] }];
    const scheduler = new AnalysisScheduler(client, {
      questionsOf: async (uri) => {
        if (uri === 'bad') throw new RangeError('Maximum call stack size exceeded');
        return { version: 1, games: good };
      },
      answered: () => undefined,
      progress: () => undefined,
      failed: (what, error) => failures.push([what, (error as Error).message]),
    });
    try {
      scheduler.changed('bad');
      scheduler.changed('good');
      await scheduler.whenIdle();
      // An unhandled rejection is reported on a later turn of the event loop: give it one.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(failures, [['Double dummy for bad', 'Maximum call stack size exceeded']]);
      assert.deepEqual(asked, ['g1']);
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      scheduler.dispose();
    }
  });
});
