/**
 * Document highlights for a card: on a card of the Play section or a rank in the Deal tag, every
 * occurrence of the same card in that game — the card in the hand it was dealt to (read) and
 * where it was played (write).
 */
import { DocumentHighlight, DocumentHighlightKind, Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Card, SUITS } from '../../bridge/cards';
import { DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { allCards, cardAt, gameAtPosition } from '../positions';
import { gameRange } from '../ranges';

/** A card in the Deal tag's text, with its offsets in the game. */
interface DealtCard { card: Card; start: number; end: number }

/** Every card of the Deal tag with the offset of its rank character. */
export function dealtCards(model: GameModel): DealtCard[] {
  const tag = findTag(model.syntax, 'Deal');
  if (!tag || !tag.hasValue || !model.deal) return [];
  const [start] = valueContentRange(tag);
  const text = model.syntax.text.slice(start, tag.valueEnd - 1);
  if (text !== tag.value) return [];
  const cards: DealtCard[] = [];
  let position = 2;
  for (const hand of text.slice(2).split(' ')) {
    let offset = position;
    hand.split('.').forEach((ranks, suitIndex) => {
      for (let index = 0; index < ranks.length && hand !== '-'; index++) {
        cards.push({ card: SUITS[suitIndex] + ranks[index].toUpperCase(), start: start + offset + index, end: start + offset + index + 1 });
      }
      offset += ranks.length + 1;
    });
    position += hand.length + 1;
  }
  return cards;
}

/** The highlights of the card under the cursor. */
export function cardHighlights(document: TextDocument, documentModel: DocumentModel, position: Position): DocumentHighlight[] {
  const located = gameAtPosition(document, documentModel, position);
  if (!located) return [];
  const { game, model, offset } = located;
  const dealt = dealtCards(model);
  const card = cardAt(model, offset)?.card.card ?? dealt.find((candidate) => candidate.start <= offset && offset <= candidate.end)?.card;
  if (!card) return [];
  const highlight = (start: number, end: number, kind: DocumentHighlightKind) => ({ range: gameRange(document, game, start, end), kind });
  return [
    ...dealt.filter((candidate) => candidate.card === card).map((candidate) => highlight(candidate.start, candidate.end, DocumentHighlightKind.Read)),
    ...allCards(model).filter((played) => played.card.card === card).map((played) => highlight(played.card.start, played.card.end, DocumentHighlightKind.Write)),
  ];
}
