/**
 * `pbn-director score --event FILES…`: each file's event (features/event/eventReport.ts) from its
 * games read as they stream by: standings before and after the rulings, the file's
 * TotalScoreTable checked. Text (bridge notation, English or Dutch) or JSON
 * `{ "files": [ { "path", "event": { "participants": [ … ] } } ] }`. Exit status 1 when a file's
 * TotalScoreTable differs from its travellers, 0 otherwise.
 */
import * as path from 'node:path';
import { ServiceSettings } from '../languageService';
import type { RulingsLogRow } from '../languageService';
import { eventJson, eventText, rulingsLogCsv, rulingsLogHtml, rulingsLogJson, streamEvent, streamRulingsLog } from '../languageService';
import { reportTargets } from './reportTargets';
import { pushAll } from '../arrays';
import { EVENT_WORDS } from '../i18n/eventTexts';
import { CliArguments } from './args';
import { statReadableFile } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';
import { streamSource } from '../commands/streamSource';

/** Runs `score --event`; returns the exit status. */
export async function runScoreEvent(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.rulingsLog) return runRulingsLog(args, settings, io);
  const json = args.format === 'json';
  const files: object[] = [];
  let differs = false;
  for (const [index, given] of args.paths.entries()) {
    await statReadableFile(given);
    if (/\.lin$/i.test(given)) {
      // The PBN stream would find no game in it: say why instead (a LIN file holds no traveller; its rooms are read once converted).
      if (json) files.push({ path: given, event: null, note: EVENT_WORDS[settings.language].lin });
      else io.stdout(`${index > 0 ? '\n' : ''}${given}: ${EVENT_WORDS[settings.language].lin}\n`);
      continue;
    }
    const input = await InputText.open(given, io);
    const report = await streamEvent(streamSource(input), settings, async () => { await io.stdoutDrained?.(); });
    differs ||= (report.totals?.findings.length ?? 0) > 0;
    if (json) files.push({ path: input.path, event: eventJson(report) });
    else io.stdout(`${index > 0 ? '\n' : ''}${eventText(input.path, report, settings.language)}`);
  }
  if (json) io.stdout(JSON.stringify({ files }, null, 2) + '\n');
  return differs ? 1 : 0;
}

/**
 * `score --event --rulings-log`: every ruling of the files (features/event/rulingsLog.ts), each
 * file streamed in turn, written once all are read as CSV, HTML or JSON. The HTML links each row
 * to the ruling report `report FILES… -o FOLDER` writes for its file (reportTargets.ts names it),
 * relative to the folder that holds the page. A LIN file is left out (its games are read once
 * converted). Exit status 0.
 */
async function runRulingsLog(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const rows: RulingsLogRow[] = [];
  const files: string[] = [];
  for (const given of args.paths) {
    await statReadableFile(given);
    if (/\.lin$/i.test(given)) {
      io.stderr(`${given}: ${EVENT_WORDS[settings.language].lin}\n`);
      continue;
    }
    const input = await InputText.open(given, io);
    files.push(input.path);
    pushAll(rows, await streamRulingsLog(streamSource(input), input.path, settings, { hideNames: args.hideNames }));
  }
  const targets = reportTargets(files, '', { layout: 'ruling', format: 'html' });
  const links = new Map(files.map((file, index) => [file, targets[index].split(path.sep).join('/')]));
  const layout = { language: settings.language, hideNames: args.hideNames, files, reportOf: (file: string) => links.get(file), reportCommandFiles: files };
  if (args.format === 'json') io.stdout(JSON.stringify(rulingsLogJson(rows, layout), null, 2) + '\n');
  // A page and a CSV file are documents: their CRLFs and the files' texts go out as they are (escaped only on a terminal).
  else if (args.format === 'html') io.stdout(rulingsLogHtml(rows, layout), 'document');
  else io.stdout(rulingsLogCsv(rows, layout), 'document');
  return 0;
}
