/**
 * The PDF report drawn without a browser (pdfkit), measured with poppler-utils: `pdfinfo` counts
 * the pages — one board a page in the ruling report (a board with three rulings and the facts
 * block one A4 and one Letter page, the title on it, English and Dutch), the handout 1, 2 or 4
 * boards a page; `pdffonts` shows every font embedded; `pdftotext -layout` shows each suit of each
 * hand on one line, compared with the Deal tag; `pdftotext -bbox` with `pdftoppm` shows the hearts
 * and diamonds red and the spades and clubs black. Also `report --format pdf` and the editor's
 * `pbn/report` request with `format: 'pdf'`. Skipped with a message where poppler-utils is
 * missing; under CI=true (where .ci/run installs it) a missing tool fails the run.
 * Test tier: full — draws PDF pages.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { answerReportPdf } from '../../server/src/server/reportPdfRequest';
import { rulingReportPdf } from '../../server/src/features/report/pdf/reportPdf';
import { ReportLayout } from '../../server/src/features/report/rulingReport';
import { getLanguageService } from '../../server/src/languageService';
import { loadReportFonts } from '../../server/src/io/reportFonts';
import { runCaptured } from '../support/cli';
import { parsePbn } from './support';
import { Printed, hasPoppler, readPdf } from './pdfRead';

const SAMPLES = path.join(__dirname, '..', '..', 'samples');

let folder: string;
let counter = 0;

function read(bytes: Uint8Array): Printed {
  const file = path.join(folder, `report-${++counter}.pdf`);
  writeFileSync(file, bytes);
  return readPdf(file);
}

async function pdfOf(text: string, name: string, layout: ReportLayout, language: 'en' | 'nl' = 'en'): Promise<Printed> {
  const { document, model } = parsePbn(text, language, undefined, `file:///samples/${name}`);
  return read((await rulingReportPdf(document, model, 'file', language, await loadReportFonts(), undefined, layout))!);
}

function sample(name: string): string {
  return readFileSync(path.join(SAMPLES, name), 'latin1');
}

const DEAL = 'N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987';

/** `count` boards of one deal with long suits (and a spade void), dealt by North. */
function longSuits(count: number, extra = ''): string {
  return '% PBN 2.1\n' + Array.from({ length: count }, (_, index) => `[Event "Long suits"]\n[Board "${index + 1}"]\n[Dealer "N"]\n[Vulnerable "None"]\n${extra}`
    + `[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "6H"]\n[Result "12"]\n[Auction "N"]\n1S Pass 4H Pass\n6H Pass Pass Pass\n`).join('\n');
}

/** Every holding of the deal as printed, spaces left out: the suit symbol and the ranks (10 for T; Dutch H V B for K Q J), a void a dash. */
function holdings(deal: string, language: 'en' | 'nl'): string[] {
  const names: Record<string, string> = language === 'nl' ? { T: '10', K: 'H', Q: 'V', J: 'B' } : { T: '10' };
  return deal.slice(2).split(' ').flatMap((hand) => hand.split('.').map((ranks, suit) => '♠♥♦♣'[suit] + ([...ranks].map((rank) => names[rank] ?? rank).join('') || '—')));
}

/** The holdings no printed line holds whole. */
function brokenHoldings(printed: string, expected: readonly string[]): string[] {
  const lines = printed.split('\n').map((line) => line.replace(/\s+/g, ''));
  return expected.filter((holding) => !lines.some((line) => line.includes(holding)));
}

/** The unmarked-revoke board with its play cut after trick 11, a disputed claim and a premature play: three rulings. */
function threeRulingBoard(): string {
  return sample('revoke-unmarked.pbn')
    .replace(/HT H4 CJ HA\r?\nHK H9 D2 HQ/, '*')
    .replace('[Auction "S"]', '[Irregularities "5 E PrematurePlay S6 None; 12 S Claim - Disputed"]\n[Auction "S"]');
}

