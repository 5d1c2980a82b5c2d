/**
 * A Bridgemate session (`.bws`) as a CLI input: the file is read into memory (a copy; it is never
 * opened for writing, so Bridgemate Control Software polling the live file is not disturbed),
 * its boards' deals found where its HandRecord has none (the file `--deals` names, else a file of the
 * session's name beside it whose kind bridgemate/boardDeals.ts reads: `club.bws` → `club.pbn`),
 * and the session projected onto PBN (bridgemate/sessionToPbn.ts). The commands then stream the
 * bytes `convert --to pbn` writes as they stream a PBN file (cli/dealFile.ts), so line numbers
 * and the output are those of the converted file.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { BoardDeals, boardDealsOfFile, holdsDeals } from '../bridgemate/boardDeals';
import { BwsReadError, readBwsSession } from '../bridgemate/sessionTables';
import { bwsSessionToPbn } from '../bridgemate/sessionToPbn';
import { encodePbnText } from '../languageService';
import { bwsProblemLine } from '../i18n/bridgemateTexts';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';
import { Localized } from '../i18n/localize';
import { convertedTextEncoding } from '../lin/toPbn/outputEncoding';

/** A session or its deals cannot be read: the whole one-line message in both languages (cli/dealFile.ts makes it an InputError). */
export class BwsInputError extends Error {
  constructor(readonly line: Localized<string>) {
    super(line.en);
  }
}

/** True for a Bridgemate session file, by its name. */
export function isBwsFile(file: string): boolean {
  return /\.bws$/i.test(file);
}

/** The deals file for `session`: the one given, else the first file of its name beside it that holds deals. */
async function dealsFileFor(session: string, given: string | undefined): Promise<string | undefined> {
  if (given !== undefined) {
    if (!holdsDeals(given)) throw new BwsInputError(CLI_REFUSALS.dealsKind(given));
    return given;
  }
  const folder = path.dirname(session);
  const stem = path.basename(session).replace(/\.bws$/i, '');
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return undefined;
  }
  const beside = names.filter((name) => name.slice(0, stem.length) === stem && name.charAt(stem.length) === '.' && name.indexOf('.', stem.length + 1) < 0 && holdsDeals(name)).sort();
  return beside.length > 0 ? path.join(folder, beside[0]) : undefined;
}

/** The PBN of the session in `bytes` (the file `file`, read whole); `readBytes` reads its deals file. */
export async function bwsAsPbn(file: string, bytes: Uint8Array, dealsFile: string | undefined, readBytes: (file: string) => Promise<Uint8Array>): Promise<string> {
  let session;
  try {
    session = readBwsSession(bytes);
  } catch (error) {
    if (error instanceof BwsReadError) throw new BwsInputError(bwsProblemLine(file, error.problem));
    throw error;
  }
  let deals: BoardDeals | undefined;
  // Read even when the session has a HandRecord: a board it leaves out (or leaves empty) takes its deal from here.
  const dealsPath = await dealsFileFor(file, dealsFile);
  if (dealsPath !== undefined) deals = boardDealsOfFile(dealsPath, await readBytes(dealsPath));
  return bwsSessionToPbn(session, { event: path.basename(file).replace(/\.bws$/i, ''), deals });
}

/** The session's PBN as `convert --to pbn` writes it (Latin-1 where every character fits, lin/toPbn/outputEncoding.ts). */
export async function bwsPbnBytes(file: string, dealsFile: string | undefined, readBytes: (file: string) => Promise<Uint8Array>): Promise<Uint8Array> {
  const text = await bwsAsPbn(file, await readBytes(file), dealsFile, readBytes);
  return encodePbnText(text, convertedTextEncoding(text));
}
