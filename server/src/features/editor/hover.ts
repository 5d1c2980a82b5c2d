/**
 * Hover: a card in the Play section (see hoverCard.ts), an irregularity mark (`^R`, `^L`, `^I`,
 * `^S`), the Deal tag (a hand diagram with HCP), the Laws and Date tags (the edition in force
 * and where it came from), a `^` Declarer or Result value, the words of the Irregularities
 * tag, and who writes a producer's non-standard tag (DoubleDummyTricks, BCFlags, …). Markdown, in
 * the language of the request's settings. With an analysis lookup the Deal and the cards add what
 * double dummy says (features/dd/ddHover.ts), and the `*` where the play stops the claim over the
 * layouts the claimer could not see (features/dd/claimLayoutsView.ts).
 */
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { producerTag } from '../../model/game/producerTags';
import { producerTagHoverText } from '../../i18n/producerTagTexts';
import { TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { editionLabel } from '../editionLabel';
import { adjustedScoreHover } from './hoverAdjusted';
import { handDiagram } from '../board/handDiagram';
import { cardHover } from './hoverCard';
import { caretMeaning, markMeaning } from './irregularityMarks';
import { describeIrregularityWord } from './irregularityTerms';
import { cardAt, gameAtPosition, sectionItemAt, sectionTagAt, tagAt } from '../positions';
import { gameRange } from '../ranges';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { cardAnalysisLine, dealAnalysisSection } from '../dd/ddHover';
import { claimPointHover } from '../dd/claimLayoutsView';

/** The hover at a position, or undefined when there is nothing to say. */
export function hover(document: TextDocument, documentModel: DocumentModel, position: Position, language: Language, analysis?: AnalysisLookup): Hover | undefined {
  const located = gameAtPosition(document, documentModel, position);
  if (!located) return undefined;
  const { game, model, offset } = located;
  const answer = (markdown: string | undefined, start: number, end: number): Hover | undefined =>
    markdown ? { contents: { kind: MarkupKind.Markdown, value: markdown }, range: gameRange(document, game, start, end) } : undefined;
  const tag = tagAt(model, offset);
  if (tag) return answer(withSection(tagHover(model, tag, offset, language), tag.name === 'Deal' && analysis ? dealAnalysisSection(model, analysis, language) : undefined), tag.start, tag.end);
  const section = sectionTagAt(model, offset);
  if (!section) return undefined;
  const item = sectionItemAt(model, section, offset);
  if (item?.kind === 'irregularity') {
    const meaning = markMeaning(item.text, language);
    if (meaning) return answer(meaning, item.start, item.end);
  }
  if (item?.kind === 'star' && section.name === 'Play' && analysis) return answer(claimPointHover(model, analysis, language), item.start, item.end);
  if (section.name !== 'Play') return undefined;
  const played = cardAt(model, offset);
  if (!played) return undefined;
  const line = analysis ? cardAnalysisLine(model, played.trick.number, played.card.seat, analysis, language) : undefined;
  return answer(withSection(cardHover(model, played, language), line), played.card.start, played.card.end);
}

/** A hover's Markdown with an extra section below it. */
function withSection(markdown: string | undefined, section: string | undefined): string | undefined {
  return markdown && section ? `${markdown}\n\n${section}` : markdown;
}

/** The hover of a tag pair, by tag name. */
function tagHover(model: GameModel, tag: TagPair, offset: number, language: Language): string | undefined {
  switch (tag.name) {
    case 'Deal':
      return model.deal ? '```text\n' + handDiagram(model.deal, language).join('\n') + '\n```' : undefined;
    case 'Laws': case 'Date':
      return `**${editionLabel(model.edition, language)}**`;
    case 'Declarer': case 'Result':
      return tag.value.startsWith('^') ? caretMeaning(tag.name, language) : undefined;
    case 'Irregularities':
      return irregularitiesHover(model, tag, offset, language);
    case 'AdjustedScore':
      return adjustedScoreHover(model, language);
    default:
      return producerTagHover(tag.name, language);
  }
}

/** Who writes a producer's tag (not PBN 2.1) and what it holds. */
function producerTagHover(name: string, language: Language): string | undefined {
  const producer = producerTag(name);
  return producer && producerTagHoverText(name, producer, language);
}

/** Whether a character ends an Irregularities word: white space or `;`. */
function endsWord(character: string): boolean {
  return character === ';' || /\s/.test(character);
}

/** The meaning of the event or choice word under the cursor in an Irregularities value. */
function irregularitiesHover(model: GameModel, tag: TagPair, offset: number, language: Language): string | undefined {
  const [start] = valueContentRange(tag);
  if (!tag.hasValue || offset < start) return undefined;
  const raw = model.syntax.text.slice(start, tag.valueEnd - 1);
  const at = offset - start;
  // Walked character by character: a pattern anchored at the end would be tried from every start (issue 37).
  let wordStart = at;
  while (wordStart > 0 && !endsWord(raw[wordStart - 1])) wordStart--;
  let wordEnd = at;
  while (wordEnd < raw.length && !endsWord(raw[wordEnd])) wordEnd++;
  const word = raw.slice(wordStart, wordEnd);
  return word ? describeIrregularityWord(word, model.edition.edition, language) : undefined;
}
