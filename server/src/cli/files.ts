/**
 * Reading the CLI's inputs: expands folders into the `.pbn` and `.lin` files below them (sorted,
 * so output is stable), and loads each file into a TextDocument (language `lin` for a `.lin`
 * file) with its encoding detected.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DecodedText, decodePbnBytes } from '../syntax/encoding';

/** A file that cannot be read: reported in one line, exit status 2. */
export class InputError extends Error {}

/** Expands the command-line paths into PBN files. */
export async function expandPaths(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    let stat;
    try {
      stat = await fs.stat(given);
    } catch {
      throw new InputError(`${given}: no such file or folder`);
    }
    if (stat.isDirectory()) files.push(...(await pbnFilesBelow(given)));
    else files.push(given);
  }
  return files;
}

async function pbnFilesBelow(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await pbnFilesBelow(full)));
    else if (entry.isFile() && /\.(pbn|lin)$/i.test(entry.name)) found.push(full);
  }
  return found;
}

/** A loaded input file. */
export interface LoadedFile {
  path: string;
  document: TextDocument;
  decoded: DecodedText;
}

/** Reads and decodes one file. */
export async function loadFile(file: string): Promise<LoadedFile> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    throw new InputError(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const decoded = decodePbnBytes(bytes);
  const uri = pathToFileURL(path.resolve(file)).toString();
  return { path: file, document: TextDocument.create(uri, /\.lin$/i.test(file) ? 'lin' : 'pbn', 1, decoded.text), decoded };
}
