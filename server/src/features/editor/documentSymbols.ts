/**
 * Document symbols: one per game ("Board 7 · 4♠ S · 10 tricks"), with the auction, the play
 * and the tables as children, so the outline and breadcrumbs navigate a tournament file.
 * Above 5,000 games with tags the outline is one level of groups instead ("Games 1–1000",
 * at most 1,000 of them, each of 1,000 games or a power of ten times that), without the games
 * as children: a game's summary needs its model, which a light game would read again
 * (gameEntry.ts), and no outline shows a million children usefully. The groups come from the
 * document's arrays (where each game starts, its number, its flags) and the length of the last
 * game of each group: no game is read for them.
 */
import { DocumentSymbol, SymbolKind } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { OUTLINE_GROUP_WORDS } from '../../i18n/editorTexts';
import { Language } from '../../i18n/localize';
import { DocumentModel, GAME_TAGGED } from '../../model/document/document';
import { sectionEnd } from '../../syntax/gameSyntax';
import { gameSummary } from '../gameSummary';
import { gameRange, wholeGameRange } from '../ranges';

/** The most games with tags that get a symbol each. */
export const OUTLINE_GAMES = 5000;
/** The smallest group of games, and the most groups. */
const GROUP_SIZE = 1000, MAX_GROUPS = 1000;

/** One symbol per game with its sections as children; in a document of more than OUTLINE_GAMES games, groups of games. */
export function documentSymbols(document: TextDocument, model: DocumentModel, language: Language): DocumentSymbol[] {
  let tagged = 0;
  for (let position = 0; position < model.count; position++) if (model.flags[position] & GAME_TAGGED) tagged++;
  if (tagged > OUTLINE_GAMES) return groupSymbols(document, model, tagged, language);
  const symbols: DocumentSymbol[] = [];
  for (let position = 0; position < model.count; position++) {
    if (!(model.flags[position] & GAME_TAGGED)) continue;
    const game = model.game(position);
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

/** Games per group: GROUP_SIZE times the smallest power of ten that makes at most MAX_GROUPS groups. */
export function outlineGroupSize(tagged: number): number {
  let size = GROUP_SIZE;
  while (Math.ceil(tagged / size) > MAX_GROUPS) size *= 10;
  return size;
}

/** The groups of games ("Games 1001–2000"), each from the start of its first game to the end of its last. */
function groupSymbols(document: TextDocument, model: DocumentModel, tagged: number, language: Language): DocumentSymbol[] {
  const size = outlineGroupSize(tagged);
  const words = OUTLINE_GROUP_WORDS[language];
  const symbols: DocumentSymbol[] = [];
  let first = -1, firstNumber = 0, last = -1, lastNumber = 0;
  const close = () => {
    const start = document.positionAt(model.starts[first]);
    symbols.push({
      name: `${words.games} ${firstNumber}–${lastNumber}`,
      kind: SymbolKind.Namespace,
      range: { start, end: document.positionAt(model.starts[last] + model.entry(last).length) },
      selectionRange: { start, end: start },
    });
  };
  for (let position = 0; position < model.count; position++) {
    if (!(model.flags[position] & GAME_TAGGED)) continue;
    const number = model.indexes[position];
    if (first >= 0 && Math.ceil(number / size) !== Math.ceil(firstNumber / size)) { close(); first = -1; }
    if (first < 0) { first = position; firstNumber = number; }
    last = position; lastNumber = number;
  }
  if (first >= 0) close();
  return symbols;
}
