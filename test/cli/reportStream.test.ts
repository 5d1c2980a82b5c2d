/**
 * Issue 18 item 7: `report` (the ruling report, HTML and Markdown) reads a PBN file game by game
 * and writes each board's section as it comes. Differential: what it writes from a file
 * (streamed) is byte for byte what it writes from the same bytes on standard input read whole
 * (`CliIo.readWhole`, the path it always had), the file's name in the title aside — to standard output and to `-o`,
 * with and without double dummy, on the samples, on the real files of ../shared/corpus/real
 * (double dummy on the smaller ones: a file of some 300 played boards takes minutes either way),
 * on one board (the title names it), on a file of many 32 KB blocks, and on a file with no game
 * (exit 1, nothing written). The handout too (1, 2, 4 a page; its title from the first Event,
 * however late it comes, or the file's name). Standard input and files with lone CRs stream too; LIN
 * takes the whole-file path.
 * Test tier: full — a stream test (report game by game against whole).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { findEngineDirectory } from '../../server/src/analysis/engine/dds/engineFiles';

const SAMPLES = path.resolve(__dirname, '../../samples');
const REAL = path.resolve(__dirname, '../../../shared/corpus/real');
/** The title names standard input so. */
const STDIN_NAME = 'untitled:stdin.pbn';

