/**
 * `score --event`'s consumers of its inputs, without the file system: each input's event from its
 * games read as they stream by (features/event/eventReport.ts: standings before and after the
 * rulings, the TotalScoreTable checked) as text, JSON, one HTML page or a PDF
 * (features/event/eventPages.ts); with `--rulings-log` every ruling of the inputs
 * (features/event/rulingsLog.ts) as CSV, HTML, JSON or PDF (rulingsLogFormats.ts, rulingsLogPdf.ts).
 * A LIN file holds no traveller: the event says so in its place, the log leaves it out with a
 * line. A front end opens each input (`open`) and writes the document: the command line's files
 * as they stream (cli/scoreEvent.ts), the editor's documents as they are ("Re-score Event" and
 * "Rulings Log", server/eventRequest.ts).
 */
import type { EventSections, RulingsLogRow, ServiceSettings } from '../languageService';
import { eventHtml, eventJson, eventPdf, eventSections, eventText, rulingsLogCsv, rulingsLogHtml, rulingsLogJson, rulingsLogPdf, streamEvent, streamRulingsLog } from '../languageService';
import { PdfFonts } from '../features/report/pdf/pdfPage';
import { PdfTextNotice, pdfTextNotice } from '../features/report/pdf/pdfTextNotice';
import { EVENT_WORDS } from '../i18n/eventTexts';
import { pushAll } from '../arrays';
import { GameStreamSource } from '../model/document/gameTextStream';
import { OpenedInput } from './openedInput';
import { streamSource } from './streamSource';

/** One input of the event: its name as shown, and its games as they stream (none for a LIN file, which holds no traveller). */
export interface EventInput {
  path: string;
  games?: GameStreamSource;
}

/** An opened input as an input of the event. */
export function eventInputOf(opened: OpenedInput): EventInput {
  return opened.kind === 'lin' ? { path: opened.path } : { path: opened.path, games: streamSource(opened.games) };
}

/** A document to write: text, a page or a PDF's bytes, and for a PDF what it cannot show. */
export interface EventDocument {
  content: string | Uint8Array;
  notice?: PdfTextNotice;
}

/** The PDF of `draw` with its notice of the text the fonts cannot show. */
async function pdfDocument(fonts: PdfFonts, draw: (fonts: PdfFonts, notice: PdfTextNotice) => Promise<Uint8Array>): Promise<EventDocument> {
  const notice = pdfTextNotice(fonts);
  return { content: await draw(fonts, notice), notice };
}

/**
 * The events of `files`, each opened by `open` in turn, in `format` (text, json, html, pdf);
 * `differs` when a file's TotalScoreTable differs from its travellers. `pause` runs after each
 * block read (a slow reader).
 */
export async function eventDocument(files: readonly string[], open: (file: string) => Promise<EventInput>, format: string, settings: ServiceSettings, pause: () => Promise<void>, fonts: () => Promise<PdfFonts>): Promise<EventDocument & { differs: boolean }> {
  const json = format === 'json';
  const page = format === 'html' || format === 'pdf';
  const words = EVENT_WORDS[settings.language];
  const entries: object[] = [];
  const sections: EventSections[] = [];
  const texts: string[] = [];
  let differs = false;
  for (const file of files) {
    const opened = await open(file);
    // A text after the first is one blank line apart.
    const apart = texts.length > 0 ? '\n' : '';
    if (!opened.games) {
      // The PBN stream would find no game in it: say why instead (a LIN file holds no traveller; its rooms are read once converted).
      if (json) entries.push({ path: opened.path, event: null, note: words.lin });
      else if (page) sections.push({ file: opened.path, note: words.lin, groups: [], changes: [], rulings: [] });
      else texts.push(`${apart}${opened.path}: ${words.lin}\n`);
      continue;
    }
    const report = await streamEvent(opened.games, settings, pause);
    differs ||= (report.totals?.findings.length ?? 0) > 0;
    if (json) entries.push({ path: opened.path, event: eventJson(report) });
    else if (page) sections.push(eventSections(opened.path, report, settings.language));
    else texts.push(`${apart}${eventText(opened.path, report, settings.language)}`);
  }
  if (format === 'pdf') return { ...await pdfDocument(await fonts(), (loaded, notice) => eventPdf(sections, settings.language, loaded, notice)), differs };
  return { content: json ? JSON.stringify({ files: entries }, null, 2) + '\n' : page ? eventHtml(sections, settings.language) : texts.join(''), differs };
}

/** What the rulings log shows besides its rows. */
export interface RulingsLogOptions {
  hideNames: boolean;
  /** The path of each file's ruling report (`report FILES… -o FOLDER`), relative to the folder of the page, `/` between folders; none where no report is written (the editor). */
  reportLinks?(files: readonly string[]): string[];
}

/** Every ruling of `files`, each opened by `open` in turn, in `format` (csv, html, json, pdf); a LIN file's line goes to `note`. */
export async function rulingsLogDocument(files: readonly string[], open: (file: string) => Promise<EventInput>, format: string, settings: ServiceSettings, options: RulingsLogOptions, note: (line: string) => void, fonts: () => Promise<PdfFonts>): Promise<EventDocument> {
  const rows: RulingsLogRow[] = [];
  const read: string[] = [];
  for (const file of files) {
    const opened = await open(file);
    if (!opened.games) {
      note(`${opened.path}: ${EVENT_WORDS[settings.language].lin}\n`);
      continue;
    }
    read.push(opened.path);
    pushAll(rows, await streamRulingsLog(opened.games, opened.path, settings, { hideNames: options.hideNames }));
  }
  const links = options.reportLinks && new Map(options.reportLinks(read).map((link, index) => [read[index], link]));
  const layout = { language: settings.language, hideNames: options.hideNames, files: read, ...(links ? { reportOf: (file: string) => links.get(file), reportCommandFiles: read } : {}) };
  if (format === 'pdf') return pdfDocument(await fonts(), (loaded, notice) => rulingsLogPdf(rows, layout, loaded, notice));
  if (format === 'json') return { content: JSON.stringify(rulingsLogJson(rows, layout), null, 2) + '\n' };
  return { content: format === 'html' ? rulingsLogHtml(rows, layout) : rulingsLogCsv(rows, layout) };
}
