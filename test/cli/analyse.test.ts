/**
 * `pbn-director analyse` and `check --dd`, run in-process with the real worker threads: the JSON
 * of the issue (table, par, trace) on boards counted by hand (support/ddBoards.ts), the text form,
 * `--write` (the tags written once, a second run changing nothing), the equity and claim fields
 * `check --dd` adds, `check` without `--dd` unchanged, usage errors, and progress on standard
 * error that is cleared before output.
 */
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCli } from '../../server/src/cli/main';
import { terminalText } from '../../server/src/text/terminalText';
import { runCaptured } from '../support/cli';
import { RUFF_PLAY, SOLID_DEAL, game, ruffBoard } from '../analysis/support/ddBoards';
import { describeWith } from '../analysis/support/ddEngine';

const SAMPLE = path.join(__dirname, '..', '..', 'samples', 'revoke-equity.pbn');

describeWith('engine', 'pbn-director analyse and check --dd', function () {
  this.timeout(60000);
  let folder: string;
  const file = (name: string) => path.join(folder, name);
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-analyse-'));
    writeFileSync(file('solid.pbn'), game({ Deal: SOLID_DEAL }));
    writeFileSync(file('ruff.pbn'), ruffBoard());
    writeFileSync(file('claim.pbn'), ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '11' }));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('--format json: per game the table, the par and, with a play, the trace', async () => {
    const { status, output } = await runCaptured(['analyse', '--format', 'json', file('solid.pbn'), file('ruff.pbn')]);
    assert.equal(status, 0);
    const [solid, ruff] = JSON.parse(output).files;
    assert.deepEqual(solid.games[0].dd, {
      table: { N: { NT: 0, S: 13, H: 0, D: 13, C: 0 }, E: { NT: 0, S: 0, H: 13, D: 0, C: 13 }, S: { NT: 0, S: 13, H: 0, D: 13, C: 0 }, W: { NT: 0, S: 0, H: 13, D: 0, C: 13 } },
      par: { score: 'NS 1510', contracts: ['7S N', '7S S'] },
    });
    // 4♠ by South: 10 tricks before the lead and after every card (both sides play double dummy).
    assert.equal(ruff.games[0].dd.table.S.S, 10);
    assert.deepEqual(ruff.games[0].dd.trace, new Array(53).fill(10));
    assert.deepEqual([ruff.games[0].index, ruff.games[0].board, ruff.games[0].line], [1, '1', 1]);
  });

  it('text: the grid and the par per board', async () => {
    const { output } = await runCaptured(['analyse', file('solid.pbn')]);
    assert.equal(output, [`${file('solid.pbn')}:1: board 1`, '     NT  ♠  ♥  ♦  ♣', '  N   0 13  0 13  0', '  E   0  0 13  0 13', '  S   0 13  0 13  0', '  W   0  0 13  0 13', '  Par: 7♠ by N/S, NS +1510', ''].join('\n'));
  });

  it('--write adds OptimumResultTable, OptimumScore and ParContract once; a second run changes nothing', async () => {
    writeFileSync(file('write.pbn'), game({ Deal: SOLID_DEAL }));
    const first = await runCaptured(['analyse', '--write', file('write.pbn')]);
    assert.match(first.errors, /write\.pbn:1: board 1: OptimumResultTable, OptimumScore and ParContract written\n/);
    const written = readFileSync(file('write.pbn'), 'utf8');
    assert.match(written, /\[OptimumScore "NS 1510"\]\n\[ParContract "NS 7S"\]\n\[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"\]\n/);
    const second = await runCaptured(['analyse', '--write', file('write.pbn')]);
    assert.match(second.errors, /board 1: DD tags already right\n/);
    assert.equal(readFileSync(file('write.pbn'), 'utf8'), written);
  });

  it('a board after a long % block is named at the line of its first tag (issue 18 item 12)', async () => {
    const comments = Array.from({ length: 8000 }, (_, index) => `% comment line ${index + 1}`).join('\n') + '\n';
    writeFileSync(file('late.pbn'), comments + game({ Deal: SOLID_DEAL }));
    const text = await runCaptured(['analyse', file('late.pbn')]);
    assert.match(text.output, new RegExp(`^${file('late.pbn').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:8001: board 1\n`));
    const json = await runCaptured(['analyse', '--format', 'json', file('late.pbn')]);
    assert.equal(JSON.parse(json.output).files[0].games[0].line, 8001);
    const write = await runCaptured(['analyse', '--write', file('late.pbn')]);
    assert.match(write.errors, /late\.pbn:8001: board 1: OptimumResultTable, OptimumScore and ParContract written\n/);
  });

  it('--write on a read-only file: refused in one line, exit 2, and no board is said to be written (issue 18 items 10, 11)', async () => {
    writeFileSync(file('locked.pbn'), game({ Deal: SOLID_DEAL }));
    chmodSync(file('locked.pbn'), 0o444);
    const run = await runCaptured(['analyse', '--write', file('locked.pbn')]);
    assert.equal(run.status, 2);
    assert.equal(run.errors, `pbn-director: ${file('locked.pbn')}: read-only (mode 0444); not rewritten, the file is unchanged (--force writes it anyway)\n`);
    assert.equal(readFileSync(file('locked.pbn'), 'utf8'), game({ Deal: SOLID_DEAL }));
  });

  it('check --dd adds equity on the revoke ruling and claim on a game that stops early', async () => {
    const equity = JSON.parse((await runCaptured(['check', '--dd', '--format', 'json', SAMPLE])).output);
    assert.deepEqual(equity.files[0].games[0].rulings[0].equity, { withoutRevoke: 10, afterTransfer: 8 });
    const claim = JSON.parse((await runCaptured(['check', '--dd', '--format', 'json', file('claim.pbn')])).output);
    // Over the layouts declarer could not see (East showed out of clubs: West keeps his eight, C(14, 3) = 364 ways with
    // the three spades and eleven diamonds), West always keeps a club for the ♣2: the claim of all 11 holds on none.
    assert.deepEqual(claim.files[0].games[0].claim, { recorded: 11, ddMax: 10, remaining: 11, layouts: { total: 364, solved: 364, holding: 0, worst: 10, sample: false, decidedBy: [] } });
    const text = await runCaptured(['check', '--dd', SAMPLE]);
    assert.match(text.output, /warning pbn\.revoke\.equity Law 64C1 \(Laws 2017\): double dummy the revoke cost NS 3 tricks \(10 with East's best legal card, 7 after the revoke trick\)/);
  });

  it('check without --dd is as before: no equity or claim field, no double-dummy text', async () => {
    const json = JSON.parse((await runCaptured(['check', '--format', 'json', SAMPLE, file('claim.pbn')])).output);
    assert.equal('equity' in json.files[0].games[0].rulings[0], false);
    assert.equal('claim' in json.files[1].games[0], false);
    assert.doesNotMatch((await runCaptured(['check', SAMPLE, file('claim.pbn')])).output, /double dummy/i);
  });

  it('usage: --dd belongs to check, --write to analyse', async () => {
    assert.equal((await runCaptured(['analyse', '--dd', file('solid.pbn')])).status, 2);
    const wrong = await runCaptured(['check', '--write', file('solid.pbn')]);
    assert.equal(wrong.status, 2);
    assert.match(wrong.errors, /--write belongs to the analyse command/);
  });

  it('progress goes to a terminal\'s standard error and is cleared before the output', async () => {
    let errors = '';
    let output = '';
    const status = await runCli(['analyse', file('solid.pbn'), file('ruff.pbn')], {
      stdout: (chunk) => { output += terminalText(String(chunk)); }, stderr: (text) => { errors += terminalText(text); }, stderrIsTTY: true, stdin: () => [],
    });
    assert.equal(status, 0);
    assert.match(errors, /\r\[\d+\/\d+\] double dummy/);
    assert.match(errors, /\r +\r$/, 'the line is cleared');
    assert.doesNotMatch(output, /\r|\[\d+\/\d+\]/);
  });
});
