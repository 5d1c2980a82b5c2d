/**
 * Entry of the server bundle (dist/server.js). Started by the VS Code client (IPC) or with
 * `--stdio`, it runs the language server; required by bin/pbn-director.js, it exports the CLI;
 * started as a worker thread by `check`, it checks the files it is sent.
 */
import { runCheckWorker } from './cli/checkWorkers';
import { isPoolWorker } from './cli/workerPool';
import { startServer } from './server/server';
import { SERVER_TEXTS } from './i18n/serverTexts';
import { pickLanguage } from './i18n/localize';

export { runCli } from './cli/main';
export { startServer } from './server/server';

/** The transports vscode-languageserver understands on the command line. */
const TRANSPORT = /^--(stdio|node-ipc|socket=\d+|pipe=.+|clientProcessId=\d+)$/;

if (isPoolWorker()) runCheckWorker();
else if (require.main === module) {
  if (process.argv.slice(2).some((argument) => TRANSPORT.test(argument))) startServer();
  else {
    process.stderr.write(`${SERVER_TEXTS[pickLanguage(undefined, process.env.LANG)].startWithTransport}\n`);
    process.exitCode = 2;
  }
}
