/**
 * The printed pages, measured: Chromium prints the ruling report of the unmarked-revoke sample
 * and the teaching handout (four boards a page) to PDF, and `pdfinfo` counts the pages — the
 * ruling report fits one A4 page, the handout of the teaching sample one page; a board with three
 * rulings and the facts block fits one A4 and one Letter page with the title on it, in English
 * and Dutch; `pdftotext -layout` shows every holding of long suits on one line in every layout
 * (1, 2 and 4 boards a page, A4 and Letter, English and Dutch); the teaching handout with double
 * dummy and its hidden hands shown (the tallest boards) keeps 1, 2 and 4 boards a page; the 57
 * boards of a real file are 57 pages. One headless Chromium (playwright-core) prints every page.
 * Skipped with a message where Chromium or poppler-utils is missing; under CI=true (where .ci/run
 * installs them) a missing tool fails the run.
 * Test tier: full — prints pages with Chromium.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { findEngineDirectory } from '../../server/src/analysis/engine/dds/engineFiles';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { runCaptured } from '../support/cli';
import { parsePbn } from './support';

const SAMPLES = path.join(__dirname, '..', '..', 'samples');
const FIFTY_SEVEN = path.join(__dirname, '..', '..', '..', 'shared', 'corpus', 'real', 'jarekczek-pbntools_annamar_1538_pairs_untitled.pbn');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));

function hasPdfinfo(): boolean {
  try { execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' }); return true; } catch { return false; }
}

let browser: Browser | undefined;

/** Prints `html` to PDF with headless Chromium on the paper its @page rule names: the page count, the page size and the text laid out as printed. */
async function printedPages(html: string, folder: string): Promise<{ pages: number; size: string; text: string }> {
  const file = path.join(folder, 'page.html');
  const pdf = path.join(folder, 'page.pdf');
  writeFileSync(file, html);
  const page = await browser!.newPage();
  try {
    await page.goto(`file://${file}`);
    await page.pdf({ path: pdf, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), size: /^Page size:\s+(.*)$/m.exec(info)![1], text };
}

function reportOfText(text: string, name: string, layout: Parameters<typeof rulingReport>[6], language: 'en' | 'nl' = 'en'): string {
  const { document, model } = parsePbn(text, language, undefined, `file:///samples/${name}`);
  return rulingReport(document, model, 'file', 'html', language, undefined, layout)!;
}

function reportOf(sample: string, layout: Parameters<typeof rulingReport>[6]): string {
  return reportOfText(readFileSync(path.join(SAMPLES, sample), 'latin1'), sample, layout);
}

/** Four boards of one deal with long suits (six spades with the 10, nine hearts, eight diamonds). */
const LONG_SUITS = '% PBN 2.1\n' + [1, 2, 3, 4].map((board) => `[Event "Long suits"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n`
  + '[Deal "N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987"]\n[Declarer "S"]\n[Contract "6H"]\n[Result "12"]\n'
  + '[Auction "N"]\n1S Pass 4H Pass\n6H Pass Pass Pass\n').join('\n');
/** The long holdings of that deal as printed, spaces left out (worked out from the Deal; Dutch ranks H V B). */
const LONG_HOLDINGS = {
  en: ['♠AKQ853', '♠J109642', '♥AKQJ109643', '♦J10987643', '♣10987'],
  nl: ['♠AHV853', '♠B109642', '♥AHVB109643', '♦B10987643', '♣10987'],
};

/** The holdings of `expected` that no printed line holds whole (spaces are how the PDF spreads the ranks). */
function brokenHoldings(printed: string, expected: readonly string[]): string[] {
  const lines = printed.split('\n').map((line) => line.replace(/\s+/g, ''));
  return expected.filter((holding) => !lines.some((line) => line.includes(holding)));
}

/** The unmarked-revoke board with its play cut after trick 11, a disputed claim and a premature play: three rulings. */
function threeRulingBoard(): string {
  return readFileSync(path.join(SAMPLES, 'revoke-unmarked.pbn'), 'latin1')
    .replace(/HT H4 CJ HA\r?\nHK H9 D2 HQ/, '*')
    .replace('[Auction "S"]', '[Irregularities "5 E PrematurePlay S6 None; 12 S Claim - Disputed"]\n[Auction "S"]');
}

describe('printed report and handout (Chromium → PDF)', function () {
  this.timeout(120000);
  let folder: string;
  before(async function () {
    const missing = [CHROMIUM ? '' : 'chromium', hasPdfinfo() ? '' : 'poppler-utils'].filter(Boolean);
    if (missing.length) {
      if (process.env.CI === 'true') assert.fail(`${missing.join(' and ')} not installed; CI must run this test`);
      console.log(`      skipped: ${missing.join(' and ')} not installed (apt-get install -y ${missing.join(' ')})`);
      this.skip();
    }
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-print-'));
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  });
  after(async () => {
    await browser?.close();
    browser = undefined;
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('the ruling report of revoke-unmarked.pbn is one A4 page', async () => {
    const { pages, size } = await printedPages(reportOf('revoke-unmarked.pbn', {}), folder);
    assert.equal(pages, 1);
    assert.match(size, /\(A4\)/, 'A4');
  });

  it('the teaching handout, four boards a page on Letter, is one Letter page per four boards', async () => {
    const html = reportOf('teaching.pbn', { layout: 'handout', perPage: 4, paper: 'Letter' });
    const boards = (html.match(/<article class="board"/g) ?? []).length;
    const { pages, size } = await printedPages(html, folder);
    assert.equal(pages, Math.ceil(boards / 4));
    assert.match(size, /\(letter\)|^612 x 792 pts/, 'Letter');
  });

  it('the ruling report of a 57-board file is 57 pages, one board a page (../shared/corpus)', async function () {
    if (!existsSync(FIFTY_SEVEN)) {
      console.log(`      skipped: ${FIFTY_SEVEN} is not here (../shared beside the clone)`);
      this.skip();
    }
    const html = reportOfText(readFileSync(FIFTY_SEVEN, 'latin1'), 'fifty-seven.pbn', {});
    assert.equal((html.match(/<section class="board"/g) ?? []).length, 57);
    assert.equal((await printedPages(html, folder)).pages, 57);
  });

  for (const language of ['en', 'nl'] as const) {
    for (const paper of ['A4', 'Letter'] as const) {
      it(`a board with three rulings and the facts block is one ${paper} page with the title on it (${language})`, async () => {
        const html = reportOfText(threeRulingBoard(), 'three-rulings.pbn', { paper }, language);
        assert.equal((html.match(/<div class="ruling">/g) ?? []).length, 3, 'three rulings on the board');
        const { pages, size, text } = await printedPages(html, folder);
        assert.equal(pages, 1);
        assert.match(size, paper === 'A4' ? /\(A4\)/ : /\(letter\)|^612 x 792 pts/);
        assert.match(text, language === 'en' ? /Ruling report/ : /Verslag van de uitspraak/);
        assert.match(text, language === 'en' ? /An appeal may be lodged/ : /Beroep kan/);
      });
      for (const perPage of [1, 2, 4] as const) {
        it(`every holding stays on one line: handout, ${perPage} a page, ${paper} (${language})`, async () => {
          const { pages, text } = await printedPages(reportOfText(LONG_SUITS, 'long.pbn', { layout: 'handout', perPage, paper }, language), folder);
          assert.equal(pages, 4 / perPage);
          assert.deepEqual(brokenHoldings(text, LONG_HOLDINGS[language]), []);
        });
      }
      for (const perPage of [1, 2, 4] as const) {
        it(`the teaching handout with double dummy and the hidden hands shown keeps ${perPage} board${perPage === 1 ? '' : 's'} a page: ${4 / perPage} ${paper} page${perPage === 4 ? '' : 's'} (${language})`, async function () {
          if (!findEngineDirectory()) {
            if (process.env.CI === 'true') assert.fail('dist/dds.wasm not built; CI must run this test');
            this.skip();
          }
          const { status, output } = await runCaptured(['report', '--layout', 'handout', '--per-page', String(perPage), '--paper', paper.toLowerCase(), '--show-hidden', '--language', language, path.join(SAMPLES, 'teaching.pbn')]);
          assert.equal(status, 0);
          assert.equal((output.match(/<table class="dd"/g) ?? []).length, 4, 'every board has its double-dummy table');
          const { pages, size } = await printedPages(output, folder);
          assert.equal(pages, 4 / perPage);
          assert.match(size, paper === 'A4' ? /\(A4\)/ : /\(letter\)|^612 x 792 pts/);
        });
      }
      it(`every holding stays on one line: ruling report, ${paper} (${language})`, async () => {
        const { text } = await printedPages(reportOfText(LONG_SUITS, 'long.pbn', { paper }, language), folder);
        assert.deepEqual(brokenHoldings(text, LONG_HOLDINGS[language]), []);
      });
    }
  }
});

