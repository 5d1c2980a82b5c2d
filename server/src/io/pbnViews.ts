/**
 * The inputs read as their PBN views, the text `convert --to pbn` writes of them: a dealing
 * program's file (.dlm, .dup, .bri, .dge; read whole, a few kilobytes, refused in one line naming
 * the board when anything is wrong) and a Bridgemate session (`.bws`). A session is read into
 * memory (a copy; it is never opened for writing, so Bridgemate Control Software polling the live
 * file is not disturbed), its boards' deals found where its HandRecord has none (the deals file
 * given, else a file of the session's name beside it whose kind bridgemate/boardDeals.ts reads:
 * `club.bws` → `club.pbn`), and projected onto PBN (bridgemate/sessionToPbn.ts). The views are
 * then read as a PBN file is (inputText.ts), so line numbers and output are the converted file's.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { DealFileReading, readDealFile } from '../dealFiles/dealFileReader';
import { BoardDeals, boardDealsOfFile, holdsDeals } from '../bridgemate/boardDeals';
import { BwsReadError, readBwsSession } from '../bridgemate/sessionTables';
import { bwsSessionToPbn } from '../bridgemate/sessionToPbn';
import { encodePbnText } from '../languageService';
import { convertedTextEncoding } from '../lin/toPbn/outputEncoding';
import { dealFileProblemText } from '../i18n/dealFileTexts';
import { bwsProblemLine } from '../i18n/bridgemateTexts';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';
import { Language } from '../i18n/localize';
import { InputError } from './inputError';
import { readRegularFile } from './readableFiles';
import { InputText } from './inputText';

/** A deal file read, refused with its first problem (naming the board) when it has one. */
export async function readGoodDealFile(file: string, language: Language): Promise<DealFileReading> {
  const bytes = await readRegularFile(file);
  const reading = readDealFile(bytes, file);
  if (reading.problems.length > 0) throw new InputError(`${file}: ${dealFileProblemText(reading.problems[0], language)}`);
  return reading;
}

/** A deal file's PBN view, read as a PBN file is. */
export async function openDealFileView(file: string, language: Language): Promise<InputText> {
  const reading = await readGoodDealFile(file, language);
  return InputText.fromBytes(file, Buffer.from(reading.pbn, 'latin1'));
}

/** The PBN of a Bridgemate session as `convert --to pbn` writes it (Latin-1 where every character fits, lin/toPbn/outputEncoding.ts), its deals from `dealsFile` (`--deals`) or beside it. */
export async function bwsInputBytes(file: string, dealsFile: string | undefined): Promise<Uint8Array> {
  const bytes = await readRegularFile(file);
  let session;
  try {
    session = readBwsSession(bytes);
  } catch (error) {
    if (error instanceof BwsReadError) throw new InputError(bwsProblemLine(file, error.problem));
    throw error;
  }
  // The session's name: its event, and the name of the deals file beside it.
  const stem = path.basename(file).replace(/\.bws$/i, '');
  let deals: BoardDeals | undefined;
  // Read even when the session has a HandRecord: a board it leaves out (or leaves empty) takes its deal from here.
  const dealsPath = await dealsFileFor(file, stem, dealsFile);
  if (dealsPath !== undefined) deals = boardDealsOfFile(dealsPath, await readRegularFile(dealsPath));
  const text = bwsSessionToPbn(session, { event: stem, deals });
  return encodePbnText(text, convertedTextEncoding(text));
}

/** A Bridgemate session's PBN view, read as a PBN file is. */
export async function openBwsInput(file: string, dealsFile: string | undefined): Promise<InputText> {
  return InputText.fromBytes(file, await bwsInputBytes(file, dealsFile));
}

/** The deals file for `session` (named `stem`): the one given, else the first file of its name beside it that holds deals. */
async function dealsFileFor(session: string, stem: string, given: string | undefined): Promise<string | undefined> {
  if (given !== undefined) {
    if (!holdsDeals(given)) throw new InputError(CLI_REFUSALS.dealsKind(given));
    return given;
  }
  const folder = path.dirname(session);
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return undefined;
  }
  const beside = names.filter((name) => name.slice(0, stem.length) === stem && name.charAt(stem.length) === '.' && name.indexOf('.', stem.length + 1) < 0 && holdsDeals(name)).sort();
  return beside.length > 0 ? path.join(folder, beside[0]) : undefined;
}
