/**
 * `check` and `convert --to pbn` of a LIN file board by board (lin/service/linFileStream.ts), in
 * memory that does not grow with the file: a first pass collects the file's facts, a second one
 * hands over the file's parts in order. The output is the whole path's, byte for byte (proved in
 * test/lin/linStreamPaths.test.ts); where the parts cannot give it, the caller reads the file
 * whole as before (`undefined` here).
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { LanguageService, ServiceSettings } from '../languageService';
import { LinFileFacts, collectLinFileFacts } from '../lin/reader/fileFacts';
import { LinFilePart, forEachLinPart, linStreams } from '../lin/service/linFileStream';
import { PiecesEncoding } from '../lin/toPbn/outputEncoding';
import { CheckOutput, diagnosticLine } from '../commands/checkFile';
import { DeferredOutput } from '../io/deferredOutput';
import { statReadableFile } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';
import { fileReport, nestedJson, writeFileEntry } from '../commands/jsonReport';

/** A LIN file opened for its parts, with its facts. */
interface LinStream {
  input: InputText;
  facts: LinFileFacts;
}

/** Opens a LIN file for its parts; undefined when the whole path must read it. */
async function openLinStream(file: string, io: CliIo, json: boolean): Promise<LinStream | undefined> {
  // The bound of the whole path stays: a file it refuses is refused here too, in the same words.
  await statReadableFile(file);
  const input = await InputText.open(file, io);
  let first = true;
  const facts = await collectLinFileFacts(() => (first ? (first = false, input.pieces()) : reopenedPieces(input)));
  // With lone CRs the blocks read them as line feeds, while the whole path's tokenizer reads on
  // over them (a value goes on past a lone CR) and its document counts them as line breaks.
  if (input.facts.loneCarriageReturn || !linStreams(facts, json)) return undefined;
  return { input: await input.reopen(), facts };
}

/** The input's pieces once more. */
async function* reopenedPieces(input: InputText): AsyncGenerator<string> {
  yield* (await input.reopen()).pieces();
}

/** The number of errors among diagnostics. */
function errorsIn(part: LinFilePart): number {
  return part.diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
}

/**
 * `check` of a LIN file board by board: the text lines to `output`, or the file's report to
 * `json`; returns its errors, or undefined when the file must be checked whole.
 */
export async function checkLinStreamed(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo, output: CheckOutput, json: DeferredOutput | undefined): Promise<number | undefined> {
  const stream = await openLinStream(file, io, json !== undefined);
  if (!stream) return undefined;
  const { input } = stream;
  let errors = 0;
  if (!json) {
    await forEachLinPart(input.pieces(), stream.facts, service, settings, {}, async (part) => {
      errors += errorsIn(part);
      for (const diagnostic of part.diagnostics) output.direct(diagnosticLine(file, diagnostic));
      await output.settle();
    });
    return errors;
  }
  // The report's file diagnostics come before its games but are known only at the end: both are held (in temporary files when large).
  const fileDiagnostics = new DeferredOutput();
  const games = new DeferredOutput();
  let diagnosticCount = 0;
  let gameCount = 0;
  try {
    await forEachLinPart(input.pieces(), stream.facts, service, settings, { view: true }, (part) => {
      errors += errorsIn(part);
      const report = fileReport(file, input.facts.encoding, part.view!.document, part.view!.model, part.diagnostics);
      for (const diagnostic of report.diagnostics) fileDiagnostics.write(`${diagnosticCount++ > 0 ? ',' : ''}\n        ${nestedJson(diagnostic, 4)}`);
      // The projection of a part numbers its games from 1, as the whole file's from its first board.
      for (const game of report.games) games.write(`${gameCount++ > 0 ? ',\n' : ''}        ${nestedJson({ ...game, index: game.index + part.firstBoard - 1 }, 4)}`);
    });
  } catch (error) {
    fileDiagnostics.discard();
    games.discard();
    throw error;
  }
  writeFileEntry((text) => json.write(text), file, input.facts.encoding, diagnosticCount > 0 ? (write) => fileDiagnostics.drainTo(write) : undefined, gameCount > 0 ? (write) => games.drainTo(write) : undefined);
  return errors;
}

/** The written PBN of a LIN file converted board by board, and its errors. */
export interface ConvertedLin {
  /** The PBN text in pieces (read once). */
  pieces: Iterable<string>;
  /** The encoding it is written in. */
  encoding: 'latin1' | 'utf8';
  errors: number;
}

/**
 * `convert --to pbn` of a LIN file board by board: the PBN is held in a temporary file until the
 * whole of it is known, as the encoding it is written in depends on all of it (outputEncoding.ts);
 * undefined when the file must be converted whole.
 */
export async function convertLinStreamed(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<ConvertedLin | undefined> {
  const stream = await openLinStream(file, io, false);
  if (!stream) return undefined;
  const held = new DeferredOutput();
  const encoding = new PiecesEncoding();
  let errors = 0;
  try {
    await forEachLinPart(stream.input.pieces(), stream.facts, service, settings, { written: true }, (part) => {
      errors += errorsIn(part);
      encoding.add(part.written!);
      held.write(part.written!);
    });
  } catch (error) {
    held.discard();
    throw error;
  }
  return { pieces: held.textPieces(), encoding: encoding.result(), errors };
}
