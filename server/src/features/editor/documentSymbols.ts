/**
 * Document symbols: one per game ("Board 7 · 4♠ S · 10 tricks"), with the auction, the play
 * and the tables as children, so the outline and breadcrumbs navigate a tournament file.
 */
import { DocumentSymbol, SymbolKind } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document/document';
import { sectionEnd } from '../../syntax/gameSyntax';
import { gameSummary } from '../gameSummary';
import { gameRange, wholeGameRange } from '../ranges';

/** One symbol per game with its sections as children. */
export function documentSymbols(document: TextDocument, model: DocumentModel, language: Language): DocumentSymbol[] {
  const symbols: DocumentSymbol[] = [];
  for (const game of model.games) {
    if (!game.model) continue;
    const range = wholeGameRange(document, game);
    const first = game.syntax.tags[0];
    const children: DocumentSymbol[] = [];
    for (const tag of game.syntax.tags) {
      if (!tag.section || tag.duplicate) continue;
      const sectionRange = gameRange(document, game, tag.start, sectionEnd(game.syntax, tag));
      children.push({ name: tag.name, kind: SymbolKind.Array, range: sectionRange, selectionRange: gameRange(document, game, tag.nameStart, tag.nameEnd) });
    }
    symbols.push({
      name: gameSummary(game.model, game.index, language),
      kind: SymbolKind.Namespace,
      range,
      selectionRange: gameRange(document, game, first.start, first.end),
      children,
    });
  }
  return symbols;
}
