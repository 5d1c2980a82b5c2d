/**
 * A text that streams by, split into games: its blocks (each ending at a line end, the last at the
 * end of the text) go line by line to the game splitter (gameSplitter.ts, the state machine the
 * whole-text split runs too), and every game it completes is handed on with whether the export
 * layout applies to it (it ends after the file's first `% EXPORT` line). A stream told to hand on
 * the text between games (`between`: blank lines, what lies outside `<PBN>` regions) does so in
 * file order, and gives each game the line ends around it, so that a reader can write the file
 * back game by game. Holds one block and the game in progress, so memory does not grow with the
 * file. `check` reads its games through it, `fix`, `score`, `convert` and `report` their games and
 * text (model/document/gameTextStream.ts).
 */
import { GameChunk, GameSplitter, TextWindow } from './gameSplitter';

export type { GameChunk } from './gameSplitter';

/** What the stream must know of the whole file before its first line: found by a first pass (TextFactsScanner). */
export interface StreamFacts {
  /** The file embeds PBN (`<PBN>` lines): only its regions are read. */
  embedded: boolean;
  /** The file has a `% EXPORT` line: lines are looked at for it. */
  exportLine: boolean;
}

/** For a stream that hands on the text between games: where it goes, and the longest game held. */
export interface BetweenGames {
  /** Gets the text between games (and before the first, after the last), in file order. */
  text: (text: string) => void;
  /** The longest game held (characters); beyond it `tooLong(line)` is thrown. */
  maxHeld: number;
  tooLong: (line: number) => Error;
}

/** A game's surroundings in the file. */
export interface GameSurroundings {
  /** The line end just before the game ('' at the start of the file). */
  before: string;
  /** The text after the game up to and with the end of its last line ('' at the end of the file). */
  after: string;
}

/** Splits a text given in blocks into games; `onGame` gets each game and whether the export layout applies to it. */
export class GameStream {
  private readonly splitter: GameSplitter;
  private window: TextWindow = { source: '', base: 0 };
  private lineNumber = 0;
  /** With `between`: the file offset up to which the text went to it. */
  private handed = 0;

  constructor(private readonly facts: StreamFacts, onGame: (chunk: GameChunk, layout: boolean) => void, private readonly between?: BetweenGames) {
    this.splitter = new GameSplitter(facts.embedded, (chunk) => {
      this.handTo(chunk.start);
      const exportAt = this.splitter.exportAt;
      onGame(chunk, exportAt >= 0 && chunk.end > exportAt);
      if (this.between) this.handed = chunk.end;
    }, facts.exportLine);
  }

  /** Characters the stream holds from the blocks so far (the game in progress): what the next block is added to. */
  get held(): number {
    const end = this.window.base + this.window.source.length;
    return end - (this.splitter.pendingStart >= 0 ? this.splitter.pendingStart : end);
  }

  /** Lines read so far (the 0-based number of the next line). */
  get lines(): number {
    return this.lineNumber;
  }

  /** Reads the next block (whole lines, or the rest of the text); the games it completes are handed on before it returns. */
  push(block: string): void {
    const pending = this.splitter.pendingStart;
    const end = this.window.base + this.window.source.length;
    let keepFrom = pending >= 0 ? pending : end;
    // Handing on the text between games: also what was not handed yet, and two characters before (the line end before a game that starts this block).
    if (this.between) keepFrom = Math.max(0, Math.min(keepFrom, this.handed) - 2);
    const kept = this.window.source.slice(Math.max(0, keepFrom - this.window.base));
    if (this.between && kept.length > this.between.maxHeld + 2) throw this.between.tooLong(this.lineNumber);
    // Joined, not concatenated: a flat string, which every look along the lines reads directly (a concatenation is a pair the engine reads through).
    const window = (this.window = { source: kept.length ? [kept, block].join('') : block, base: keepFrom });
    this.lineNumber = this.splitter.lines(window, kept.length, this.lineNumber);
    const open = this.splitter.pendingStart;
    this.handTo(open >= 0 ? open : window.base + window.source.length);
  }

  /** Ends the text: hands on the last game (and the text after it). */
  finish(): void {
    this.splitter.finish(this.window);
    this.handTo(this.window.base + this.window.source.length);
  }

  /** The line ends around `chunk`, the game being handed on (asked while `onGame` runs). */
  surroundings(chunk: GameChunk): GameSurroundings {
    const { source, base } = this.window;
    const from = chunk.start - base;
    const before = from >= 2 && source[from - 2] === '\r' && source[from - 1] === '\n' ? '\r\n' : from >= 1 && source[from - 1] === '\n' ? '\n' : '';
    const lineEnd = source.indexOf('\n', chunk.end - base);
    return { before, after: source.slice(chunk.end - base, lineEnd < 0 ? source.length : lineEnd + 1) };
  }

  /** With `between`: hands on the text from where the last hand-over ended up to `offset`. */
  private handTo(offset: number): void {
    if (!this.between || offset <= this.handed) return;
    this.between.text(this.window.source.slice(this.handed - this.window.base, offset - this.window.base));
    this.handed = offset;
  }
}
