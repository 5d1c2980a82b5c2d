/**
 * Entry of the server bundle (dist/server.js). Started by the VS Code client (IPC) or with
 * `--stdio`, it runs the language server; required by bin/pbn-director.js, it exports the CLI.
 */
import { startServer } from './server/server';

export { runCli } from './cli/main';

if (require.main === module) startServer();
