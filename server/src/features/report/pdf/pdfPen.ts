/**
 * The pen every PDF block draws with: text at a place in one of the three embedded faces (regular,
 * bold, italic), hearts and diamonds in red wherever they stand, spades and clubs in the text's
 * colour, and runs of text laid out in lines of a width (broken at white space, and a word wider
 * than the line between its characters; a run marked `keep` — a suit's holding — is never broken).
 * A pen given the page's top and bottom carries flowed text over to new pages: the places its
 * callers give go on growing down, and `shift` maps them onto the page now drawn (issue 37 item 9:
 * a long commentary was drawn below the page, a long word past its edge). The same pen measures
 * without drawing (`draw` false), so a page can be fitted before anything is put on it; sizes are
 * given at scale 1 and multiplied by the pen's scale.
 */

/** The three faces of the embedded font. */
export type FontStyle = 'regular' | 'bold' | 'italic';

/** The print colours (those of the HTML's print style). */
export const COLOURS = { text: '#000000', muted: '#555555', red: '#c0262d', line: '#999999', alert: '#a4001d', mark: '#fff1a8' } as const;

/** A piece of text in one face, size (as a factor of the block's size) and colour. */
export interface Run {
  text: string;
  style?: FontStyle;
  color?: string;
  /** The size as a factor of the size the run is laid out at (superscripts 0.75). */
  relative?: number;
  /** Never broken across lines (a suit's holding, a card with its marks). */
  keep?: boolean;
}

/** The part of pdfkit's document the pen uses. */
export type PdfDocument = PDFKit.PDFDocument;

/** The font names the document registers its faces under. */
const FACE: Record<FontStyle, string> = { regular: 'pbn-regular', bold: 'pbn-bold', italic: 'pbn-italic' };

/** The widths of texts at 1 point, per document and face (pdfkit shapes each text it measures: slow to repeat). */
const WIDTHS = new WeakMap<PdfDocument, Map<string, number>>();

/** The line height as a factor of the type size (the HTML's print line height). */
export const LINE_HEIGHT = 1.28;

/** One word of a laid-out line: pieces drawn one after another, no space between. */
type Word = Run[];

/** Draws (or, with `draw` false, only measures) text on a pdfkit document. */
export class Pen {
  /** How far the page now drawn lies below the first one, in the callers' places (0 until flowed text carries over). */
  shift = 0;

  /**
   * The smallest factor a block set its type by to fit its width (a hand diagram, a table; 1 while
   * none had to): a handout sheet is measured with it and drawn at one size (issue 32 item 7).
   */
  narrowest = 1;

  constructor(readonly doc: PdfDocument, readonly draw: boolean, readonly scale: number, private readonly page?: { top: number; bottom: number }) {}

  /** The factor that sets something `natural` points wide into `width` (1 when it fits), kept in `narrowest`. */
  fit(natural: number, width: number): number {
    // A hair of tolerance: a sheet drawn at the factor measured must not shrink again by rounding.
    const factor = natural > width * (1 + 1e-9) ? width / natural : 1;
    this.narrowest = Math.min(this.narrowest, factor);
    return factor;
  }

  /** A size at this pen's scale. */
  size(points: number): number {
    return points * this.scale;
  }

