/**
 * `pbn-director fix`: applies the rulings' edits (the same ones the editor's "Fix all rulings in
 * file" makes) to one file. `--dry-run` prints a diff, `-o OUT` writes a new file, `--in-place`
 * rewrites the input; without any of them the fixed text goes to standard output. The file's
 * encoding, byte order mark and line endings are kept.
 */
import { promises as fs } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { encodePbnText } from '../syntax/encoding';
import { CliArguments } from './args';
import { unifiedDiff } from './diff';
import { InputError, loadFile } from './files';

/** Runs `fix`; returns the exit status (0, or 1 when errors remain after fixing). */
export async function runFix(args: CliArguments, service: LanguageService, settings: ServiceSettings, write: (text: string) => void): Promise<number> {
  const file = args.paths[0];
  const loaded = await loadFile(file);
  const edits = service.getFixAllEdits(loaded.document, settings);
  const before = loaded.document.getText();
  const after = TextDocument.applyEdits(loaded.document, edits);
  const bytes = encodePbnText(after, loaded.decoded.encoding, loaded.decoded.byteOrderMark);
  if (args.dryRun) {
    write(unifiedDiff(before, after, file) || `${file}: nothing to fix\n`);
  } else if (args.output !== undefined || args.inPlace) {
    const target = args.inPlace ? file : args.output!;
    try {
      await fs.writeFile(target, bytes);
    } catch (error) {
      throw new InputError(`${target}: cannot write (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    process.stderr.write(`${file}: ${edits.length} edit${edits.length === 1 ? '' : 's'} written to ${target}\n`);
  } else {
    process.stdout.write(bytes);
  }
  return 0;
}
