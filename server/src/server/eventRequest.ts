/**
 * The `pbn/eventReport` request of "PBN: Re-score Event" and "PBN: Rulings Log" ({uri, uris?,
 * format, log?, hideNames?}): the event of the document `uri` (and of the other files `uris` names,
 * the open documents as they are in the editor, the others read from disk) through the driver
 * `score --event` runs (commands/scoreEvent.ts), as its HTML page or PDF (in base64, with the
 * sentence saying what text the PDF cannot show); with `log`, every ruling of them as
 * `score --event --rulings-log` lists them, as a page, CSV or PDF. The settings (language, average
 * plus) are those of `uri`. A file read from disk is read as the command line reads one (a regular
 * file within its bound, refused when it is not text): a file it refuses is answered with that one
 * line (`error`), in the user's language; other failures are logged and answered null.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ServiceSettings } from '../languageService';
import { EventInput, eventDocument, rulingsLogDocument } from '../commands/scoreEvent';
import { textGameSource } from '../model/document/gameTextStream';
import { PdfFonts } from '../features/report/pdf/pdfPage';
import { loadReportFonts } from '../io/reportFonts';
import { InputError } from '../io/inputError';
import { readTextFile } from '../io/readableFiles';
import { lineIn } from '../i18n/bothLanguages';
import { SettingsStore } from './settings';

/** The method of the request. */
export const EVENT_REPORT_REQUEST = 'pbn/eventReport';

/** Parameters of `pbn/eventReport`. */
export interface EventReportParams {
  /** The document the command was run on (its settings rule). */
  uri: string;
  /** Every file of the event, in order (the document alone when absent). */
  uris?: string[];
  /** html (the default) or pdf; csv too for the rulings log. */
  format?: 'html' | 'pdf' | 'csv';
  /** The rulings log instead of the standings. */
  log?: boolean;
  /** The rulings log without player names (and the tags that bear them). */
  hideNames?: boolean;
}

/** The answer: the page, or a PDF's bytes in base64; or the one line refusing a file. */
export type EventReportAnswer = { content: string; encoding?: 'base64'; notice?: string } | { error: string };

/** A file's text: the open document's, else the file's bytes decoded as the command line decodes them; undefined for a LIN file. */
export type EventTextOf = (uri: string) => Promise<string | undefined>;

/** The name a file is shown by: its file name. */
function nameOf(uri: string): string {
  return path.basename(uri.startsWith('file:') ? fileURLToPath(uri) : decodeURIComponent(uri.replace(/^[a-z-]+:/i, '')));
}

/** Answers `pbn/eventReport` through the command line's driver of the event's pages (commands/scoreEvent.ts), each document read as its games stream by. */
export async function answerEventReport(params: EventReportParams, settings: ServiceSettings, textOf: EventTextOf, fonts: () => Promise<PdfFonts>): Promise<EventReportAnswer> {
  const uris = params.uris?.length ? params.uris : [params.uri];
  const open = async (uri: string): Promise<EventInput> => {
    const text = await textOf(uri);
    return text === undefined ? { path: nameOf(uri) } : { path: nameOf(uri), games: textGameSource(text) };
  };
  const written = params.log
    ? await rulingsLogDocument(uris, open, params.format ?? 'html', settings, { hideNames: params.hideNames === true }, () => undefined, fonts)
    : await eventDocument(uris, open, params.format === 'pdf' ? 'pdf' : 'html', settings, async () => undefined, fonts);
  if (typeof written.content === 'string') return { content: written.content };
  const sentence = written.notice?.sentence(settings.language);
  return { content: Buffer.from(written.content).toString('base64'), encoding: 'base64', ...(sentence ? { notice: sentence } : {}) };
}

/** Registers `pbn/eventReport`. */
export function registerEventRequest(connection: Connection, documents: TextDocuments<TextDocument>, settings: SettingsStore): void {
  const textOf: EventTextOf = async (uri) => {
    const open = documents.get(uri);
    if (open) return open.languageId === 'lin' ? undefined : open.getText();
    if (/\.lin$/i.test(uri)) return undefined;
    return (await readTextFile(fileURLToPath(uri))).text;
  };
  connection.onRequest(EVENT_REPORT_REQUEST, async (params: EventReportParams) => {
    try {
      const fileSettings = await settings.get(params.uri);
      return await answerEventReport(params, fileSettings, textOf, () => loadReportFonts()).catch((error: unknown) => {
        if (error instanceof InputError) return { error: lineIn(error, fileSettings.language) };
        throw error;
      });
    } catch (error) {
      connection.console.error(`Re-scoring the event failed: ${(error as Error).stack ?? error}`);
      return null;
    }
  });
}
