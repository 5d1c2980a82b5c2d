/**
 * Reading the CLI's inputs: expands folders into the `.pbn` and `.lin` files below them (sorted,
 * so output is stable), refuses what is not a regular file (a named pipe or a device would block
 * forever), is larger than the tool reads at once or is not text (binary), and loads a LIN file
 * that is read whole into a TextDocument with its encoding detected.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { decodePbnBytes } from '../languageService';
import { binaryEvidenceOfBytes, foreignPercent } from '../text/binaryText';
import { isBwsFile } from './bridgemateInput';
import { noteFileName } from '../text/terminalText';
import { InputError, WholeInput, describeSize } from '../commands/gameInput';
import { CLI_REFUSALS, PathKind } from '../i18n/cliRefusalTexts';

export { InputError, describeSize } from '../commands/gameInput';

/** The largest file `fix` and `report` read at once, and the most `check` takes from standard input (bytes); larger ones are refused with a message rather than exhausting memory (`check` streams files of any size). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** What a path that is not a regular file or folder is (its words: i18n/cliRefusalTexts.ts). */
function kindOf(stat: import('node:fs').Stats): PathKind {
  if (stat.isFIFO()) return 'pipe';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'device';
  if (stat.isSocket()) return 'socket';
  return 'other';
}

/** Expands the command-line paths into PBN and LIN files (`-` stands for standard input). */
export async function expandPaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const given of paths) {
    if (given === '-') { files.push(given); continue; }
    let stat;
    try {
      stat = await fs.stat(given);
    } catch {
      throw new InputError(CLI_REFUSALS.noSuchPath(given));
    }
    if (stat.isDirectory()) await pbnFilesBelow(given, stat, seen, files);
    else if (stat.isFile()) files.push(given);
    else throw new InputError(CLI_REFUSALS.notAFileOrFolder(given, kindOf(stat)));
  }
  if (files.length === 0) throw new InputError(CLI_REFUSALS.nothingInFolders(paths.join(', '), paths.length));
  return files;
}

/**
 * Adds the `.pbn` and `.lin` files below `folder` to `found`, sorted by name. Symbolic links are
 * followed (to a file, or to a folder), and each folder and file is taken once, by device and
 * inode: a link back to a folder above (a cycle) or a second name of a file adds nothing; a
 * dangling link is passed by.
 */
async function pbnFilesBelow(folder: string, stat: import('node:fs').Stats, seen: Set<string>, found: string[]): Promise<void> {
  if (!firstVisit(stat, seen)) return;
  const entries = await fs.readdir(folder, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    noteFileName(full);
    const target = entry.isSymbolicLink() ? await fs.stat(full).catch(() => undefined) : undefined;
    if (entry.isDirectory() || target?.isDirectory()) await pbnFilesBelow(full, target ?? await fs.stat(full), seen, found);
    else if ((entry.isFile() || target?.isFile()) && /\.(pbn|lin)$/i.test(entry.name) && firstVisit(target ?? await fs.stat(full), seen)) found.push(full);
  }
}

/** True the first time a file or folder (its device and inode) is met. */
function firstVisit(stat: import('node:fs').Stats, seen: Set<string>): boolean {
  const key = `${stat.dev}:${stat.ino}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** A LIN file read whole and decoded into a document (language `lin`), for the commands that read it so (inputRoute.ts). */
export async function loadLinFile(file: string): Promise<WholeInput> {
  const bytes = await readRegularFile(file);
  refuseBinary(file, bytes);
  const decoded = decodePbnBytes(bytes);
  return { path: file, document: TextDocument.create(pathToFileURL(path.resolve(file)).toString(), 'lin', 1, decoded.text), decoded };
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

/** The one-line refusal of standard input beyond the bound. */
export function standardInputTooLarge(): InputError {
  return new InputError(CLI_REFUSALS.standardInputTooLarge(describeSize(MAX_INPUT_BYTES)));
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
  if (!stat.isFile()) throw new InputError(CLI_REFUSALS.notAFile(file, kindOf(stat)));
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
