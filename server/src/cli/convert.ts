/**
 * `pbn-director convert --to pbn|lin [-o OUT] <file>`: LIN (Bridge Base Online) → PBN 2.1 in
 * export format — the text the editor serves a `.lin` file through, with revokes marked `^R`,
 * in Latin-1 whenever it suffices — and PBN → LIN, one board per line in the form BBO's
 * handviewer reads. Without `-o` the result goes to standard output; with it the file is written
 * atomically. Exit status 0, or 1 when the input has errors (the conversion is written all the
 * same), 2 for a usage error or an unreadable input. A PBN file goes to LIN game by game as it
 * streams, standard input too (copied to a temporary file as it comes) and a file with lone CRs;
 * a LIN file goes to PBN board by board (commands/linParts.ts), unless only reading it whole gives the same output.
 * A Bridgemate session (.bws) goes to PBN only: the PBN of its session (cli/bridgemateInput.ts),
 * the bytes `check` streams.
 */
import { Language, pickLanguage } from '../i18n/localize';
import { LanguageService, ServiceSettings } from '../languageService';
import { linOfPbn, pbnOfLinDocument } from '../commands/convert';
import { convertedTextEncoding } from '../lin/toPbn/outputEncoding';
import { encodePbnText } from '../languageService';
import { ConvertArguments, UsageError } from './args';
import { openInput } from './inputRoute';
import { closeUnread } from '../commands/streamSource';
import { convertLinParts } from '../commands/linParts';
import { InputText } from '../io/inputText';
import { errorsOf } from '../commands/checkDocument';
import { CliIo } from './io';
import { isBwsFile } from '../bridgemate/sessionTables';
import { convertDealFile, convertsDealFile } from './dealFile';
import { bwsInputBytes } from '../io/pbnViews';
import { CommandOutput, writeOut } from './writeOutcome';
import { refuseOutputOverInput } from '../io/outputOverInput';
import { CONVERT_USAGE, WRITTEN_WORDS } from '../i18n/cliTexts';

/** Runs `convert`; returns the exit status. */
export async function runConvert(args: ConvertArguments, service: LanguageService, io: CliIo): Promise<number> {
  const settings = { lawsOption: args.laws, language: pickLanguage(args.language, process.env.LANG) };
  if (args.output !== undefined) await refuseOutputOverInput(args.output, [args.file]);
  if (convertsDealFile(args.file, args.to)) return convertDealFile(args, settings, io);
  const fromBws = isBwsFile(args.file);
  if (fromBws && args.to === 'lin') throw new UsageError(CONVERT_USAGE.sessionToLin(args.file));
  if (fromBws) return convertBws(args, settings, io);
  const opened = await openInput(args.file, io, { bounded: true });
  if (opened.kind === 'games' && args.to !== 'pbn') return convertStreamed(opened.games, args, settings, io);
  if (opened.kind === 'games') {
    await closeUnread(opened.games);
    throw new UsageError(CONVERT_USAGE.already(args.file, 'PBN', 'pbn'));
  }
  const parts = args.to === 'lin' ? undefined : await opened.parts(false);
  if (parts) {
    const converted = await convertLinParts(parts, service, settings);
    return writeConversion(args, encodedPieces(converted.pieces, converted.encoding), 'PBN', () => converted.errors, settings.language, io);
  }
  // What is left: a LIN file that only reading whole converts as it should, or one asked to become LIN.
  const loaded = await opened.whole();
  if (args.to === 'lin') throw new UsageError(CONVERT_USAGE.already(args.file, 'LIN', 'lin'));
  const { text, errors } = pbnOfLinDocument(loaded.document, service, settings);
  service.forget(loaded.document.uri);
  return writeConversion(args, encodePbnText(text, convertedTextEncoding(text)), 'PBN', () => errors, settings.language, io);
}

/** A Bridgemate session's PBN (cli/bridgemateInput.ts), its errors counted as `check` streams the same bytes; returns the exit status. */
async function convertBws(args: ConvertArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const bytes = await bwsInputBytes(args.file, args.deals ?? io.dealsFile);
  const errors = await errorsOf(await InputText.fromBytes(args.file, bytes), settings);
  return writeConversion(args, bytes, 'PBN', () => errors, settings.language, io);
}

/** Writes a conversion to standard output, or atomically to `-o` (then says so); then says how many errors the input has (`errors`: counted once it is written). Returns the exit status. */
async function writeConversion(args: ConvertArguments, output: CommandOutput, format: 'PBN' | 'LIN', errors: () => Promise<number> | number, language: Language, io: CliIo): Promise<number> {
  await writeOut(output, args.output, io, { force: args.force, language, said: (note) => `${args.file}: ${WRITTEN_WORDS[language].converted(format, args.output!)}${note}` });
  const count = await errors();
  if (count > 0) io.stderr(`${args.file}: ${WRITTEN_WORDS[language].inputErrors(count, args.file)}\n`);
  return count > 0 ? 1 : 0;
}

/**
 * PBN → LIN of a file game by game (lin/toPbn/linStream.ts), written as it comes; the input's
 * errors counted afterwards by `check`'s streaming reader. The LIN is UTF-8 when the input is,
 * else Latin-1: the conversion adds only ASCII to the input's own characters, so it fits.
 */
async function convertStreamed(input: InputText, args: ConvertArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const encoding = input.facts.encoding === 'utf8' ? 'utf8' : 'latin1';
  const again = await input.reopen();
  const bytes = encodedPieces(linOfPbn(input, settings), encoding);
  return writeConversion(args, bytes, 'LIN', () => errorsOf(again, settings), settings.language, io);
}

/** Text pieces, as they come (held or streamed), as bytes. */
async function* encodedPieces(pieces: Iterable<string> | AsyncIterable<string>, encoding: 'utf8' | 'latin1'): AsyncGenerator<Uint8Array> {
  for await (const piece of pieces) yield Buffer.from(piece, encoding);
}
