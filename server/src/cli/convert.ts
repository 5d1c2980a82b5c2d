/**
 * `pbn-director convert --to pbn|lin [-o OUT] <file>`: LIN (Bridge Base Online) → PBN 2.1 in
 * export format — the text the editor serves a `.lin` file through, with revokes marked `^R`,
 * in Latin-1 whenever it suffices — and PBN → LIN, one board per line in the form BBO's
 * handviewer reads. Without `-o` the result goes to standard output; with it the file is written
 * atomically. Exit status 0, or 1 when the input has errors (the conversion is written all the
 * same), 2 for a usage error or an unreadable input. A PBN file goes to LIN game by game as it
 * streams, standard input too (copied to a temporary file as it comes) and a file with lone CRs;
 * a LIN file goes to PBN board by board, unless only reading it whole gives the same output
 * (commands/convert.ts).
 * A Bridgemate session (.bws) goes to PBN only: the PBN of its session (io/pbnViews.ts),
 * the bytes `check` streams.
 */
import { Language } from '../i18n/localize';
import { LanguageService, ServiceSettings } from '../languageService';
import { Conversion, convertOpened } from '../commands/convert';
import { ConvertArguments, UsageError } from './args';
import { openInput } from './inputRoute';
import { InputText } from '../io/inputText';
import { errorsOf } from '../commands/checkDocument';
import { CliIo } from './io';
import { isBwsFile } from '../bridgemate/sessionTables';
import { convertDealFile, convertsDealFile } from './dealFile';
import { bwsInputBytes } from '../io/pbnViews';
import { writeOut } from './writeOutcome';
import { refuseOutputOverInput } from '../io/outputOverInput';
import { CONVERT_USAGE, WRITTEN_WORDS } from '../i18n/cliTexts';

/** Runs `convert` with the run's settings (the input's errors counted as `check` counts them); returns the exit status. */
export async function runConvert(args: ConvertArguments, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.output !== undefined) await refuseOutputOverInput(args.output, [args.file]);
  if (convertsDealFile(args.file, args.to)) return convertDealFile(args, settings, io);
  const fromBws = isBwsFile(args.file);
  if (fromBws && args.to === 'lin') throw new UsageError(CONVERT_USAGE.sessionToLin(args.file));
  if (fromBws) return convertBws(args, settings, io);
  const opened = await openInput(args.file, io, { bounded: true });
  const conversion = await convertOpened(opened, args.to, service, settings);
  if (!conversion) throw new UsageError(opened.kind === 'games' ? CONVERT_USAGE.already(args.file, 'PBN', 'pbn') : CONVERT_USAGE.already(args.file, 'LIN', 'lin'));
  return writeConversion(args, conversion, settings.language, io);
}

/** A Bridgemate session's PBN (io/pbnViews.ts), its errors counted as `check` streams the same bytes; returns the exit status. */
async function convertBws(args: ConvertArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const bytes = await bwsInputBytes(args.file, io.dealsFile);
  const errors = await errorsOf(await InputText.fromBytes(args.file, bytes), settings);
  return writeConversion(args, { bytes, format: 'PBN', errors: () => errors }, settings.language, io);
}

/** Writes a conversion to standard output, or atomically to `-o` (then says so); then says how many errors the input has (counted once it is written). Returns the exit status. */
async function writeConversion(args: ConvertArguments, conversion: Conversion, language: Language, io: CliIo): Promise<number> {
  await writeOut(conversion.bytes, args.output, io, { force: args.force, language, said: (note) => `${args.file}: ${WRITTEN_WORDS[language].converted(conversion.format, args.output!)}${note}` });
  const count = await conversion.errors();
  if (count > 0) io.stderr(`${args.file}: ${WRITTEN_WORDS[language].inputErrors(count, args.file)}\n`);
  return count > 0 ? 1 : 0;
}
