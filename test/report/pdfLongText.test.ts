/**
 * Text longer than a page and a word longer than a line in the PDF ruling report (issue 37 item 9):
 * a commentary of 6,000 words goes on over the next pages and a 6,000-letter word is cut into
 * lines, every word inside the page (`pdftotext -bbox`), none lost. Before, the words below the
 * first page were drawn at y beyond the page and the long word ran off its right edge. Skipped
 * with a message where poppler-utils is missing.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { rulingReportPdf } from '../../server/src/features/report/pdf/reportPdf';
import { loadReportFonts } from '../../server/src/io/reportFonts';
import { parsePbn } from './support';
import { hasPoppler, readPdf, wordBoxes } from './pdfRead';

const DEAL = 'N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987';
const WORDS = 6000;
const LONG_WORD = 'X'.repeat(6000);

describe('PDF report: text longer than a page, a word longer than a line', function () {
  this.timeout(120_000);
  let folder: string;
  before(function () {
    if (!hasPoppler()) {
      // eslint-disable-next-line no-console
      console.log('      skipped: poppler-utils not installed (apt-get install -y poppler-utils)');
      this.skip();
    }
    folder = mkdtempSync(path.join(tmpdir(), 'pdf-long-'));
  });
  after(() => { if (folder) rmSync(folder, { recursive: true, force: true }); });

  it('puts every word on a page, over as many pages as it takes', async () => {
    const commentary = Array.from({ length: WORDS }, (_, index) => `w${index}`).join(' ');
    const text = `% PBN 2.1\n[Event "Long text"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "6H"]\n[Result "12"]\n`
      + `{${commentary} ${LONG_WORD} end}\n[Auction "N"]\n1S Pass 4H Pass\n6H Pass Pass Pass\n`;
    const { document, model } = parsePbn(text, 'en', undefined, 'file:///samples/long.pbn');
    const file = path.join(folder, 'long.pdf');
    writeFileSync(file, (await rulingReportPdf(document, model, 'file', 'en', await loadReportFonts(), undefined, {}))!);
    const printed = readPdf(file);
    // A4: 595.28 × 841.89 points. 6,000 short words at about 110 a line-page do not fit one page.
    assert.ok(printed.pages >= 3, `${printed.pages} pages`);
    const boxes = [...wordBoxes(file).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
      .map((match) => ({ xMax: Number(match[3]), yMax: Number(match[4]), text: match[5] }));
    const outside = boxes.filter((box) => box.xMax > 595.28 || box.yMax > 841.89);
    assert.deepEqual(outside.map((box) => box.text).slice(0, 5), []);
    const numbered = new Set(boxes.map((box) => box.text).filter((word) => /^w\d+$/.test(word)));
    assert.equal(numbered.size, WORDS);
    const letters = boxes.filter((box) => /^X+$/.test(box.text));
    assert.ok(letters.length > 1, 'the long word is cut into lines');
    assert.equal(letters.reduce((sum, box) => sum + box.text.length, 0), LONG_WORD.length);
    assert.ok(boxes.some((box) => box.text === 'end'));
  });
});
