/**
 * The test tiers are read from the test files themselves: every test file is in exactly one tier
 * by its own header (`Test tier: full`, or fast when it says `Test tier: fast` or nothing), the
 * tier line is never anywhere but the header nor there twice, and the two mocha configurations
 * (`npm test`: .mocharc.cjs, `npm run test:full`: .mocharc.full.cjs) run each file exactly once,
 * with no hand-kept list of files or ignores.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tiers = require(join(ROOT, 'test', 'support', 'testTiers.cjs')) as {
  TIERS: string[];
  testFiles(): string[];
  headerOf(text: string): string;
  tierLinesOf(text: string): string[];
  tierOf(file: string): string;
};

/** A mocha configuration's spec list, as repository-relative paths. */
function specOf(config: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(join(ROOT, config)) as { spec?: string[]; ignore?: unknown };
  assert.equal(loaded.ignore, undefined, `${config} keeps an ignore list`);
  return loaded.spec ?? [];
}

describe('test tiers', () => {
  it('reads a tier line only in the header comment', () => {
    const text = '/**\n * What the file tests.\n * Test tier: full — why.\n */\nimport x from "y";\n// Test tier: fast\n';
    assert.deepEqual(tiers.tierLinesOf(tiers.headerOf(text)), ['full']);
    assert.deepEqual(tiers.tierLinesOf(text), ['full', 'fast']);
    assert.deepEqual(tiers.tierLinesOf(tiers.headerOf('// Test tier: full\nconst a = 1;\n')), ['full']);
    assert.deepEqual(tiers.tierLinesOf(tiers.headerOf('import x from "y";\n/** Test tier: full */\n')), []);
  });

  it('every test file names at most one tier, a known one, in its header', () => {
    const wrong: string[] = [];
    for (const file of tiers.testFiles()) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const everywhere = tiers.tierLinesOf(text);
      const inHeader = tiers.tierLinesOf(tiers.headerOf(text));
      if (everywhere.length > 1) wrong.push(`${file}: ${everywhere.length} tier lines`);
      else if (everywhere.length !== inHeader.length) wrong.push(`${file}: the tier line is not in the header comment`);
      else if (inHeader.length === 1 && !tiers.TIERS.includes(inHeader[0])) wrong.push(`${file}: unknown tier "${inHeader[0]}"`);
    }
    assert.deepEqual(wrong, []);
  });

  it('npm test and npm run test:full run every test file exactly once, each in the tier its header names', () => {
    const fast = specOf('.mocharc.cjs');
    const full = specOf('.mocharc.full.cjs');
    const all = tiers.testFiles();
    assert.ok(all.length > 100, `only ${all.length} test files found`);
    assert.deepEqual([...fast, ...full].sort(), all, 'a test file is in no tier or in both');
    for (const file of fast) assert.equal(tiers.tierOf(file), 'fast', file);
    for (const file of full) assert.equal(tiers.tierOf(file), 'full', file);
    // the heavy kinds the README names are in the full tier
    for (const heavy of ['test/differential.test.ts', 'test/golden/verifier.test.ts', 'test/safety/fixProperty.test.ts', 'test/report/print.test.ts']) {
      assert.ok(full.includes(heavy), `${heavy} is not in the full tier`);
    }
  });

  it('no other mocha configuration and no hand-kept list of test files remain', () => {
    for (const stale of ['.mocharc.json', '.mocharc.fast.json', '.mocharc.js', '.mocharc.yml', '.mocharc.yaml', '.mocharc.jsonc']) {
      assert.ok(!existsSync(join(ROOT, stale)), `${stale} is back`);
    }
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    assert.match(scripts.test, /\bmocha\b(?!.*--config)/, 'npm test runs mocha with its default configuration, the fast tier');
    assert.match(scripts['test:full'], /mocha --config \.mocharc\.full\.cjs/);
  });
});
