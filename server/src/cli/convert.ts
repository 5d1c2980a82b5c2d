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
import { writeFileAtomic } from '../io/atomicWrite';
import { openInput } from './inputRoute';
import { closeUnread } from '../commands/streamSource';
import { convertLinParts } from '../commands/linParts';
import { InputText } from './inputText';
import { checkInput } from '../commands/checkFile';
import { CliIo } from './io';
import { isBwsFile } from './bridgemateInput';
import { convertDealFile, convertsDealFile, bwsInputBytes } from './dealFile';
import { outcomeNote } from './writeOutcome';
import { refuseOutputOverInput } from './outputOverInput';
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
    return writeConverted(args, encodedPieces(converted.pieces, converted.encoding), converted.errors, settings.language, io);
  }
  // What is left: a LIN file that only reading whole converts as it should, or one asked to become LIN.
  const loaded = await opened.whole();
  if (args.to === 'lin') throw new UsageError(CONVERT_USAGE.already(args.file, 'LIN', 'lin'));
  const { text, errors } = pbnOfLinDocument(loaded.document, service, settings);
  service.forget(loaded.document.uri);
  return writeWhole(args, encodePbnText(text, convertedTextEncoding(text)), errors, settings.language, io);
}

/** A Bridgemate session's PBN (cli/bridgemateInput.ts), its errors counted as `check` streams the same bytes; returns the exit status. */
async function convertBws(args: ConvertArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const bytes = await bwsInputBytes(args.file, args.deals !== undefined ? { ...io, dealsFile: args.deals } : io);
  const errors = await checkInput(await InputText.fromBytes(args.file, bytes), 'text', settings, { direct: () => undefined, settle: async () => undefined });
  return writeWhole(args, bytes, errors, settings.language, io);
}

/** Writes a PBN conversion made whole: to standard output, or atomically to `-o` (then says so); returns the exit status. */
async function writeWhole(args: ConvertArguments, bytes: Uint8Array, errors: number, language: Language, io: CliIo): Promise<number> {
  if (args.output === undefined) {
    io.stdout(bytes);
  } else {
    const outcome = await writeFileAtomic(args.output, bytes, { refuseReadOnly: !args.force });
    io.stderr(`${args.file}: ${WRITTEN_WORDS[language].converted('PBN', args.output)}${outcomeNote(outcome, language)}\n`);
  }
  return inputErrors(args, errors, language, io);
}

/** Writes a LIN file's PBN, converted board by board (commands/linParts.ts), as the whole path writes it; returns the exit status. */
async function writeConverted(args: ConvertArguments, bytes: AsyncIterable<Uint8Array>, errors: number, language: Language, io: CliIo): Promise<number> {
  await writePieces(args, bytes, 'PBN', language, io);
  return inputErrors(args, errors, language, io);
}

/** Writes converted pieces as they come: to standard output, or atomically to `-o` (then says so). */
async function writePieces(args: ConvertArguments, bytes: AsyncIterable<Uint8Array>, format: 'PBN' | 'LIN', language: Language, io: CliIo): Promise<void> {
  if (args.output === undefined) {
    for await (const piece of bytes) {
      io.stdout(piece);
      await io.stdoutDrained?.();
    }
  } else {
    const outcome = await writeFileAtomic(args.output, bytes, { refuseReadOnly: !args.force });
    io.stderr(`${args.file}: ${WRITTEN_WORDS[language].converted(format, args.output)}${outcomeNote(outcome, language)}\n`);
  }
}

/** Says how many errors the input has; returns the exit status. */
function inputErrors(args: ConvertArguments, errors: number, language: Language, io: CliIo): number {
  if (errors > 0) io.stderr(`${args.file}: ${WRITTEN_WORDS[language].inputErrors(errors, args.file)}\n`);
  return errors > 0 ? 1 : 0;
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
  await writePieces(args, bytes, 'LIN', settings.language, io);
  const errors = await checkInput(again, 'text', settings, { direct: () => undefined, settle: async () => undefined });
  return inputErrors(args, errors, settings.language, io);
}

/** Text pieces, as they come (held or streamed), as bytes. */
async function* encodedPieces(pieces: Iterable<string> | AsyncIterable<string>, encoding: 'utf8' | 'latin1'): AsyncGenerator<Uint8Array> {
  for await (const piece of pieces) yield Buffer.from(piece, encoding);
}
