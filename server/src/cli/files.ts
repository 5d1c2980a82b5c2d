/**
 * Reading the CLI's inputs: expands folders into the `.pbn` and `.lin` files below them (sorted,
 * so output is stable), refuses what is not a regular file (a named pipe or a device would block
 * forever), is larger than the tool reads at once or is not text (binary), and loads each file — or standard input for
 * `-` — into a TextDocument (language `lin` for a `.lin` file) with its encoding detected.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DecodedText, decodePbnBytes } from '../languageService';
import { binaryEvidenceOfBytes, foreignPercent } from '../text/binaryText';
import { isBwsFile } from './bridgemateInput';
import { CliIo } from './io';
import { noteFileName } from './terminalText';
import { InputError, describeSize } from '../commands/gameInput';

export { InputError, describeSize } from '../commands/gameInput';

/** The largest file `fix` and `report` read at once, and the most `check` takes from standard input (bytes); larger ones are refused with a message rather than exhausting memory (`check` streams files of any size). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** What a path that is not a regular file or folder is, in words. */
function kindOf(stat: import('node:fs').Stats): string {
  if (stat.isFIFO()) return 'a named pipe';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
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
      throw new InputError(`${given}: no such file or folder`);
    }
    if (stat.isDirectory()) await pbnFilesBelow(given, stat, seen, files);
    else if (stat.isFile()) files.push(given);
    else throw new InputError(`${given}: ${kindOf(stat)}, not a PBN file; give a file or a folder`);
  }
  if (files.length === 0) throw new InputError(`${paths.join(', ')}: no .pbn or .lin file in ${paths.length === 1 ? 'this folder' : 'these folders'}`);
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

/** A loaded input file. */
export interface LoadedFile {
  /** The path as given, or `<stdin>`. */
  path: string;
  document: TextDocument;
  decoded: DecodedText;
}

/** Reads and decodes one file (`-`: standard input); a Bridgemate session is refused (check, audit and convert stream its PBN: cli/dealFile.ts). */
export async function loadFile(file: string, io: CliIo): Promise<LoadedFile> {
  const bytes = file === '-' ? await readStandardInput(io) : await readRegularFile(file);
  refuseBinary(file === '-' ? '<stdin>' : file, bytes);
  const decoded = decodePbnBytes(bytes);
  const uri = file === '-' ? 'untitled:stdin.pbn' : pathToFileURL(path.resolve(file)).toString();
  return { path: file === '-' ? '<stdin>' : file, document: TextDocument.create(uri, /\.lin$/i.test(file) ? 'lin' : 'pbn', 1, decoded.text), decoded };
}

/**
 * The one input check every command makes on the first bytes of what it reads (whole or streamed):
 * a file that is not text (text/binaryText.ts) is refused in one line, exit status 2, before it is
 * read as PBN or LIN. A Bridgemate session is refused by name, save its PBN view (`projected`).
 */
export function refuseBinary(path: string, firstBytes: Uint8Array, projected = false): void {
  if (!projected && isBwsFile(path)) throw new InputError(`${path}: a Bridgemate session is read by check, audit and convert only (convert --to pbn writes it as PBN)`);
  const evidence = binaryEvidenceOfBytes(firstBytes);
  if (evidence) throw new InputError(`${path}: not a text file (${foreignPercent(evidence)}% of its first ${Math.ceil(evidence.sample / 1024)} KB are control or unreadable bytes); give a PBN or LIN file`);
}

/** Standard input up to the limit; more is refused in one line, as a file of that size is (the rest is not read). */
export async function readStandardInput(io: CliIo): Promise<Buffer> {
  const bytes = await io.readStdin(MAX_INPUT_BYTES);
  if (bytes.length > MAX_INPUT_BYTES) throw standardInputTooLarge();
  return bytes;
}

/** The one-line refusal of standard input beyond the bound. */
export function standardInputTooLarge(): InputError {
  return new InputError(`<stdin>: more than the ${describeSize(MAX_INPUT_BYTES)} this tool reads at once; split the file`);
}

/** The size of a regular file; throws InputError (one line) for a missing file, a folder, a pipe or a device. */
export async function statRegularFile(file: string): Promise<number> {
  let stat;
  try {
    stat = await fs.stat(file);
  } catch (error) {
    throw new InputError(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (stat.isDirectory()) throw new InputError(`${file}: a folder; this command takes one file`);
  if (!stat.isFile()) throw new InputError(`${file}: ${kindOf(stat)}, not a PBN file`);
  return stat.size;
}

/** The size of a regular file that a command reading whole may read; throws InputError (one line) for a larger one, before reading it. */
export async function statReadableFile(file: string): Promise<number> {
  const size = await statRegularFile(file);
  if (size > MAX_INPUT_BYTES) throw new InputError(`${file}: ${describeSize(size)} is larger than the ${describeSize(MAX_INPUT_BYTES)} this tool reads at once; split the file`);
  return size;
}

/** The bytes of a regular file within the bound of the commands that read whole; throws InputError (one line). */
export async function readRegularFile(file: string): Promise<Buffer> {
  await statReadableFile(file);
  try {
    return await fs.readFile(file);
  } catch (error) {
    throw new InputError(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
