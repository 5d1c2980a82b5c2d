/**
 * `pbn-director score --event FILES…`: each file's event (features/event/eventReport.ts) from its
 * games read as they stream by: standings before and after the rulings, the file's
 * TotalScoreTable checked. Text (bridge notation, English or Dutch), JSON
 * `{ "files": [ { "path", "event": { "participants": [ … ] } } ] }`, one HTML page or a PDF
 * (features/event/eventPages.ts), to standard output or to the file -o names (a PDF only there;
 * never over an input). Exit status 1 when a file's TotalScoreTable differs from its travellers,
 * 0 otherwise.
 */
import * as path from 'node:path';
import { ServiceSettings } from '../languageService';
import type { EventSections, RulingsLogRow } from '../languageService';
import { eventHtml, eventJson, eventPdf, eventSections, eventText, rulingsLogCsv, rulingsLogHtml, rulingsLogJson, rulingsLogPdf, streamEvent, streamRulingsLog } from '../languageService';
import { PdfTextNotice, pdfTextNotice } from '../commands/report';
import { loadReportFonts } from '../io/reportFonts';
import { refuseOutputOverInput } from '../io/outputOverInput';
import { writeOut } from './writeOutcome';
import { reportTargets } from '../commands/reportTargets';
import { pushAll } from '../arrays';
import { EVENT_WORDS } from '../i18n/eventTexts';
import { CliArguments } from './args';
import { statReadableFile } from '../io/readableFiles';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { streamSource } from '../commands/streamSource';

/** Runs `score --event`; returns the exit status. */
export async function runScoreEvent(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.output !== undefined) await refuseOutputOverInput(args.output, args.paths);
  if (args.rulingsLog) return runRulingsLog(args, settings, io);
  const json = args.format === 'json';
  const page = args.format === 'html' || args.format === 'pdf';
  const words = EVENT_WORDS[settings.language];
  const files: object[] = [];
  const sections: EventSections[] = [];
  const texts: string[] = [];
  let differs = false;
  for (const [index, given] of args.paths.entries()) {
    await statReadableFile(given);
    const opened = await openInput(given, io);
    if (opened.kind === 'lin') {
      // The PBN stream would find no game in it: say why instead (a LIN file holds no traveller; its rooms are read once converted).
      if (json) files.push({ path: given, event: null, note: words.lin });
      else if (page) sections.push({ file: given, note: words.lin, groups: [], changes: [], rulings: [] });
      else texts.push(`${index > 0 ? '\n' : ''}${given}: ${words.lin}\n`);
      continue;
    }
    const input = opened.games;
    const report = await streamEvent(streamSource(input), settings, async () => { await io.stdoutDrained?.(); });
    differs ||= (report.totals?.findings.length ?? 0) > 0;
    if (json) files.push({ path: input.path, event: eventJson(report) });
    else if (page) sections.push(eventSections(input.path, report, settings.language));
    else texts.push(`${index > 0 ? '\n' : ''}${eventText(input.path, report, settings.language)}`);
  }
  if (args.format === 'pdf') {
    const notice = pdfTextNotice(await loadReportFonts());
    await writeOutput(args, settings, io, await eventPdf(sections, settings.language, await loadReportFonts(), notice), notice);
  } else await writeOutput(args, settings, io, json ? JSON.stringify({ files }, null, 2) + '\n' : page ? eventHtml(sections, settings.language) : texts.join(''));
  return differs ? 1 : 0;
}

/**
 * `score --event --rulings-log`: every ruling of the files (features/event/rulingsLog.ts), each
 * file streamed in turn, written once all are read as CSV, HTML, JSON or PDF. The HTML links each row
 * to the ruling report `report FILES… -o FOLDER` writes for its file (reportTargets.ts names it),
 * relative to the folder that holds the page. A LIN file is left out (its games are read once
 * converted). Exit status 0.
 */
async function runRulingsLog(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const rows: RulingsLogRow[] = [];
  const files: string[] = [];
  for (const given of args.paths) {
    await statReadableFile(given);
    const opened = await openInput(given, io);
    if (opened.kind === 'lin') {
      io.stderr(`${given}: ${EVENT_WORDS[settings.language].lin}\n`);
      continue;
    }
    const input = opened.games;
    files.push(input.path);
    pushAll(rows, await streamRulingsLog(streamSource(input), input.path, settings, { hideNames: args.hideNames }));
  }
  const targets = reportTargets(files, '', { layout: 'ruling', format: 'html' });
  const links = new Map(files.map((file, index) => [file, targets[index].split(path.sep).join('/')]));
  const layout = { language: settings.language, hideNames: args.hideNames, files, reportOf: (file: string) => links.get(file), reportCommandFiles: files };
  if (args.format === 'pdf') {
    const notice = pdfTextNotice(await loadReportFonts());
    await writeOutput(args, settings, io, await rulingsLogPdf(rows, layout, await loadReportFonts(), notice), notice);
  } else if (args.format === 'json') await writeOutput(args, settings, io, JSON.stringify(rulingsLogJson(rows, layout), null, 2) + '\n');
  else await writeOutput(args, settings, io, args.format === 'html' ? rulingsLogHtml(rows, layout) : rulingsLogCsv(rows, layout));
  return 0;
}

/**
 * The output: to the file -o names, written atomically (a read-only one only with --force), the
 * line saying so on standard error; else to standard output. A page, a CSV file and a PDF are
 * documents: their CRLFs and the files' texts go out as they are (escaped only on a terminal).
 * A PDF that cannot show some of its text says so on standard error.
 */
async function writeOutput(args: CliArguments, settings: ServiceSettings, io: CliIo, content: string | Uint8Array, notice?: PdfTextNotice): Promise<void> {
  const document = args.format !== 'text' && args.format !== 'json';
  await writeOut(content, args.output, io, { force: args.force, document, language: settings.language, said: (note) => `${EVENT_WORDS[settings.language].written(args.output!)}${note}` });
  const sentence = notice?.sentence(settings.language);
  if (sentence) io.stderr(`${args.output}: ${sentence}\n`);
}
