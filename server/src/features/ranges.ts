/**
 * Offsets to LSP ranges: models keep offsets relative to their game, the editor wants line and
 * character positions in the document. Anything that turns a document offset into a position
 * will do (`Positions`): a TextDocument, or for a file read game by game, one game's positions.
 */
import { Position, Range } from 'vscode-languageserver-types';
import { DocumentGame } from '../model/document/document';

/** What the range helpers need of a document: document offset → line and character. */
export interface Positions {
  positionAt(offset: number): Position;
}

/** The document range of `[start, end)` relative to `game`. */
export function gameRange(document: Positions, game: Pick<DocumentGame, 'start'>, start: number, end: number): Range {
  return { start: document.positionAt(game.start + start), end: document.positionAt(game.start + end) };
}

/** The range of the whole game. */
export function wholeGameRange(document: Positions, game: DocumentGame): Range {
  return { start: document.positionAt(game.start), end: document.positionAt(game.end) };
}
