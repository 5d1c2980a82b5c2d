/**
 * The one route from a path on the command line to what a command reads (commands/openedInput.ts):
 * the only place in cli/ that tells the kinds of input apart. A LIN file is opened when the command
 * asks how (board by board where its parts give the whole path's output, else whole); standard
 * input (`-`, the process's chunks as they come) and a PBN file are read as they stream
 * (io/inputText.ts); a Bridgemate session and a deal file as their PBN views (io/pbnViews.ts) where
 * the command reads them, else read as PBN, which refuses a session by name and reads a deal file
 * as the text it is.
 */
import { collectLinFileFacts } from '../lin/reader/fileFacts';
import { linStreams } from '../lin/service/linFileStream';
import { LinParts } from '../commands/linParts';
import { OpenedInput } from '../commands/openedInput';
import { isDealFileName } from '../dealFiles/dealFileReader';
import { isBwsFile } from '../bridgemate/sessionTables';
import { loadLinFile, statReadableFile } from '../io/readableFiles';
import { InputText } from '../io/inputText';
import { openBwsInput, openDealFileView } from '../io/pbnViews';
import { CliIo } from './io';
import { Language } from '../i18n/localize';

/** What a command takes besides PBN and LIN. */
export interface RouteOptions {
  /** A Bridgemate session is read as its PBN view (check, audit). */
  sessions?: boolean;
  /** A deal file is read as its PBN view (check), refused in `language` when it holds a problem. */
  dealFiles?: boolean;
  language?: Language;
  /** The size bound of the commands that read whole, refused before reading a file that streams. */
  bounded?: boolean;
  /** Runs once the file is found within the bound, before its first byte is read (`fix --in-place` takes the file's stamp). */
  beforeRead?: () => Promise<void>;
}

/** Opens `file` (`-`: standard input) for a command; throws InputError (one line) for an input it cannot read. */
export async function openInput(file: string, io: CliIo, options: RouteOptions = {}): Promise<OpenedInput<InputText>> {
  if (/\.lin$/i.test(file)) return { kind: 'lin', path: file, parts: (json) => openLinParts(file, json), whole: () => loadLinFile(file) };
  if (options.bounded && file !== '-') await statReadableFile(file);
  await options.beforeRead?.();
  const games = options.sessions && isBwsFile(file) ? await openBwsInput(file, io.dealsFile)
    : options.dealFiles && isDealFileName(file) ? await openDealFileView(file, options.language ?? 'en')
    : await openText(file, io);
  return { kind: 'games', path: games.path, games };
}

/** Opens a PBN file, or standard input (`-`), to be read as it streams. */
export function openText(file: string, io: CliIo): Promise<InputText> {
  return file === '-' ? InputText.fromStandardInput(io.stdin()) : InputText.open(file);
}

/** Opens a LIN file for its parts, with its facts; undefined when the whole path must read it. */
async function openLinParts(file: string, json: boolean): Promise<LinParts | undefined> {
  // The bound of the whole path stays: a file it refuses is refused here too, in the same words.
  await statReadableFile(file);
  const input = await InputText.open(file);
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
