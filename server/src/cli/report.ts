/**
 * `pbn-director report`: the ruling report of every board of one file (the same page the editor's
 * "PBN: Export Ruling Report" writes), or with `--layout handout` the hand record for print, as
 * self-contained HTML (or Markdown, or PDF drawn without a browser), to standard output or, with
 * `-o OUT`, to a file written atomically; several files or a folder go into `-o FOLDER`, one report
 * per file (`name-ruling.html`, `name-handout.pdf`) in the inputs' relative folders (reportTargets.ts).
 * Where the double-dummy engine is built the boards carry their DD table and par (and the card
 * costs, equity and claims), unless `--no-dd`. Exit status 1 when the file holds no game to
 * report.
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LanguageService, ServiceSettings, getLanguageService } from '../languageService';
import { findEngineDirectory } from '../analysis/engine/dds/engineFiles';
import { CliAnalysis } from './ddAnswers';
import { rulingReport } from '../features/report/rulingReport';
import { rulingReportPdf } from '../features/report/pdf/reportPdf';
import { loadReportFonts } from '../io/reportFonts';
import { WriteError, writeFileAtomic } from '../io/atomicWrite';
import { CliArguments } from './args';
import { InputError, LoadedFile, expandPaths, loadFile } from './files';
import { CliIo } from './io';
import { reportTargets } from './reportTargets';
import { refuseOutputOverInput } from './outputOverInput';
import { outcomeNote } from './writeOutcome';
import { InputText } from './inputText';
import { closeUnread, streamSource } from '../commands/streamSource';
import { StreamAnalysis, streamedReport } from '../features/report/reportStream';
import { handoutPdfPlan, streamedHandoutPdf, streamedReportPdf } from '../features/report/pdf/reportPdfStream';
import { GameStreamSource } from '../model/document/gameTextStream';
import { handoutTitle, streamedHandout } from '../features/report/handoutStream';

/** Runs `report`; returns the exit status (1 when a file holds no game to report). */
export async function runReport(args: CliArguments, plain: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  // A folder or several files give one report per file, into the folder -o names (made when missing).
  const perFile = files.length !== 1 || args.paths[0] !== files[0];
  if (perFile && args.output === undefined) {
    throw new InputError(`${args.paths.join(' ')}: ${files.length} file${files.length === 1 ? '' : 's'}; give -o FOLDER for one report per file`);
  }
  const intoFolder = args.output !== undefined && (perFile || await isFolder(args.output));
  const analysis = !args.noDd && findEngineDirectory() ? new CliAnalysis(io, args.claimBudget) : undefined;
  try {
    const service = analysis ? getLanguageService({ analysis: analysis.answers }) : plain;
    let status = 0;
    const targets = intoFolder ? reportTargets(files, args.output!, args) : undefined;
    for (const [index, file] of files.entries()) {
      const target = targets ? targets[index] : args.output;
      if (target !== undefined) await refuseOutputOverInput(target, files);
      if (targets) await fs.mkdir(path.dirname(target!), { recursive: true }).catch((error: NodeJS.ErrnoException) => { throw new WriteError(target!, error.code ?? 'error', false); });
      const streamed = await reportStreamed(args, service, settings, io, file, target, analysis);
      if (streamed !== undefined) {
        status = Math.max(status, streamed);
        continue;
      }
      const loaded = await loadFile(file, io);
      if (analysis) {
        await analysis.answer(service.analysisQuestions(loaded.document, settings).flatMap((game) => game.questions.map(({ question }) => question)));
        analysis.progress.clear();
      }
      status = Math.max(status, await writeReport(args, service, settings, io, loaded, target));
    }
    return status;
  } finally {
    analysis?.dispose();
  }
}

async function isFolder(target: string): Promise<boolean> {
  return fs.stat(target).then((stat) => stat.isDirectory(), () => false);
}

/**
 * The ruling report or the handout (HTML, Markdown or PDF) of a PBN file or standard input (its
 * temporary copy, standardInput.ts; lone CRs read as LFs, as the whole path reads them), written
 * as its boards are read (features/report/reportStream.ts, handoutStream.ts, pdf/reportPdfStream.ts);
 * undefined for a LIN file, which takes the whole-file path.
 */
