/**
 * `pbn-director report`, run in-process: HTML to standard output by default, Markdown with
 * `--format md`, a file with `-o`, Dutch with `--language nl`, `--laws` changing the edition,
 * and the exit statuses (0 written, 1 no game, 2 usage error or unreadable input).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

async function run(...argv: string[]) {
  return runCaptured(argv);
}

describe('pbn-director report', () => {
  let folder: string;
  let board: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-report-'));
    board = path.join(folder, 'revoke.pbn');
    writeFileSync(board, pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }));
    writeFileSync(path.join(folder, 'empty.pbn'), '% only a comment\n');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('writes HTML to standard output by default (exit 0)', async () => {
    const { status, output } = await run('report', board);
    assert.equal(status, 0);
    assert.match(output, /^<!DOCTYPE html>/);
    assert.match(output, /Ruling report — revoke\.pbn/);
    assert.match(output, /Law 64A1 \(Laws 2017\)/);
    assert.ok(!/<script|http/i.test(output));
  });

  it('writes Markdown with --format md, in Dutch with --language nl', async () => {
    const { status, output } = await run('report', '--format', 'md', '--language', 'nl', board);
    assert.equal(status, 0);
    assert.match(output, /^# Verslag van de uitspraak — revoke\.pbn/);
    assert.match(output, /^\*\*Rechtgezet:\*\* 4♠ \+1, NZ \+650 \(artikel 64A1: 2 slagen naar NZ\)$/m);
  });

  it('writes the file given with -o and says so on stderr', async () => {
    const target = path.join(folder, 'out.md');
    const { status, output, errors } = await run('report', '--format=md', board, '-o', target);
    assert.equal(status, 0);
    assert.equal(output, '');
    assert.match(errors, /report written to .*out\.md/);
    assert.match(readFileSync(target, 'utf8'), /^\*\*Rectified:\*\* 4♠ \+1, NS \+650 \(Law 64A1: 2 tricks to NS\)$/m);
  });

  it('uses the edition given with --laws', async () => {
    const { output } = await run('report', '--laws', '1987', '--format', 'md', board);
    assert.match(output, /Laws 1987 \(from the --laws option\)/);
  });

  it('exits 1 when the file holds no game', async () => {
    const { status, errors } = await run('report', path.join(folder, 'empty.pbn'));
    assert.equal(status, 1);
    assert.match(errors, /no game to report/);
  });

  it('exits 2 on a bad format, a missing file, two files or --in-place', async () => {
    assert.equal((await run('report', '--format', 'json', board)).status, 2);
    assert.equal((await run('report', path.join(folder, 'missing.pbn'))).status, 2);
    assert.equal((await run('report', board, board)).status, 2);
    assert.equal((await run('report', '--in-place', board)).status, 2);
    assert.equal((await run('report', board, '-o', path.join(folder, 'no-such-folder', 'x.html'))).status, 2);
  });

  it('writes the handout with --layout handout, --per-page and --paper, without the play or the ruling', async () => {
    const { status, output } = await run('report', '--layout', 'handout', '--per-page', '4', '--paper', 'letter', '--no-dd', board);
    assert.equal(status, 0);
    assert.match(output, /@page \{ size: letter;/);
    assert.match(output, /<article class="board"/);
    assert.doesNotMatch(output, /Revoke by East|<table class="play"/);
  });

  it('exits 2 with a one-line message on a bad layout, page count or paper, or report options on check', async () => {
    const perPage = await run('report', '--layout', 'handout', '--per-page', '3', board);
    assert.equal(perPage.status, 2);
    assert.match(perPage.errors, /--per-page must be 1, 2 or 4, not '3'/);
    assert.doesNotMatch(perPage.errors, /\n\s+at /, 'no stack trace');
    assert.equal((await run('report', '--layout', 'poster', board)).status, 2);
    assert.equal((await run('report', '--paper', 'a3', board)).status, 2);
    assert.equal((await run('report', '--layout', 'handout', '--format', 'md', board)).status, 2);
    assert.equal((await run('check', '--show-hidden', board)).status, 2);
  });

  it('keeps check\'s formats apart from report\'s', async () => {
    assert.equal((await run('check', '--format', 'html', board)).status, 2);
  });
});
