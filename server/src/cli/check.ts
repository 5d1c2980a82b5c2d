/**
 * `pbn-director check`: runs the checks over files and folders and prints the diagnostics like a
 * compiler (`file:line:col severity code message`) or as JSON. Each file is read one game at a
 * time (commands/checkFile.ts), so memory does not grow with its size. On a machine with several cores,
 * several files are checked on worker threads (checkWorkers.ts) and one large file in parts
 * (commands/checkParts.ts); the output is the same, in the order of the arguments and of the games.
 * Each input is opened by the one route (inputRoute.ts) and checked the way its kind takes
 * (commands/checkDocument.ts: a LIN file board by board unless only the whole file gives the same
 * output, or with `--dd`; a PBN file or standard input with `--dd` streams too, each block's
 * double-dummy questions answered before its games are checked). Progress goes to stderr when it is a terminal and there are several files.
 */
import { promises as fs } from 'node:fs';
import { LanguageService, ServiceSettings } from '../languageService';
import { CliArguments } from './args';
import { checkOpened } from '../commands/checkDocument';
import { checkInParts } from '../commands/checkParts';
import { checkFilesInWorkers } from '../commands/checkTasks';
import { CheckPool, checkableInParts, workerCount } from './checkWorkers';
import { DeferredOutput } from '../io/deferredOutput';
import { expandPaths } from './files';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { CliAnalysis } from './ddAnswers';
import { CheckText, wantsColor } from './checkText';
import { checkSummaryText } from '../i18n/cliTexts';
import { ProgressLine } from './progressLine';
import { StdoutBatch } from './stdoutBatch';
import { WorkerPool } from './workerPool';
import { holdSignals, removeStaleSpillFiles } from '../io/temporaryFiles';

/** The size of the files, for the number of workers they pay for. */
async function totalBytes(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map((file) => (file === '-' ? 0 : fs.stat(file).then((stat) => stat.size, () => 0))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Runs `check`; returns the exit status. */
export async function runCheck(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo, analysis?: CliAnalysis): Promise<number> {
  const files = await expandPaths(args.paths);
  // A run killed outright left its spill files behind: this one removes them (their process is gone).
  removeStaleSpillFiles();
  const format = args.format === 'json' ? 'json' : 'text';
  const stdout = new StdoutBatch(io);
  const progress = new ProgressLine(io);
  // Text: each file's lines sorted by position, coloured on a terminal, counted for the summary.
  const text = format === 'text' ? new CheckText(stdout, progress, wantsColor(args.color, io.stdoutIsTTY === true, process.env)) : undefined;
  const output = text ?? stdout;
  // JSON is written only once every file has been read, as before: a file that cannot be read leaves standard output empty.
  const json = format === 'json' ? new DeferredOutput() : undefined;
  const showProgress = io.stderrIsTTY && files.length > 1;
  // Double dummy runs on its own threads: with --dd the files are checked here, one after the other.
  const jobs = workerCount(files.includes('-') || analysis ? 1 : Math.max(files.length, 2), await totalBytes(files));
  let pool: CheckPool | undefined;
  const workers = () => (pool ??= new WorkerPool(jobs));
  const byFile = files.length > 1 && jobs > 1 ? checkFilesInWorkers(workers(), files, format, settings, jobs, io.dealsFile) : undefined;
  let errors = 0;
  // Its workers spill to temporary files of their own: a signal during the run removes them all.
  const releaseSignals = holdSignals();
  try {
    json?.write('{\n  "files": [');
    for (const [number, file] of files.entries()) {
      if (showProgress) progress.show(`[${number + 1}/${files.length}] ${file}`, number === 0);
      text?.beginFile(file === '-' ? '<stdin>' : file);
      json?.write(number > 0 ? ',\n' : '\n');
      if (byFile) {
        const result = await byFile.next(number);
        errors += result.errors;
        result.output.drainTo(json ? (text) => json.write(text) : output.direct);
      } else {
        const opened = await openInput(file, io, { sessions: true, dealFiles: true, language: settings.language });
        errors += opened.kind === 'games' && !analysis && jobs > 1 && checkableInParts(opened.games)
          ? await checkInParts(opened.games, format, settings, output, json, workers(), jobs)
          : await checkOpened(opened, service, settings, format, output, json, analysis).finally(() => analysis?.progress.clear());
      }
      await text?.endFile();
      await stdout.flush();
    }
  } catch (error) {
    json?.discard();
    throw error;
  } finally {
    byFile?.close();
    pool?.close();
    releaseSignals();
  }
  progress.clear();
  if (json) {
    json.write(files.length ? '\n  ]\n}\n' : ']\n}\n');
    // Piece by piece, each waited for: a slow reader (a pipe) must not make the whole JSON pile up in memory.
    await json.drainSlowly((piece) => stdout.direct(piece), () => stdout.flush());
  } else {
    stdout.direct(`${checkSummaryText(files.length, { ...text!.counts, errors }, settings.language)}\n`);
  }
  await stdout.flush();
  return errors > 0 ? 1 : 0;
}
