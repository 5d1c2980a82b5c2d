/**
 * The sentences that say a PDF cannot show some of its text (issue 37 item 9): characters the
 * embedded font (DejaVu Sans) has no glyph for print as boxes, and right-to-left text (Hebrew,
 * Arabic) is drawn in its stored order without joined letter forms. Each names the boards and the
 * characters ("board 3: 中文"); the HTML report shows both as written. Also the line when the
 * fonts themselves are not found (an installation without them).
 */
import { Localized } from './localize';
import { inBoth } from './bothLanguages';

/** The fonts of the PDF not found, in both languages (io/reportFonts.ts rejects with it). */
export const FONT_TEXTS = inBoth({
  en: { missing: (files: string, start: string) => `the PDF fonts (${files}) were not found next to ${start} or in node_modules/dejavu-fonts-ttf` },
  nl: { missing: (files: string, start: string) => `de lettertypen voor PDF (${files}) zijn niet gevonden naast ${start} of in node_modules/dejavu-fonts-ttf` },
});

/** The words of the PDF's text notice. */
export const PDF_TEXT_NOTICE_TEXTS: Localized<{
  /** `boards`: "board 3: 中文, board 7: 😀". */
  missingGlyphs(boards: string): string;
  rightToLeft(boards: string): string;
}> = {
  en: {
    missingGlyphs: (boards) => `the PDF's font (DejaVu Sans) has no glyph for these characters, which print as boxes: ${boards} (HTML shows them)`,
    rightToLeft: (boards) => `the PDF prints right-to-left text left to right with unjoined letters: ${boards} (HTML shows it as written)`,
  },
  nl: {
    missingGlyphs: (boards) => `het lettertype van de pdf (DejaVu Sans) kan deze tekens niet weergeven, ze worden als vakjes gedrukt: ${boards} (HTML toont ze)`,
    rightToLeft: (boards) => `de pdf drukt tekst van rechts naar links van links naar rechts af, met losse letters: ${boards} (HTML toont die zoals geschreven)`,
  },
};
