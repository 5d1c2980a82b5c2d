/**
 * The double-dummy engine as both front ends start it: a client (ddClient.ts) over its worker
 * threads — the editor one with a watchdog, the command line one per core — with the one default
 * bound on solving a claim's layouts; and whether the engine is built at all.
 */
import { findEngineDirectory } from '../dds/engineFiles';
import { DdClient } from './ddClient';
import { Watchdog } from './workerSlot';

/** Seconds of solving one claim's layouts may take unless the user says otherwise (`pbn.analysis.claimBudgetSeconds`, `--claim-budget`). */
const CLAIM_BUDGET_SECONDS = 30;

/** How a front end starts the engine. */
export interface DdEngineOptions {
  /** Worker threads. */
  workers: number;
  /** Seconds of solving one claim's layouts may take before it answers with what it has (default 30). */
  claimBudgetSeconds?: number;
  /** Restarts a worker that answers nothing for too long (default: none). */
  watchdog?: Watchdog;
}

/** The engine's client: no thread starts before the first question; while the engine is not built, each question fails with `dd.engine-missing`. */
export function startDdEngine({ workers, claimBudgetSeconds = CLAIM_BUDGET_SECONDS, watchdog }: DdEngineOptions): DdClient {
  return new DdClient({ workers, watchdog, claimBudgetMs: claimBudgetSeconds * 1000 });
}

/** True when the engine is built (dds.wasm and its glue found beside the running code). */
export function ddEngineBuilt(): boolean {
  return findEngineDirectory() !== undefined;
}
