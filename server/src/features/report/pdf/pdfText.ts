/**
 * Text blocks of the PDF: the type sizes of a layout (body and three heading levels, as the HTML's
 * print style sets them), a heading, a paragraph of runs, a list with a hanging indent (notes
 * numbered, commentary and problems with a bullet) and a paragraph with a coloured bar on its left
 * (a ruling). Texts come from the board view model as they are: suit symbols, Dutch letters.
 */
import { Block } from './pdfPage';
import { COLOURS, Run } from './pdfPen';

/** The type sizes of a layout in points, at scale 1. */
export interface TypeSizes {
  body: number;
  h1: number;
  h2: number;
  h3: number;
}

/** Runs from a plain string (one run) or runs as they are. */
export function runs(text: string | readonly Run[], style: Run['style'] = 'regular', color?: string): Run[] {
  return typeof text === 'string' ? [{ text, style, color }] : [...text];
}

/** A paragraph of runs at `size` points, `before` points of space above it. */
export function paragraph(text: string | readonly Run[], size: number, before = 0, indent = 0): Block {
  return (pen, x, y, width) => pen.size(before) + pen.flow(runs(text), x + pen.size(indent), y + pen.size(before), width - pen.size(indent), pen.size(size));
}

/** A bold heading at `size` points with `before` points above it. */
export function heading(text: string | readonly Run[], size: number, before: number): Block {
  return paragraph(typeof text === 'string' ? [{ text, style: 'bold' }] : text, size, before);
}

/** A list: each item after its marker (`1.`, `•`), lines under the first indented past the marker. */
export function list(items: ReadonlyArray<readonly Run[]>, size: number, marker: (index: number) => string): Block {
  return (pen, x, y, width) => {
    const scaled = pen.size(size);
    const indent = pen.size(size * 1.6);
    let top = y;
    for (const [index, item] of items.entries()) {
      pen.write(marker(index), x + pen.size(size * 0.4), top, 'regular', scaled, COLOURS.muted);
      top += pen.flow(item, x + indent, top, width - indent, scaled);
    }
    return top - y;
  };
}

/** A block with a bar of `colour` down its left side (a ruling's box, as the HTML's border). */
export function barred(block: Block, colour: string, size: number): Block {
  return (pen, x, y, width) => {
    const gap = pen.size(size * 0.7);
    const padding = pen.size(size * 0.15);
    const height = block(pen, x + gap, y + padding, width - gap) + 2 * padding;
    pen.rect(x, y, pen.size(2), height, colour, true);
    return height;
  };
}
