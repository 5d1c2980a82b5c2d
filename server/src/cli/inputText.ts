/**
 * One input of `check`, read without holding it: a first pass over the file decides the encoding
 * (UTF-8 when every byte sequence is valid UTF-8, else Latin-1, as the service's decodePbnBytes
 * decides for a whole file), notes the byte order mark, lone CRs, `<PBN>` and `% EXPORT` lines; a
 * second pass gives the decoded text in blocks that end at a line end, lone CRs turned into LFs. A
 * file is read twice (the second time from the page cache); standard input is first copied to a
 * temporary file as it arrives (standardInput.ts, up to the limit) and read as one.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { TextFactsScanner } from '../languageService';
import { GameInput, InputFacts, MAX_HELD_CHARACTERS } from '../commands/gameInput';
import { hasLoneCarriageReturn, withLineFeeds } from '../text/carriageReturns';
import { InputError, describeSize, refuseBinary, statRegularFile } from './files';
import { BINARY_SAMPLE_LENGTH } from '../text/binaryText';
import { StandardInputCopy, copyStandardInput, releaseCopy } from './standardInput';
import { CliIo } from './io';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** Bytes read at a time. */
const BLOCK_BYTES = 1 << 15;
export { MAX_HELD_CHARACTERS } from '../commands/gameInput';
export type { InputFacts } from '../commands/gameInput';

/** Where bytes come from: a file read block by block, or a buffer (standard input). */
type ByteSource = (position: number, into: Buffer) => Promise<number>;

/** A readable input and its facts. */
export class InputText implements GameInput {
  private constructor(readonly path: string, private readonly read: ByteSource, private readonly close: () => Promise<void>, readonly facts: InputFacts, readonly size: number, private readonly copy?: StandardInputCopy, private readonly memory?: Uint8Array) {}

  /** Text held in memory (a deal file's PBN view, cli/dealFile.ts), shown as `path`: read as a file is. */
  static async fromBytes(path: string, bytes: Uint8Array, facts?: InputFacts): Promise<InputText> {
    const read: ByteSource = async (position, into) => {
      const part = bytes.subarray(position, position + into.length);
      into.set(part);
      return part.length;
    };
    return new InputText(path, read, async () => undefined, facts ?? await readFacts(read, path, true), bytes.length, undefined, bytes);
  }

  /** Opens a file (or `-`, standard input) and reads its facts; throws InputError with a one-line reason. */
  static async open(file: string, io: CliIo): Promise<InputText> {
    if (file !== '-') return InputText.openFile(file, file);
    const copy = await copyStandardInput(io);
    return InputText.openFile(copy.path, '<stdin>', undefined, copy);
  }

  /** The same input opened again with the facts already read (standard input from its copy): a second reading. */
  async reopen(): Promise<InputText> {
    if (this.memory) return InputText.fromBytes(this.path, this.memory, this.facts);
    if (this.copy) this.copy.readers++;
    return InputText.openFile(this.copy?.path ?? this.path, this.path, this.facts, this.copy);
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
      const decode = decoderFor(this.facts.encoding === 'utf8' ? 'utf8' : 'latin1', false);
      const lines = new LineBlocks(this.path, this.facts.loneCarriageReturn, onLoneCarriageReturn);
      for await (const { bytes, last } of byteBlocks(this.read, this.facts.byteOrderMark)) {
        const block = lines.push(decode(bytes, last), last);
        if (block) yield block;
      }
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
      const decode = decoderFor(this.facts.encoding === 'utf8' ? 'utf8' : 'latin1', false);
      for await (const { bytes, last } of byteBlocks(this.read, this.facts.byteOrderMark)) {
        const piece = decode(bytes, last);
        if (piece) yield piece;
      }
    } finally {
      await this.close();
    }
  }
}

/** The first pass: a file that is not text refused, then encoding, byte order mark, lone CRs, embedding and export lines; `projected`: text made from the file (a deal file's or a session's PBN view). */
async function readFacts(read: ByteSource, path: string, projected = false): Promise<InputFacts> {
  const head = Buffer.alloc(BINARY_SAMPLE_LENGTH);
  const headLength = await read(0, head);
  const byteOrderMark = headLength >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  refuseBinary(path, head.subarray(byteOrderMark ? 3 : 0, headLength), projected);
  const utf8 = await scanAs('utf8', read, byteOrderMark, path);
  if (utf8) return { ...utf8.facts, byteOrderMark, encoding: utf8.characters === utf8.bytes ? 'ascii' : 'utf8' };
  const latin1 = (await scanAs('latin1', read, byteOrderMark, path))!;
  return { ...latin1.facts, byteOrderMark, encoding: 'latin1' };
}

