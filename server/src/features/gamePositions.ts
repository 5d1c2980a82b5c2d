/**
 * Line and character positions inside one game's text, for a file read game by game where no
 * whole-document TextDocument exists: the game starts at file offset `start`, on line `line`.
 * Lines break where a TextDocument breaks them (LF, CR LF, CR), and an offset on a line's end
 * of line moves before it, as TextDocument.positionAt does, so the positions are the same.
 */
import { Position } from 'vscode-languageserver-types';
import { Positions } from './ranges';

/** Positions of one game in its file. */
export class GamePositions implements Positions {
  private lineStarts: number[] | undefined;

  constructor(private readonly start: number, private readonly line: number, private readonly text: string) {}

  /** The position of a file offset inside the game. */
  positionAt(offset: number): Position {
    const text = this.text;
    let relative = Math.max(0, Math.min(offset - this.start, text.length));
    const starts = (this.lineStarts ??= lineStartsOf(text));
    let low = 0, high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle] > relative) high = middle; else low = middle + 1;
    }
    const line = low - 1, lineStart = starts[line];
    while (relative > lineStart && isEndOfLine(text.charCodeAt(relative - 1))) relative--;
    return { line: this.line + line, character: relative - lineStart };
  }

  /** The line (in the file) of the game's last character. */
  get lastLine(): number {
    return this.positionAt(this.start + this.text.length).line;
  }
}

function isEndOfLine(code: number): boolean {
  return code === 10 || code === 13;
}

/** Offsets where lines start (the first at 0): after LF, after CR LF, after a CR alone. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0 ? 0 : text.length; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 13 && text.charCodeAt(at + 1) === 10) at++;
    if (code === 10 || code === 13) starts.push(at + 1);
  }
  return starts;
}
