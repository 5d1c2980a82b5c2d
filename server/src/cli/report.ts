/**
 * `pbn-director report`: the ruling report of every board of one file (the same page the editor's
 * "PBN: Export Ruling Report" writes), or with `--layout handout` the hand record for print, as
 * self-contained HTML (or Markdown, or PDF drawn without a browser), to standard output or, with
 * `-o OUT`, to a file written atomically; several files or a folder go into `-o FOLDER`, one report
 * per file (`name-ruling.html`, `name-handout.pdf`) in the inputs' relative folders (commands/reportTargets.ts).
 * Where the double-dummy engine is built the boards carry their DD table and par (and the card
 * costs, equity and claims), unless `--no-dd`. Exit status 1 when the file holds no game to
 * report.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LanguageService, ServiceSettings, getLanguageService } from '../languageService';
import { CliAnalysis, engineBuilt } from './ddAnswers';
import { reportOfOpened } from '../commands/report';
import { loadReportFonts } from '../io/reportFonts';
import { WriteError } from '../io/atomicWrite';
import { CliArguments } from './args';
import { expandPaths } from './files';
import { InputError } from '../io/inputError';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { reportTargets } from '../commands/reportTargets';
import { refuseOutputOverInput } from '../io/outputOverInput';
import { writeOut } from './writeOutcome';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';
import { WRITTEN_WORDS } from '../i18n/cliTexts';

/** Runs `report`; returns the exit status (1 when a file holds no game to report). */
export async function runReport(args: CliArguments, plain: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  // A folder or several files give one report per file, into the folder -o names (made when missing).
  const perFile = files.length !== 1 || args.paths[0] !== files[0];
  if (perFile && args.output === undefined) {
    throw new InputError(CLI_REFUSALS.severalToReport(args.paths.join(' '), files.length));
  }
  const intoFolder = args.output !== undefined && (perFile || await fs.stat(args.output).then((stat) => stat.isDirectory(), () => false));
  const analysis = !args.noDd && engineBuilt() ? new CliAnalysis(io, args.claimBudget) : undefined;
  try {
    const service = analysis ? getLanguageService({ analysis: analysis.answers }) : plain;
    let status = 0;
    const targets = intoFolder ? reportTargets(files, args.output!, args) : undefined;
    for (const [index, file] of files.entries()) {
      const target = targets ? targets[index] : args.output;
      if (target !== undefined) await refuseOutputOverInput(target, files);
      if (targets) await fs.mkdir(path.dirname(target!), { recursive: true }).catch((error: NodeJS.ErrnoException) => { throw new WriteError(target!, error.code ?? 'error', false); });
      status = Math.max(status, await writeReport(args, service, settings, io, file, target, analysis));
    }
    return status;
  } finally {
    analysis?.dispose();
  }
}

/**
 * The ruling report or the handout (HTML, Markdown or PDF) of one input, opened by the one route
 * (inputRoute.ts): a PBN file or standard input (its temporary copy, io/standardInputCopy.ts; lone CRs read
 * as LFs, as the whole path reads them) written as its boards are read (features/report/reportStream.ts,
 * handoutStream.ts, pdf/reportPdfStream.ts), a LIN file read whole (commands/report.ts). Returns
 * the exit status: 1 when the file holds no game.
 */
async function writeReport(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo, file: string, target: string | undefined, analysis: CliAnalysis | undefined): Promise<number> {
  const opened = await openInput(file, io);
  // The name standard input has in the report's title.
  const uri = file === '-' ? 'untitled:stdin.pbn' : pathToFileURL(path.resolve(file)).toString();
  const words = WRITTEN_WORDS[settings.language];
  const report = await reportOfOpened(opened, args, service, settings, uri, () => loadReportFonts(), analysis, () => analysis?.progress.clear());
  if (!report) {
    io.stderr(`${opened.path}: ${words.noGame}\n`);
    return 1;
  }
  await writeOut(report.pieces, target, io, { force: args.force, document: true, language: settings.language, said: (note) => `${opened.path}: ${words.reported(target!)}${note}`, notice: report.notice, noticeOf: opened.path });
  return 0;
}
