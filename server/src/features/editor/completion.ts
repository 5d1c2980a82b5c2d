/**
 * Completion: tag names after `[` (the 15 mandatory tags first, in export order, then the others
 * alphabetically), enumerated values inside a tag's quotes (see completionValues.ts), and in the
 * Auction and Play sections the legal calls and the cards still held (completionSections.ts).
 */
import { CompletionItem, CompletionItemKind, Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { COMPLETION_WORDS } from '../../i18n/completionTexts';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { ANNOTATION_TAGS, MANDATORY_TAGS, SUPPLEMENTAL_TAGS } from '../../syntax/tags';
import { adjustedScoreCompletions } from './completionAdjusted';
import { auctionCompletions, playCompletions } from './completionSections';
import { tagValueCompletions } from './completionValues';
import { irregularitiesCompletions } from './completionIrregularities';
import { gameAtPosition, sectionTagAt } from '../positions';

/** Every tag name, mandatory ones first in export order. */
export function tagNameCompletions(language: Language): CompletionItem[] {
  const mandatory = COMPLETION_WORDS[language].mandatory;
  const items: CompletionItem[] = MANDATORY_TAGS.map((name, index) => ({ label: name, kind: CompletionItemKind.Property, sortText: `0${String(index).padStart(2, '0')}`, detail: mandatory }));
  const others = [...SUPPLEMENTAL_TAGS, ...ANNOTATION_TAGS].sort();
  for (const name of others) items.push({ label: name, kind: CompletionItemKind.Property, sortText: `1${name}` });
  return items;
}

/** True inside a `;` or `{}` comment, where nothing is offered. */
function insideComment(model: GameModel, offset: number): boolean {
  return model.syntax.tokens.some((token) => (token.kind === 'lineComment' || token.kind === 'blockComment') && token.start < offset && offset <= token.end);
}

/**
 * The tag name and the value typed so far when the line ends inside a value (`[Name "typed`):
 * walked back from the last quote, so a long line is read once.
 */
function openValueBefore(lineBefore: string): [string, string, string] | undefined {
  const quote = lineBefore.lastIndexOf('"');
  if (quote < 0) return undefined;
  let at = quote;
  while (at > 0 && /\s/.test(lineBefore[at - 1])) at--;
  const nameEnd = at;
  while (at > 0 && /[A-Za-z0-9_]/.test(lineBefore[at - 1])) at--;
  const nameStart = at;
  while (at > 0 && /\s/.test(lineBefore[at - 1])) at--;
  if (nameStart === nameEnd || at === 0 || lineBefore[at - 1] !== '[') return undefined;
  return [lineBefore.slice(at - 1), lineBefore.slice(nameStart, nameEnd), lineBefore.slice(quote + 1)];
}

/** The completions at a position. */
export function completions(document: TextDocument, documentModel: DocumentModel, position: Position, language: Language): CompletionItem[] {
  const lineBefore = document.getText({ start: { line: position.line, character: 0 }, end: position });
  const located = gameAtPosition(document, documentModel, position, true);
  const valueContext = openValueBefore(lineBefore);
  if (valueContext) {
    if (!located) return [];
    if (valueContext[1] === 'Irregularities') return irregularitiesCompletions(located.model, valueContext[2], language, located.offset);
    if (valueContext[1] === 'AdjustedScore') return adjustedScoreCompletions(located.model, valueContext[2], language);
    return tagValueCompletions(located.model, valueContext[1], language);
  }
  if (/\[\s*[A-Za-z0-9_]*$/.test(lineBefore)) return tagNameCompletions(language);
  if (!located || insideComment(located.model, located.offset)) return [];
  const section = sectionTagAt(located.model, located.offset);
  if (section?.name === 'Auction') return auctionCompletions(located.model, located.offset, language);
  if (section?.name === 'Play') return playCompletions(located.model, located.offset, language);
  return [];
}
