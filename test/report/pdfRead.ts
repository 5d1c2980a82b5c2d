/**
 * Test helper for the PDF tests: whether poppler-utils is installed, and what it reads from a PDF
 * file — the page count and size (`pdfinfo`), the text as laid out with pages split by form
 * feeds (`pdftotext -layout`), the fonts table (`pdffonts`) and every word with its box
 * (`pdftotext -bbox`, the document's head left out: it holds the dates).
 */
import { execFileSync } from 'node:child_process';

/** poppler-utils' tools are installed. */
export function hasPoppler(): boolean {
  try {
    for (const tool of ['pdfinfo', 'pdftotext', 'pdffonts', 'pdftoppm']) execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What poppler reads from a PDF. */
export interface Printed {
  pages: number;
  size: string;
  text: string;
  fonts: string;
  file: string;
}

/** Reads the PDF `file` with poppler. */
export function readPdf(file: string): Printed {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), size: /^Page size:\s+(.*)$/m.exec(info)![1], file,
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
  };
}

/** Every word of the PDF `file` with its box, page by page (`pdftotext -bbox` without the head). */
export function wordBoxes(file: string): string {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return html.slice(html.indexOf('<body>'));
}
