/**
 * An event's standings (`score --event --format html|pdf`, the editor's "Re-score Event") as one
 * self-contained HTML page (the report's style, every text escaped, no scripts) and as a PDF drawn
 * with the report's PDF machinery: per file its heading, the standings before and after the
 * rulings (a Mitchell's directions apart, the participants the rulings moved marked), the rule of
 * average plus, what changed, what to enter in the scoring programs and the TotalScoreTable check.
 * Both are drawn from the same sections as the text (eventReport.ts), so they say the same.
 */
import { EVENT_WORDS } from '../../i18n/eventTexts';
import { Language } from '../../i18n/localize';
import { escapeHtml as esc } from '../report/escape';
import { BASE_STYLE } from '../report/reportStyle';
import { PdfFonts, documentBytes, newDocument } from '../report/pdf/pdfPage';
import { PagedDocument } from '../report/pdf/pdfPagedTable';
import { COLOURS } from '../report/pdf/pdfPen';
import { heading, list, paragraph } from '../report/pdf/pdfText';
import { PdfTextNotice } from '../report/pdf/pdfTextNotice';
import { EventSections } from './eventReport';

/** The page's own style: the moved participants in bold, the check's outcome coloured, print margins. */
const EVENT_STYLE = BASE_STYLE + `
section.file + section.file { margin-top: 1.5em; border-top: 2px solid var(--line); padding-top: 0.8em; }
tr.changed td { font-weight: 600; } td.number { text-align: right; white-space: nowrap; }
.agree { color: var(--muted); } .differ { color: var(--alert); font-weight: 600; }
@page { size: A4; margin: 10mm 12mm; }
@media print { :root { color-scheme: light; --text: #000; --back: #fff; --muted: #555; --line: #999; --alert: #a4001d; } body { font-size: 9pt; margin: 0; max-width: none; padding: 0; } }
`;

/** The columns of the standings that hold figures (rank, total, before). */
const NUMBER_COLUMNS = new Set([0, 2, 3]);

/** One file's section of the page. */
function fileSection(sections: EventSections): string {
  const parts = [`<h2>${esc(sections.file)}</h2>`];
  if (sections.note) return `<section class="file">\n${parts[0]}\n<p>${esc(sections.note)}</p>\n</section>`;
  parts.push(`<p class="muted">${esc(sections.heading ?? '')}</p>`);
  for (const group of sections.groups) {
    if (group.title) parts.push(`<h3>${esc(group.title)}</h3>`);
    const head = group.header.map((title) => `<th>${esc(title)}</th>`).join('');
    const rows = group.rows.map((row) => `<tr${row.changed ? ' class="changed"' : ''}>${row.cells.map((cell, index) => `<td${NUMBER_COLUMNS.has(index) ? ' class="number"' : ''}>${esc(cell)}</td>`).join('')}</tr>`);
    parts.push(`<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`);
  }
  if (sections.averagePlus) parts.push(`<p>${esc(sections.averagePlus)}</p>`);
  parts.push(`<ul>\n${sections.changes.map((line) => `<li>${esc(line)}</li>`).join('\n')}\n</ul>`);
  if (sections.rulingHeading) parts.push(`<p>${esc(sections.rulingHeading)}</p>`, `<ul>\n${sections.rulings.map((line) => `<li>${esc(line)}</li>`).join('\n')}\n</ul>`);
  if (sections.leftOut) parts.push(`<p>${esc(sections.leftOut)}</p>`);
  if (sections.totals) {
    parts.push(`<p class="${sections.totals.agree ? 'agree' : 'differ'}">${esc(sections.totals.line)}</p>`);
    if (sections.totals.differences.length) parts.push(`<ul>\n${sections.totals.differences.map((line) => `<li>${esc(line)}</li>`).join('\n')}\n</ul>`);
  }
  return `<section class="file">\n${parts.join('\n')}\n</section>`;
}

/** The event of every file as one HTML page. */
export function eventHtml(files: readonly EventSections[], language: Language): string {
  const title = EVENT_WORDS[language].title;
  return `<!DOCTYPE html>\n<html lang="${esc(language)}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc(title)}</title>\n<style>${EVENT_STYLE}</style>\n</head>\n<body>\n`
    + `<h1>${esc(title)}</h1>\n${files.map(fileSection).join('\n')}\n</body>\n</html>\n`;
}

/** The type sizes of the lists' PDFs (the report's print sizes). */
const SIZE = { body: 9, h1: 12, h2: 10.5, table: 8.5 };

/** Lines with a bullet, each a block of its own (a long list goes on over the next page). */
function bullets(pages: PagedDocument, lines: readonly string[]): void {
  for (const line of lines) pages.block(list([[{ text: line }]], SIZE.body, () => '•'));
}

/** The event of every file as a PDF (A4, DejaVu Sans); `notice` hears every text drawn. */
export async function eventPdf(files: readonly EventSections[], language: Language, fonts: PdfFonts, notice?: PdfTextNotice): Promise<Uint8Array> {
  const title = EVENT_WORDS[language].title;
  const doc = newDocument(fonts, 'A4', title, language);
  const pages = new PagedDocument(doc);
  pages.block(heading(title, SIZE.h1, 0));
  for (const sections of files) {
    notice?.addTexts(() => sections.file, sections);
    pages.block(heading(sections.file, SIZE.h2, SIZE.body));
    if (sections.note) {
      pages.block(paragraph(sections.note, SIZE.body));
      continue;
    }
    pages.block(paragraph([{ text: sections.heading ?? '', color: COLOURS.muted }], SIZE.body, 2));
    for (const group of sections.groups) {
      if (group.title) pages.block(heading(group.title, SIZE.body, 4));
      pages.table({ head: group.header, rows: group.rows.map((row) => row.cells.map((text) => ({ text, ...(row.changed ? { fill: COLOURS.mark } : {}) }))), size: SIZE.table });
    }
    if (sections.averagePlus) pages.block(paragraph(sections.averagePlus, SIZE.body, 2));
    bullets(pages, sections.changes);
    if (sections.rulingHeading) {
      pages.block(paragraph(sections.rulingHeading, SIZE.body, 4));
      bullets(pages, sections.rulings);
    }
    if (sections.leftOut) pages.block(paragraph(sections.leftOut, SIZE.body, 2));
    if (sections.totals) {
      pages.block(paragraph([{ text: sections.totals.line, ...(sections.totals.agree ? {} : { style: 'bold' as const, color: COLOURS.alert }) }], SIZE.body, 4));
      bullets(pages, sections.totals.differences);
    }
  }
  return documentBytes(doc);
}
