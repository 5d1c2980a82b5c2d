/**
 * Issue 18 item 7: `report --format pdf` reads a PBN file game by game (the ruling report a board
 * at a time; the handout after a first pass for its title and its one type size, a page at a
 * time). Differential: the PDF written from a file (streamed) and the one the whole-file path
 * draws from the same bytes on standard input read whole (`CliIo.readWhole`) — the file named as standard input is, so that
 * both titles read alike — have the same pages: `pdfinfo`'s count, `pdftotext -layout`'s text and
 * every word in the same box (`pdftotext -bbox`), for the ruling report and the handout at 1, 2
 * and 4 a page, in English and Dutch, with and without double dummy where it is cheap; on the
 * samples, a file of many blocks (its boards in the file's order, none dropped), a handout whose
 * type a late board sets smaller and whose title comes late, the real files of
 * ../shared/corpus/real, and a file with no game. Skipped where poppler-utils is missing.
 * Test tier: full — a stream test (PDF game by game against whole).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { findEngineDirectory } from '../../server/src/analysis/engine/dds/engineFiles';
import { generateFile } from '../../scripts/benchBoards';
import { runCaptured } from '../support/cli';
import { hasPoppler, readPdf, wordBoxes } from './pdfRead';

const SAMPLES = path.resolve(__dirname, '../../samples');
const REAL = path.resolve(__dirname, '../../../shared/corpus/real');
/** The name the whole-file path gives standard input, which the report's title shows: the streamed file is named so. */
const STDIN_NAME = 'untitled:stdin.pbn';
/** The ruling report and the handout at 1, 2 and 4 boards a page. */
const LAYOUTS = [['--layout', 'ruling'], ['--layout', 'handout', '--per-page', '1'], ['--layout', 'handout', '--per-page', '2'], ['--layout', 'handout', '--per-page', '4']];

