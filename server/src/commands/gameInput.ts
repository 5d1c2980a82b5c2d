/**
 * What the commands read: one input as decoded blocks of whole lines with the facts a first pass
 * found (encoding, byte order mark, lone CRs, embedded PBN, `% EXPORT`), opened again for a second
 * reading; or read whole into a document. The command line opens it from a file or standard input (cli/inputText.ts); the commands
 * never touch the file system. Also the bound on one game and the one-line refusal of an input.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DecodedText, TextEncoding, TextFacts } from '../languageService';
import { Localized } from '../i18n/localize';

/** The longest line or game the reader holds (characters); beyond it the file is refused with a message. */
export const MAX_HELD_CHARACTERS = 64 * 1024 * 1024;

/** A file that cannot be read: reported in one line, exit status 2 (in the run's language when worded in both, i18n/bothLanguages.ts). */
export class InputError extends Error {
  readonly words?: Localized<string>;

  constructor(line: string | Localized<string>) {
    super(typeof line === 'string' ? line : line.en);
    if (typeof line !== 'string') this.words = line;
  }
}

/** What the first pass found. */
export interface InputFacts extends TextFacts {
  encoding: TextEncoding;
  byteOrderMark: boolean;
  loneCarriageReturn: boolean;
}

/** One input as the commands read it. */
export interface GameInput {
  /** The name the output gives it (`<stdin>` for standard input). */
  readonly path: string;
  readonly facts: InputFacts;
  /** The decoded text in blocks that end at a line end; `onLoneCarriageReturn` hears the offset of each lone CR turned into a LF. */
  blocks(onLoneCarriageReturn?: (offset: number) => void): AsyncGenerator<string>;
  /** The same input opened again with its facts: a second reading. */
  reopen(): Promise<GameInput>;
}

/** One input read whole (a LIN file, a Bridgemate session's PBN): its name, its document and how it was decoded. */
export interface WholeInput {
  /** The name the output gives it (`<stdin>` for standard input). */
  path: string;
  document: TextDocument;
  decoded: DecodedText;
}

/** A size in words: `12.3 MB`, `64 MB`. */
export function describeSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
