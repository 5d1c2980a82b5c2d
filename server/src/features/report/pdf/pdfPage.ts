/**
 * Pages of the PDF: the document (A4 or Letter, the three faces of the given font embedded, the
 * title and language in its metadata, no margins of pdfkit's own — every place is computed here),
 * blocks — a thing drawn at a place in a width that says how tall it was — stacked or set side by
 * side, the largest scale at which blocks fit a height (measured with a pen that does not draw),
 * and the bytes of the finished document.
 */
import { join } from 'node:path';
import type * as Fontkit from 'fontkit';
import type { pdfLibraries } from './pdfLibraries';
import { FONT_NAMES, Pen, PdfDocument } from './pdfPen';

/** The font files the PDF embeds (DejaVu Sans: suit symbols and Dutch letters). */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

/** Something drawn at (x, y) in `width`; returns its height. */
export type Block = (pen: Pen, x: number, y: number, width: number) => number;

/** Paper sizes in points. */
export const PAPER_SIZE = { A4: { width: 595.28, height: 841.89 }, Letter: { width: 612, height: 792 } } as const;

/** Millimetres in points. */
export const MM = 72 / 25.4;

/** Blocks one under the other, `gap` points (at scale 1) between them. */
export function stack(blocks: readonly Block[], gap = 0): Block {
  return (pen, x, y, width) => {
    let top = y;
    for (const [index, block] of blocks.entries()) top += (index ? pen.size(gap) : 0) + block(pen, x, top, width);
    return top - y;
  };
}

/** Two blocks side by side in equal columns `gap` points apart; as tall as the taller. */
export function beside(left: Block, right: Block, gap: number): Block {
  return (pen, x, y, width) => {
    const column = (width - pen.size(gap)) / 2;
    return Math.max(left(pen, x, y, column), right(pen, x + column + pen.size(gap), y, column));
  };
}

/** Space of `points` (at scale 1). */
export function space(points: number): Block {
  return (pen) => pen.size(points);
}

/** The height of a block at a scale, measured without drawing. */
export function measure(doc: PdfDocument, block: Block, width: number, scale: number): number {
  return block(new Pen(doc, false, scale), 0, 0, width);
}

/** The largest of `scales` (largest first) at which the block fits `height`; the smallest when none does. */
export function fittingScale(doc: PdfDocument, block: Block, width: number, height: number, scales: readonly number[]): number {
  return scales.find((scale) => measure(doc, block, width, scale) <= height) ?? scales[scales.length - 1];
}

/** The scales tried when a board does not fit at full size: 100 % down to 60 % in steps of 5. */
export const SCALES = Array.from({ length: 9 }, (_, index) => 1 - index * 0.05);

/** A new document on `paper` with the fonts registered; pages are added by the caller. */
export function newDocument(fonts: PdfFonts, paper: 'A4' | 'Letter', title: string, language: string): PdfDocument {
  const { PDFDocument } = libraries();
  const doc = new PDFDocument({
    size: paper === 'Letter' ? 'LETTER' : 'A4', margin: 0, autoFirstPage: false, font: parsedFont(fonts.regular) as unknown as string, lang: language,
    info: { Title: title, Creator: 'PBN Director', Producer: 'PBN Director' }, displayTitle: true,
  });
  for (const style of ['regular', 'bold', 'italic'] as const) doc.registerFont(FONT_NAMES[style], parsedFont(fonts[style]) as unknown as string);
  return doc;
}

/** pdfkit and fontkit: dist/pdfLibraries.js beside the bundle, pdfLibraries.ts beside this file in the sources (a path, not a name, so that the main bundles leave them out). */
function libraries(): typeof pdfLibraries {
  return (require(join(__dirname, 'pdfLibraries')) as { pdfLibraries: typeof pdfLibraries }).pdfLibraries;
}

/** Fonts read once a process: pdfkit takes a parsed font, and each document makes its own subset of it. */
const PARSED = new WeakMap<Uint8Array, Fontkit.Font>();

/** The parsed font of a font file's bytes (decoding its tables is the slow part of a first PDF). */
function parsedFont(bytes: Uint8Array): Fontkit.Font {
  let font = PARSED.get(bytes);
  const { fontkit } = libraries();
  if (!font) PARSED.set(bytes, font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as Fontkit.Font);
  return font;
}

/** Whether every face of the fonts has a glyph for a code point (pdfTextNotice.ts). */
export function fontCovers(fonts: PdfFonts): (codePoint: number) => boolean {
  const faces = [fonts.regular, fonts.bold, fonts.italic].map(parsedFont);
  return (codePoint) => faces.every((font) => font.hasGlyphForCodePoint(codePoint));
}

/** Ends the document and resolves to its bytes. */
export function documentBytes(doc: PdfDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
