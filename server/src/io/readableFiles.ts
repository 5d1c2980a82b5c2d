/**
 * The checks every reading of a file makes before its text is read, for any front end: a regular
 * file (a named pipe or a device would block forever, a folder is not a file), within the bound of
 * the commands that read whole, and text, not binary; and a LIN file read whole into a document
 * with its encoding detected. Each refusal is one InputError line naming the file.
 */
import { promises as fs, Stats } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DecodedText, decodePbnBytes } from '../languageService';
import { binaryEvidenceOfBytes, foreignPercent } from '../text/binaryText';
import { isBwsFile } from '../bridgemate/sessionTables';
import { InputError, MAX_INPUT_BYTES, describeSize } from './inputError';
import { CLI_REFUSALS, PathKind } from '../i18n/cliRefusalTexts';

/** What a path that is not a regular file or folder is (its words: i18n/cliRefusalTexts.ts). */
export function pathKindOf(stat: Stats): PathKind {
  if (stat.isFIFO()) return 'pipe';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'device';
  if (stat.isSocket()) return 'socket';
  return 'other';
}

/** The size of a regular file; throws InputError (one line) for a missing file, a folder, a pipe or a device. */
export async function statRegularFile(file: string): Promise<number> {
  let stat;
  try {
    stat = await fs.stat(file);
  } catch (error) {
    throw new InputError(CLI_REFUSALS.cannotRead(file, (error as NodeJS.ErrnoException).code ?? 'error'));
  }
  if (stat.isDirectory()) throw new InputError(CLI_REFUSALS.folderNotFile(file));
  if (!stat.isFile()) throw new InputError(CLI_REFUSALS.notAFile(file, pathKindOf(stat)));
  return stat.size;
}

/** The size of a regular file that a command reading whole may read; throws InputError (one line) for a larger one, before reading it. */
export async function statReadableFile(file: string): Promise<number> {
  const size = await statRegularFile(file);
  if (size > MAX_INPUT_BYTES) throw new InputError(CLI_REFUSALS.tooLarge(file, describeSize(size), describeSize(MAX_INPUT_BYTES)));
  return size;
}

/** The bytes of a regular file within the bound of the commands that read whole; throws InputError (one line). */
export async function readRegularFile(file: string): Promise<Buffer> {
  await statReadableFile(file);
  try {
    return await fs.readFile(file);
  } catch (error) {
    throw new InputError(CLI_REFUSALS.cannotRead(file, (error as NodeJS.ErrnoException).code ?? 'error'));
  }
}

/**
 * The one input check every command makes on the first bytes of what it reads (whole or streamed):
 * a file that is not text (text/binaryText.ts) is refused in one line, exit status 2, before it is
 * read as PBN or LIN. A Bridgemate session is refused by name, save its PBN view (`projected`).
 */
export function refuseBinary(path: string, firstBytes: Uint8Array, projected = false): void {
  if (!projected && isBwsFile(path)) throw new InputError(CLI_REFUSALS.sessionNotRead(path));
  const evidence = binaryEvidenceOfBytes(firstBytes);
  if (evidence) throw new InputError(CLI_REFUSALS.notText(path, foreignPercent(evidence), Math.ceil(evidence.sample / 1024)));
}

/** A text file read whole within the bound, refused when it is not text, and decoded (UTF-8 or Latin-1, as a PBN file is). */
export async function readTextFile(file: string): Promise<DecodedText> {
  const bytes = await readRegularFile(file);
  refuseBinary(file, bytes);
  return decodePbnBytes(bytes);
}

/** A LIN file read whole and decoded into a document (language `lin`): a WholeInput (commands/gameInput.ts) of the commands that read it so. */
export async function loadLinFile(file: string): Promise<{ path: string; document: TextDocument; decoded: DecodedText }> {
  const decoded = await readTextFile(file);
  return { path: file, document: TextDocument.create(pathToFileURL(path.resolve(file)).toString(), 'lin', 1, decoded.text), decoded };
}
