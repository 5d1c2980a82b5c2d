// Entry point loaded by VS Code's extension host (extensionTestsPath): runs the API e2e tests with mocha and
// writes `ok …` / `FAIL …` lines plus a closing `N passed, N failed` line to $E2E_REPORT for the outer runner.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

/** Appends one line to the report file (if any) and to the console. */
function report(line) {
  console.log(line);
  if (process.env.E2E_REPORT) fs.appendFileSync(process.env.E2E_REPORT, `${line}\n`);
}

/** Runs every *.test.js file next to this one; rejects when a test failed. */
function run() {
  const mocha = new Mocha({ ui: 'bdd', timeout: 60000, color: false, reporter: function Silent() {} });
  for (const file of fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort()) {
    mocha.addFile(path.join(__dirname, file));
  }
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const { passes = 0 } = runner.stats || {};
      report(`${passes} passed, ${failures} failed`);
      if (failures > 0) reject(new Error(`${failures} e2e API test(s) failed`));
      else resolve();
    });
    runner.on('pending', (test) => report(`skip ${test.fullTitle()}`));
    runner.on('pass', (test) => report(`ok   ${test.fullTitle()} (${test.duration} ms)`));
    runner.on('fail', (test, err) => report(`FAIL ${test.fullTitle()}: ${String(err && err.stack || err).split('\n').slice(0, 4).join(' | ')}`));
  });
}

module.exports = { run };
