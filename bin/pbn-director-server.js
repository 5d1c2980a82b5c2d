#!/usr/bin/env node
// The language server for editors other than VS Code: over stdio unless a transport is given
// (--stdio, --node-ipc, --socket=N, --pipe=NAME).
'use strict';
const transports = /^--(stdio|node-ipc|socket=\d+|pipe=.+)$/;
if (!process.argv.slice(2).some((argument) => transports.test(argument))) process.argv.push('--stdio');
require('../dist/server.js').startServer();
