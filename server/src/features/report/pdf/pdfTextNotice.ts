/**
 * What a PDF cannot show of its text (issue 37 item 9): the characters of each board drawn that
 * the embedded font has no glyph for (CJK, most emoji: pdfkit draws them as boxes), and the
 * right-to-left characters (Hebrew, Arabic, …: pdfkit draws them in stored order, unshaped). The
 * glyphs are asked of the fonts themselves (fontkit's `hasGlyphForCodePoint` on the parsed DejaVu
 * Sans faces), and a character counts as shown only where all three faces have it: the commentary
 * is drawn in the oblique face, which has no Arabic, names and the event in the regular one. The
 * texts scanned are every string of the board's view model (a little more than a handout draws,
 * never less). One notice a document; its sentence names the boards and the characters (the
 * lists of an event name the row instead: `addTexts`).
 */
import { Language } from '../../../i18n/localize';
import { cliGameName } from '../../../i18n/cliTexts';
import { PDF_TEXT_NOTICE_TEXTS } from '../../../i18n/pdfTextNoticeTexts';
import { BoardView } from '../../board/boardDataTypes';
import { PdfFonts, fontCovers } from './pdfPage';

/** The characters shown of one board at most (the rest as "…"). */
const SHOWN = 12;

/** Right-to-left scripts: Hebrew to Arabic Extended (0590–08FF), their presentation forms, and the historic right-to-left planes. */
const RIGHT_TO_LEFT: ReadonlyArray<readonly [number, number]> = [
  [0x0590, 0x08ff], [0xfb1d, 0xfdff], [0xfe70, 0xfefe], [0x10800, 0x10fff], [0x1e800, 0x1efff],
];

/** Is the code point in a right-to-left script? */
export function isRightToLeft(codePoint: number): boolean {
  return RIGHT_TO_LEFT.some(([low, high]) => codePoint >= low && codePoint <= high);
}

/** Every string in a view model (its values, nested in arrays and objects). */
function* stringsOf(value: unknown): Iterable<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item);
}

/** The characters of one kind of what is named (a board, a participant), in the order met, each once. */
type Found = { name: (language: Language) => string; characters: Set<string> };

/** Collects, board by board, what the PDF cannot show. */
export class PdfTextNotice {
  private readonly missing: Found[] = [];
  private readonly rightToLeft: Found[] = [];
  /** Answers per code point (a file's boards repeat the same characters). */
  private readonly known = new Map<number, boolean>();

  constructor(private readonly covers: (codePoint: number) => boolean) {}

  /** Reads a board as it is drawn. */
  add(board: BoardView): void {
    this.addTexts((language) => cliGameName(board.boardNumber, board.gameIndex, language), board);
  }

  /** Reads the strings of `value` (nested in arrays and objects), drawn for what `name` names in the sentence (a list's row). */
  addTexts(name: (language: Language) => string, value: unknown): void {
    const missing = new Set<string>();
    const rightToLeft = new Set<string>();
    for (const text of stringsOf(value)) {
      for (const character of text) {
        const codePoint = character.codePointAt(0)!;
        // Line breaks and spaces are never drawn as glyphs; nor are the joiners and selectors emoji carry.
        // A lone surrogate comes from a message that names a character's two halves (the Latin-1
        // problem does): the character itself is met whole in the text it comes from.
        if (codePoint < 0x20 || /\s/.test(character) || codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || (codePoint >= 0xd800 && codePoint <= 0xdfff)) continue;
        let covered = this.known.get(codePoint);
        if (covered === undefined) this.known.set(codePoint, covered = this.covers(codePoint));
        if (!covered) missing.add(character);
        else if (isRightToLeft(codePoint)) rightToLeft.add(character);
      }
    }
    if (missing.size) this.missing.push({ name, characters: missing });
    if (rightToLeft.size) this.rightToLeft.push({ name, characters: rightToLeft });
  }

  /** The notice in `language` (one or two sentences); undefined when the PDF shows every text. */
  sentence(language: Language): string | undefined {
    const texts = PDF_TEXT_NOTICE_TEXTS[language];
    const boards = (found: readonly Found[]) => found.map(({ name, characters }) => {
      const all = [...characters];
      return `${name(language)}: ${all.slice(0, SHOWN).join('')}${all.length > SHOWN ? '…' : ''}`;
    }).join(', ');
    const parts = [
      ...(this.missing.length ? [texts.missingGlyphs(boards(this.missing))] : []),
      ...(this.rightToLeft.length ? [texts.rightToLeft(boards(this.rightToLeft))] : []),
    ];
    return parts.length ? parts.join('; ') : undefined;
  }
}

/** A notice that asks the document's regular face for its glyphs. */
export function pdfTextNotice(fonts: PdfFonts): PdfTextNotice {
  return new PdfTextNotice(fontCovers(fonts));
}
