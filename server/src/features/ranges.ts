/**
 * Offsets to LSP ranges: models keep offsets relative to their game, the editor wants line and
 * character positions in the document.
 */
import { Range } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentGame } from '../model/document';

/** The document range of `[start, end)` relative to `game`. */
export function gameRange(document: TextDocument, game: DocumentGame, start: number, end: number): Range {
  return { start: document.positionAt(game.start + start), end: document.positionAt(game.start + end) };
}

/** The range of the whole game. */
export function wholeGameRange(document: TextDocument, game: DocumentGame): Range {
  return { start: document.positionAt(game.start), end: document.positionAt(game.end) };
}
