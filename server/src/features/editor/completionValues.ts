/**
 * Completion of tag values: the enumerations of Dealer, Vulnerable, Declarer, Contract (the
 * auction's contract first), Scoring and Laws (the edition the Date gives first), and the fields
 * of the Irregularities tag (seats, events, and the choices of the event valid for the board's
 * edition).
 */
import { CompletionItem, CompletionItemKind } from 'vscode-languageserver-types';
import { STRAINS_ASCENDING, formatContract } from '../../bridge/contract';
import { COMPLETION_WORDS, eventLawsText } from '../../i18n/completionTexts';
import { Language } from '../../i18n/localize';
import { editionFromDate } from '../../laws/edition';
import { EDITIONS } from '../../laws/types';
import { GameModel } from '../../model/game/gameModel';
import { choicesFor, irregularityVocabulary } from './irregularityTerms';

const SEATS_IN_PBN_ORDER = ['W', 'N', 'E', 'S'];
const SCORING_VALUES = ['MP', 'MatchPoints', 'IMP', 'Cavendish', 'Chicago', 'Rubber', 'BAM', 'Instant', 'Butler', 'Butler-2', 'Experts', 'Cross', 'Cross1', 'Cross2', 'Mean', 'Median', 'MP1', 'MP2', 'OldMP', 'Mitchell2', 'Mitchell3', 'Mitchell4', 'Ascherman', 'Bastille', 'EMP', 'IMP_1948', 'IMP_1961'];

const value = (label: string, order: number, detail?: string): CompletionItem =>
  ({ label, kind: CompletionItemKind.EnumMember, sortText: String(order).padStart(4, '0'), detail });

/** The values of an enumerated tag; empty for other tags. */
export function tagValueCompletions(model: GameModel, tagName: string, language: Language): CompletionItem[] {
  switch (tagName) {
    case 'Dealer':
      return SEATS_IN_PBN_ORDER.map((seat, index) => value(seat, index));
    case 'Declarer':
      return [...SEATS_IN_PBN_ORDER, ...SEATS_IN_PBN_ORDER.map((seat) => `^${seat}`)].map((seat, index) =>
        value(seat, seat === model.auction?.declarer ? -1 : index, seat.startsWith('^') ? COMPLETION_WORDS[language].swapped : undefined));
    case 'Vulnerable':
      return ['None', 'NS', 'EW', 'All'].map((vulnerability, index) => value(vulnerability, index));
    case 'Contract':
      return contractValues(model);
    case 'Scoring':
      return SCORING_VALUES.map((scoring, index) => value(scoring, index));
    case 'Laws': {
      const inferred = editionFromDate(model.values.get('Date') ?? '');
      const detail = COMPLETION_WORDS[language].inferred;
      return EDITIONS.map((edition, index) => value(edition, edition === inferred ? -1 : index, edition === inferred ? detail : undefined));
    }
    default:
      return [];
  }
}

/** Pass and every contract, the auction's own contract first. */
function contractValues(model: GameModel): CompletionItem[] {
  const fromAuction = model.auction?.contract ? formatContract(model.auction.contract) : undefined;
  const items = [value('Pass', 0)];
  let order = 1;
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS_ASCENDING) {
      for (const risk of ['', 'X', 'XX']) {
        const label = `${level}${strain}${risk}`;
        items.push(value(label, label === fromAuction ? -1 : order++));
      }
    }
  }
  return items;
}

/** Completions for the field being typed in an Irregularities value (`trick seat event card choice`). */
export function irregularitiesCompletions(model: GameModel, textBeforeCursor: string, language: Language): CompletionItem[] {
  const currentEvent = textBeforeCursor.slice(textBeforeCursor.lastIndexOf(';') + 1);
  const fields = currentEvent.trimStart().split(/\s+/);
  const fieldIndex = fields.length - 1;
  const vocabulary = irregularityVocabulary();
  if (fieldIndex === 1) return SEATS_IN_PBN_ORDER.map((seat, index) => value(seat, index));
  if (fieldIndex === 2) {
    return vocabulary.map((event, index) => ({ ...value(event.name, index, eventLawsText(event.laws, language)), documentation: event.meaning[language] }));
  }
  if (fieldIndex === 4) {
    const event = vocabulary.find((candidate) => candidate.name.toLowerCase() === fields[2].toLowerCase());
    return event ? choicesFor(event, model.edition.edition).map((choice, index) => ({ ...value(choice.value, index), documentation: choice.meaning[language] })) : [];
  }
  return [];
}
