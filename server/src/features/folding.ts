/**
 * Folding ranges: each game, each auction, play or table section, and commentary that spans
 * several lines.
 */
import { FoldingRange, FoldingRangeKind } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentModel } from '../model/document';

/** Folding ranges of a document. */
export function foldingRanges(document: TextDocument, model: DocumentModel): FoldingRange[] {
  const ranges: FoldingRange[] = [];
  const add = (start: number, end: number, kind?: FoldingRangeKind) => {
    const startLine = document.positionAt(start).line;
    const endLine = document.positionAt(end).line;
    if (endLine > startLine) ranges.push({ startLine, endLine, kind });
  };
  for (const game of model.games) {
    add(game.start, game.end);
    for (const tag of game.syntax.tags) {
      const last = tag.section?.[tag.section.length - 1];
      if (last) add(game.start + tag.start, game.start + last.end);
    }
    for (const token of game.syntax.tokens) {
      if (token.kind === 'blockComment') add(game.start + token.start, game.start + token.end, FoldingRangeKind.Comment);
    }
  }
  return ranges;
}
