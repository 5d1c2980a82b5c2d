/**
 * The `pbn/projectBws` request: the editor hands the bytes of a Bridgemate session (`.bws`, read
 * by the client as a copy, never opened for writing) and of the files of its name beside it that
 * may hold its deals (`club.pbn`, `club.dlm`, … in name order: the first read here serves); the answer is the PBN of the session (sessionToPbn.ts), which the client shows as a
 * read-only PBN document that the language server then checks like any other, or why the file
 * cannot be read. No file is read here.
 */
import { Language, pickLanguage } from '../i18n/localize';
import { bwsProblemText } from '../i18n/bridgemateTexts';
import { BoardDeals, boardDealsOfFile } from './boardDeals';
import { BwsReadError, readBwsSession } from './sessionTables';
import { bwsSessionToPbn } from './sessionToPbn';

/** The method of the request. */
export const PROJECT_BWS_REQUEST = 'pbn/projectBws';

/** Parameters: the session's file name and bytes (base64), the files of its name beside it (the first whose deals are read serves), the language of `error`. */
export interface ProjectBwsParams {
  name: string;
  bytes: string;
  language?: Language;
  beside?: Array<{ name: string; bytes: string }>;
}

/** The PBN text, or why there is none (`error`: the reader's sentence, in the language asked). */
export interface ProjectBwsAnswer {
  text?: string;
  error?: string;
}

/** Answers `pbn/projectBws`. */
export function answerProjectBws(params: ProjectBwsParams): ProjectBwsAnswer {
  try {
    const session = readBwsSession(Buffer.from(params.bytes, 'base64'));
    let deals: BoardDeals | undefined;
    for (const file of params.beside ?? []) {
      deals = boardDealsOfFile(file.name, Buffer.from(file.bytes, 'base64'));
      if (deals) break;
    }
    const stem = params.name.replace(/^.*[\\/]/, '').replace(/\.bws$/i, '');
    return { text: bwsSessionToPbn(session, { event: stem, deals }) };
  } catch (error) {
    // The reader's sentence (BwsReadError), or whatever else failed, in one line: the editor shows it.
    if (error instanceof BwsReadError) return { error: bwsProblemText(error.problem, pickLanguage(params.language, 'en')) };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
