// The two test tiers, read from the test files themselves (no hand-kept list). A test file whose
// header comment (the comment lines before its first line of code) holds a line
//     Test tier: full — why it is heavy
// (as ` * Test tier: full …` inside the doc comment, or `// Test tier: full …`) is in the full tier,
// which `npm run test:full` runs: differential, property, fuzz, conformance, stream, memory and
// print tests, and anything that takes over about 20 s. Every other test file, marked
// `Test tier: fast` or not marked at all, is in the fast tier, which `npm test` runs. The mocha
// configurations (.mocharc.cjs, .mocharc.full.cjs) take their file lists from here;
// test/architecture/testTiers.test.ts checks that every test file is in exactly one tier.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const TIERS = ['fast', 'full'];
/** A tier line anywhere in a file: its value, in group 1. */
const TIER_LINE = /^[ \t]*(?:\/\/|\*)[ \t]*Test tier:[ \t]*([A-Za-z]+)/gm;

/** The test files under test/ (`*.test.ts`), as paths relative to the repository root with `/`. */
function testFiles() {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.test.ts')) found.push(relative);
    }
  };
  walk('test');
  return found.sort();
}

/** The leading comment of a source text: its lines up to the first line of code. */
function headerOf(text) {
  const lines = text.split(/\r?\n/);
  let inBlock = false;
  let end = 0;
  for (; end < lines.length; end++) {
    const line = lines[end].trim();
    if (inBlock) { if (line.includes('*/')) inBlock = false; continue; }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) { inBlock = !line.includes('*/', 2); continue; }
    break;
  }
  return lines.slice(0, end).join('\n');
}

/** The tier lines of a text, each as its value. */
function tierLinesOf(text) {
  return [...text.matchAll(TIER_LINE)].map((match) => match[1]);
}

/** The tier a test file's own header puts it in: `full` when it says so, else `fast`. */
function tierOf(file) {
  const marked = tierLinesOf(headerOf(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  return marked.length === 1 && marked[0] === 'full' ? 'full' : 'fast';
}

/** The test files of one tier. */
function filesOfTier(tier) {
  return testFiles().filter((file) => tierOf(file) === tier);
}

module.exports = { TIERS, testFiles, headerOf, tierLinesOf, tierOf, filesOfTier };
