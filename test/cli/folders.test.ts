/**
 * `fix` and `report` over several files and folders (issue: a new user's command line): `fix
 * --in-place` and `--dry-run` go file by file (LIN files left alone with a note), a folder without
 * either is refused with a one-line reason; `report` of a folder writes one report per file into
 * `-o FOLDER` (`name-ruling.html`, `name-handout.html`) in the inputs' relative folders, never two
 * to one name, and refuses standard output.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

describe('fix and report on folders', () => {
  let folder: string;
  let boards: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-folders-'));
    boards = path.join(folder, 'boards');
    mkdirSync(path.join(boards, 'day2'), { recursive: true });
    writeFileSync(path.join(boards, 'revoke.pbn'), pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }));
    // 4♠ by South, NS vulnerable, 9 tricks: the Score NS 620 is wrong (Law 77 gives NS −100).
    writeFileSync(path.join(boards, 'day2', 'score.pbn'), pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS 620' }));
    writeFileSync(path.join(boards, 'day2', 'vugraph.lin'), 'pn|a,b,c,d|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|\n');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('fix --in-place fixes every PBN file below the folder and leaves the LIN file alone, saying so', async () => {
    const { status, errors } = await runCaptured(['fix', '--in-place', boards]);
    assert.equal(status, 0);
    assert.match(readFileSync(path.join(boards, 'revoke.pbn'), 'latin1'), /\[Result "\^11"\]\n\{Ruling [^}]*\}\n\[Score "NS 650"\]/);
    assert.match(readFileSync(path.join(boards, 'day2', 'score.pbn'), 'latin1'), /\[Score "NS -100"\]/);
    assert.match(errors, /vugraph\.lin: left alone: a LIN file has no Result or Score/);
    assert.match(readFileSync(path.join(boards, 'day2', 'vugraph.lin'), 'latin1'), /^pn\|a,b,c,d\|/);
  });

  it('fix --dry-run shows the diff of each file and writes nothing', async () => {
    const before = readFileSync(path.join(boards, 'revoke.pbn'), 'latin1');
    const { status, output } = await runCaptured(['fix', '--dry-run', boards]);
    assert.equal(status, 0);
    assert.match(output, /-\[Score "NS 620"\]\n\+\[Score "NS -100"\]/);
    assert.match(output, /\+\[Result "\^11"\]/);
    assert.equal(readFileSync(path.join(boards, 'revoke.pbn'), 'latin1'), before);
  });

  it('fix of a folder or of two files without --in-place or --dry-run is refused, nothing written', async () => {
    const folderRun = await runCaptured(['fix', boards]);
    assert.equal(folderRun.status, 2);
    assert.match(folderRun.errors, /^pbn-director: .*boards: 3 files; fix them with --in-place or look first with --dry-run\n$/);
    const two = await runCaptured(['fix', path.join(boards, 'revoke.pbn'), path.join(boards, 'day2', 'score.pbn')]);
    assert.equal(two.status, 2);
    assert.match(two.errors, /fix of several files needs --in-place or --dry-run/);
    assert.match(readFileSync(path.join(boards, 'revoke.pbn'), 'latin1'), /\[Result "9"\]/);
  });

  it('report of a folder writes one report per file into -o FOLDER, and the handout by its own name', async () => {
    const out = path.join(folder, 'out');
    mkdirSync(out);
    const ruling = await runCaptured(['report', '--no-dd', boards, '-o', out]);
    assert.equal(ruling.status, 0, ruling.errors);
    assert.deepEqual(readdirSync(out).sort(), ['day2', 'revoke-ruling.html']);
    assert.deepEqual(readdirSync(path.join(out, 'day2')).sort(), ['score-ruling.html', 'vugraph-ruling.html'], 'the subfolder is kept');
    assert.match(readFileSync(path.join(out, 'revoke-ruling.html'), 'utf8'), /<title>Ruling report — revoke\.pbn — Board 1<\/title>/);
    const handout = await runCaptured(['report', '--no-dd', '--layout', 'handout', path.join(boards, 'revoke.pbn'), '-o', out]);
    assert.equal(handout.status, 0);
    assert.ok(existsSync(path.join(out, 'revoke-handout.html')));
  });

  it('report of two folders that each hold x.pbn writes two reports in the relative folders, neither replacing the other', async () => {
    for (const [day, boardNumber] of [['a', 1], ['b', 2]] as const) {
      mkdirSync(path.join(folder, 'days', day), { recursive: true });
      writeFileSync(path.join(folder, 'days', day, 'x.pbn'), pbnGame({ ...CLEAN_ONE_DOWN, boardNumber, result: '9', score: 'NS -100' }));
    }
    const out = path.join(folder, 'out');
    mkdirSync(out);
    const run = await runCaptured(['report', '--no-dd', path.join(folder, 'days', 'a'), path.join(folder, 'days', 'b', 'x.pbn'), '-o', out]);
    assert.equal(run.status, 0, run.errors);
    assert.match(readFileSync(path.join(out, 'a', 'x-ruling.html'), 'utf8'), /Board 1/);
    assert.match(readFileSync(path.join(out, 'b', 'x-ruling.html'), 'utf8'), /Board 2/);
    assert.deepEqual(readdirSync(out).sort(), ['a', 'b']);
    assert.match(run.errors, /a\/x\.pbn: report written to .*out\/a\/x-ruling\.html\n.*b\/x\.pbn: report written to .*out\/b\/x-ruling\.html\n/);
  });

  it('report of a folder keeps its subfolders; x.pbn beside x.lin keep their extensions', async () => {
    writeFileSync(path.join(boards, 'day2', 'score.lin'), 'pn|a,b,c,d|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|\n');
    const out = path.join(folder, 'out');
    mkdirSync(out);
    await runCaptured(['report', '--no-dd', boards, '-o', out]);
    assert.deepEqual(readdirSync(path.join(out, 'day2')).sort(), ['score.lin-ruling.html', 'score.pbn-ruling.html', 'vugraph-ruling.html']);
    assert.ok(existsSync(path.join(out, 'revoke-ruling.html')));
  });

  it('report of a folder to standard output is refused; into a folder that does not exist, the folder is made', async () => {
    const toStdout = await runCaptured(['report', boards]);
    assert.equal(toStdout.status, 2);
    assert.match(toStdout.errors, /3 files; give -o FOLDER for one report per file/);
    const made = path.join(folder, 'new', 'reports');
    const run = await runCaptured(['report', boards, '-o', made]);
    assert.equal(run.status, 0, run.errors);
    assert.deepEqual(readdirSync(made).sort(), ['day2', 'revoke-ruling.html']);
    assert.deepEqual(readdirSync(path.join(made, 'day2')).sort(), ['score-ruling.html', 'vugraph-ruling.html']);
  });

  it('an empty folder is named as holding no PBN or LIN file, exit 2, for check, fix and report alike', async () => {
    const empty = path.join(folder, 'empty');
    mkdirSync(path.join(empty, 'sub'), { recursive: true });
    writeFileSync(path.join(empty, 'notes.txt'), 'not a hand record');
    for (const argv of [['check', empty], ['fix', '--in-place', empty], ['report', empty, '-o', path.join(folder, 'out')], ['analyse', empty], ['audit', empty]]) {
      const run = await runCaptured(argv);
      assert.equal(run.status, 2, argv.join(' '));
      assert.equal(run.errors, `pbn-director: ${empty}: no .pbn or .lin file in this folder\n`, argv.join(' '));
      assert.equal(run.output, '', argv.join(' '));
    }
    assert.ok(!existsSync(path.join(folder, 'out')), 'no report folder made for nothing');
  });
});
