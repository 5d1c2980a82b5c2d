/**
 * `check` of a file the pipeline does not stream: a LIN file board by board (linFile.ts) where that
 * gives the same output, else a LIN file or a Bridgemate session read whole and checked through
 * the language service (commands/checkDocument.ts; with `--dd` its double-dummy questions answered
 * first, the progress line cleared after). Text lines to `output`, or the file's report to `json`.
 */
import { LanguageService, ServiceSettings } from '../languageService';
import { CheckOutput } from '../commands/checkFile';
import { checkWholeInput } from '../commands/checkDocument';
import { DeferredOutput } from '../io/deferredOutput';
import { CliAnalysis } from './ddAnswers';
import { loadFile } from './files';
import { CliIo } from './io';
import { checkLinStreamed } from './linFile';

/** Checks one LIN or .bws file; returns its errors. */
export async function checkDocument(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo, output: CheckOutput, json: DeferredOutput | undefined, analysis?: CliAnalysis): Promise<number> {
  const streamed = analysis || !/\.lin$/i.test(file) ? undefined : await checkLinStreamed(file, service, settings, io, output, json);
  if (streamed !== undefined) return streamed;
  const loaded = await loadFile(file, io);
  return checkWholeInput(loaded, service, settings, output, json, analysis).finally(() => analysis?.progress.clear());
}
