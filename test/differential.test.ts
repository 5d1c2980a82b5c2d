/**
 * The differential test of the CLI (issue 10: a lean core must not change a single verdict):
 * every case recorded in test/fixtures/differential/ by the code before the change — `check` in
 * JSON and text, English and Dutch, `fix` and `report` over the samples, the e2e fixtures, the
 * shared corpus and two generated files — is run again and must print the same bytes and end
 * with the same exit status. Cases over the shared corpus are skipped when ../shared is absent.
 * Test tier: full — the differential fixture of the CLI.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { DifferentialOutput, differentialCases, readFixture, runDifferentialCase, sharedFileNames, sharedPresent, unpackGenerated } from '../scripts/differential';

/** The first line where two outputs differ, for a readable failure. */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n'), e = expected.split('\n');
  for (let line = 0; line < Math.max(a.length, e.length); line++) {
    if (a[line] !== e[line]) return `line ${line + 1}:\n  expected: ${e[line]?.slice(0, 300)}\n  actual:   ${a[line]?.slice(0, 300)}`;
  }
  return 'no line differs (line endings?)';
}

function assertSame(actual: DifferentialOutput, expected: DifferentialOutput, name: string): void {
  assert.equal(actual.status, expected.status, `${name}: exit status`);
  if (actual.stdout !== expected.stdout) assert.fail(`${name}: standard output differs at ${firstDifference(actual.stdout, expected.stdout)}`);
  if (actual.stderr !== expected.stderr) assert.fail(`${name}: standard error differs at ${firstDifference(actual.stderr, expected.stderr)}`);
}

describe('differential: the CLI prints what the recorded version printed', function () {
  const fixture = readFixture();
  let generatedFolder = '';
  before(() => { generatedFolder = unpackGenerated(); });
  after(() => rmSync(generatedFolder, { recursive: true, force: true }));

  it('records every case the fixture script defines', () => {
    const recorded = fixture.cases.filter((testCase) => !testCase.shared || sharedPresent()).map((testCase) => testCase.name);
    const defined = differentialCases(sharedPresent() ? sharedFileNames() : {}).filter((testCase) => !testCase.shared || sharedPresent()).map((testCase) => testCase.name);
    assert.deepEqual(recorded, defined);
  });

  if (!sharedPresent()) it.skip('the shared corpus (../shared) is absent: its cases are not run');
  for (const testCase of fixture.cases) {
    if (testCase.shared && !sharedPresent()) continue;
    it(testCase.name, async function () {
      this.timeout(testCase.generated ? 120_000 : 20_000);
      assertSame(await runDifferentialCase(testCase, generatedFolder), testCase, testCase.name);
    });
  }
});
