// The pictures of docs/printing.md, made on demand (not in CI): `npm run build && node scripts/printShots.mjs`.
// For each shot below it writes the report or handout of a sample with the CLI (double dummy where the engine is
// built), prints it to PDF with headless Chromium (playwright-core, /usr/bin/chromium) on the shot's paper, renders
// the chosen page with `pdftoppm -png` (poppler-utils), cropped to what the shot shows, into docs/images/printing/.
// It prints each PDF's page count and size and the PNGs' total size (kept under about 1.5 MB).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'images', 'printing');
const SAMPLES = join(ROOT, 'samples');
const CORPUS = resolve(ROOT, '..', 'shared', 'corpus');

/** Four boards of one deal with long suits: the worst case for a holding on one line. */
const LONG_SUITS = '% PBN 2.1\n' + [1, 2, 3, 4].map((board) => `[Event "Long suits"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n`
  + '[Deal "N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987"]\n[Declarer "S"]\n[Contract "6H"]\n[Result "12"]\n'
  + '[Auction "N"]\n1S Pass 4H Pass\n6H Pass Pass Pass\n').join('\n');

/** The unmarked-revoke board with its play cut after trick 11, a disputed claim and a premature play: three rulings. */
function threeRulings() {
  return readFileSync(join(SAMPLES, 'revoke-unmarked.pbn'), 'latin1')
    .replace(/HT H4 CJ HA\r?\nHK H9 D2 HQ/, '*')
    .replace('[Auction "S"]', '[Irregularities "5 E PrematurePlay S6 None; 12 S Claim - Disputed"]\n[Auction "S"]');
}

/** The claim sample as a teams match: the open room as played (an undisputed claim), the closed room doubled. */
function twoRooms() {
  const board = readFileSync(join(SAMPLES, 'claim.pbn'), 'latin1').replace('[Event "Club pairs"]', '[Event "Club teams"]')
    .replace('[Scoring "MP"]', '[Scoring "IMP"]');
  const open = board.replace('[Auction "N"]', '[Room "Open"]\n[HomeTeam "Utrecht"]\n[VisitTeam "Delft"]\n[Auction "N"]');
  const closed = board.replace(/\[Contract "4H"\][\s\S]*$/, '[Contract "4HX"]\n[Result "10"]\n[Score "NS 590"]\n'
    + '[Room "Closed"]\n[HomeTeam "Utrecht"]\n[VisitTeam "Delft"]\n[Auction "N"]\n1H Pass 3H Pass\n4H X Pass Pass\nPass\n');
  return `${open.trimEnd()}\n\n${closed.replace(/^% .*\r?\n/gm, '')}`;
}

/**
 * The shots: `source` a sample name or { name, text }, `args` the report options, `page` the page to render,
 * `crop` [x, y, width, height] in pixels at `dpi` (the whole page when absent).
 */
const SHOTS = [
  { id: 'holdings-handout-4-a4-en', source: { name: 'long-suits.pbn', text: LONG_SUITS }, args: ['--layout', 'handout', '--per-page', '4'], crop: [0, 0, 496, 400] },
  { id: 'holdings-handout-4-letter-nl', source: { name: 'long-suits.pbn', text: LONG_SUITS }, args: ['--layout', 'handout', '--per-page', '4', '--paper', 'letter', '--language', 'nl'], crop: [0, 0, 510, 380] },
  { id: 'holdings-ruling-letter-nl', source: { name: 'long-suits.pbn', text: LONG_SUITS }, args: ['--paper', 'letter', '--language', 'nl'], crop: [0, 0, 510, 300] },
  { id: 'one-page-a4-en', source: { name: 'three-rulings.pbn', text: threeRulings() }, args: [] },
  { id: 'one-page-letter-nl', source: { name: 'three-rulings.pbn', text: threeRulings() }, args: ['--paper', 'letter', '--language', 'nl'] },
  { id: 'fifty-seven-boards-page-1', source: { corpus: 'real/jarekczek-pbntools_annamar_1538_pairs_untitled.pbn' }, args: ['--no-dd'] },
  { id: 'commentary-handout-en', source: 'teaching.pbn', args: ['--layout', 'handout', '--per-page', '2'] },
  { id: 'hidden-handout-en', source: 'teaching.pbn', args: ['--layout', 'handout', '--per-page', '4'] },
  { id: 'hidden-shown-handout-en', source: 'teaching.pbn', args: ['--layout', 'handout', '--per-page', '4', '--show-hidden'] },
  { id: 'dutch-handout-nl', source: 'teaching.pbn', args: ['--layout', 'handout', '--per-page', '2', '--language', 'nl'] },
  { id: 'two-rooms-open-nl', source: { name: 'two-rooms.pbn', text: twoRooms() }, args: ['--language', 'nl'], page: 1 },
  { id: 'two-rooms-closed-nl', source: { name: 'two-rooms.pbn', text: twoRooms() }, args: ['--language', 'nl'], page: 2 },
  { id: 'two-rooms-handout-en', source: { name: 'two-rooms.pbn', text: twoRooms() }, args: ['--layout', 'handout', '--per-page', '2'] },
];

/** The input file of a shot, written into `work` when it is generated; undefined when it is missing here. */
function inputOf(source, work) {
  if (typeof source === 'string') return join(SAMPLES, source);
  if (source.corpus) {
    const file = join(CORPUS, source.corpus);
    try { statSync(file); return file; } catch { return undefined; }
  }
  const file = join(work, source.name);
  writeFileSync(file, source.text, 'latin1');
  return file;
}

/** Prints `html` to PDF at `pdf` on the paper its @page rule names; returns pdfinfo's page count and size. */
async function printPdf(browser, htmlFile, pdf) {
  const page = await browser.newPage();
  try {
    await page.goto(`file://${htmlFile}`);
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  } finally {
    await page.close();
  }
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)[1]), size: /^Page size:\s+(.*)$/m.exec(info)[1].trim() };
}

/** Renders page `page` of `pdf` at `dpi`, cropped to `crop`, as OUT/id.png. */
function renderPng(pdf, id, page = 1, dpi = 60, crop) {
  const cropArgs = crop ? ['-x', crop[0], '-y', crop[1], '-W', crop[2], '-H', crop[3]].map(String) : [];
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile', ...cropArgs, pdf, join(OUT, id)]);
  return statSync(join(OUT, `${id}.png`)).size;
}

const work = mkdtempSync(join(tmpdir(), 'pbn-print-shots-'));
const only = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
let total = 0;
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS.filter((candidate) => only.length === 0 || only.includes(candidate.id))) {
    const input = inputOf(shot.source, work);
    if (!input) { console.log(`${shot.id}: skipped, ${shot.source.corpus} is not here (../shared)`); continue; }
    const html = join(work, `${shot.id}.html`);
    execFileSync(process.execPath, [join(ROOT, 'bin', 'pbn-director.js'), 'report', ...shot.args, input, '-o', html], { stdio: 'pipe' });
    const pdf = join(work, `${shot.id}.pdf`);
    const { pages, size } = await printPdf(browser, html, pdf);
    const bytes = renderPng(pdf, shot.id, shot.page, shot.dpi, shot.crop);
    total += bytes;
    console.log(`${shot.id}: ${pages} page${pages === 1 ? '' : 's'}, ${size}; page ${shot.page ?? 1} → ${(bytes / 1024).toFixed(0)} kB`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`${(total / 1024).toFixed(0)} kB of PNG in ${OUT}`);