describe('report reads a file game by game: the same bytes as the whole-file path (issue 18 item 7)', function () {
  this.timeout(600_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-report-stream-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** Compares the streamed and the whole report of `bytes` in both formats (`dd`: with double dummy too, where the engine is built). */
  async function compare(name: string, bytes: Buffer, dd: boolean): Promise<void> {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    const modes = dd && findEngineDirectory() ? [['--no-dd'], []] : [['--no-dd']];
    for (const mode of modes) {
      for (const format of ['html', 'md']) {
        const options = [...mode, '--format', format];
        const whole = await runCaptured(['report', ...options, '-'], bytes, true);
        const expected = Buffer.from(whole.output.split(STDIN_NAME).join(name), 'utf8');
        const streamed = await runCaptured(['report', ...options, file]);
        assert.equal(streamed.status, whole.status, `${name} ${options.join(' ')}: exit status`);
        assert.ok(streamed.bytes.equals(expected), `${name} ${options.join(' ')}: standard output`);
        const target = path.join(folder, `out.${format}`);
        const written = await runCaptured(['report', ...options, '-o', target, file]);
        assert.equal(written.status, 0, `${name} ${options.join(' ')}: -o, exit status`);
        assert.ok(readFileSync(target).equals(expected), `${name} ${options.join(' ')}: -o`);
        rmSync(target);
      }
    }
    rmSync(file);
  }

  /** Compares the streamed and the whole handout of `bytes` at 1, 2 and 4 boards a page (`dd`: at 2 a page with double dummy too). */
  async function compareHandout(name: string, bytes: Buffer, dd: boolean): Promise<void> {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    const modes = dd && findEngineDirectory() ? [['--no-dd'], []] : [['--no-dd']];
    for (const mode of modes) {
      // With double dummy at 2 a page only: the pages are cut the same whatever the boards hold.
      for (const perPage of mode.length ? ['1', '2', '4'] : ['2']) {
        const options = [...mode, '--layout', 'handout', '--per-page', perPage];
        const whole = await runCaptured(['report', ...options, '-'], bytes, true);
        const expected = Buffer.from(whole.output.split(STDIN_NAME).join(name), 'utf8');
        const streamed = await runCaptured(['report', ...options, file]);
        assert.equal(streamed.status, whole.status, `${name} ${options.join(' ')}: exit status`);
        assert.ok(streamed.bytes.equals(expected), `${name} ${options.join(' ')}: standard output`);
        const target = path.join(folder, 'out-handout.html');
        assert.equal((await runCaptured(['report', ...options, '-o', target, file])).status, 0, `${name} ${options.join(' ')}: -o, exit status`);
        assert.ok(readFileSync(target).equals(expected), `${name} ${options.join(' ')}: -o`);
        rmSync(target);
      }
    }
    rmSync(file);
  }

  it('the handout of the samples, 1, 2 and 4 a page, and 2 a page with double dummy', async () => {
    for (const entry of readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn'))) await compareHandout(entry, readFileSync(path.join(SAMPLES, entry)), true);
  });

  it('the handout whose first Event comes late, and of a file with no Event: the title as the whole file gives it', async () => {
    const text = readFileSync(path.join(SAMPLES, 'teaching.pbn'), 'latin1').replace(/\r\n/g, '\n');
    const noEvent = text.replace(/^\[Event "[^"]*"\]\n/gm, '');
    assert.notEqual(noEvent, text, 'the sample has Event tags to take out');
    await compareHandout('no-event.pbn', Buffer.from(noEvent, 'latin1'), false);
    const late = Array.from({ length: 40 }, () => noEvent).join('\n') + '\n' + text;
    await compareHandout('late-event.pbn', Buffer.from(late, 'latin1'), false);
  });

  it('the samples, with and without double dummy', async () => {
    for (const entry of readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn'))) await compare(entry, readFileSync(path.join(SAMPLES, entry)), true);
  });

  it('one board: the title names it', async () => {
    const text = readFileSync(path.join(SAMPLES, 'claim.pbn'), 'latin1');
    await compare('one.pbn', Buffer.from(text, 'latin1'), false);
    const run = await runCaptured(['report', '--no-dd', '--format', 'md', path.join(SAMPLES, 'claim.pbn')]);
    assert.match(run.output, /^# Ruling report — claim\.pbn — Board \d+\n/);
  });

  it('a file of many blocks (all samples, over and over), CR LF, with double dummy', async () => {
    const all = readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn')).map((name) => readFileSync(path.join(SAMPLES, name), 'latin1').replace(/\r\n/g, '\n')).join('\n');
    const text = Array.from({ length: 8 }, () => all).join('\n').replace(/\n/g, '\r\n');
    assert.ok(text.length > 3 * 32 * 1024, 'more than three blocks');
    await compare('many.pbn', Buffer.from(text, 'latin1'), true);
  });

  it('standard input streams too (its temporary copy read twice for the handout): the same bytes as the whole path', async () => {
    const bytes = readFileSync(path.join(SAMPLES, 'teaching.pbn'));
    for (const options of [['--format', 'html'], ['--format', 'md'], ['--layout', 'handout', '--per-page', '2'], ['--layout', 'handout', '--per-page', '4']]) {
      const whole = await runCaptured(['report', '--no-dd', ...options, '-'], bytes, true);
      const streamed = await runCaptured(['report', '--no-dd', ...options, '-'], bytes);
      assert.equal(streamed.status, whole.status, `${options.join(' ')}: exit status`);
      assert.ok(streamed.bytes.length > 0 && streamed.bytes.equals(whole.bytes), `${options.join(' ')}: standard output`);
    }
    const empty = await runCaptured(['report', '--no-dd', '-'], Buffer.from('% PBN 2.1\n'));
    assert.equal(empty.status, 1);
    assert.match(empty.errors, /^<stdin>: no game to report\n$/);
  });

  it('a file with lone CRs streams too (read as LFs, as the whole path reads it): the same bytes', async () => {
    const text = readFileSync(path.join(SAMPLES, 'revoke-marked.pbn'), 'latin1').replace(/\r\n/g, '\n');
    const lone = text.split('\n').map((line, index) => line + (index % 3 === 0 ? '\r' : '\n')).join('');
    assert.match(lone, /\r[^\n]/, 'the file has lone CRs');
    await compare('lone-cr.pbn', Buffer.from(lone, 'latin1'), false);
    await compareHandout('lone-cr.pbn', Buffer.from(lone, 'latin1'), false);
  });

  it('a file with no game: exit 1, nothing on standard output, no file written', async () => {
    const file = path.join(folder, 'empty.pbn');
    writeFileSync(file, '% PBN 2.1\n{ nothing here }\n');
    const printed = await runCaptured(['report', '--no-dd', file]);
    assert.equal(printed.status, 1);
    assert.equal(printed.bytes.length, 0);
    assert.match(printed.errors, /empty\.pbn: no game to report/);
    const target = path.join(folder, 'none.html');
    assert.equal((await runCaptured(['report', '--no-dd', '-o', target, file])).status, 1);
    assert.equal(existsSync(target), false);
  });

  it('the real files of the corpus agree with the whole-file path', async function () {
    if (!existsSync(REAL)) this.skip(); // ../shared/corpus/real is not there: nothing to compare
    const files = readdirSync(REAL).filter((entry) => /\.pbn$/i.test(entry));
    assert.ok(files.length > 0, 'the corpus has PBN files');
    for (const [index, entry] of files.entries()) {
      const bytes = readFileSync(path.join(REAL, entry));
      // A plain name: Markdown escapes the underscores of the title's file name.
      await compare(`real-${index}.pbn`, bytes, bytes.length < 30_000);
    }
  });
});
