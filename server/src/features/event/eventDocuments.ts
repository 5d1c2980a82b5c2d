/**
 * The editor's "Re-score Event" and "Rulings Log": the event of whole texts (the open documents,
 * or files the server read) through the same game stream `score --event` reads a file with
 * (eventReport.ts), written as the same HTML page or PDF (eventPages.ts); or every ruling of
 * them, as `score --event --rulings-log` lists them (rulingsLog.ts), as its page, CSV or PDF. A
 * LIN document is named and left alone, as on the command line.
 */
import { pushAll } from '../../arrays';
import { EVENT_WORDS } from '../../i18n/eventTexts';
import { GameStreamSource } from '../../model/document/gameTextStream';
import { TextFactsScanner } from '../../syntax/textFacts';
import { PdfFonts } from '../report/pdf/pdfPage';
import { PdfTextNotice } from '../report/pdf/pdfTextNotice';
import { ServiceSettings } from '../settings';
import { eventHtml, eventPdf } from './eventPages';
import { EventSections, eventSections, streamEvent } from './eventReport';
import { RulingsLogRow, streamRulingsLog } from './rulingsLog';
import { RulingsLogLayout, rulingsLogCsv, rulingsLogHtml } from './rulingsLogFormats';
import { rulingsLogPdf } from './rulingsLogPdf';

/** One file of the event: its name as shown, and its text (none for a LIN file). */
export interface EventDocument {
  name: string;
  text?: string;
}

/** A whole text as a source of games: one block, a lone CR read as an LF (as the command line reads it). */
export function wholeTextSource(text: string): GameStreamSource {
  const plain = text.replace(/\r(?!\n)/g, '\n');
  const scanner = new TextFactsScanner();
  scanner.scan(plain);
  return {
    blocks: (async function* () { yield plain; })(), embedded: scanner.facts.embedded, maxHeld: plain.length + 1,
    tooLong: () => new Error('a game longer than the document'),
  };
}

/** The sections of each file, read one after another. */
async function sectionsOf(documents: readonly EventDocument[], settings: ServiceSettings): Promise<EventSections[]> {
  const sections: EventSections[] = [];
  for (const document of documents) {
    if (document.text === undefined) sections.push({ file: document.name, note: EVENT_WORDS[settings.language].lin, groups: [], changes: [], rulings: [] });
    else sections.push(eventSections(document.name, await streamEvent(wholeTextSource(document.text), settings), settings.language));
  }
  return sections;
}

/** The event of the documents as one HTML page. */
export async function eventDocumentsHtml(documents: readonly EventDocument[], settings: ServiceSettings): Promise<string> {
  return eventHtml(await sectionsOf(documents, settings), settings.language);
}

/** The event of the documents as a PDF; `notice` hears every text drawn. */
export async function eventDocumentsPdf(documents: readonly EventDocument[], settings: ServiceSettings, fonts: PdfFonts, notice?: PdfTextNotice): Promise<Uint8Array> {
  return eventPdf(await sectionsOf(documents, settings), settings.language, fonts, notice);
}

/** The rulings of the PBN documents, one file after another, and how the log lays them out (no links: the editor writes no report folder). */
async function rulingsOf(documents: readonly EventDocument[], settings: ServiceSettings, hideNames: boolean): Promise<{ rows: RulingsLogRow[]; layout: RulingsLogLayout }> {
  const rows: RulingsLogRow[] = [];
  const files: string[] = [];
  for (const document of documents) {
    if (document.text === undefined) continue;
    files.push(document.name);
    pushAll(rows, await streamRulingsLog(wholeTextSource(document.text), document.name, settings, { hideNames }));
  }
  return { rows, layout: { language: settings.language, hideNames, files } };
}

/** The rulings log of the documents as a page or CSV text. */
export async function rulingsLogDocumentsText(documents: readonly EventDocument[], settings: ServiceSettings, hideNames: boolean, format: 'html' | 'csv'): Promise<string> {
  const { rows, layout } = await rulingsOf(documents, settings, hideNames);
  return format === 'csv' ? rulingsLogCsv(rows, layout) : rulingsLogHtml(rows, layout);
}

/** The rulings log of the documents as a PDF; `notice` hears every text drawn. */
export async function rulingsLogDocumentsPdf(documents: readonly EventDocument[], settings: ServiceSettings, hideNames: boolean, fonts: PdfFonts, notice?: PdfTextNotice): Promise<Uint8Array> {
  const { rows, layout } = await rulingsOf(documents, settings, hideNames);
  return rulingsLogPdf(rows, layout, fonts, notice);
}
