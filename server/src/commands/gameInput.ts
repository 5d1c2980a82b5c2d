/**
 * What the commands read: one input as decoded blocks of whole lines with the facts a first pass
 * found (encoding, byte order mark, lone CRs, embedded PBN, `% EXPORT`), opened again for a second
 * reading; or read whole into a document. A front end opens it from a file or standard input (io/inputText.ts); the commands
 * never touch the file system. The bound on one game and the one-line refusal of an input are io/inputError.ts's, told here again.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DecodedText } from '../languageService';
import { InputFacts } from '../io/inputDecoding';

export { InputError, MAX_HELD_CHARACTERS, describeSize } from '../io/inputError';
export type { InputFacts } from '../io/inputDecoding';

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
