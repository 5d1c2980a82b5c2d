/**
 * The command line's paths: folders expanded into the `.pbn` and `.lin` files below them (sorted,
 * so output is stable; each name noted for the terminal's escaping), a path that is neither a file
 * nor a folder refused in one line. What a file read is then checked for is io/readableFiles.ts's.
 */
import { promises as fs, Stats } from 'node:fs';
import * as path from 'node:path';
import { noteFileName } from '../text/terminalText';
import { InputError } from '../io/inputError';
import { pathKindOf } from '../io/readableFiles';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

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
    else throw new InputError(CLI_REFUSALS.notAFileOrFolder(given, pathKindOf(stat)));
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
async function pbnFilesBelow(folder: string, stat: Stats, seen: Set<string>, found: string[]): Promise<void> {
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
function firstVisit(stat: Stats, seen: Set<string>): boolean {
  const key = `${stat.dev}:${stat.ino}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
