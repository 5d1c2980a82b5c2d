/**
 * The command line and the dealing programs' files (.dlm, .dup, .bri, .dge; the formats are
 * server/src/dealFiles'): a deal file is read whole (a few kilobytes), refused in one line naming
 * the board when anything is wrong, and otherwise seen as its PBN view — `check` streams that view
 * as it streams a PBN file, and so it does a Bridgemate session's PBN (cli/bridgemateInput.ts). `convert` writes a deal file as PBN, .dlm or .dup, and a PBN file
 * (read game by game) as .dlm or .dup.
 */
import { readDealFile, isDealFileName, DealFileReading } from '../dealFiles/dealFileReader';
import { DealFileBoard } from '../dealFiles/dealBoard';
import { writeDlm, writeDup, writeProblem } from '../dealFiles/dealFileWriter';
import { dealBoardsOfPbn } from '../dealFiles/fromPbn';
import { ServiceSettings, gameOptionsOf } from '../languageService';
import { dealFileProblemText, dealFileWriteProblemText, pbnDealsProblemText } from '../i18n/dealFileTexts';
import { Language } from '../i18n/localize';
import { UsageError } from './args';
import { InputError, readRegularFile } from './files';
import { BwsInputError, bwsPbnBytes } from './bridgemateInput';
import { InputText } from './inputText';
import { CliIo } from './io';
import { streamSource } from '../commands/streamSource';
import { writeOut } from './writeOutcome';
import { CONVERT_USAGE, WRITTEN_WORDS } from '../i18n/cliTexts';

export { isDealFileName } from '../dealFiles/dealFileReader';

/** A deal file read, refused with its first problem (naming the board) when it has one. */
async function readGoodDealFile(file: string, language: Language): Promise<DealFileReading> {
  const bytes = await readRegularFile(file);
  const reading = readDealFile(bytes, file);
  if (reading.problems.length > 0) throw new InputError(`${file}: ${dealFileProblemText(reading.problems[0], language)}`);
  return reading;
}

/** The PBN of a Bridgemate session, its deals from `io.dealsFile` or beside it: the bytes `convert --to pbn` writes. */
export async function bwsInputBytes(file: string, io: CliIo): Promise<Uint8Array> {
  try {
    return await bwsPbnBytes(file, io.dealsFile, readRegularFile);
  } catch (error) {
    if (error instanceof BwsInputError) throw new InputError(error.line);
    throw error;
  }
}

/** A Bridgemate session's PBN view, read as a PBN file is. */
export async function openBwsInput(file: string, io: CliIo): Promise<InputText> {
  return InputText.fromBytes(file, await bwsInputBytes(file, io));
}

/** A deal file's PBN view, read as a PBN file is. */
export async function openDealFileView(file: string, language: Language): Promise<InputText> {
  const reading = await readGoodDealFile(file, language);
  return InputText.fromBytes(file, Buffer.from(reading.pbn, 'latin1'));
}

/** The formats `convert` writes from or to a deal file. */
export type DealConvertTarget = 'pbn' | 'dlm' | 'dup';

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

/**
 * `convert` to or from a deal file: a deal file to PBN (the default), .dlm or .dup; a PBN file
 * (or standard input) to .dlm or .dup. Returns the exit status (0: the input is good; a bad input
 * is refused before anything is written).
 */
export async function convertDealFile(args: DealConvertArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const language = settings.language;
  const fromDealFile = isDealFileName(args.file);
  const to = args.to ?? (fromDealFile ? 'pbn' : undefined);
  if (to !== 'pbn' && to !== 'dlm' && to !== 'dup') throw new UsageError(CONVERT_USAGE.dealFileTo(String(to)));
  let boards: DealFileBoard[];
  let bytes: Uint8Array;
  if (fromDealFile) {
    const reading = await readGoodDealFile(args.file, language);
    boards = reading.boards;
    bytes = Buffer.from(reading.pbn, 'latin1');
  } else {
    if (to === 'pbn') throw new UsageError(CONVERT_USAGE.alreadyPbn(args.file));
    const input = await InputText.open(args.file, io);
    const read = await dealBoardsOfPbn(streamSource(input), gameOptionsOf(settings));
    if (read.problem) throw new InputError(`${input.path}: ${pbnDealsProblemText(read.problem, language)}`);
    boards = read.boards;
    bytes = new Uint8Array(0);
  }
  if (to !== 'pbn') {
    const problem = writeProblem(boards, to);
    if (problem) throw new InputError(`${args.file}: ${dealFileWriteProblemText(problem, to, language)}`);
    bytes = to === 'dlm' ? Buffer.from(writeDlm(boards), 'latin1') : writeDup(boards);
  }
  await writeOut(bytes, args.output, io, { force: args.force, language, said: (note) => `${args.file}: ${WRITTEN_WORDS[language].converted(to.toUpperCase(), args.output!)}${note}` });
  return 0;
}
