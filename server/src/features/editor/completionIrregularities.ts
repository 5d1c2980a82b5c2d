/**
 * Completion inside `[Irregularities "…"]`, field by field of the event being typed (`trick seat
 * event card choice [facts]`): the trick numbers 1-13 and `-` (and, at the start of an event,
 * snippets with the five fields and with the facts), the seats, the events, the card (the cards
 * the seat held at that trick when the deal is known, suits where the event takes one, `-`), the
 * choices valid in the board's edition, then the facts the event takes (those the edition needs
 * first) and, after `name=`, their values. Every item's documentation ends with the format.
 */
import { CompletionItem, CompletionItemKind, InsertTextFormat, MarkupKind } from 'vscode-languageserver-types';
import { SUITS, SUIT_SYMBOLS } from '../../bridge/cards';
import { Seat, parseSeat } from '../../bridge/seats';
import { cardText } from '../../i18n/bridgeNotation';
import { lawsName } from '../../i18n/bridgeTerms';
import { eventLawsText } from '../../i18n/completionTexts';
import { IRREGULARITY_COMPLETION_WORDS, seatDetail } from '../../i18n/irregularityCompletionTexts';
import { FACT_YES_NO } from '../../i18n/laws/factTexts';
import { Language } from '../../i18n/localize';
import { FACTS, factValues, findFactDefinition } from '../../laws/irregularities/factVocabulary';
import { GameModel } from '../../model/game/gameModel';
import { cardsHeldAt } from '../heldCards';
import { RecorderAnswers, factsToAsk } from '../record/recorderQuestions';
import { choicesFor, irregularityVocabulary } from './irregularityTerms';

const SEATS_IN_PBN_ORDER: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** An item with its order, detail and documentation (what it means, then the format). */
function item(label: string, order: number, language: Language, detail?: string, meaning?: string): CompletionItem {
  const format = IRREGULARITY_COMPLETION_WORDS[language].format;
  return {
    label, kind: CompletionItemKind.EnumMember, sortText: String(order).padStart(4, '0'), detail,
    documentation: { kind: MarkupKind.Markdown, value: meaning ? `${meaning}\n\n${format}` : format },
  };
}

/** Completions for the field being typed in an Irregularities value; `offset` is the cursor's, relative to the game. */
export function irregularitiesCompletions(model: GameModel, textBeforeCursor: string, language: Language, offset?: number): CompletionItem[] {
  const words = IRREGULARITY_COMPLETION_WORDS[language];
  const currentEvent = textBeforeCursor.slice(textBeforeCursor.lastIndexOf(';') + 1);
  const fields = currentEvent.trimStart().split(/\s+/);
  const fieldIndex = fields.length - 1;
  const vocabulary = irregularityVocabulary();
  const event = fieldIndex >= 2 ? vocabulary.find((candidate) => candidate.name.toLowerCase() === fields[2].toLowerCase()) : undefined;
  const trick = /^\d+$/.test(fields[0]) ? Number(fields[0]) : undefined;
  const seat = fieldIndex >= 1 && fields[1].length === 1 ? parseSeat(fields[1]) : undefined;
  switch (fieldIndex) {
    case 0: return [...trickItems(language), ...snippets(language)];
    case 1: return SEATS_IN_PBN_ORDER.map((candidate, index) => item(candidate, index, language, seatDetail(candidate, language)));
    case 2: return vocabulary.map((candidate, index) => item(candidate.name, index, language, eventLawsText(candidate.laws, language), candidate.meaning[language]));
    case 3: {
      if (event?.card === 'none') return [item('-', 0, language)];
      const cards = event?.card === 'suit' || !seat ? [] : cardsHeldAt(model, seat, trick).map((card, index) => item(card, index, language, cardText(card, language)));
      const suits = event?.card === 'card' ? [] : SUITS.map((suit, index) => item(suit, 100 + index, language, `${words.suit} ${SUIT_SYMBOLS[suit]}`));
      return [...cards, ...suits, item('-', 200, language, words.cardUnknown)];
    }
    case 4:
      return event ? choicesFor(event, model.edition.edition).map((choice, index) => item(choice.value, index, language, undefined, choice.meaning[language])) : [];
    default:
      return event && seat ? factCompletions(model, fields, { event: event.name, trick: fields[0], seat, choice: fields[4] }, language, offset) : [];
  }
}

/** 1-13 and `-`. */
function trickItems(language: Language): CompletionItem[] {
  const numbers = Array.from({ length: 13 }, (_, index) => item(String(index + 1), index, language));
  return [...numbers, item('-', 13, language, IRREGULARITY_COMPLETION_WORDS[language].wholeBoard)];
}

/** The five fields, a revoke with its facts and a disputed claim with its award, as snippets. */
function snippets(language: Language): CompletionItem[] {
  const words = IRREGULARITY_COMPLETION_WORDS[language];
  const seats = '${2|W,N,E,S|}';
  const events = irregularityVocabulary().map((candidate) => candidate.name).join(',');
  const snippet = (label: string, text: string, detail: string, order: number): CompletionItem => ({
    ...item(label, order, language, detail), kind: CompletionItemKind.Snippet, insertText: text, insertTextFormat: InsertTextFormat.Snippet,
  });
  return [
    snippet('trick seat event card choice', `\${1:1} ${seats} \${3|${events}|} \${4:-} \${5:choice}`, words.fiveFields, 20),
    snippet('Revoke … won= later=', `\${1:1} ${seats} Revoke \${3:-} Established won=\${4|W,N,E,S|} later=\${5:0}`, words.revokeWithFacts, 21),
    snippet('Claim … award=', `\${1:1} ${seats} Claim - Disputed award=\${3:0}`, words.claimWithAward, 22),
  ];
}

/** After the choice: the facts the event takes (needed ones first), or after `name=` that fact's values. */
function factCompletions(model: GameModel, fields: string[], answers: RecorderAnswers, language: Language, offset: number | undefined): CompletionItem[] {
  const words = IRREGULARITY_COMPLETION_WORDS[language];
  const written = new Map(fields.slice(5, -1).map((field) => field.split('=') as [string, string]));
  for (const [name, value] of written) if (findFactDefinition(name)) answers[findFactDefinition(name)!.name] = value;
  const current = fields[fields.length - 1];
  const equals = current.indexOf('=');
  if (equals >= 0) {
    const fact = findFactDefinition(current.slice(0, equals));
    if (!fact) return [];
    const trick = /^\d+$/.test(fields[0]) ? Number(fields[0]) : undefined;
    return factValues(fact, trick).map((value, index) => {
      const detail = fact.kind === 'seat' ? seatDetail(value as Seat, language) : fact.kind === 'suit' ? SUIT_SYMBOLS[value as keyof typeof SUIT_SYMBOLS] : fact.kind === 'yesNo' ? FACT_YES_NO[language][value as 'yes' | 'no'] : undefined;
      return { ...item(`${fact.name}=${value}`, index, language, detail, fact.explanation[language]), filterText: `${fact.name}=${value}`, insertText: `${fact.name}=${value}` };
    });
  }
  const needed = new Set(factsToAsk(model, answers, offset));
  const laws = lawsName(model.edition.edition, language);
  return FACTS.filter((fact) => fact.events.includes(answers.event as never) && !written.has(fact.name)).map((fact, index) => ({
    ...item(`${fact.name}=`, needed.has(fact.name) ? index : 100 + index, language, needed.has(fact.name) ? words.needed(laws) : fact.editions.includes(model.edition.edition) ? words.notOnBoard : words.notInEdition, fact.explanation[language]),
    command: { title: '', command: 'editor.action.triggerSuggest' },
  }));
}
