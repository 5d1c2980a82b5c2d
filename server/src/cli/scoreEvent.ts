/**
 * `pbn-director score --event FILES…`: each file's event from its games read as they stream by,
 * or with `--rulings-log` every ruling of the files (commands/scoreEvent.ts), the files opened in
 * turn, each found readable first. Text (bridge notation, English or Dutch), JSON
 * `{ "files": [ { "path", "event": { "participants": [ … ] } } ] }`, one HTML page or a PDF; the
 * log as CSV, HTML, JSON or PDF, its HTML linking each row to the ruling report
 * `report FILES… -o FOLDER` writes for its file (commands/reportTargets.ts names it). To standard output or
 * to the file -o names (a PDF only there; never over an input). Exit status 1 when a file's
 * TotalScoreTable differs from its travellers, 0 otherwise (the log: 0).
 */
import * as path from 'node:path';
import { ServiceSettings } from '../languageService';
import { EventDocument, eventDocument, eventInputOf, rulingsLogDocument } from '../commands/scoreEvent';
import { loadReportFonts } from '../io/reportFonts';
import { refuseOutputOverInput } from '../io/outputOverInput';
import { writeOut } from './writeOutcome';
import { reportTargets } from '../commands/reportTargets';
import { EVENT_WORDS } from '../i18n/eventTexts';
import { CliArguments } from './args';
import { statReadableFile } from '../io/readableFiles';
import { openInput } from './inputRoute';
import { CliIo } from './io';

/** Runs `score --event`; returns the exit status. */
export async function runScoreEvent(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.output !== undefined) await refuseOutputOverInput(args.output, args.paths);
  // Each file is found readable before it is opened.
  const open = async (file: string) => { await statReadableFile(file); return eventInputOf(await openInput(file, io)); };
  if (args.rulingsLog) {
    const reportLinks = (files: readonly string[]) => reportTargets(files, '', { layout: 'ruling', format: 'html' }).map((target) => target.split(path.sep).join('/'));
    await writeOutput(args, settings, io, await rulingsLogDocument(args.paths, open, args.format, settings, { hideNames: args.hideNames, reportLinks }, io.stderr, () => loadReportFonts()));
    return 0;
  }
  const event = await eventDocument(args.paths, open, args.format, settings, async () => { await io.stdoutDrained?.(); }, () => loadReportFonts());
  await writeOutput(args, settings, io, event);
  return event.differs ? 1 : 0;
}

/**
 * The output: to the file -o names, written atomically (a read-only one only with --force), the
 * line saying so on standard error; else to standard output. A page, a CSV file and a PDF are
 * documents: their CRLFs and the files' texts go out as they are (escaped only on a terminal).
 */
async function writeOutput(args: CliArguments, settings: ServiceSettings, io: CliIo, written: EventDocument): Promise<void> {
  const document = args.format !== 'text' && args.format !== 'json';
  await writeOut(written.content, args.output, io, { force: args.force, document, language: settings.language, said: (note) => `${EVENT_WORDS[settings.language].written(args.output!)}${note}`, notice: written.notice, noticeOf: args.output });
}
