/**
 * Entry of the command-line bundle (dist/cli.js), which bin/pbn-director.js loads: the CLI alone,
 * without the language-server libraries, so that a check starts quickly. Started as a worker
 * thread by `check`, it checks the files it is sent.
 */
import { runCheckWorker } from './cli/checkWorkers';
import { isPoolWorker } from './cli/workerPool';

export { runCli } from './cli/main';

if (isPoolWorker()) runCheckWorker();
