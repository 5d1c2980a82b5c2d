/**
 * A whole document's report made in a worker thread (reportWorker.ts), one worker a request: the
 * main thread only hands it the text, answers its double-dummy questions from the server's lookup
 * and passes its progress on; it stays free for hovers and diagnostics meanwhile. Cancelling ends
 * the worker at once (its memory goes with it) and the job resolves `cancelled`.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CancellationToken } from 'vscode-languageserver/node';
import { AnalysisLookup } from '../analysis/logic/lookup';
import { ReportJobData, ReportOutcomesMessage, ReportPhase, ReportWorkerMessage } from './reportWorkerProtocol';

/** What a job ends with: the report (undefined content: no game), or cancelled. */
export type ReportJobOutcome = { content?: string; encoding?: 'base64'; notice?: string } | 'cancelled';

/** The worker's script: dist/reportWorker.js next to the bundle, or the TypeScript entry under tsx. */
function reportWorkerScript(): { script: string; execArgv?: string[] } {
  if (__filename.endsWith('.ts')) return { script: join(__dirname, 'reportWorker.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
  return { script: join(__dirname, 'reportWorker.js') };
}

/** Runs one report in a new worker; `progress` hears the boards made in each pass; rejects when the worker fails. */
export function runReportJob(job: ReportJobData, lookup: AnalysisLookup | undefined, token: CancellationToken, progress: (phase: ReportPhase, boards: number) => void): Promise<ReportJobOutcome> {
  if (token.isCancellationRequested) return Promise.resolve('cancelled');
  const { script, execArgv } = reportWorkerScript();
  const worker = new Worker(script, { execArgv, workerData: { ...job, analysis: job.analysis && lookup !== undefined } });
  return new Promise<ReportJobOutcome>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      cancelled.dispose();
      void worker.terminate();
      finish();
    };
    const cancelled = token.onCancellationRequested(() => settle(() => resolve('cancelled')));
    worker.on('message', (message: ReportWorkerMessage) => {
      if (message.type === 'questions') {
        const outcomes = message.questions.map((question) => lookup?.get(question) ?? null);
        worker.postMessage({ type: 'outcomes', id: message.id, outcomes } satisfies ReportOutcomesMessage);
      } else if (message.type === 'progress') {
        if (!settled) progress(message.phase, message.boards);
      } else if (message.type === 'done') {
        settle(() => resolve({ content: message.content, ...(message.encoding ? { encoding: message.encoding } : {}), ...(message.notice ? { notice: message.notice } : {}) }));
      } else {
        settle(() => reject(new Error(message.message)));
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`the report worker stopped (exit code ${code}) before it answered`))));
  });
}