/** Scans the whole input decoded as `encoding`; undefined when it is not valid UTF-8. */
async function scanAs(encoding: 'utf8' | 'latin1', read: ByteSource, byteOrderMark: boolean, path: string) {
  const decode = decoderFor(encoding, true);
  const lines = new LineBlocks(path);
  const scanner = new TextFactsScanner();
  let characters = 0, bytes = 0;
  try {
    for await (const block of byteBlocks(read, byteOrderMark)) {
      const text = decode(block.bytes, block.last);
      characters += text.length;
      bytes += block.bytes.length;
      const lineBlock = lines.push(text, block.last);
      if (lineBlock) scanner.scan(lineBlock);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    return undefined;
  }
  return { facts: { ...scanner.facts, loneCarriageReturn: lines.loneCarriageReturn }, characters, bytes };
}

/** Blocks read between two turns of the event loop (a megabyte): a signal is handled while a large file is read. */
const BLOCKS_PER_TURN = 32;

/** The input's bytes after the byte order mark, block by block. */
async function* byteBlocks(read: ByteSource, byteOrderMark: boolean): AsyncGenerator<{ bytes: Uint8Array; last: boolean }> {
  const buffer = Buffer.alloc(BLOCK_BYTES);
  let position = byteOrderMark ? 3 : 0;
  for (let count = 1; ; count++) {
    // The reads are synchronous and the rest is promises: without this turn, SIGINT would wait for the end of the file.
    if (count % BLOCKS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const length = await read(position, buffer);
    position += length;
    yield { bytes: buffer.subarray(0, length), last: length < buffer.length };
    if (length < buffer.length) return;
  }
}

/** A block decoder: Latin-1 byte for character, or streaming UTF-8 (`fatal`: throws on invalid input). */
function decoderFor(encoding: 'utf8' | 'latin1', fatal: boolean): (bytes: Uint8Array, last: boolean) => string {
  if (encoding === 'latin1') return (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const decoder = new TextDecoder('utf-8', { fatal });
  return (bytes, last) => decoder.decode(bytes, { stream: !last });
}

/** Turns decoded pieces into blocks of whole lines, lone CRs turned into LFs. */
class LineBlocks {
  /** The line not yet ended, in pieces (joined once it ends). */
  private pending: string[] = [];
  private pendingLength = 0;
  private heldCarriageReturn = false;
  /** The offset in the decoded text of the next piece's first character. */
  private offset = 0;
  loneCarriageReturn = false;

  /** `convert`: the text may have lone CRs (the first pass found some); without, the search is skipped. `onLone` hears where each was. */
  constructor(private readonly path: string, private readonly convert = true, private readonly onLone?: (offset: number) => void) {}

  /** Adds a piece of text; returns the whole lines ready so far (all the rest when `last`). */
  push(piece: string, last: boolean): string {
    let text = this.heldCarriageReturn ? '\r' + piece : piece;
    // A CR at the end may be the first half of a CR LF: it waits for the next piece.
    this.heldCarriageReturn = !last && text.endsWith('\r');
    if (this.heldCarriageReturn) text = text.slice(0, -1);
    if (this.convert && hasLoneCarriageReturn(text)) {
      this.loneCarriageReturn = true;
      if (this.onLone) for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) if (text.charCodeAt(at + 1) !== 10) this.onLone(this.offset + at);
      text = withLineFeeds(text);
    }
    this.offset += text.length;
    const cut = last ? text.length : text.lastIndexOf('\n') + 1;
    if (cut === 0) {
      this.pending.push(text);
      this.pendingLength += text.length;
      if (this.pendingLength > MAX_HELD_CHARACTERS) throw new InputError(CLI_REFUSALS.lineTooLong(this.path, describeSize(MAX_HELD_CHARACTERS)));
      return '';
    }
    const block = this.pending.length ? this.pending.join('') + text.slice(0, cut) : text.slice(0, cut);
    this.pending = cut < text.length ? [text.slice(cut)] : [];
    this.pendingLength = text.length - cut;
    return block;
  }
}
