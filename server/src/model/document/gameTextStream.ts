/**
 * A file's games read as its text streams by in blocks (the command line's `fix` and `score`):
 * each block's lines go to the game splitter, each game it completes is read with the games
 * before it (GameSequence: the `#` inheritance carried along) and handed over with the line ends
 * around it, and the text between games (blank lines, what lies outside `<PBN>` regions) is
 * handed over in order, so that a reader can write the file back game by game. Only the game in
 * progress and one block are held. The text must have no lone CR (it is read as the whole-text
 * path reads it after `withLineFeeds`, which changes no offset but the lines a CR ends).
 */
import { GameChunk, GameSplitter, TextWindow } from '../../syntax/gameSplitter';
import { DocumentGame } from './document';
import { GameOptions } from '../game/gameModel';
import { GameSequence } from './gameSequence';

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

/** Reads a whole source: each block's games and text go to `reader`, then `afterBlock` runs (and may wait, e.g. for a reader of the output). */
export async function readGameStream(source: GameStreamSource, options: GameOptions, reader: GameStreamReader, afterBlock: () => Promise<void> | void): Promise<void> {
  const stream = new GameTextStream(source.embedded, options, reader, source.maxHeld, source.tooLong);
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
  /** The analysed game (its model only until the next game is read: the reader's buffers are shared). */
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

/** Splits blocks of text (each ending at a line end, the last at the end of the text) into games. */
export class GameTextStream {
  private readonly splitter: GameSplitter;
  private readonly sequence: GameSequence;
  private window: TextWindow = { source: '', base: 0 };
  /** The file offset up to which the text went to the reader. */
  private handed = 0;
  private lineNumber = 0;

  /** `embedded`: the text has a `<PBN>` line; `maxHeld`: the longest game held (characters), beyond it `tooLong(line)` is thrown; `keepModels`: each game's model stays valid after the next is read. */
  constructor(embedded: boolean, options: GameOptions, private readonly reader: GameStreamReader, private readonly maxHeld: number, private readonly tooLong: (line: number) => Error, keepModels = false) {
    this.sequence = new GameSequence(options, !keepModels);
    this.splitter = new GameSplitter(embedded, (chunk) => this.onChunk(chunk));
  }

  /** Reads the next block. */
  push(block: string): void {
    const pending = this.splitter.pendingStart;
    const end = this.window.base + this.window.source.length;
    // Two characters before what is kept: the line end before a game that starts this block.
    const keepFrom = Math.max(0, Math.min(pending >= 0 ? pending : end, this.handed) - 2);
    const kept = this.window.source.slice(Math.max(0, keepFrom - this.window.base));
    if (kept.length > this.maxHeld + 2) throw this.tooLong(this.lineNumber);
    this.window = { source: kept + block, base: keepFrom };
    const source = this.window.source;
    for (let lineStart = kept.length; lineStart < source.length; this.lineNumber++) {
      let lineEnd = source.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = source.length;
      this.splitter.line(this.window, this.window.base + lineStart, this.window.base + lineEnd, this.lineNumber);
      lineStart = lineEnd + 1;
    }
    const open = this.splitter.pendingStart;
    this.handTo(open >= 0 ? open : this.window.base + source.length);
  }

  /** The text has ended: the last game and the text after it. */
  finish(): void {
    this.splitter.finish(this.window);
    this.handTo(this.window.base + this.window.source.length);
  }

  private onChunk(chunk: GameChunk): void {
    this.handTo(chunk.start);
    const { source, base } = this.window;
    const from = chunk.start - base;
    const before = from >= 2 && source[from - 2] === '\r' && source[from - 1] === '\n' ? '\r\n' : from >= 1 && source[from - 1] === '\n' ? '\n' : '';
    const lineEnd = source.indexOf('\n', chunk.end - base);
    const after = source.slice(chunk.end - base, lineEnd < 0 ? source.length : lineEnd + 1);
    this.reader.game({ chunk, game: this.sequence.next(chunk), before, after });
    this.handed = chunk.end;
  }

  /** Hands the text from where the last hand-over ended up to `offset`. */
  private handTo(offset: number): void {
    if (offset <= this.handed) return;
    this.reader.text(this.window.source.slice(this.handed - this.window.base, offset - this.window.base));
    this.handed = offset;
  }
}
