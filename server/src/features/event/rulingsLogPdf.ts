/**
 * The rulings log (rulingsLog.ts) as a PDF: landscape A4, the title, the summary line (and that
 * names are left out, with `--hide-names`), then one ruled table of every ruling with the columns
 * and words of the CSV and the HTML page (rulingsLogFormats.ts), each cell wrapped, the rows going
 * on over the next pages with the head repeated, the status coloured as on the page. The links to
 * the boards' ruling reports are the HTML page's: a PDF has no folder to point into.
 */
import { RULINGS_LOG_WORDS } from '../../i18n/rulingsLogTexts';
import { cliGameName } from '../../i18n/cliTexts';
import { PdfFonts, documentBytes, newDocument, space } from '../report/pdf/pdfPage';
import { PagedDocument } from '../report/pdf/pdfPagedTable';
import { COLOURS } from '../report/pdf/pdfPen';
import { heading, paragraph } from '../report/pdf/pdfText';
import { PdfTextNotice } from '../report/pdf/pdfTextNotice';
import { RulingsLogRow } from './rulingsLog';
import { RulingsLogLayout, rulingsLogCells, rulingsLogTitles } from './rulingsLogFormats';

/** The background of the status cell, per status (the HTML page's colours). */
const STATUS_FILL = { ruled: '#dff0d8', 'to-be-checked': '#fdecc8' } as const;

/** The index of the status column (the same in every layout: the player columns come after it). */
const STATUS_COLUMN = 10;

/** The log as a PDF; `notice` hears every row's text drawn. */
export async function rulingsLogPdf(rows: readonly RulingsLogRow[], layout: RulingsLogLayout, fonts: PdfFonts, notice?: PdfTextNotice): Promise<Uint8Array> {
  const words = RULINGS_LOG_WORDS[layout.language];
  const doc = newDocument(fonts, 'A4', words.title, layout.language);
  const pages = new PagedDocument(doc, 'A4', true);
  pages.block(heading(words.title, 12, 0));
  const ruled = rows.filter((row) => row.status === 'ruled').length;
  const notes = [words.summary(rows.length, layout.files.length, ruled, rows.length - ruled), ...(layout.hideNames ? [words.namesHidden] : [])];
  for (const note of notes) pages.block(paragraph([{ text: note, color: COLOURS.muted }], 9, 2));
  if (rows.length === 0) {
    pages.block(paragraph(words.noRulings, 9, 6));
    return documentBytes(doc);
  }
  const body = rows.map((row) => {
    const texts = rulingsLogCells(row, layout);
    notice?.addTexts((language) => cliGameName(row.board, row.gameIndex, language), texts);
    return texts.map((text, index) => ({ text, ...(index === STATUS_COLUMN ? { fill: STATUS_FILL[row.status] } : {}) }));
  });
  pages.block(space(4));
  // The irregularity, the table result and the ruled score keep their pieces whole (`Trick 7,` `4♠ −1,` `NS −50`).
  pages.table({ head: rulingsLogTitles(layout), rows: body, size: 7.5, keep: [4, 7, 8] });
  return documentBytes(doc);
}
