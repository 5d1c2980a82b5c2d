/**
 * A file's games read as its text streams by in blocks (the command line's `fix` and `score`):
 * the blocks are split as `check` splits them (syntax/gameStream.ts), each game is read with the games
 * before it (GameSequence: the `#` inheritance carried along) and handed over with the line ends
 * around it, and the text between games (blank lines, what lies outside `<PBN>` regions) is
 * handed over in order, so that a reader can write the file back game by game. Only the game in
 * progress and one block are held. The text must have no lone CR (it is read as the whole-text
 * path reads it after `withLineFeeds`, which changes no offset but the lines a CR ends).
 * `textGameSource` makes a source of a text held whole (an editor's document).
 */
import { GameChunk } from '../../syntax/gameSplitter';
import { GameStream } from '../../syntax/gameStream';
import { DocumentGame } from './document';
import { GameOptions } from '../game/gameModel';
import { GameSequence } from './gameSequence';
import { TextFactsScanner } from '../../syntax/textFacts';

/** Where a stream's blocks come from and how much one game may hold. */
export interface GameStreamSource {
  /** The decoded text in blocks that end at a line end (no lone CR). */
  blocks: AsyncIterable<string>;
  /** The text has a `<PBN>` line. */
  embedded: boolean;
  /** The longest game read (characters), and the error for a longer one at a line. */
  maxHeld: number;
  tooLong: (line: number) => Error;
}

/** The characters of a whole text handed to the stream at a time (each block ends at a line end). */
const TEXT_BLOCK_CHARACTERS = 1 << 20;

/** A text held whole (an editor's document) as a source of games: blocks of about a megabyte, a lone CR read as an LF (as the command line reads a file; no offset changes). */
export function textGameSource(text: string): GameStreamSource {
  const plain = text.replace(/\r(?!\n)/g, '\n');
  const scanner = new TextFactsScanner();
  scanner.scan(plain);
  return { blocks: textBlocks(plain), embedded: scanner.facts.embedded, maxHeld: plain.length + 1, tooLong: () => new Error('a game longer than the document') };
}

/** `text` in blocks that end at a line end. */
async function* textBlocks(text: string): AsyncGenerator<string> {
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', Math.min(text.length, start + TEXT_BLOCK_CHARACTERS));
    const end = newline < 0 ? text.length : newline + 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** Reads a whole source: each block's games and text go to `reader`, then `afterBlock` runs (and may wait, e.g. for a reader of the output); `keepModels`: each game's model stays valid after the next is read. */
export async function readGameStream(source: GameStreamSource, options: GameOptions, reader: GameStreamReader, afterBlock: () => Promise<void> | void, keepModels = false): Promise<void> {
  const stream = new GameTextStream(source.embedded, options, reader, source.maxHeld, source.tooLong, keepModels);
  for await (const block of source.blocks) {
    stream.push(block);
    await afterBlock();
  }
  stream.finish();
  await afterBlock();
}

/** A source read as text: `reader` pushes what each game and each stretch between games becomes; each block's pieces come out joined (nothing for a block that gave none). */
export async function* streamedPieces(source: GameStreamSource, options: GameOptions, reader: (pieces: string[]) => GameStreamReader): AsyncGenerator<string> {
  const pieces: string[] = [];
  const stream = new GameTextStream(source.embedded, options, reader(pieces), source.maxHeld, source.tooLong);
  for await (const block of source.blocks) {
    stream.push(block);
    if (pieces.length) yield pieces.splice(0).join('');
  }
  stream.finish();
  if (pieces.length) yield pieces.splice(0).join('');
}

/** One game with what surrounds it in the file. */
export interface StreamedGame {
  chunk: GameChunk;
  /** The analysed game (its model only until the next game is read unless the stream keeps models: the reader's buffers are shared). */
  game: DocumentGame;
  /** The line end just before the game ('' at the start of the file). */
  before: string;
  /** The text after the game up to and with the end of its last line ('' at the end of the file). */
  after: string;
}

/** What the stream hands over, in file order. */
export interface GameStreamReader {
  game(streamed: StreamedGame): void;
  /** The text between games (and before the first, after the last). */
  text(text: string): void;
}

/** A stream's games read and analysed in file order, with the text between them (syntax/gameStream.ts splits, GameSequence reads). */
export class GameTextStream {
  private readonly stream: GameStream;

  /** `embedded`: the text has a `<PBN>` line; `maxHeld`: the longest game held (characters), beyond it `tooLong(line)` is thrown; `keepModels`: each game's model stays valid after the next is read. */
  constructor(embedded: boolean, options: GameOptions, reader: GameStreamReader, maxHeld: number, tooLong: (line: number) => Error, keepModels = false) {
    const sequence = new GameSequence(options, !keepModels);
    this.stream = new GameStream({ embedded, exportLine: false }, (chunk) => {
      const { before, after } = this.stream.surroundings(chunk);
      reader.game({ chunk, game: sequence.next(chunk), before, after });
    }, { text: (text) => reader.text(text), maxHeld, tooLong });
  }

  /** Reads the next block. */
  push(block: string): void {
    this.stream.push(block);
  }

  /** The text has ended: the last game and the text after it. */
  finish(): void {
    this.stream.finish();
  }
}
