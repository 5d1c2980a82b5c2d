/**
 * `check` of several files on worker threads (the built CLI, as installed): the output is the
 * recorded differential output of the sequential check, in the order of the arguments, in text
 * and JSON; a file that cannot be read stops the run at the same place as the sequential check.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { FIXTURE_FOLDER, readFixture, sharedPresent } from '../../scripts/differential';

const CLI = path.resolve(__dirname, '../../bin/pbn-director.js');
const INPUTS = path.join(FIXTURE_FOLDER, 'inputs');
const SHARED = path.resolve(__dirname, '../../../shared');

/** Runs the built CLI with `jobs` workers; paths in the output become the fixture's placeholders. */
function run(argv: readonly string[], jobs: number) {
  const result = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', env: { ...process.env, PBN_DIRECTOR_JOBS: String(jobs), LANG: 'C' }, maxBuffer: 1 << 28 });
  const back = (text: string) => text.split(INPUTS).join('<inputs>').split(SHARED).join('<shared>');
  return { status: result.status, stdout: back(result.stdout), stderr: back(result.stderr) };
}

describe('check on worker threads', function () {
  this.timeout(60_000);
  const fixture = readFixture();
  const recorded = (name: string) => fixture.cases.find((testCase) => testCase.name === name)!;
  const expand = (argv: readonly string[]) => argv.map((argument) => argument.replace('<inputs>', INPUTS).replace('<shared>', SHARED));

  for (const name of ['check --format json (two folders)', 'check (two folders)', 'check (shared corpus folders)']) {
    it(`prints what the sequential check recorded: ${name}`, function () {
      const testCase = recorded(name);
      if (testCase.shared && !sharedPresent()) this.skip();
      const parallel = run(expand(testCase.argv), 2);
      assert.deepEqual(parallel, { status: testCase.status, stdout: testCase.stdout, stderr: testCase.stderr });
    });
  }

  it('stops at a file that cannot be read, as the sequential check does', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-workers-'));
    try {
      writeFileSync(path.join(folder, 'a.pbn'), '[Event "x"]\n[Dealer "Q"]\n');
      writeFileSync(path.join(folder, 'b.pbn'), '');
      truncateSync(path.join(folder, 'b.pbn'), 65 * 1024 * 1024);
      writeFileSync(path.join(folder, 'c.pbn'), '[Event "y"]\n[Dealer "Z"]\n');
      for (const format of ['text', 'json']) {
        const sequential = run(['check', '--format', format, folder], 1);
        assert.equal(sequential.status, 2);
        assert.match(sequential.stderr, /b\.pbn: a line of more than 64 MB/);
        assert.deepEqual(run(['check', '--format', format, folder], 3), sequential, format);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
