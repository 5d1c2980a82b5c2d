/**
 * Finding what sits under the cursor: the game at a document offset, the tag pair, the section
 * (auction or play, Note tags included) and the call, card or irregularity mark at an offset
 * relative to the game. Every editor feature that starts from a position goes through here.
 */
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentGame, DocumentModel } from '../model/document/document';
import { GameModel } from '../model/game/gameModel';
import { CallRecord } from '../model/game/auction';
import { CardRecord, TrickRecord } from '../model/game/playTypes';
import { sectionItems } from '../model/game/sectionItems';
import { SectionItem, TagPair, findTag, sectionTokens } from '../syntax/gameSyntax';

/** A game with a model and an offset relative to its text. */
export interface GamePosition {
  game: DocumentGame;
  model: GameModel;
  offset: number;
}

/**
 * The game (with a model) that holds an LSP position. With `acceptTrailing`, a position on the
 * blank lines right after a game (where the next call or card is typed) counts as in that game.
 */
export function gameAtPosition(document: TextDocument, documentModel: DocumentModel, position: Position, acceptTrailing = false): GamePosition | undefined {
  const offset = document.offsetAt(position);
  let game = documentModel.games.find((candidate) => candidate.start <= offset && offset <= candidate.end && candidate.model);
  if (!game && acceptTrailing) {
    const text = document.getText();
    game = documentModel.games.find((candidate) => candidate.model && candidate.end < offset && /^[ \t\r\n]*$/.test(text.slice(candidate.end, offset)));
  }
  return game ? { game, model: game.model!, offset: offset - game.start } : undefined;
}

/** The tag pair whose brackets enclose `offset`. */
export function tagAt(model: GameModel, offset: number): TagPair | undefined {
  return model.syntax.tags.find((tag) => tag.start <= offset && offset <= tag.end);
}

/** The Auction or Play tag whose section (or one of its Note tags) holds `offset`. */
export function sectionTagAt(model: GameModel, offset: number): TagPair | undefined {
  const before = model.syntax.tags.filter((tag) => tag.start <= offset);
  const last = before[before.length - 1];
  if (!last || offset <= last.end) return undefined;
  const ownerName = last.name === 'Note' ? last.noteOwner : last.name;
  return ownerName === 'Auction' || ownerName === 'Play' ? findTag(model.syntax, ownerName) : undefined;
}

/** The section item (call, card, mark, annotation) at `offset` in a section tag's tokens. */
export function sectionItemAt(model: GameModel, tag: TagPair, offset: number): SectionItem | undefined {
  return sectionItems(sectionTokens(model.syntax, tag)).find((item) => item.start <= offset && offset <= item.end && item.kind !== 'comment');
}

/** A card of the play record and its trick. */
export interface CardInTrick {
  trick: TrickRecord;
  card: CardRecord;
}

/** The card record at `offset` (its `^R`/`^L` mark included). */
export function cardAt(model: GameModel, offset: number): CardInTrick | undefined {
  for (const trick of model.play?.tricks ?? []) {
    for (const card of trick.cards) {
      const start = card.revokeMark?.start ?? card.leadMark?.start ?? card.start;
      if (start <= offset && offset <= card.end && card.card) return { trick, card };
    }
  }
  return undefined;
}

/** The call record at `offset`. */
export function callAt(model: GameModel, offset: number): CallRecord | undefined {
  return model.auction?.calls.find((call) => call.start <= offset && offset <= call.end);
}

/** Every card record of the play, in record order. */
export function allCards(model: GameModel): CardInTrick[] {
  return (model.play?.tricks ?? []).flatMap((trick) => trick.cards.map((card) => ({ trick, card })));
}
