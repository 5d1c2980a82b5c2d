/**
 * An input's bytes as text without holding them: the first pass decides the encoding (UTF-8 when
 * every byte sequence is valid UTF-8, else Latin-1, as the service's decodePbnBytes decides for a
 * whole file) and notes the byte order mark, lone CRs, `<PBN>` and `% EXPORT` lines; a second pass
 * decodes the bytes into blocks that end at a line end, lone CRs turned into LFs, or into pieces as
 * read. The bytes come from a ByteSource (a file's blocks, or a buffer: io/inputText.ts).
 */
import { TextEncoding, TextFacts, TextFactsScanner } from '../languageService';
import { hasLoneCarriageReturn, withLineFeeds } from '../text/carriageReturns';
import { BINARY_SAMPLE_LENGTH } from '../text/binaryText';
import { InputError, MAX_HELD_CHARACTERS, describeSize } from './inputError';
import { refuseBinary } from './readableFiles';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** Bytes read at a time. */
const BLOCK_BYTES = 1 << 15;
/** Blocks read between two turns of the event loop (a megabyte): a signal is handled while a large file is read. */
const BLOCKS_PER_TURN = 32;

/** What the first pass found. */
export interface InputFacts extends TextFacts {
  encoding: TextEncoding;
  byteOrderMark: boolean;
  loneCarriageReturn: boolean;
}

/** Where bytes come from: reads into `into` from `position`, returns how many bytes came (fewer at the end). */
export type ByteSource = (position: number, into: Buffer) => Promise<number>;

/** The first pass: a file that is not text refused, then encoding, byte order mark, lone CRs, embedding and export lines; `projected`: text made from the file (a deal file's or a session's PBN view). */
export async function readFacts(read: ByteSource, path: string, projected = false): Promise<InputFacts> {
  const head = Buffer.alloc(BINARY_SAMPLE_LENGTH);
  const headLength = await read(0, head);
  const byteOrderMark = headLength >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  refuseBinary(path, head.subarray(byteOrderMark ? 3 : 0, headLength), projected);
  const utf8 = await scanAs('utf8', read, byteOrderMark, path);
  if (utf8) return { ...utf8.facts, byteOrderMark, encoding: utf8.characters === utf8.bytes ? 'ascii' : 'utf8' };
  const latin1 = (await scanAs('latin1', read, byteOrderMark, path))!;
  return { ...latin1.facts, byteOrderMark, encoding: 'latin1' };
}

/** The decoded text in blocks that end at a line end (the last one at the end of the input); `onLoneCarriageReturn` hears the offset of each lone CR turned into a LF. */
export async function* decodedBlocks(read: ByteSource, facts: InputFacts, path: string, onLoneCarriageReturn?: (offset: number) => void): AsyncGenerator<string> {
  const decode = decoderFor(facts.encoding === 'utf8' ? 'utf8' : 'latin1', false);
  const lines = new LineBlocks(path, facts.loneCarriageReturn, onLoneCarriageReturn);
  for await (const { bytes, last } of byteBlocks(read, facts.byteOrderMark)) {
    const block = lines.push(decode(bytes, last), last);
    if (block) yield block;
  }
}

/** The decoded text in pieces as read, whatever their line ends. */
export async function* decodedPieces(read: ByteSource, facts: InputFacts): AsyncGenerator<string> {
  const decode = decoderFor(facts.encoding === 'utf8' ? 'utf8' : 'latin1', false);
  for await (const { bytes, last } of byteBlocks(read, facts.byteOrderMark)) {
    const piece = decode(bytes, last);
    if (piece) yield piece;
  }
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
