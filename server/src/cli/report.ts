/**
 * `pbn-director report`: the ruling report of every board of one file (the same page the
 * editor's "PBN: Export Ruling Report" writes), as self-contained HTML or Markdown, to standard
 * output or, with `-o OUT`, to a file. Exit status 1 when the file holds no game to report.
 */
import { promises as fs } from 'node:fs';
import { LanguageService, ServiceSettings } from '../languageService';
import { rulingReport } from '../features/report/rulingReport';
import { CliArguments } from './args';
import { InputError, loadFile } from './files';

/** Runs `report`; returns the exit status. */
export async function runReport(args: CliArguments, service: LanguageService, settings: ServiceSettings, write: (text: string) => void): Promise<number> {
  const file = args.paths[0];
  const loaded = await loadFile(file);
  const { model, document } = service.getModelView(loaded.document, settings)!;
  const format = args.format === 'md' ? 'md' : 'html';
  const report = rulingReport(document, model, 'file', format, settings.language);
  service.forget(loaded.document.uri);
  if (report === undefined) {
    process.stderr.write(`${file}: no game to report\n`);
    return 1;
  }
  if (args.output === undefined) {
    write(report);
    return 0;
  }
  try {
    await fs.writeFile(args.output, report, 'utf8');
  } catch (error) {
    throw new InputError(`${args.output}: cannot write (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  process.stderr.write(`${file}: report written to ${args.output}\n`);
  return 0;
}
