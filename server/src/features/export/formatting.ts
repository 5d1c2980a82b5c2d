/**
 * Document and range formatting in PBN export format (see exportGame.ts): one edit per game
 * that changes, the file's line ending (CRLF when it uses one), and for the whole file exactly
 * one empty line between games. A file with a syntax error anywhere is never reformatted, nor
 * is a range that touches a game with one.
 */
import { Range, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { exportGame, hasSyntaxErrors } from './exportGame';

/** The line ending a document uses (a lone CR in an old Mac file). */
export function lineEndingOf(text: string): string {
  if (text.includes('\r\n')) return '\r\n';
  return !text.includes('\n') && text.includes('\r') ? '\r' : '\n';
}

/** True when a game or commentary chunk cannot be parsed cleanly. */
function unparsable(game: DocumentGame): boolean {
  return game.chunkProblems.some((problem) => problem.severity === 'error') || hasSyntaxErrors(game.syntax.text);
}

/** The edits of the games given (none when any of them has a syntax error). */
function gameEdits(document: TextDocument, games: readonly DocumentGame[], eol: string): TextEdit[] | undefined {
  if (games.some(unparsable)) return undefined;
  const edits: TextEdit[] = [];
  for (const game of games) {
    if (!game.model) continue;
    const formatted = exportGame(game.model, eol);
    if (formatted === undefined || formatted === game.syntax.text) continue;
    edits.push(TextEdit.replace({ start: document.positionAt(game.start), end: document.positionAt(game.end) }, formatted));
  }
  return edits;
}

/** Formats the whole document. */
export function formatDocument(document: TextDocument, documentModel: DocumentModel): TextEdit[] {
  const text = document.getText();
  const eol = lineEndingOf(text);
  const edits = gameEdits(document, documentModel.games, eol);
  if (!edits) return [];
  if (!documentModel.embedded) {
    const games = documentModel.games;
    for (let index = 0; index + 1 < games.length; index++) {
      const gap = text.slice(games[index].end, games[index + 1].start);
      if (gap !== eol + eol) edits.push(TextEdit.replace({ start: document.positionAt(games[index].end), end: document.positionAt(games[index + 1].start) }, eol + eol));
    }
  }
  return edits;
}

/** Formats the games that overlap a range. */
export function formatRange(document: TextDocument, documentModel: DocumentModel, range: Range): TextEdit[] {
  const from = document.offsetAt(range.start);
  const to = document.offsetAt(range.end);
  const games = documentModel.games.filter((game) => game.start <= to && game.end >= from);
  return gameEdits(document, games, lineEndingOf(document.getText())) ?? [];
}
