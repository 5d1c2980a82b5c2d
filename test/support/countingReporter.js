// Mocha reporter: the usual spec output, then the closing line CI reads, `N passed, N failed`
// (with `, N skipped` when tests were skipped, e.g. because ../shared is absent).
'use strict';
const Mocha = require('mocha');

class CountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once('end', () => {
      const { passes, failures, pending } = runner.stats;
      const skipped = pending ? `, ${pending} skipped` : '';
      process.stdout.write(`\n${passes} passed, ${failures} failed${skipped}\n`);
    });
  }
}
module.exports = CountingReporter;
