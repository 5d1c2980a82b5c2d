#!/usr/bin/env node
// Command-line entry: runs the same language service as the editor, headless. Anything that
// escapes the CLI's own error handling still ends in one line and exit status 2, never a stack trace.
'use strict';
const fail = (error) => {
  process.stderr.write(`pbn-director: internal error: ${error && error.message ? error.message : String(error)}\n`);
  process.exit(2);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
require('../dist/cli.js').runCli(process.argv.slice(2)).then((code) => { process.exitCode = code; }, fail);
