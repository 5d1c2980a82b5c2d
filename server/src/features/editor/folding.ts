/**
 * Folding ranges: each game, each auction, play or table section, and commentary that spans
 * several lines.
 */
import { FoldingRange, FoldingRangeKind } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentModel } from '../../model/document/document';
import { BLOCK_COMMENT } from '../../syntax/tokenList';

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
    const tokens = game.syntax.tokens;
    for (const tag of game.syntax.tags) {
      const last = tag.section?.last ?? -1;
      if (last >= 0) add(game.start + tag.start, game.start + tokens.end(last));
    }
    for (let index = 0; index < tokens.length; index++) {
      if (tokens.kindCode(index) === BLOCK_COMMENT) add(game.start + tokens.start(index), game.start + tokens.end(index), FoldingRangeKind.Comment);
    }
  }
  return ranges;
}
