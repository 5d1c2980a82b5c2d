#!/usr/bin/env node
// Command-line entry: runs the same language service as the editor, headless.
'use strict';
require('../dist/server.js').runCli(process.argv.slice(2)).then((code) => { process.exitCode = code; });