/** The colours inside the box of each word `word` on page 1 (as 0–255 RGB triples), rendered at 100 dpi. */
function coloursOfWords(file: string, word: string): Array<Array<[number, number, number]>> {
  const boxes = [...execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' })
    .matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].filter((match) => match[5] === word);
  const image = execFileSync('pdftoppm', ['-r', '100', '-f', '1', '-l', '1', file], { maxBuffer: 64 * 1024 * 1024 });
  // A binary PPM: "P6 width height 255" then RGB bytes.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'))!;
  const [width, offset] = [Number(header[1]), header[0].length];
  const dots = 100 / 72;
  return boxes.map((box) => {
    const colours: Array<[number, number, number]> = [];
    for (let y = Math.floor(Number(box[2]) * dots); y <= Math.ceil(Number(box[4]) * dots); y++) {
      for (let x = Math.floor(Number(box[1]) * dots); x <= Math.ceil(Number(box[3]) * dots); x++) {
        const at = offset + 3 * (y * width + x);
        colours.push([image[at], image[at + 1], image[at + 2]]);
      }
    }
    return colours;
  });
}

const isRed = ([red, green, blue]: [number, number, number]) => red > 150 && green < 100 && blue < 100;
const isDark = ([red, green, blue]: [number, number, number]) => red < 90 && green < 90 && blue < 90;

