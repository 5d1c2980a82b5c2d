/**
 * The printed pages, measured: Chromium prints the ruling report of the unmarked-revoke sample
 * and the teaching handout (four boards a page) to PDF, and `pdfinfo` counts the pages — the
 * ruling report fits one A4 page, the handout of the teaching sample one page. Skipped with a
 * message where Chromium or poppler-utils is missing; under CI=true (where .ci/run installs them)
 * a missing tool fails the run.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { parsePbn } from './support';

const SAMPLES = path.join(__dirname, '..', '..', 'samples');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));

function hasPdfinfo(): boolean {
  try { execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' }); return true; } catch { return false; }
}

/** Prints `html` to PDF with headless Chromium and returns the page count and the page size. */
function printedPages(html: string, folder: string): { pages: number; size: string } {
  const page = path.join(folder, 'page.html');
  const pdf = path.join(folder, 'page.pdf');
  writeFileSync(page, html);
  execFileSync(CHROMIUM!, ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${pdf}`, `file://${page}`], { stdio: 'ignore', timeout: 60000 });
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), size: /^Page size:\s+(.*)$/m.exec(info)![1] };
}

function reportOf(sample: string, layout: Parameters<typeof rulingReport>[6]): string {
  const uri = `file:///samples/${sample}`;
  const { document, model } = parsePbn(readFileSync(path.join(SAMPLES, sample), 'latin1'), 'en', undefined, uri);
  return rulingReport(document, model, 'file', 'html', 'en', undefined, layout)!;
}

describe('printed report and handout (Chromium → PDF)', function () {
  this.timeout(120000);
  let folder: string;
  before(function () {
    const missing = [CHROMIUM ? '' : 'chromium', hasPdfinfo() ? '' : 'poppler-utils'].filter(Boolean);
    if (missing.length) {
      if (process.env.CI === 'true') assert.fail(`${missing.join(' and ')} not installed; CI must run this test`);
      console.log(`      skipped: ${missing.join(' and ')} not installed (apt-get install -y ${missing.join(' ')})`);
      this.skip();
    }
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-print-'));
  });
  after(() => { if (folder) rmSync(folder, { recursive: true, force: true }); });

  it('the ruling report of revoke-unmarked.pbn is one A4 page', () => {
    const { pages, size } = printedPages(reportOf('revoke-unmarked.pbn', {}), folder);
    assert.equal(pages, 1);
    assert.match(size, /\(A4\)/, 'A4');
  });

  it('the teaching handout, four boards a page on Letter, is one Letter page per four boards', () => {
    const html = reportOf('teaching.pbn', { layout: 'handout', perPage: 4, paper: 'Letter' });
    const boards = (html.match(/<article class="board"/g) ?? []).length;
    const { pages, size } = printedPages(html, folder);
    assert.equal(pages, Math.ceil(boards / 4));
    assert.match(size, /\(letter\)|^612 x 792 pts/, 'Letter');
  });
});
