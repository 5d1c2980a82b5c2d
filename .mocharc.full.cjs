// The full tier, what `npm run test:full` runs: the test files whose header says `Test tier: full`
// (differential, property, fuzz, conformance, stream, memory and print tests; test/support/testTiers.cjs).
'use strict';
const { filesOfTier } = require('./test/support/testTiers.cjs');

module.exports = {
  spec: filesOfTier('full'),
  require: ['tsx/cjs'],
  timeout: 20000,
  ui: 'bdd',
  reporter: 'test/support/countingReporter.js',
};