describe('PDF report without a browser (pdfkit, read with poppler-utils)', function () {
  this.timeout(120000);
  before(function () {
    if (!hasPoppler()) {
      if (process.env.CI === 'true') assert.fail('poppler-utils not installed; CI must run this test');
      console.log('      skipped: poppler-utils not installed (apt-get install -y poppler-utils)');
      this.skip();
    }
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-pdf-'));
  });
  after(() => { if (folder) rmSync(folder, { recursive: true, force: true }); });

  it('the ruling report of revoke-unmarked.pbn is one A4 page with DejaVu Sans embedded in its three faces', async () => {
    const printed = await pdfOf(sample('revoke-unmarked.pbn'), 'revoke-unmarked.pbn', {});
    assert.equal(printed.pages, 1);
    assert.match(printed.size, /\(A4\)/);
    const fonts = printed.fonts.split('\n').slice(2).filter((line) => line.trim());
    assert.deepEqual(fonts.map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, '')).sort(), ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique']);
    for (const line of fonts) assert.match(line, /\s+yes\s+yes\s+yes\s+\d+\s+\d+$/, `embedded, subset, with a Unicode map: ${line}`);
  });

  it('the ruling report of teaching.pbn is one board a page, the title on the first', async () => {
    const printed = await pdfOf(sample('teaching.pbn'), 'teaching.pbn', {});
    const boards = (sample('teaching.pbn').match(/^\[Board "/gm) ?? []).length;
    assert.equal(printed.pages, boards);
    const pages = printed.text.split('\f').filter((page) => page.trim());
    assert.match(pages[0], /^\s*Ruling report — teaching\.pbn/);
    pages.forEach((page, index) => assert.match(page, new RegExp(`Board ${index + 1} · `), `board ${index + 1} on page ${index + 1}`));
  });

  for (const language of ['en', 'nl'] as const) {
    for (const paper of ['A4', 'Letter'] as const) {
      it(`a board with three rulings and the facts block is one ${paper} page with the title on it (${language})`, async () => {
        const printed = await pdfOf(threeRulingBoard(), 'three-rulings.pbn', { paper }, language);
        assert.equal(printed.pages, 1);
        assert.match(printed.size, paper === 'A4' ? /\(A4\)/ : /\(letter\)|^612 x 792 pts/);
        assert.match(printed.text, language === 'en' ? /Ruling report — three-rulings\.pbn/ : /Verslag van de uitspraak — three-rulings\.pbn/);
        assert.match(printed.text, language === 'en' ? /An appeal may be lodged/ : /Beroep kan/);
        // Each ruling opens with its article alone on a line (a disputed claim's marked provisional).
        const heads = language === 'en' ? /^\s*Law (57C|64A1|70) \(Laws 2017\)(\s+provisional.*)?$/gm : /^\s*Artikel (57C|64A1|70) \(Spelregels 2017\)(\s+voorlopig.*)?$/gm;
        assert.deepEqual([...printed.text.matchAll(heads)].map((match) => match[1]), ['57C', '64A1', '70']);
      });
      for (const perPage of [1, 2, 4] as const) {
        it(`the handout is ${perPage} board(s) a page on ${paper}, every holding on one line (${language})`, async () => {
          const printed = await pdfOf(longSuits(4), 'long.pbn', { layout: 'handout', perPage, paper }, language);
          assert.equal(printed.pages, 4 / perPage);
          assert.deepEqual(brokenHoldings(printed.text, holdings(DEAL, language)), []);
        });
      }
      it(`every holding stays on one line in the ruling report, ${paper} (${language})`, async () => {
        const printed = await pdfOf(longSuits(1), 'long.pbn', { paper }, language);
        assert.equal(printed.pages, 1);
        assert.deepEqual(brokenHoldings(printed.text, holdings(DEAL, language)), []);
      });
    }
  }

  it('a handout of eight boards four a page is two pages', async () => {
    assert.equal((await pdfOf(longSuits(8), 'long.pbn', { layout: 'handout', perPage: 4 })).pages, 2);
  });

  it('prints Dutch: headings, seats, NT as SA, the play commentary with its card', async () => {
    const printed = await pdfOf(sample('teaching.pbn'), 'teaching.pbn', { layout: 'handout', perPage: 2 }, 'nl');
    assert.match(printed.text, /Bieding/);
    assert.match(printed.text, /Noord \d+ punten/);
    assert.match(printed.text, /\b3SA\b/);
    assert.match(printed.text, /Slag 1, ♠A/);
  });

  it('keeps [Hidden] hands out of the handout unless asked to show them', async () => {
    const hidden = await pdfOf(longSuits(1, '[Hidden "EW"]\n'), 'long.pbn', { layout: 'handout', perPage: 1 });
    const west = holdings(DEAL, 'en').slice(12);
    assert.deepEqual(brokenHoldings(hidden.text, west), west, 'no West holding printed');
    assert.equal(hidden.text.match(/\bhidden\b/g)?.length, 2, 'West and East each a line that says so');
    const shown = await pdfOf(longSuits(1, '[Hidden "EW"]\n'), 'long.pbn', { layout: 'handout', perPage: 1, showHidden: true });
    assert.deepEqual(brokenHoldings(shown.text, west), []);
  });

  it('draws hearts and diamonds red and spades and clubs black', async () => {
    const { file } = await pdfOf(sample('revoke-unmarked.pbn'), 'revoke-unmarked.pbn', {});
    for (const symbol of ['♥', '♦']) {
      const words = coloursOfWords(file, symbol);
      assert.ok(words.length >= 4, `${symbol} stands alone before each hand's ranks`);
      for (const colours of words) assert.ok(colours.some(isRed) && !colours.some(isDark), `${symbol} red`);
    }
    for (const symbol of ['♠', '♣']) {
      const words = coloursOfWords(file, symbol);
      assert.ok(words.length >= 4);
      for (const colours of words) assert.ok(colours.some(isDark) && !colours.some(isRed), `${symbol} black`);
    }
  });

  it('report --format pdf writes x-ruling.pdf and x-handout.pdf into a folder', async () => {
    const input = path.join(folder, 'input');
    execFileSync('mkdir', ['-p', input]);
    writeFileSync(path.join(input, 'long.pbn'), longSuits(2));
    for (const [layout, name, pages] of [['ruling', 'long-ruling.pdf', 2], ['handout', 'long-handout.pdf', 1]] as const) {
      const { status, errors } = await runCaptured(['report', '--format', 'pdf', '--layout', layout, '--language', 'nl', input, '-o', folder]);
      assert.equal(status, 0, errors);
      // --language nl: the note on standard error is Dutch too (it was English in a Dutch run before the command line's texts were localised).
      assert.match(errors, new RegExp(`verslag geschreven naar .*${name}`));
      const printed = read(readFileSync(path.join(folder, name)));
      assert.equal(printed.pages, pages);
      assert.deepEqual(brokenHoldings(printed.text, holdings(DEAL, 'nl')), []);
    }
  });

  it('answers the editor\'s pbn/report with format pdf as base64 bytes of the board at the position', async () => {
    const { document } = parsePbn(longSuits(2));
    const answer = await answerReportPdf(getLanguageService(), document, { language: 'en' }, { uri: document.uri, position: { line: 14, character: 0 }, format: 'pdf' }, () => loadReportFonts());
    assert.equal(answer?.encoding, 'base64');
    assert.equal(answer?.gameIndex, 2);
    assert.equal(answer?.board, '2');
    const printed = read(Buffer.from(answer!.content, 'base64'));
    assert.equal(printed.pages, 1);
    assert.match(printed.text, /Board 2 · 6♥ by South/);
  });
});
