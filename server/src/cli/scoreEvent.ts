/**
 * `pbn-director score --event FILES…`: each file's event (features/event/eventReport.ts) from its
 * games read as they stream by: standings before and after the rulings, the file's
 * TotalScoreTable checked. Text (bridge notation, English or Dutch) or JSON
 * `{ "files": [ { "path", "event": { "participants": [ … ] } } ] }`. Exit status 1 when a file's
 * TotalScoreTable differs from its travellers, 0 otherwise.
 */
import { ServiceSettings } from '../languageService';
import { eventJson, eventText, streamEvent } from '../languageService';
import { EVENT_WORDS } from '../i18n/eventTexts';
import { CliArguments } from './args';
import { statReadableFile } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';
import { streamSource } from '../commands/streamSource';

/** Runs `score --event`; returns the exit status. */
export async function runScoreEvent(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
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
