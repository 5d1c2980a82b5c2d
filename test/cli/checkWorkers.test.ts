/**
 * `check` of several files on worker threads (the built CLI, as installed): the output is the
 * recorded differential output of the sequential check, in the order of the arguments, in text
 * and JSON; a large file checked in parts prints what the sequential check prints; a file that
 * cannot be read stops the run at the same place as the sequential check (its line in the run's
 * language); a Bridgemate session's --deals reach the workers.
 * Test tier: full — the worker pool of the CLI.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { seededRandom } from '../../scripts/benchBoards';
import { FIXTURE_FOLDER, readFixture, sharedPresent } from '../../scripts/differential';
import { eventBoard } from '../../scripts/eventBoards';
import { irregularBoards } from '../../scripts/irregularBoards';
import { bwsBytes } from '../support/bridgemateSession';

const random = seededRandom(44);

const CLI = path.resolve(__dirname, '../../bin/pbn-director.js');
const INPUTS = path.join(FIXTURE_FOLDER, 'inputs');
const SHARED = path.resolve(__dirname, '../../../shared');

/** Runs the built CLI with `jobs` workers; paths in the output become the fixture's placeholders. */
function run(argv: readonly string[], jobs: number, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', env: { ...process.env, ...env, PBN_DIRECTOR_JOBS: String(jobs), LANG: 'C' }, maxBuffer: 1 << 28 });
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

  it('checks a large file in parts on the workers and prints what the sequential check prints', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-parts-'));
    try {
      // Revokes, claims, leads out of turn, events, a missing blank line, a comment chunk, an export line halfway.
      const boards = [...irregularBoards(900, 5), ...Array.from({ length: 600 }, (_, index) => eventBoard(index + 1, random))];
      const text = `% PBN 2.1\r\n\r\n${boards.slice(0, 700).join('\r\n\r\n')}\r\n{ a note }\r\n\r\n% EXPORT\r\n${boards.slice(700).join('\r\n\r\n')}\r\n${boards[3]}\r\n`;
      const file = path.join(folder, 'large.pbn');
      writeFileSync(file, text, 'latin1');
      for (const argv of [['check', file], ['check', '--format', 'json', file], ['check', '--language', 'nl', file]]) {
        const sequential = run(argv, 1, { PBN_DIRECTOR_PART_BYTES: '100000' });
        assert.equal(sequential.status, 1);
        assert.deepEqual(run(argv, 2, { PBN_DIRECTOR_PART_BYTES: '100000' }), sequential, argv.join(' '));
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

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
        // 65 MB of NUL bytes: not a text file (issue 31, item 13), refused before it is read.
        assert.match(sequential.stderr, /b\.pbn: not a text file/);
        assert.deepEqual(run(['check', '--format', format, folder], 3), sequential, format);
      }
      // A worker's refusal in the run's language: "geen tekstbestand".
      const dutch = run(['check', '--language', 'nl', folder], 3);
      assert.equal(dutch.status, 2);
      assert.match(dutch.stderr, /b\.pbn: geen tekstbestand \(/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a Bridgemate session with --deals on the workers: its deals reach them (the lead ♠K East holds, row 1, found as on one thread)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-workers-bws-'));
    try {
      const deal = 'N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2';
      writeFileSync(path.join(folder, 'club.bws'), bwsBytes({ without: ['HandRecord'], results: [{ table: 5, round: 1, board: 7, contract: '3 NT', declarer: 'E', result: '=', lead: 'SK' }] }));
      writeFileSync(path.join(folder, 'set.pbn'), `[Board "7"]\n[Deal "${deal}"]\n`);
      writeFileSync(path.join(folder, 'other.pbn'), '[Event "x"]\n[Dealer "Q"]\n');
      const argv = ['check', '--deals', path.join(folder, 'set.pbn'), path.join(folder, 'club.bws'), path.join(folder, 'other.pbn')];
      const sequential = run(argv, 1);
      assert.match(sequential.stdout, /club\.bws:\d+:\d+ warning pbn\.audit\.lead-not-held/);
      assert.deepEqual(run(argv, 2), sequential);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