describe('report --format pdf reads a file game by game: the same pages as the whole-file path (issue 18 item 7)', function () {
  this.timeout(1_200_000);
  let folder: string;
  before(function () {
    if (!hasPoppler()) {
      if (process.env.CI === 'true') assert.fail('poppler-utils not installed; CI must run this test');
      console.log('      skipped: poppler-utils not installed (apt-get install -y poppler-utils)');
      this.skip();
    }
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-pdf-stream-'));
  });
  after(() => { if (folder) rmSync(folder, { recursive: true, force: true }); });

  /** The streamed and the whole PDF of `bytes` with `options`: both read by poppler, asserted alike; the streamed one's text. */
  async function comparePdf(bytes: Buffer, options: readonly string[]): Promise<string> {
    const file = path.join(folder, STDIN_NAME);
    writeFileSync(file, bytes);
    const [wholeFile, streamedFile] = [path.join(folder, 'whole.pdf'), path.join(folder, 'streamed.pdf')];
    const whole = await runCaptured(['report', '--format', 'pdf', ...options, '-o', wholeFile, '-'], bytes, true);
    const streamed = await runCaptured(['report', '--format', 'pdf', ...options, '-o', streamedFile, file]);
    const label = options.join(' ');
    assert.equal(whole.status, 0, `${label}: whole, ${whole.errors}`);
    assert.equal(streamed.status, 0, `${label}: streamed, ${streamed.errors}`);
    const [expected, actual] = [readPdf(wholeFile), readPdf(streamedFile)];
    assert.equal(actual.pages, expected.pages, `${label}: pages`);
    const [expectedPages, actualPages] = [expected.text.split('\f'), actual.text.split('\f')];
    for (const [index, page] of expectedPages.entries()) assert.equal(actualPages[index], page, `${label}: the text of page ${index + 1}`);
    assert.ok(wordBoxes(streamedFile) === wordBoxes(wholeFile), `${label}: every word in the same place`);
    rmSync(wholeFile);
    rmSync(streamedFile);
    return actual.text;
  }

  /**
   * The runs compared on a file: every layout in English without double dummy, the ruling report
   * and the handout at 2 a page in Dutch, and with double dummy (where asked and the engine is
   * built) the ruling report in English and the handout at 2 a page in Dutch. `few`: the ruling
   * report in English and the handout at 4 a page in Dutch only (each run of a large file takes seconds).
   */
  function runsFor(dd: boolean, few = false): string[][] {
    if (few) return [['--language', 'en', '--no-dd', ...LAYOUTS[0]], ['--language', 'nl', '--no-dd', ...LAYOUTS[3]]];
    const runs = LAYOUTS.map((layout) => ['--language', 'en', '--no-dd', ...layout]);
    runs.push(['--language', 'nl', '--no-dd', ...LAYOUTS[0]], ['--language', 'nl', '--no-dd', ...LAYOUTS[2]]);
    if (dd && findEngineDirectory()) runs.push(['--language', 'en', ...LAYOUTS[0]], ['--language', 'nl', ...LAYOUTS[2]]);
    return runs;
  }

  /** Compares the runs of `runsFor` on `bytes`. */
  async function compareAll(bytes: Buffer, dd: boolean, few = false): Promise<void> {
    for (const options of runsFor(dd, few)) await comparePdf(bytes, options);
  }

  it('the samples, all in one file: every layout in English, two in Dutch, with and without double dummy; a one-board sample alone (its title names the board)', async () => {
    const samples = readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn')).map((name) => readFileSync(path.join(SAMPLES, name), 'latin1'));
    await compareAll(Buffer.from(samples.join('\n'), 'latin1'), true);
    await compareAll(readFileSync(path.join(SAMPLES, 'revoke-unmarked.pbn')), true);
  });

  it('a file of many blocks: every board once, in the file\'s order, in every layout; to standard output too', async () => {
    const text = generateFile(200, 29);
    assert.ok(text.length > 3 * 32 * 1024, 'more than three blocks');
    const boards = [...text.matchAll(/^\[Board "(\d+)"\]/gm)].map((match) => match[1]);
    for (const language of ['en', 'nl']) {
      for (const layout of LAYOUTS) {
        const printed = await comparePdf(Buffer.from(text, 'latin1'), ['--language', language, '--no-dd', ...layout]);
        // Each board's heading once, in the order of the file (the handout writes "Board 7", "Spel 7" in Dutch).
        const headings = [...printed.matchAll(language === 'en' ? /\bBoard (\d+)\b/g : /\bSpel (\d+)\b/g)].map((match) => match[1]);
        assert.deepEqual(headings, boards, `${language} ${layout.join(' ')}: the boards in order`);
      }
    }
    const file = path.join(folder, STDIN_NAME);
    writeFileSync(file, text, 'latin1');
    const printed = await runCaptured(['report', '--format', 'pdf', '--no-dd', file]);
    assert.equal(printed.status, 0, printed.errors);
    writeFileSync(path.join(folder, 'stdout.pdf'), printed.bytes);
    const whole = path.join(folder, 'whole.pdf');
    assert.equal((await runCaptured(['report', '--format', 'pdf', '--no-dd', '-o', whole, '-'], Buffer.from(text, 'latin1'), true)).status, 0);
    assert.equal(readPdf(path.join(folder, 'stdout.pdf')).text, readPdf(whole).text, 'standard output');
  });

  it('the handout\'s type is set by its longest board, however late it comes; its title by the first Event, however late', async () => {
    const boards = generateFile(24, 31).replace(/^\[Event "[^"]*"\]\r?\n/gm, '');
    const commentary = Array.from({ length: 60 }, (_, index) => `The defence could have found a better line at trick ${index + 1} with more care.`).join(' ');
    const late = (comment: string) => `${boards}\r\n[Event "Late club night"]\r\n${generateFile(1, 37).split(/\r?\n/).filter((line) => line && !line.startsWith('%') && !line.startsWith('[Event')).join('\r\n')}\r\n${comment}`;
    const [long, short] = [late(`{${commentary}}\r\n`), late('')];
    for (const perPage of ['2', '4']) {
      const layout = ['--no-dd', '--layout', 'handout', '--per-page', perPage];
      const printed = await comparePdf(Buffer.from(long, 'latin1'), layout);
      assert.match(printed, /^\s*Late club night/, 'the late Event is the title');
      // The late board's commentary sets the whole handout smaller: the first page is not drawn as without it.
      const firstPage = async (text: string) => {
        writeFileSync(path.join(folder, STDIN_NAME), text, 'latin1');
        const target = path.join(folder, 'first.pdf');
        assert.equal((await runCaptured(['report', '--format', 'pdf', ...layout, '-o', target, path.join(folder, STDIN_NAME)])).status, 0);
        return wordBoxes(target).split('</page>')[0];
      };
      const [longFirst, shortFirst] = [await firstPage(long), await firstPage(short)];
      assert.match(shortFirst, />Late<\/word>/, 'the title on the first page');
      assert.notEqual(longFirst, shortFirst, `${perPage} a page: the first page set smaller`);
    }
  });

  it('a file with no game: exit 1, no file written', async () => {
    const file = path.join(folder, 'empty.pbn');
    writeFileSync(file, '% PBN 2.1\n{ nothing here }\n');
    for (const layout of LAYOUTS) {
      const target = path.join(folder, 'none.pdf');
      const run = await runCaptured(['report', '--format', 'pdf', '--no-dd', ...layout, '-o', target, file]);
      assert.equal(run.status, 1);
      assert.match(run.errors, /empty\.pbn: no game to report/);
      assert.equal(existsSync(target), false);
    }
  });

  it('the real files of the corpus agree with the whole-file path', async function () {
    if (!existsSync(REAL)) {
      console.log('      skipped: ../shared/corpus/real is not there');
      this.skip();
    }
    const files = readdirSync(REAL).filter((entry) => /\.pbn$/i.test(entry));
    assert.ok(files.length > 0, 'the corpus has PBN files');
    // Two runs a file without double dummy (the samples above run them all): a file of some 300 played boards takes seconds a run.
    for (const entry of files) await compareAll(readFileSync(path.join(REAL, entry)), false, true);
  });
});
