/**
 * `pbn-director score --event --format pdf -o FILE` and `--rulings-log --format pdf -o FILE`
 * (issue 36): the two-board matchpoint pairs event of scoreEvent.test.ts (a weighted score, Law
 * 12C1(c), and an artificial split, 12C2, Laws 2017) and its teams match, and the three-board club
 * file of rulingsLog.test.ts (test/support/eventInputs.ts, their figures worked out by hand there),
 * as PDF (the page: scoreEventHtml.test.ts), read with poppler-utils (`pdftotext`: the words
 * in the order drawn; `pdfinfo`: the pages), skipped with a message where it is missing. Also the
 * writes: atomic, never over an input, a PDF only to a file.
 * Test tier: full — draws PDF pages.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { hasPoppler, readPdf, wordBoxes } from '../report/pdfRead';
import { CLUB, PAIRS } from '../support/eventInputs';

/** The words of a PDF in the order they were drawn, one space between. */
function drawnWords(file: string): string {
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Whether `parts` occur in `text` in this order. */
function inOrder(text: string, parts: readonly string[]): boolean {
  let at = 0;
  for (const part of parts) {
    const found = text.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}

describe('pbn-director score --event as PDF', function () {
  this.timeout(60_000);
  let folder: string;
  const file = (name: string) => path.join(folder, name);
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-event-pages-'));
    writeFileSync(file('pairs.pbn'), PAIRS);
    writeFileSync(file('club.pbn'), CLUB);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('the PDF: the standings in the order drawn, the check, one A4 page; never over an input, never to the terminal', async function () {
    if (!hasPoppler()) { console.log('      poppler-utils (pdftotext, pdfinfo) is not installed: the PDF is not read'); this.skip(); return; }
    const { status, errors } = await runCaptured(['score', '--event', '--format', 'pdf', '-o', file('event.pdf'), file('pairs.pbn')]);
    assert.equal(status, 1);
    assert.equal(errors, `written to ${file('event.pdf')}\n`);
    const printed = readPdf(file('event.pdf'));
    assert.equal(printed.pages, 1);
    assert.match(printed.size, /^595\.28 x 841\.89 pts \(A4\)/);
    assert.match(printed.fonts, /DejaVuSans/);
    const words = drawnWords(file('event.pdf'));
    assert.ok(inOrder(words, [
      'Event standings before and after the rulings', 'pairs.pbn', '2 boards · % · Laws 2017',
      'NS', 'Rank Pair Total Before rulings Names', '1 1 72.5 % 62.5 %, 1 Ann - Bob', '2 3 48.75 % 50 %, 2 Eva & <i>Fem</i>', '3 2 33.75 % 37.5 %, 3 Cas - Dik',
      'EW', '1 5 66.25 % 62.5 %, 1 Ids - Jan', '2 6 51.25 % 50 %, 2 Kees - Lot', '3 4 27.5 % 37.5 %, 3 Gijs - Hans',
      'Average plus and minus: 60 % and 40 % (Law 12C2)', 'Pair 1: 62.5 % → 72.5 %, rank 1 → 1 (board 1 3 → 3.4, board 2 2 → 2.4)',
      'TotalScoreTable: 1 of 6 totals differ', 'Pair 6: TotalPercentage 55.00, computed 50',
    ]), words);
    const refused = await runCaptured(['score', '--event', '--format', 'pdf', '-o', file('pairs.pbn'), file('pairs.pbn')]);
    assert.equal(refused.status, 2);
    assert.match(refused.errors, /the same file as the input .*pairs\.pbn; not written, the input is unchanged/);
    assert.equal(readFileSync(file('pairs.pbn'), 'utf8'), PAIRS);
    const terminal = await runCaptured(['score', '--event', '--format', 'pdf', file('pairs.pbn')]);
    assert.equal(terminal.status, 2);
    assert.match(terminal.errors, /--format pdf needs -o FILE/);
  });

  it('L17 64A2, 12C2: the rulings log as PDF, landscape, a row per ruling in the order drawn, in Dutch; --hide-names leaves the players out', async function () {
    if (!hasPoppler()) { console.log('      poppler-utils (pdftotext, pdfinfo) is not installed: the PDF is not read'); this.skip(); return; }
    const { status, errors } = await runCaptured(['score', '--event', '--rulings-log', '--format', 'pdf', '-o', file('log.pdf'), file('club.pbn')]);
    assert.equal(status, 0, errors);
    const printed = readPdf(file('log.pdf'));
    assert.equal(printed.pages, 1);
    assert.match(printed.size, /^841\.89 x 595\.28 pts/);
    const words = drawnWords(file('log.pdf'));
    assert.ok(inOrder(words, ['Rulings log', '3 rulings from 1 file: 1 ruled, 2 to be checked.', 'Irregularity', 'Status']), words);
    assert.ok(inOrder(words, ['1 1 2 Trick 7, East: Revoke 64A2 Laws 2017 4♠ −1, NS −50 4♠ =, NS +420 NS to be checked', 'de Vries, Jan – Sara', 'Els – Wim']), words);
    assert.ok(inOrder(words, ['2 1 2 Adjusted score 12C2 Laws 2017 3NT =, NS +600 NS average plus (60 %); EW average minus (40 %) NS ruled']), words);
    assert.ok(inOrder(words, ['3 1 3 Trick 4, North: Revoke Laws 2017 2♥ =, EW +110 to be checked']), words);
    const dutch = await runCaptured(['score', '--event', '--rulings-log', '--hide-names', '--language', 'nl', '--format', 'pdf', '-o', file('log-nl.pdf'), file('club.pbn')]);
    assert.equal(dutch.errors, `geschreven naar ${file('log-nl.pdf')}\n`);
    const hidden = drawnWords(file('log-nl.pdf'));
    assert.ok(inOrder(hidden, ['Overzicht van de uitspraken', '3 uitspraken uit 1 bestand: 1 beslist, 2 na te kijken.', 'De namen van de spelers zijn weggelaten.']), hidden);
    assert.ok(inOrder(hidden, ['Slag 7, Oost: Verzaking 64A2 Spelregels 2017 4♠ −1, NZ −50 4♠ =, NZ +420 NZ na te kijken']), hidden);
    for (const name of ['Vries', 'Sara', 'Els', 'Wim']) assert.ok(!hidden.includes(name), name);
    assert.ok(!existsSync(`${file('log-nl.pdf')}.tmp`));
  });

  it('the samples\' log in Dutch: a cell wider than the page allows (a path, a long note) is cut, never a word of the head', async function () {
    if (!hasPoppler()) { console.log('      poppler-utils (pdftotext, pdfinfo) is not installed: the PDF is not read'); this.skip(); return; }
    const samples = path.join(__dirname, '..', '..', 'samples');
    const files = ['adjusted-score.pbn', 'revoke-equity.pbn', 'revoke-marked.pbn', 'revoke-unmarked.pbn'].map((name) => path.join(samples, name));
    const { status, errors } = await runCaptured(['score', '--event', '--rulings-log', '--language', 'nl', '--format', 'pdf', '-o', file('samples-nl.pdf'), ...files]);
    assert.equal(status, 0, errors);
    // The head's words, drawn whole in the order of the columns (before, the widths were shrunk alike and cut "Spe l", "Tafe l", "Benadeel d").
    const words = drawnWords(file('samples-nl.pdf'));
    assert.ok(inOrder(words, ['Bestand Spel Tafel Ronde Onregelmatigheid Artikel Spelregels Tafelresultaat', 'Benadeeld Status Opmerking Spelers NZ Spelers OW']), words);
  });

  it('a name the PDF\'s font cannot show is said on standard error, with its board (the page shows it)', async function () {
    if (!hasPoppler()) { console.log('      poppler-utils (pdftotext, pdfinfo) is not installed: the PDF is not read'); this.skip(); return; }
    // Board 1's West only (the first game).
    writeFileSync(file('names.pbn'), CLUB.replace('[West "Wim"]', '[West "王伟"]'));
    const { status, errors } = await runCaptured(['score', '--event', '--rulings-log', '--format', 'pdf', '-o', file('names.pdf'), file('names.pbn')]);
    assert.equal(status, 0);
    const [written, notice] = errors.trimEnd().split('\n');
    assert.equal(written, `written to ${file('names.pdf')}`);
    assert.match(notice, /^.*names\.pdf: the PDF's font \(DejaVu Sans\) has no glyph for these characters, which print as boxes: board 1: 王伟 \(HTML shows them\)$/);
    const hidden = await runCaptured(['score', '--event', '--rulings-log', '--hide-names', '--format', 'pdf', '-o', file('names.pdf'), file('names.pbn')]);
    assert.equal(hidden.errors, `written to ${file('names.pdf')}\n`, 'the names hidden, nothing the font lacks');
  });
});

describe('the rulings log\'s PDF over several pages', function () {
  this.timeout(60_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-log-pages-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('60 adjusted boards: the rows go on over the pages, the head on each, every word inside the page, no row split', async function () {
    if (!hasPoppler()) { console.log('      poppler-utils (pdftotext, pdfinfo) is not installed: the PDF is not read'); this.skip(); return; }
    // Board 2 of the club file again and again as boards 1 to 60: each one row (12C2, ruled).
    const board = CLUB.split('\n\n')[1];
    const many = Array.from({ length: 60 }, (_, index) => board.replace('[Board "2"]', `[Board "${index + 1}"]`)).join('\n\n') + '\n';
    const input = path.join(folder, 'many.pbn');
    const output = path.join(folder, 'many.pdf');
    writeFileSync(input, many);
    const { status, errors } = await runCaptured(['score', '--event', '--rulings-log', '--hide-names', '--format', 'pdf', '-o', output, input]);
    assert.equal(status, 0, errors);
    const printed = readPdf(output);
    assert.ok(printed.pages >= 2, `${printed.pages} pages`);
    const pages = printed.text.split('\f').filter((page) => page.trim());
    assert.equal(pages.length, printed.pages);
    for (const page of pages) assert.match(page, /Irregularity/, 'the head on every page');
    // Every board once, in order, each row whole on one page (its board number and its status on the same page).
    const boards = pages.flatMap((page) => [...page.matchAll(/many\.pbn\s+(\d+)\s+1\s+2\s+Adjusted/g)].map((match) => Number(match[1])));
    assert.deepEqual(boards, Array.from({ length: 60 }, (_, index) => index + 1));
    for (const page of pages.map((text) => text.replace(/^.*rulings from 1 file.*$/m, ''))) assert.equal((page.match(/Adjusted/g) ?? []).length, (page.match(/\bruled\b/g) ?? []).length);
    // No word below the bottom margin (10 mm of the 595.28-point landscape height).
    const bottoms = [...wordBoxes(output).matchAll(/yMax="([\d.]+)"/g)].map((match) => Number(match[1]));
    assert.ok(bottoms.length > 0 && bottoms.every((bottom) => bottom <= 595.28 - 28), `lowest word at ${Math.max(...bottoms)}`);
  });
});
