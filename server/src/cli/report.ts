/**
 * `pbn-director report`: the ruling report of every board of one file (the same page the
 * editor's "PBN: Export Ruling Report" writes), or with `--layout handout` the hand record for
 * print, as self-contained HTML (or Markdown), to standard output or, with `-o OUT`, to a file
 * written atomically. Where the double-dummy engine is built the boards carry their DD table and
 * par (and the card costs, equity and claims), unless `--no-dd`. Exit status 1 when the file
 * holds no game to report.
 */
import { LanguageService, ServiceSettings, getLanguageService } from '../languageService';
import { findEngineDirectory } from '../analysis/dds/engineFiles';
import { CliAnalysis } from './ddAnswers';
import { rulingReport } from '../features/report/rulingReport';
import { writeFileAtomic } from './atomicWrite';
import { CliArguments } from './args';
import { LoadedFile, loadFile } from './files';
import { CliIo } from './io';

/** Runs `report`; returns the exit status. */
export async function runReport(args: CliArguments, plain: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  const loaded = await loadFile(args.paths[0], io);
  const analysis = !args.noDd && findEngineDirectory() ? new CliAnalysis(io) : undefined;
  try {
    const service = analysis ? getLanguageService({ analysis: analysis.answers }) : plain;
    if (analysis) {
      await analysis.answer(service.analysisQuestions(loaded.document, settings).flatMap((game) => game.questions.map(({ question }) => question)));
      analysis.progress.clear();
    }
    return await writeReport(args, service, settings, io, loaded);
  } finally {
    analysis?.dispose();
  }
}

/** Builds the report of a loaded file and writes it. */
async function writeReport(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo, loaded: LoadedFile): Promise<number> {
  const { model, document } = service.getModelView(loaded.document, settings)!;
  const format = args.format === 'md' ? 'md' : 'html';
  const report = rulingReport(document, model, 'file', format, settings.language, service.getAnalysis(settings),
    { layout: args.layout, perPage: args.perPage, paper: args.paper, showHidden: args.showHidden });
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
