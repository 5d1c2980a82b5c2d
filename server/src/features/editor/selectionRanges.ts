/**
 * Smart selection: from a card to its trick, the Play section and the game; from a call to the
 * Auction section and the game; from a tag value to the tag pair and the game. A section spans
 * its tag, its calls or cards and its Note tags.
 */
import { Position, SelectionRange } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { callAt, cardAt, gameAtPosition, sectionTagAt, tagAt } from '../positions';
import { gameRange, wholeGameRange } from '../ranges';

/** The end of a section: its last token or its last Note tag. */
function sectionEnd(model: GameModel, section: TagPair): number {
  let end = section.end;
  for (const index of section.section ?? []) end = Math.max(end, model.syntax.tokens.end(index));
  for (const tag of model.syntax.tags) if (tag.name === 'Note' && tag.noteOwner === section.name && tag.start > section.start) end = Math.max(end, tag.end);
  return end;
}

/** The selection ranges for each position. */
export function selectionRanges(document: TextDocument, documentModel: DocumentModel, positions: Position[]): SelectionRange[] {
  return positions.map((position) => {
    const located = gameAtPosition(document, documentModel, position);
    if (!located) return { range: { start: position, end: position } };
    const { game, model, offset } = located;
    let current: SelectionRange = { range: wholeGameRange(document, game) };
    const push = (start: number, end: number) => { current = { range: gameRange(document, game, start, end), parent: current }; };
    const tag = tagAt(model, offset);
    if (tag) {
      push(tag.start, tag.end);
      const [start, end] = valueContentRange(tag);
      if (tag.hasValue && start <= offset && offset <= end) push(start, end);
      return current;
    }
    const section = sectionTagAt(model, offset);
    if (!section) return current;
    push(section.start, sectionEnd(model, section));
    const played = section.name === 'Play' ? cardAt(model, offset) : undefined;
    if (played) {
      const cards = played.trick.cards;
      push(cards[0].revokeMark?.start ?? cards[0].leadMark?.start ?? cards[0].start, cards[cards.length - 1].end);
      push(played.card.start, played.card.end);
    }
    const call = section.name === 'Auction' ? callAt(model, offset) : undefined;
    if (call) push(call.start, call.end);
    return current;
  });
}
