/**
 * `pbn-director report`: the ruling report of every board of one file (the same page the
 * editor's "PBN: Export Ruling Report" writes), as self-contained HTML or Markdown, to standard
 * output or, with `-o OUT`, to a file written atomically. Exit status 1 when the file holds no
 * game to report.
 */
import { LanguageService, ServiceSettings } from '../languageService';
import { rulingReport } from '../features/report/rulingReport';
import { writeFileAtomic } from './atomicWrite';
import { CliArguments } from './args';
import { loadFile } from './files';
import { CliIo } from './io';

/** Runs `report`; returns the exit status. */
export async function runReport(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  const loaded = await loadFile(args.paths[0], io);
  const { model, document } = service.getModelView(loaded.document, settings)!;
  const format = args.format === 'md' ? 'md' : 'html';
  const report = rulingReport(document, model, 'file', format, settings.language);
  service.forget(loaded.document.uri);
  if (report === undefined) {
    io.stderr(`${loaded.path}: no game to report\n`);
    return 1;
  }
  if (args.output === undefined) {
    io.stdout(report);
    return 0;
  }
  await writeFileAtomic(args.output, report);
  io.stderr(`${loaded.path}: report written to ${args.output}\n`);
  return 0;
}
