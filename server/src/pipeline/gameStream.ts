/**
 * The first stage of the game pipeline for a file that streams by: its decoded text comes in
 * blocks that end at a line end, each line goes to the game splitter (syntax/gameSplitter.ts, the
 * state machine the whole-document split runs too), and every game it completes is handed on with
 * whether the export layout applies to it (it ends after the file's first `% EXPORT` line). Holds
 * one block and the game in progress, so memory does not grow with the file.
 */
import { isExportLine } from '../syntax/exportLine';
import { GameChunk, GameSplitter } from '../syntax/gameSplitter';

export type { GameChunk } from '../syntax/gameSplitter';

/** What the stream must know of the whole file before its first line: found by a first pass (TextFactsScanner). */
export interface StreamFacts {
  /** The file embeds PBN (`<PBN>` lines): only its regions are read. */
  embedded: boolean;
  /** The file has a `% EXPORT` line: lines are looked at for it. */
  exportLine: boolean;
}

/** Splits a text given in blocks into games; `onGame` gets each game and whether the export layout applies to it. */
export class GameStream {
  private readonly splitter: GameSplitter;
  private window = { source: '', base: 0 };
  private lineNumber = 0;
  private exportAt = -1;

  constructor(private readonly facts: StreamFacts, onGame: (chunk: GameChunk, layout: boolean) => void) {
    this.splitter = new GameSplitter(facts.embedded, (chunk) => onGame(chunk, this.exportAt >= 0 && chunk.end > this.exportAt));
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
    const keepFrom = this.window.base + this.window.source.length - this.held;
    const kept = this.window.source.slice(keepFrom - this.window.base);
    const window = (this.window = { source: kept + block, base: keepFrom });
    const source = window.source;
    for (let lineStart = kept.length; lineStart < source.length; this.lineNumber++) {
      let lineEnd = source.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = source.length;
      if (this.facts.exportLine && this.exportAt < 0 && source.charCodeAt(lineStart) === 37 && isExportLine(source, lineStart, lineEnd)) this.exportAt = window.base + lineStart;
      this.splitter.line(window, window.base + lineStart, window.base + lineEnd, this.lineNumber);
      lineStart = lineEnd + 1;
    }
  }

  /** Ends the text: hands on the last game. */
  finish(): void {
    this.splitter.finish(this.window);
  }
}
