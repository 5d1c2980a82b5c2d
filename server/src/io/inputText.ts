/**
 * One input read without holding it (inputDecoding.ts: a first pass for its facts, a second for
 * its text in blocks of whole lines or in pieces), for any front end: a file, read twice (the
 * second time from the page cache); standard input, given as chunks and first copied to a
 * temporary file as it arrives (standardInputCopy.ts, up to the bound) and read as one; or bytes
 * held in memory (a deal file's or a session's PBN view, pbnViews.ts). Every failure is one
 * InputError line naming the input.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { ByteSource, InputFacts, decodedBlocks, decodedPieces, readFacts } from './inputDecoding';
import { InputError } from './inputError';
import { statRegularFile } from './readableFiles';
import { StandardInputCopy, copyStandardInput, releaseCopy } from './standardInputCopy';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

export type { InputFacts } from './inputDecoding';

/** A readable input and its facts (a GameInput of commands/gameInput.ts). */
export class InputText {
  private constructor(readonly path: string, private readonly read: ByteSource, private readonly close: () => Promise<void>, readonly facts: InputFacts, readonly size: number, private readonly copy?: StandardInputCopy, private readonly memory?: Uint8Array) {}

  /** Text held in memory (a deal file's PBN view), shown as `path`: read as a file is. */
  static async fromBytes(path: string, bytes: Uint8Array, facts?: InputFacts): Promise<InputText> {
    const read: ByteSource = async (position, into) => {
      const part = bytes.subarray(position, position + into.length);
      into.set(part);
      return part.length;
    };
    return new InputText(path, read, async () => undefined, facts ?? await readFacts(read, path, true), bytes.length, undefined, bytes);
  }

  /** Opens a file and reads its facts; throws InputError with a one-line reason. */
  static async open(file: string): Promise<InputText> {
    return InputText.openFile(file, file);
  }

  /** Standard input, its chunks copied to a temporary file as they come, shown as `<stdin>`; throws InputError with a one-line reason. */
  static async fromStandardInput(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<InputText> {
    const copy = await copyStandardInput(chunks);
    return InputText.openFile(copy.file.path, '<stdin>', undefined, copy);
  }

  /** The same input opened again with the facts already read (standard input from its copy): a second reading. */
  async reopen(): Promise<InputText> {
    if (this.memory) return InputText.fromBytes(this.path, this.memory, this.facts);
    if (this.copy) this.copy.readers++;
    return InputText.openFile(this.copy?.file.path ?? this.path, this.path, this.facts, this.copy);
  }

  /** Opens `file` (shown as `path`), reading its facts unless given; a copy of standard input is released when it closes. */
  private static async openFile(file: string, path: string, facts?: InputFacts, copy?: StandardInputCopy): Promise<InputText> {
    let descriptor: number;
    let size: number;
    try {
      size = await statRegularFile(file);
      descriptor = openSync(file, 'r');
    } catch (error) {
      if (copy) releaseCopy(copy);
      if (error instanceof InputError) throw error;
      throw new InputError(CLI_REFUSALS.cannotRead(path, (error as NodeJS.ErrnoException).code ?? 'error'));
    }
    // Blocks are read synchronously: a local file's read costs a system call, not a trip through the thread pool.
    const read: ByteSource = async (position, into) => {
      try {
        return readSync(descriptor, into, 0, into.length, position);
      } catch (error) {
        throw new InputError(CLI_REFUSALS.cannotRead(path, (error as NodeJS.ErrnoException).code ?? 'error'));
      }
    };
    const close = async () => {
      closeSync(descriptor);
      if (copy) releaseCopy(copy);
    };
    try {
      return new InputText(path, read, close, facts ?? await readFacts(read, path), size, copy);
    } catch (error) {
      await close();
      throw error;
    }
  }

  /** The decoded text in blocks that end at a line end (the last one at the end of the file); `onLoneCarriageReturn` hears the offset of each lone CR turned into a LF. */
  async *blocks(onLoneCarriageReturn?: (offset: number) => void): AsyncGenerator<string> {
    try {
      yield* decodedBlocks(this.read, this.facts, this.path, onLoneCarriageReturn);
    } finally {
      await this.close();
    }
  }

  /**
   * The decoded text in pieces as read, whatever their line ends (a LIN file may be one line of
   * many megabytes); for an input without lone CRs, the same text as `blocks`.
   */
  async *pieces(): AsyncGenerator<string> {
    try {
      yield* decodedPieces(this.read, this.facts);
    } finally {
      await this.close();
    }
  }
}
