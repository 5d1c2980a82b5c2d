/**
 * The font files the PDF report embeds — DejaVu Sans regular, bold and oblique (suit symbols,
 * Dutch letters; its licence ships beside them): `fonts/` next to the running bundle (dist/cli.js,
 * dist/server.js; scripts/build.mjs copies them there), or the `dejavu-fonts-ttf` package in
 * node_modules when the code runs from source.
 */
import { existsSync, promises as fs } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PdfFonts } from '../features/report/pdf/pdfPage';
import { WordedError } from '../i18n/bothLanguages';
import { FONT_TEXTS } from '../i18n/pdfTextNoticeTexts';

/** The file of each face. */
export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' } as const;

/** The folders searched for the fonts, nearest first. */
function fontFolders(start: string): string[] {
  const folders = [join(start, 'fonts')];
  for (let folder = start, depth = 0; depth < 8; depth++) {
    folders.push(join(folder, 'node_modules', 'dejavu-fonts-ttf', 'ttf'));
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return folders;
}

/** The folder holding the three font files, or undefined. */
export function findFontFolder(start: string = __dirname): string | undefined {
  return fontFolders(start).find((folder) => Object.values(FONT_FILES).every((file) => existsSync(join(folder, file))));
}

/** The fonts read so far, by folder: read once a process (the PDF code keeps their parsed tables by these bytes). */
const LOADED = new Map<string, Promise<PdfFonts>>();

/** Reads the fonts; rejects with a message that names what is missing. */
export function loadReportFonts(start: string = __dirname): Promise<PdfFonts> {
  const folder = findFontFolder(start);
  if (!folder) return Promise.reject(new WordedError(FONT_TEXTS.missing(Object.values(FONT_FILES).join(', '), start)));
  let fonts = LOADED.get(folder);
  if (!fonts) {
    fonts = Promise.all([FONT_FILES.regular, FONT_FILES.bold, FONT_FILES.italic].map((file) => fs.readFile(join(folder, file))))
      .then(([regular, bold, italic]) => ({ regular, bold, italic }));
    LOADED.set(folder, fonts);
    fonts.catch(() => LOADED.delete(folder));
  }
  return fonts;
}
