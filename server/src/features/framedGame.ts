/**
 * One game of a streamed file framed as a document of its own (`fix` and `analyse --write` as the
 * file streams by): the game's text with the line ends around it in the file, so that an edit the
 * whole-file path would make (an inserted line takes the line end it follows, which may lie just
 * outside the game) is made the same way; the document's lines are shifted back to the file's,
 * and the edited game is cut out of the edited frame. `original` gives a piece of the streamed
 * text back as the file has it (lone CRs), before the frame is made.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentGame } from '../model/document/document';
import { StreamedGame } from '../model/document/gameTextStream';

/** A game alone in a document made of it and the line ends around it. */
export class FramedGame {
  /** The frame: the line end before the game, the game, the rest of its last line. */
  readonly frame: string;
  /** The game with its offsets in the frame. */
  readonly game: DocumentGame;
  private readonly firstLine: number;
  private framedDocument: TextDocument | undefined;

  constructor(streamed: StreamedGame, original: (text: string, offset: number) => string = (text) => text) {
    const { chunk, before, after } = streamed;
    this.frame = original(before + chunk.text + after, chunk.start - before.length);
    this.game = { ...streamed.game, start: before.length, end: before.length + chunk.text.length };
    // The line end before the game is a line of its own in the frame.
    this.firstLine = (chunk.line ?? 0) - (before ? 1 : 0);
  }

  /** The frame as a document (made when first asked). */
  get document(): TextDocument {
    this.framedDocument ??= TextDocument.create('untitled:game.pbn', 'pbn', 1, this.frame);
    return this.framedDocument;
  }

  /** The game's own text as the file has it. */
  get text(): string {
    return this.frame.slice(this.game.start, this.game.end);
  }

  /** A line of the frame (0-based) as the file's line. */
  fileLine(line: number): number {
    return line + this.firstLine;
  }

  /** The game's text with `edits` (made on the frame's document) applied. */
  edited(edits: readonly TextEdit[]): string {
    if (edits.length === 0) return this.text;
    const fixed = TextDocument.applyEdits(this.document, edits as TextEdit[]);
    return fixed.slice(this.game.start, fixed.length - (this.frame.length - this.game.end));
  }
}
