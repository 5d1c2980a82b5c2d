/**
 * `check` and `convert --to pbn` of a LIN file board by board (commands/linParts.ts), in memory
 * that does not grow with the file: a first pass collects the file's facts, a second one hands
 * over the file's parts in order. The output is the whole path's, byte for byte (proved in
 * test/lin/linStreamPaths.test.ts); where the parts cannot give it, the caller reads the file
 * whole as before (`undefined` here).
 */
import { LanguageService, ServiceSettings } from '../languageService';
import { collectLinFileFacts } from '../lin/reader/fileFacts';
import { linStreams } from '../lin/service/linFileStream';
import { CheckOutput } from '../commands/checkFile';
import { ConvertedLin, LinParts, checkLinParts, convertLinParts } from '../commands/linParts';
import { DeferredOutput } from '../io/deferredOutput';
import { statReadableFile } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';

/** Opens a LIN file for its parts, with its facts; undefined when the whole path must read it. */
async function openLinParts(file: string, io: CliIo, json: boolean): Promise<LinParts | undefined> {
  // The bound of the whole path stays: a file it refuses is refused here too, in the same words.
  await statReadableFile(file);
  const input = await InputText.open(file, io);
  let first = true;
  const facts = await collectLinFileFacts(() => (first ? (first = false, input.pieces()) : reopenedPieces(input)));
  // With lone CRs the blocks read them as line feeds, while the whole path's tokenizer reads on
  // over them (a value goes on past a lone CR) and its document counts them as line breaks.
  if (input.facts.loneCarriageReturn || !linStreams(facts, json)) return undefined;
  const again = await input.reopen();
  return { path: file, encoding: again.facts.encoding, pieces: again.pieces(), facts };
}

/** The input's pieces once more. */
async function* reopenedPieces(input: InputText): AsyncGenerator<string> {
  yield* (await input.reopen()).pieces();
}

/** `check` of a LIN file board by board: the text lines to `output`, or the file's report to `json`; returns its errors, or undefined when the file must be checked whole. */
export async function checkLinStreamed(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo, output: CheckOutput, json: DeferredOutput | undefined): Promise<number | undefined> {
  const parts = await openLinParts(file, io, json !== undefined);
  return parts && checkLinParts(parts, service, settings, output, json);
}

/** `convert --to pbn` of a LIN file board by board; undefined when the file must be converted whole. */
export async function convertLinStreamed(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<ConvertedLin | undefined> {
  const parts = await openLinParts(file, io, false);
  return parts && convertLinParts(parts, service, settings);
}
