/**
 * Test helper for the double-dummy engine: finds the built engine (dist/dds.wasm) and DDS's test
 * data in the build cache. When the engine is missing the DD suites skip, saying once how to build
 * it — except under CI=true, where each such suite fails with that reason.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DdsEngine } from '../../../server/src/analysis/engine/dds/engine';
import { engineBuildInfo, findEngineDirectory } from '../../../server/src/analysis/engine/dds/engineFiles';

const REPO = join(__dirname, '..', '..', '..');
const HOW = 'dist/dds.wasm is not built: run `npm run build:dds` (Debian, as root; see README)';
let told = false;

/** The folder of the built engine, or undefined. */
export function engineDirectory(): string | undefined {
  return findEngineDirectory(REPO);
}

/** DDS's `hands/` folder from the engine build's cache, or undefined. */
export function handsDirectory(): string | undefined {
  const hands = engineBuildInfo(engineDirectory())?.hands;
  return hands && existsSync(join(hands, 'list100.txt')) ? hands : undefined;
}

/**
 * `describe` for tests that need `what` (the engine, or also its test data): runs them when it is
 * there, else skips them with one line — or fails once under CI=true.
 */
export function describeWith(what: 'engine' | 'hands', title: string, body: (this: Mocha.Suite) => void): void {
  const missing = !engineDirectory() ? HOW : what === 'hands' && !handsDirectory() ? 'DDS test data (hands/) is not in the build cache: run `npm run build:dds`' : undefined;
  if (!missing) {
    describe(title, body);
  } else if (process.env.CI === 'true') {
    describe(title, () => it('has what it needs', () => assert.fail(missing)));
  } else {
    if (!told) console.log(`  skipping double-dummy tests: ${missing}`);
    told = true;
    describe.skip(title, body);
  }
}

let shared: Promise<DdsEngine> | undefined;

/** One engine instance shared by the tests of a run. */
export function sharedEngine(): Promise<DdsEngine> {
  shared ??= DdsEngine.load(engineDirectory());
  return shared;
}
