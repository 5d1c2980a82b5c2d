/**
 * The `pbn-director` command line, run in-process: exit statuses, compiler-style text output,
 * the stable JSON report, and `fix` in its three modes with the file's encoding and line ends kept.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

async function run(...argv: string[]) {
  return runCaptured(argv);
}

describe('pbn-director CLI', () => {
  let folder: string;
  const revoke = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags: ['[Laws "2017"]'], lineEnding: '\r\n' });
  const clean = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-cli-'));
    mkdirSync(path.join(folder, 'nested'));
    writeFileSync(path.join(folder, 'clean.pbn'), clean);
    writeFileSync(path.join(folder, 'nested', 'bad.pbn'), '[Event "x"]\n[Dealer "Q"]\n');
    writeFileSync(path.join(folder, 'notes.txt'), 'not a PBN file');
    // Latin-1 commentary (é = 0xE9) and CRLF line ends, to check that fix keeps both.
    writeFileSync(path.join(folder, 'revoke.pbn'), Buffer.from(revoke.replace('[Laws "2017"]', '[Laws "2017"]\r\n{Arbitre: René}'), 'latin1'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('check: exit 0 and a summary for a clean file', async () => {
    const { status, output } = await run('check', path.join(folder, 'clean.pbn'));
    assert.equal(status, 0);
    assert.match(output, /^1 file · 0 errors · 0 warnings · 0 rulings\n$/m);
  });

  it('check: exit 1 and compiler-style lines (file:line:col severity code message) for errors; folders are searched for .pbn files', async () => {
    const { status, output } = await run('check', folder);
    assert.equal(status, 1);
    assert.ok(output.includes(`${path.join(folder, 'nested', 'bad.pbn')}:2:10 error pbn.side.bad "Q" is not a seat`), output);
    assert.match(output, /^3 files · 1 error · \d+ warnings? · \d+ rulings?$/m);
    assert.ok(!output.includes('notes.txt'));
  });

  it('check: exit 2 with a one-line reason for a missing file, an unknown option, a bad --laws', async () => {
    for (const argv of [['check', path.join(folder, 'missing.pbn')], ['check', '--colour', folder], ['check', '--laws', '2020', folder], ['frobnicate']]) {
      const { status, errors } = await run(...argv);
      assert.equal(status, 2, argv.join(' '));
      assert.match(errors.split('\n')[0], /^pbn-director: /);
      assert.ok(!errors.includes('    at '), 'no stack trace');
    }
  });

  it('check --format json: the stable report with laws, tricks, result, score, rulings and diagnostics', async () => {
    const { status, output } = await run('check', '--format', 'json', path.join(folder, 'revoke.pbn'));
    assert.equal(status, 0);
    const [game] = JSON.parse(output).files[0].games;
    assert.equal(game.index, 1);
    assert.equal(game.board, '1');
    assert.equal(game.declarer, 'S');
    assert.equal(game.contract, '4S');
    assert.deepEqual(game.laws, { edition: '2017', source: 'tag' });
    assert.deepEqual(game.tricks, { declarerSide: 9, defenders: 4, complete: true });
    assert.deepEqual(game.result, { recorded: '9', expected: '^11' });
    assert.deepEqual(game.score, { recorded: 'NS -100', expected: 'NS 650' });
    assert.deepEqual(game.rulings, [{ kind: 'revoke', trick: 7, seat: 'E', card: 'S5', held: 'H2', established: true, law: '64A1', transfer: 2, to: 'NS' }]);
    const revokeDiagnostic = game.diagnostics.find((diagnostic: { code: string }) => diagnostic.code === 'pbn.revoke.unmarked');
    assert.equal(revokeDiagnostic.severity, 'warning');
    assert.equal(revokeDiagnostic.line, 23, "trick 7 is the 7th play row, after 16 lines of tags, auction and comment");
  });

  it('check --laws 1975 rules under 1975 where the file has no Laws tag', async () => {
    const { output } = await run('check', '--format', 'json', '--laws', '1975', path.join(folder, 'clean.pbn'));
    assert.deepEqual(JSON.parse(output).files[0].games[0].laws, { edition: '1975', source: 'option' });
  });

  it('fix --dry-run prints a diff and changes nothing on disk', async () => {
    const file = path.join(folder, 'revoke.pbn');
    const before = readFileSync(file);
    const { status, output } = await run('fix', '--dry-run', file);
    assert.equal(status, 0);
    assert.match(output, /^-\[Result "9"\]$/m);
    assert.match(output, /^\+\[Result "\^11"\]$/m);
    assert.match(output, /^\+\{Ruling \(Laws 2017\): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks\}$/m);
    assert.deepEqual(readFileSync(file), before);
  });

  it('fix -o writes the fixed file in the same encoding and line ends; fixing the output again changes nothing', async () => {
    const input = path.join(folder, 'revoke.pbn');
    const output = path.join(folder, 'fixed.pbn');
    assert.equal((await run('fix', '-o', output, input)).status, 0);
    const bytes = readFileSync(output);
    const expected = Buffer.from(readFileSync(input).toString('latin1')
      .replace('[Result "9"]', '[Result "^11"]\r\n{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}')
      .replace('[Score "NS -100"]', '[Score "NS 650"]')
      .replace('HJ S5 H7', 'HJ ^R S5 H7'), 'latin1');
    assert.deepEqual(bytes, expected);
    assert.ok(bytes.includes(Buffer.from([0x52, 0x65, 0x6e, 0xe9])), 'René still in Latin-1');
    const again = await run('fix', '--dry-run', output);
    assert.match(again.output, /nothing to fix/);
  });

  it('fix --in-place rewrites the input; fix refuses two modes at once', async () => {
    const file = path.join(folder, 'inplace.pbn');
    writeFileSync(file, revoke);
    assert.equal((await run('fix', '--in-place', file)).status, 0);
    assert.ok(readFileSync(file, 'latin1').includes('[Result "^11"]'));
    assert.equal((await run('fix', '--in-place', '--dry-run', file)).status, 2);
  });

  it("CMD --help prints the command's own help (exit 0), convert included; help CMD the same; --help alone every command", async () => {
    const commands = ['check', 'fix', 'report', 'score', 'convert', 'analyse', 'audit'];
    for (const command of commands) {
      for (const argv of [[command, '--help'], [command, '-h'], ['help', command], [command, folder, '--help']]) {
        const { status, output, errors } = await run(...argv);
        assert.equal(status, 0, argv.join(' '));
        assert.equal(errors, '', argv.join(' '));
        assert.match(output, new RegExp(`^Usage:\\n  pbn-director ${command} `), argv.join(' '));
        const others = commands.filter((other) => other !== command && output.includes(`pbn-director ${other} `));
        assert.deepEqual(others, [], `${argv.join(' ')} shows only its own command`);
        assert.match(output, /\nExit status: 0 /, argv.join(' '));
      }
    }
    assert.match((await run('analyze', '--help')).output, /^Usage:\n  pbn-director analyse /);
    const all = await run('--help');
    assert.equal(all.status, 0);
    for (const command of commands) assert.ok(all.output.includes(`pbn-director ${command} `), command);
    // after --, --help is a path; a usage mistake shows the command's own usage
    const after = await run('check', '--', '--help');
    assert.equal(after.status, 2);
    assert.match(after.errors, /--help: no such file or folder/);
    const mistake = await run('score', '--per-page', '2', 'x.pbn');
    assert.equal(mistake.status, 2);
    assert.match(mistake.errors, /^pbn-director: .*\nUsage:\n  pbn-director score [^\n]*\n$/);
  });

  it('the installed bin (npm test builds dist/ first) prints the package version', () => {
    const root = path.resolve(__dirname, '../..');
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    assert.equal(execFileSync(process.execPath, [path.join(root, 'bin', 'pbn-director.js'), '--version'], { encoding: 'utf8' }).trim(), version);
  });
});