  /** The width of `text` in `style` at `size` points (already scaled); each text is measured once a document (widths grow with the size). */
  widthOf(text: string, style: FontStyle, size: number): number {
    let widths = WIDTHS.get(this.doc);
    if (!widths) WIDTHS.set(this.doc, widths = new Map());
    const key = `${style}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) widths.set(key, width = this.doc.font(FACE[style]).fontSize(1000).widthOfString(text) / 1000);
    return width * size;
  }

  /** The width of runs side by side at `size` points. */
  runsWidth(runs: readonly Run[], size: number): number {
    return runs.reduce((sum, run) => sum + this.widthOf(run.text, run.style ?? 'regular', size * (run.relative ?? 1)), 0);
  }

  /** Writes `text` with its top at (x, y), hearts and diamonds red; returns its width. */
  write(text: string, x: number, y: number, style: FontStyle, size: number, color: string = COLOURS.text): number {
    const width = this.widthOf(text, style, size);
    if (!this.draw || text === '') return width;
    y -= this.shift;
    let at = x;
    for (const part of text.split(/([♥♦])/)) {
      if (part === '') continue;
      const red = part === '♥' || part === '♦';
      this.doc.font(FACE[style]).fontSize(size).fillColor(red ? COLOURS.red : color).text(part, at, y, { lineBreak: false });
      at += this.widthOf(part, style, size);
    }
    return width;
  }

  /** Writes runs side by side on one line with their top at (x, y); returns their width. */
  writeRuns(runs: readonly Run[], x: number, y: number, size: number): number {
    let at = x;
    for (const run of runs) {
      const runSize = size * (run.relative ?? 1);
      at += this.write(run.text, at, y, run.style ?? 'regular', runSize, run.color);
    }
    return at - x;
  }

  /** Lays runs out in lines no wider than `width` from (x, y); returns the height used. */
  flow(runs: readonly Run[], x: number, y: number, width: number, size: number): number {
    const lineHeight = size * LINE_HEIGHT;
    const space = this.widthOf(' ', 'regular', size);
    let line: Word[] = [];
    let used = 0;
    let top = y;
    const flush = () => {
      // A line that would run below the page starts a new one (a pen with a page; not at the page's top).
      if (this.draw && this.page && top - this.shift + lineHeight > this.page.bottom && top - this.shift > this.page.top) {
        this.doc.addPage();
        this.shift = top - this.page.top;
      }
      let at = x;
      for (const [index, word] of line.entries()) {
        if (index) at += space;
        at += this.writeRuns(word, at, top, size);
      }
      top += lineHeight;
      line = [];
      used = 0;
    };
    for (const word of this.fitted(words(runs), width, size)) {
      const wordWidth = this.runsWidth(word, size);
      if (line.length && used + space + wordWidth > width) flush();
      used += (line.length ? space : 0) + wordWidth;
      line.push(word);
    }
    if (line.length || top === y) flush();
    return top - y;
  }

  /** The words, each wider than `width` cut between characters into pieces that fit (a `keep` run stays whole). */
  private *fitted(all: Iterable<Word>, width: number, size: number): Iterable<Word> {
    for (const word of all) {
      if (this.runsWidth(word, size) <= width || word.some((run) => run.keep)) { yield word; continue; }
      let piece: Word = [];
      let used = 0;
      for (const run of word) {
        const runSize = size * (run.relative ?? 1);
        let text = '';
        for (const character of run.text) {
          const characterWidth = this.widthOf(character, run.style ?? 'regular', runSize);
          if (used + characterWidth > width && (text || piece.length)) {
            if (text) piece.push({ ...run, text });
            yield piece;
            piece = [];
            text = '';
            used = 0;
          }
          text += character;
          used += characterWidth;
        }
        if (text) piece.push({ ...run, text });
      }
      if (piece.length) yield piece;
    }
  }

  /** A straight line. */
  line(x1: number, y1: number, x2: number, y2: number, color: string = COLOURS.line, width = 0.5): void {
    if (this.draw) this.doc.save().moveTo(x1, y1 - this.shift).lineTo(x2, y2 - this.shift).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** A rectangle's outline, or a filled one. */
  rect(x: number, y: number, width: number, height: number, color: string = COLOURS.line, filled = false): void {
    if (!this.draw) return;
    this.doc.save().rect(x, y - this.shift, width, height);
    if (filled) this.doc.fillColor(color).fill();
    else this.doc.lineWidth(0.5).strokeColor(color).stroke();
    this.doc.restore();
  }
}

/** The font names to register the three faces under. */
export const FONT_NAMES = FACE;

/** The words of runs: pieces between white space (a line break in the text is a space, as in HTML), a `keep` run whole. */
function words(runs: readonly Run[]): Word[] {
  const result: Word[] = [];
  let current: Word = [];
  const end = () => {
    if (current.length) result.push(current);
    current = [];
  };
  for (const run of runs) {
    if (run.keep) {
      current.push(run);
      continue;
    }
    for (const [index, part] of run.text.split(/(\s+)/).entries()) {
      if (index % 2 === 1) end();
      else if (part) current.push({ ...run, text: part });
    }
  }
  end();
  return result;
}
