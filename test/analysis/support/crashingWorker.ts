/**
 * Test worker: the real double-dummy worker, except that a table question whose North hand starts
 * with the text `CRASH` makes the thread exit at once, as a crash of the engine would.
 */
import { parentPort } from 'node:worker_threads';
import { DdRequestMessage } from '../../../server/src/analysis/logic/protocol';

parentPort?.on('message', (request: DdRequestMessage) => {
  if (request.question.kind === 'table' && request.question.hands.N?.[0] === 'CRASH') process.exit(3);
});
require('../../../server/src/analysis/engine/worker/ddWorker');
