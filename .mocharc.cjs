// Mocha's default configuration: the fast tier, what `npm test` runs (every test file not marked
// `Test tier: full` in its header; test/support/testTiers.cjs reads the marks).
'use strict';
const { filesOfTier } = require('./test/support/testTiers.cjs');

module.exports = {
  spec: filesOfTier('fast'),
  require: ['tsx/cjs'],
  timeout: 20000,
  ui: 'bdd',
  reporter: 'test/support/countingReporter.js',
};
