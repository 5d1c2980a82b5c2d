/**
 * Entry of the double-dummy worker thread (bundled as dist/ddWorker.js): owns one DDS
 * WebAssembly instance and answers the client's questions one at a time. After a WebAssembly
 * trap the instance is unusable, so the worker answers that request and exits; the client
 * starts a new one for the next request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DdError } from '../../logic/ddError';
import { DdsEngine } from '../dds/engine';
import { answerQuestion } from './answerQuestion';
import { DdRequestMessage, DdResponseMessage, DdWorkerData } from '../../logic/protocol';

const port = parentPort;
if (port) {
  const { engineDirectory } = workerData as DdWorkerData;
  const engine = DdsEngine.load(engineDirectory);
  // A failed load is answered per request below; it must not end the thread as an unhandled rejection.
  engine.catch(() => undefined);
  port.on('message', (request: DdRequestMessage) => {
    void engine.then(
      (loaded) => {
        try {
          port.postMessage({ id: request.id, ok: true, answer: answerQuestion(loaded, request.question) } satisfies DdResponseMessage);
        } catch (error) {
          port.postMessage({ id: request.id, ok: false, error: asDdError(error).toData() } satisfies DdResponseMessage);
          if (loaded.broken) process.exit(1);
        }
      },
      (error: unknown) => {
        port.postMessage({ id: request.id, ok: false, error: asDdError(error).toData() } satisfies DdResponseMessage);
      },
    );
  });
}

/** Any failure as a `DdError` (an unexpected one as `dd.engine-crashed`). */
function asDdError(error: unknown): DdError {
  return error instanceof DdError ? error : new DdError('dd.engine-crashed', { reason: error instanceof Error ? error.message : String(error) });
}
