/**
 * `convert` to or from a dealing program's file (.dlm, .dup, .bri, .dge; the formats are
 * server/src/dealFiles'): its arguments, its reading and its writing. A deal file goes to PBN (the
 * default), .dlm or .dup, a PBN file (or standard input, read game by game) to .dlm or .dup;
 * what is made of them is commands/dealFileConversion.ts's. A bad input is refused in one line
 * naming the board before anything is written.
 */
import { isDealFileName } from '../dealFiles/dealFileReader';
import { ServiceSettings } from '../languageService';
import { convertedDealFile, convertedPbnDeals } from '../commands/dealFileConversion';
import { readGoodDealFile } from '../io/pbnViews';
import { UsageError } from './args';
import { openText } from './inputRoute';
import { CliIo } from './io';
import { writeOut } from './writeOutcome';
import { CONVERT_USAGE, WRITTEN_WORDS } from '../i18n/cliTexts';

/** True when `convert` goes to or from a deal file. */
export function convertsDealFile(file: string, to: string | undefined): boolean {
  return isDealFileName(file) || to === 'dlm' || to === 'dup';
}

/** What `convert` needs to know. */
export interface DealConvertArguments {
  file: string;
  to?: string;
  output?: string;
  force?: boolean;
}

/** `convert` to or from a deal file. Returns the exit status (0: the input is good; a bad input is refused before anything is written). */
export async function convertDealFile(args: DealConvertArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const language = settings.language;
  const fromDealFile = isDealFileName(args.file);
  const to = args.to ?? (fromDealFile ? 'pbn' : undefined);
  if (to !== 'pbn' && to !== 'dlm' && to !== 'dup') throw new UsageError(CONVERT_USAGE.dealFileTo(String(to)));
  let bytes: Uint8Array;
  if (fromDealFile) bytes = convertedDealFile(args.file, await readGoodDealFile(args.file, language), to, language);
  else if (to === 'pbn') throw new UsageError(CONVERT_USAGE.alreadyPbn(args.file));
  else bytes = await convertedPbnDeals(args.file, await openText(args.file, io), to, settings);
  await writeOut(bytes, args.output, io, { force: args.force, language, said: (note) => `${args.file}: ${WRITTEN_WORDS[language].converted(to.toUpperCase(), args.output!)}${note}` });
  return 0;
}