async function reportStreamed(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo, file: string, target: string | undefined, analysis: CliAnalysis | undefined): Promise<number | undefined> {
  if (/\.lin$/i.test(file)) return undefined;
  const input = await InputText.open(file, io);
  // The name standard input has in the whole path's title (files.ts loadFile).
  const uri = file === '-' ? 'untitled:stdin.pbn' : pathToFileURL(path.resolve(file)).toString();
  const lookup = service.getAnalysis(settings);
  const answering = analysis && lookup ? {
    lookup, answer: async (questions: Parameters<CliAnalysis['answer']>[0]) => { await analysis.answer(questions); analysis.progress.clear(); },
  } : undefined;
  const firstPass = async () => streamSource(await input.reopen());
  const pieces = args.format === 'pdf'
    ? await pdfPieces(args, settings, uri, input, firstPass, answering)
    : await textPieces(args, settings, uri, input, firstPass, answering);
  // The first piece comes once the title is known; none when the file holds no game.
  const opening = await pieces.next();
  if (opening.done) {
    io.stderr(`${input.path}: no game to report\n`);
    return 1;
  }
  if (target === undefined) {
    for (let piece: IteratorResult<string | Uint8Array> = opening; !piece.done; piece = await pieces.next()) {
      io.stdout(piece.value, 'document');
      await io.stdoutDrained?.();
    }
    return 0;
  }
  const bytes = async function* (): AsyncGenerator<Uint8Array> {
    for (let piece: IteratorResult<string | Uint8Array> = opening; !piece.done; piece = await pieces.next()) yield typeof piece.value === 'string' ? Buffer.from(piece.value, 'utf8') : piece.value;
  };
  const outcome = await writeFileAtomic(target, bytes(), { refuseReadOnly: !args.force });
  io.stderr(`${input.path}: report written to ${target}${outcomeNote(outcome, settings.language)}\n`);
  return 0;
}

/** The HTML or Markdown report's pieces; the handout's title from a first pass that reads games until one has an Event. */
async function textPieces(args: CliArguments, settings: ServiceSettings, uri: string, input: InputText, firstPass: () => Promise<GameStreamSource>, answering: StreamAnalysis | undefined): Promise<AsyncGenerator<string>> {
  if (args.layout !== 'handout') return streamedReport(streamSource(input), uri, args.format === 'md' ? 'md' : 'html', settings, { showHidden: args.showHidden, paper: args.paper }, answering);
  const title = await handoutTitle(await firstPass(), uri, settings);
  return streamedHandout(streamSource(input), title ?? '', settings, { perPage: args.perPage ?? 2, paper: args.paper ?? 'A4', showHidden: args.showHidden }, answering);
}

/** The PDF's pieces; the handout's title and type size from a first pass over every board. */
async function pdfPieces(args: CliArguments, settings: ServiceSettings, uri: string, input: InputText, firstPass: () => Promise<GameStreamSource>, answering: StreamAnalysis | undefined): Promise<AsyncGenerator<Uint8Array>> {
  const fonts = await loadReportFonts();
  const options = { perPage: args.perPage ?? 2, paper: args.paper, showHidden: args.showHidden };
  if (args.layout !== 'handout') return streamedReportPdf(streamSource(input), uri, settings, options, fonts, answering);
  const plan = await handoutPdfPlan(await firstPass(), uri, settings, options, fonts, answering);
  if (plan) return streamedHandoutPdf(streamSource(input), plan, settings, options, fonts, answering);
  await closeUnread(input);
  return (async function* (): AsyncGenerator<Uint8Array> { /* no game */ })();
}

/** Builds the report of a loaded file and writes it. */
async function writeReport(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo, loaded: LoadedFile, target: string | undefined): Promise<number> {
  const { model, document } = service.getModelView(loaded.document, settings)!;
  const layout = { layout: args.layout, perPage: args.perPage, paper: args.paper, showHidden: args.showHidden };
  const report = args.format === 'pdf'
    ? await rulingReportPdf(document, model, 'file', settings.language, await loadReportFonts(), service.getAnalysis(settings), layout)
    : rulingReport(document, model, 'file', args.format === 'md' ? 'md' : 'html', settings.language, service.getAnalysis(settings), layout);
  service.forget(loaded.document.uri);
  if (report === undefined) {
    io.stderr(`${loaded.path}: no game to report\n`);
    return 1;
  }
  if (target === undefined) {
    io.stdout(report, 'document');
    return 0;
  }
  const outcome = await writeFileAtomic(target, report, { refuseReadOnly: !args.force });
  io.stderr(`${loaded.path}: report written to ${target}${outcomeNote(outcome, settings.language)}\n`);
  return 0;
}
